import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealDetail, DealListRow, DealLogRow } from '../../contract/customerDeals';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedCustomerDeals } from './seed';

/** Deals and discounts: the queue, the form's rules, maker ≠ checker, approval into the customers' discounts, the logs. */
let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let viewer: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestServer();
  await seedCustomerDeals(t.db);
  [finance, approver, admin, viewer] = await Promise.all(['finance', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  const one = async (q: ReturnType<typeof sql>) => Number((await t.db.one<{ id: number }>(q))!.id);
  for (const code of ['C-00001', 'C-00002', 'C-00003', 'C-00004', 'C-00005']) ids[code] = await one(sql`SELECT customer_id AS id FROM customers WHERE customer_code = ${code}`);
  for (const code of ['UNI-BIO-500', 'UNI-NEO-TAB', 'UNI-SOL-500', 'UNI-DIA-2']) ids[code] = await one(sql`SELECT product_id AS id FROM products WHERE product_code = ${code}`);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const show = async (id: number) => (await call('GET', `/customers/deals/show/${id}`, finance)).body.result as DealDetail;
const list = async (tab: string, token = finance, query: Record<string, string> = {}) => (await call('GET', `/customers/deals/list/${tab}`, token, undefined, query)).body.result as DealListRow[];

/** A deal for C-00004 and C-00005 with two products, as the form sends it. */
function dealForm(over: Record<string, unknown> = {}) {
  return {
    kind: 'regular',
    title: "  St. Luke's 2026 terms ",
    valid_from: '2026-03-01',
    valid_to: '',
    customer_ids: [ids['C-00004'], ids['C-00005']],
    lines: [
      { product_id: ids['UNI-SOL-500'], srp: '1,450.5', moq: '12', free: '1', discount: '7.5', rebate: '' },
      { product_id: ids['UNI-DIA-2'], srp: 780, moq: 24, free: 2, discount: '10', rebate: '2.25' },
    ],
    remarks: 'Agreed with the hospital pharmacy.',
    ...over,
  };
}

describe('the demo deals', () => {
  it('a regular deal approved into the Mercury Drug branches’ discounts, a promotional one waiting for approval; seeding again does nothing', async () => {
    const regular = await list('regular');
    expect(regular.find((d) => d.batch_no === 'DD-000001')).toMatchObject({ kind: 'regular', status: 1, product_count: 3, created_by: 'Maria Santos' });
    expect(regular.find((d) => d.batch_no === 'DD-000001')!.customer_names).toContain('Mercury Drug');
    const waiting = await list('new', approver);
    expect(waiting.map((d) => [d.batch_no, d.kind, d.status])).toEqual([['DD-000002', 'promotional', 3]]);
    const discounts = await call('GET', '/customer/C-00001/discounts', finance);
    expect(discounts.body.total_rows).toBe(3);
    expect(discounts.body.result[0]).toMatchObject({ product_name: 'Alaxan FR Capsule', srp: '950.00', moq: 10, free: 1, discount: '4.00', rebate: '0.00', batch_no: 'DD-000001' });
    await seedCustomerDeals(t.db);
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_discount_batches`))!.n).toBe(2);
  });
});

describe('a deal from draft to approval', () => {
  let id: number;

  it('creates a draft with the values normalised and the customers and products named', async () => {
    const res = await call('POST', '/customers/deals/create', finance, dealForm());
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00003');
    const deal = res.body.result as DealDetail;
    id = deal.customer_discount_batch_hdr_id;
    expect(deal).toMatchObject({ batch_no: `DD-${String(id).padStart(6, '0')}`, kind: 'regular', title: "St. Luke's 2026 terms", valid_from: '2026-03-01', valid_to: null, status: 0 });
    expect(deal.customers.map((c) => c.customer_code)).toEqual(['C-00004', 'C-00005']);
    expect(deal.lines).toEqual([
      expect.objectContaining({ product_code: 'UNI-SOL-500', srp: '1450.50', moq: 12, free: 1, discount: '7.50', rebate: '0.00' }),
      expect.objectContaining({ product_code: 'UNI-DIA-2', srp: '780.00', moq: 24, free: 2, discount: '10.00', rebate: '2.25' }),
    ]);
    expect(deal.created).toEqual({ by: 'Maria Santos', at: '2026-03-02T01:00:00Z' });
    expect(deal.submitted).toBeNull();
    expect((await list('regular')).find((d) => d.customer_discount_batch_hdr_id === id)).toMatchObject({ status: 0, product_count: 2 });
    expect((await list('new')).some((d) => d.customer_discount_batch_hdr_id === id)).toBe(false);
  });

  it('updates the draft, then submits it with its last changes in one save', async () => {
    const upd = await call('POST', `/customers/deals/update/${id}`, finance, dealForm({ title: "St. Luke's terms", lines: [dealForm().lines[0]] }));
    expect(upd.body.code).toBe('00004');
    expect((upd.body.result as DealDetail).lines).toHaveLength(1);
    const sub = await call('POST', `/customers/deals/update/${id}`, finance, dealForm({ title: "St. Luke's terms", submit: 1 }));
    expect(sub.body.code).toBe('00004');
    expect(sub.body.result).toMatchObject({ status: 3, submitted: { by: 'Maria Santos' } });
    expect((sub.body.result as DealDetail).lines).toHaveLength(2);
    expect((await list('new', approver)).some((d) => d.customer_discount_batch_hdr_id === id)).toBe(true);
    // Waiting for approval, it cannot be changed.
    const again = await call('POST', `/customers/deals/update/${id}`, finance, dealForm());
    expect(again.status).toBe(409);
    expect(again.body.result).toEqual([`Deal ${(await show(id)).batch_no} is For Approval; it cannot be updated.`]);
  });

  it('is approved by another user: its products become each of its customers’ discounts', async () => {
    expect((await call('GET', '/customer/C-00004/discounts', finance)).body.total_rows).toBe(0);
    const res = await call('POST', '/customers/deals/approve', approver, { customer_discount_batch_hdr_id: id });
    expect(res.body.code).toBe('00004');
    expect(res.body.result).toMatchObject({ status: 1, approved: { by: 'Antonio Bautista', at: '2026-03-02T01:00:00Z' } });
    for (const code of ['C-00004', 'C-00005']) {
      const rows = (await call('GET', `/customer/${code}/discounts`, finance)).body.result;
      expect(rows.map((r: { product_code: string; srp: string; discount: string; batch_no: string }) => [r.product_code, r.srp, r.discount, r.batch_no])).toEqual([
        ['UNI-DIA-2', '780.00', '10.00', (await show(id)).batch_no],
        ['UNI-SOL-500', '1450.50', '7.50', (await show(id)).batch_no],
      ]);
    }
    // Each customer's discount history records what the deal set.
    const history = await t.db.rows<{ action: string; reference_code: string; changes: { label: string; new: string }[] }>(sql`
      SELECT action, reference_code, changes FROM revisions WHERE entity = 'customer_discounts' AND entity_id = ${ids['C-00004']} ORDER BY id`);
    expect(history).toEqual([
      expect.objectContaining({ action: 'deal applied', reference_code: 'C-00004', changes: expect.arrayContaining([expect.objectContaining({ label: 'Diatabs 2mg Capsule', new: 'SRP 780.00, MOQ 24, Free 2, Discount 10.00%, Rebate 2.25%' })]) }),
    ]);
    // Decided: neither decision runs again.
    const twice = await call('POST', '/customers/deals/decline', approver, { customer_discount_batch_hdr_id: id, reason: 'Late.' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('00005');
  });

  it('lists every step in the Deals Logs with who, when and what changed', async () => {
    const batchNo = (await show(id)).batch_no;
    const res = await call('GET', '/customers/deals/logs', finance, undefined, { search: batchNo, order_by: 'date_time', direction: 'asc' });
    const logs = res.body.result as DealLogRow[];
    expect(logs.map((l) => [l.activity, l.user])).toEqual([
      ['Created', 'Maria Santos'],
      ['Updated', 'Maria Santos'],
      ['Updated', 'Maria Santos'],
      ['Submitted For Approval', 'Maria Santos'],
      ['Approved', 'Antonio Bautista'],
    ]);
    expect(logs[1].changes).toBe("Deal Name: St. Luke's 2026 terms → St. Luke's terms; Diatabs 2mg Capsule: SRP 780.00, MOQ 24, Free 2, Discount 10.00%, Rebate 2.25% → —");
    expect(logs[3].changes).toBe('Status: Draft → For Approval');
    expect(logs[4].changes).toBe('Status: For Approval → Approved');
  });
});

describe('maker ≠ checker, decline and scopes', () => {
  it('whoever drafted or submitted a deal may not decide it', async () => {
    const own = await call('POST', '/customers/deals/create', admin, dealForm({ submit: 1 }));
    const id = own.body.result.customer_discount_batch_hdr_id;
    const res = await call('POST', '/customers/deals/approve', admin, { customer_discount_batch_hdr_id: id });
    expect(res.status).toBe(409);
    expect(res.body.result).toEqual([`Deal ${own.body.result.batch_no} was created and submitted by you; someone else must approve it.`]);
    expect((await show(id)).status).toBe(3);
    // Drafted by the administrator: the draft is theirs (finance may not submit it); the drafter still may not decide it; someone else may.
    const drafted = (await call('POST', '/customers/deals/create', admin, dealForm())).body.result as DealDetail;
    const draftedId = drafted.customer_discount_batch_hdr_id;
    expect((await call('POST', `/customers/deals/update/${draftedId}`, finance, dealForm({ submit: 1 }))).status).toBe(403);
    expect((await call('POST', `/customers/deals/update/${draftedId}`, admin, dealForm({ submit: 1 }))).body.result).toMatchObject({ status: 3, submitted: { by: 'Jose Reyes' } });
    expect((await call('POST', '/customers/deals/decline', admin, { customer_discount_batch_hdr_id: draftedId, reason: 'No.' })).status).toBe(409);
    expect((await call('POST', '/customers/deals/approve', approver, { customer_discount_batch_hdr_id: draftedId })).status).toBe(200);
  });

  it('a decline needs a reason; the maker then changes the deal and submits it again', async () => {
    const deal = (await call('POST', '/customers/deals/create', finance, dealForm({ submit: 1 }))).body.result as DealDetail;
    const id = deal.customer_discount_batch_hdr_id;
    const noReason = await call('POST', '/customers/deals/decline', approver, { customer_discount_batch_hdr_id: id, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toMatchObject({ code: '00001', result: ['Please give the reason for declining.'], fields: { reason: ['Please give the reason for declining.'] } });
    const declined = await call('POST', '/customers/deals/decline', approver, { customer_discount_batch_hdr_id: id, reason: 'Discount above the channel ceiling.' });
    expect(declined.body.result).toMatchObject({ status: 2, decline_reason: 'Discount above the channel ceiling.', declined: { by: 'Antonio Bautista' } });
    expect((await list('regular', finance)).find((d) => d.customer_discount_batch_hdr_id === id)?.status).toBe(2);
    const resubmitted = await call('POST', `/customers/deals/update/${id}`, finance, dealForm({ lines: [{ ...dealForm().lines[0], discount: '5' }], submit: 1 }));
    expect(resubmitted.body.result).toMatchObject({ status: 3 });
    // Nothing of a declined deal reached the customers.
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_discounts WHERE customer_discount_batch_hdr_id = ${id}`))!.n).toBe(0);
  });

  it('each call needs its scope', async () => {
    expect((await call('GET', '/customers/deals/list/regular', viewer)).status).toBe(403);
    expect((await call('GET', '/customers/deals/show/1', viewer)).status).toBe(403);
    expect((await call('GET', '/customers/deals/logs', viewer)).status).toBe(403);
    expect((await call('POST', '/customers/deals/create', approver, dealForm())).status).toBe(403);
    expect((await call('GET', '/customers/deals/customer-options', approver)).status).toBe(403);
    expect((await call('POST', '/customers/deals/approve', finance, { customer_discount_batch_hdr_id: 2 })).status).toBe(403);
    expect((await call('GET', '/customers/deals/show/1', approver)).status).toBe(200);
    expect((await call('GET', '/customers/deals/show/999999', finance)).status).toBe(404);
  });
});

describe('bad input', () => {
  const refused = async (over: Record<string, unknown>) => {
    const res = await call('POST', '/customers/deals/create', finance, dealForm(over));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
    return res.body as { result: string[]; fields: Record<string, string[]> };
  };

  it('puts each rule’s message on its field and writes nothing', async () => {
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_discount_batches`))!.n;
    expect((await refused({ kind: 'promotional' })).fields).toEqual({ valid_to: ['Valid until is required for a promotional deal.'] });
    expect((await refused({ valid_to: '2026-02-01' })).fields).toEqual({ valid_to: ['Valid until must not be before valid from.'] });
    expect((await refused({ title: ' ', customer_ids: [], lines: [] })).fields).toEqual({
      title: ['Deal name is required.'],
      customer_ids: ['Choose at least one customer.'],
      lines: ['Add at least one product.'],
    });
    const line = dealForm().lines[0];
    expect((await refused({ lines: [line, { ...line, srp: '5' }] })).fields).toEqual({ 'lines.1.product_id': ['Line 2: the product is already on line 1.'] });
    expect((await refused({ lines: [{ ...line, discount: '100.01', rebate: '-1', srp: '1.005', moq: '1.5' }] })).fields).toEqual({
      'lines.0.discount': ['Discount % must be a percentage from 0 to 100.'],
      'lines.0.rebate': ['Rebate % must be a percentage from 0 to 100.'],
      'lines.0.srp': ['SRP must be a non-negative amount with at most 2 decimals.'],
      'lines.0.moq': ['Quantity (MOQ) must be a whole number.'],
    });
    expect((await refused({ valid_from: '2026-02-30' })).fields).toEqual({ valid_from: ['Valid from must be a real date.'] });
    // Valid by the contract, refused by the database's facts: unknown product, inactive customer.
    await t.db.run(sql`UPDATE customers SET status = 0 WHERE customer_code = 'C-00005'`);
    const facts = await refused({ lines: [{ ...line, product_id: 999999 }] });
    expect(facts.fields).toEqual({ customer_ids: [expect.stringMatching(/^Customer C-00005 .+ is inactive\.$/)], 'lines.0.product_id': ['Line 1: the product does not exist.'] });
    await t.db.run(sql`UPDATE customers SET status = 1 WHERE customer_code = 'C-00005'`);
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_discount_batches`))!.n).toBe(before);
  });
});
