import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EisDetail, EisRow, EisSummary, EisTransmitResult } from '../../../contract/eis';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';
import { eisProblems } from './format';
import { startEisSimulator, type EisSimulator } from './simulator';
import { transmitPending } from './transmit';

/**
 * E-invoicing against the real books and the local EIS simulator (issue 27): a posted sales invoice is queued in its
 * posting's transaction (one document per VAT class, adding up to the invoice), sent in a signed and sealed batch,
 * accepted with an acknowledgement; a rejection shows on the board with the BIR's reason and is sent again after the
 * fix; a failed or timed-out send waits and is tried again; a memo is a correction naming the invoice's document;
 * a resend is answered as the first send; the three-day rule lists what is late.
 */
let t: TestServer;
let sim: EisSimulator;
let credit: string;
let finance: string;
let approver: string;
let customer: { code: string; id: number };
let vatable: string;
let exempt: string;
const HOUR = 3600_000;

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let now = () => Date.now();
  sim = await startEisSimulator({ clientId: 'aurora-cas', clientSecret: 'test-secret', publicKey, now: () => now() });
  // Late November, after the demo books' last sale: invoices and memos are dated 2026-11-24.
  t = await createTestServer({ now: Date.UTC(2026, 10, 25, 1, 0, 0), eis: { url: sim.url, clientId: 'aurora-cas', clientSecret: 'test-secret', privateKey, timeoutMs: 400 } });
  now = () => t.clock.now();
  [credit, finance, approver] = await Promise.all(['credit', 'finance', 'approver'].map((u) => t.login(u)));
  customer = (await t.db.one<{ code: string; id: number }>(sql`SELECT customer_code AS code, customer_id AS id FROM customers WHERE tin IS NOT NULL ORDER BY customer_id LIMIT 1`))!;
  const stocked = (vat: 0 | 1) => sql`
    SELECT p.product_code FROM products p JOIN inventory_movements m ON m.product_id = p.product_id AND m.status = 1
    JOIN product_batches b ON b.batch_id = m.batch_id AND b.expiry_date >= '2026-11-24'
    WHERE p.vat_exemption = ${vat} AND p.active = 1 AND p.controlled IS NULL GROUP BY p.product_id HAVING SUM(m.quantity) > 20 ORDER BY p.product_id LIMIT 1`;
  vatable = (await t.db.one<{ product_code: string }>(stocked(0)))!.product_code;
  exempt = (await t.db.one<{ product_code: string }>(stocked(1)))!.product_code;
  // The demo's approved memos and manual invoices were queued when seeded: send them first, so each test counts its own.
  const seeded = await transmitPending(t.db, t.app.deps.eis, t.clock.now());
  expect(seeded).toMatchObject({ failed: 0, rejected: 0, error: null });
  expect(seeded.sent).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });
let n = 0;
async function postInvoice(lines: { product_code: string; quantity: number; unit_price: string; discount?: string }[], more: object = {}) {
  n += 1;
  const r = await call('POST', '/sales-invoices/manual', credit, { customer_code: customer.code, si_date: '2026-11-24', price_basis: 'EXCLUSIVE', terms: 30, si_number: `EIS-${n}`, lines, ...more });
  expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
  return r.body.result as { si_id: number; si_number: string; total: string; vat_amount: string };
}
const docsOf = (number: string) =>
  t.db.rows<{ unique_id: string; trans_class: string; state: string; net_amount: string; vat_amount: string; attempts: number; ack_id: string | null; reason: string | null; payload: Record<string, unknown> }>(sql`
    SELECT unique_id, trans_class, state, net_amount::text, vat_amount::text, attempts, ack_id, reason, payload FROM eis_documents WHERE document_no = ${number} ORDER BY unique_id`);
const transmit = async () => {
  const r = await call('POST', '/bir/e-invoices/transmit', finance);
  expect(r.status).toBe(200);
  return r.body.result as EisTransmitResult;
};
const cents = (s: string) => Math.round(Number(s) * 100);

describe('e-invoices', () => {
  it('queues a posted invoice in its posting: one document per VAT class, adding up to the invoice to the centavo', async () => {
    const si = await postInvoice([
      { product_code: vatable, quantity: 3, unit_price: '100.00', discount: '10' },
      { product_code: exempt, quantity: 2, unit_price: '55.55' },
    ]);
    const docs = await docsOf(si.si_number);
    expect(docs.map((d) => [d.trans_class, d.state])).toEqual([['VE', 'queued'], ['VT', 'queued']]);
    expect(docs.reduce((s, d) => s + cents(d.net_amount), 0)).toBe(cents(si.total));
    expect(docs.reduce((s, d) => s + cents(d.vat_amount), 0)).toBe(cents(si.vat_amount));
    for (const d of docs) expect(eisProblems(d.payload)).toEqual([]);
    const summary = (await call('GET', '/bir/e-invoices/summary', finance)).body.result as EisSummary;
    expect(summary).toMatchObject({ configured: true, waiting: 2, rejected: 0 });
  });

  it('sends the queue in a signed, sealed batch and records each acknowledgement', async () => {
    const r = await transmit();
    expect(r).toEqual({ sent: 2, accepted: 2, rejected: 0, failed: 0, error: null });
    const sentBy = await t.db.rows<{ action: string; changes: { field: string; new: number }[] }>(sql`
      SELECT r.action, r.changes FROM revisions r JOIN users u ON u.id = r.user_id WHERE r.module = 'E-Invoices' AND u.username = 'finance' ORDER BY r.id`);
    expect(sentBy.at(-1)).toMatchObject({ action: 'sent now', changes: expect.arrayContaining([{ field: 'accepted', label: 'Accepted', old: null, new: 2 }]) });
    const docs = await docsOf('EIS-1');
    expect(docs.every((d) => d.state === 'accepted' && /^EIS-ACK-\d{8}$/.test(d.ack_id ?? ''))).toBe(true);
    const list = await call('GET', '/bir/e-invoices?tab=accepted&search=EIS-1', finance);
    expect((list.body.result as EisRow[]).map((x) => x.state)).toEqual(['accepted', 'accepted']);
    const detail = (await call('GET', `/bir/e-invoices/${docs[0].unique_id}`, finance)).body.result as EisDetail;
    expect(detail.events.map((e) => e.event)).toEqual(['queued', 'sent', 'accepted']);
    expect(detail.payload).toMatchObject({ CompInvoiceId: 'EIS-1', DocType: 'SI' });
  });

  it('shows a rejection with the BIR\u2019s reason, and sends it again once put right', async () => {
    sim.rejectWhen((d) => (d.CompInvoiceId === 'EIS-2' ? 'BuyerInfo.Tin is not registered with the BIR.' : null));
    await postInvoice([{ product_code: vatable, quantity: 1, unit_price: '250.00' }]);
    expect(await transmit()).toMatchObject({ sent: 1, rejected: 1 });
    const [doc] = await docsOf('EIS-2');
    expect(doc).toMatchObject({ state: 'rejected', reason: 'BuyerInfo.Tin is not registered with the BIR.' });
    const board = (await call('GET', '/bir/e-invoices?tab=rejected', finance)).body.result as EisRow[];
    expect(board.map((x) => x.document_no)).toContain('EIS-2');
    // Credit, who entered the invoice, neither sees the board nor sends; finance resends.
    expect((await call('POST', `/bir/e-invoices/${doc.unique_id}/retry`, credit)).status).toBe(403);
    // Only a rejected document is resent.
    expect((await call('POST', `/bir/e-invoices/${(await docsOf('EIS-1'))[0].unique_id}/retry`, finance)).status).toBe(409);
    sim.rejectWhen(null);
    const retried = await call('POST', `/bir/e-invoices/${doc.unique_id}/retry`, finance);
    expect(retried.body.result.state).toBe('retried');
    expect(await transmit()).toMatchObject({ sent: 1, accepted: 1 });
    expect((await docsOf('EIS-2'))[0]).toMatchObject({ state: 'accepted', attempts: 2 });
    const revisions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE module = 'E-Invoices' AND reference_code = 'EIS-2'`);
    expect(revisions.map((x) => x.action)).toEqual(['e-invoice retried']);
  });

  it('keeps a document whose send failed or timed out, and sends it after its wait', async () => {
    await postInvoice([{ product_code: vatable, quantity: 1, unit_price: '80.00' }]);
    sim.failNext(1, 'error');
    const failed = await transmit();
    expect(failed).toMatchObject({ sent: 1, failed: 1 });
    expect(failed.error).toMatch(/HTTP 503/);
    expect((await docsOf('EIS-3'))[0]).toMatchObject({ state: 'retried', attempts: 1 });
    // Not before its wait.
    expect((await transmit()).sent).toBe(0);
    t.clock.advance(2 * 60_000);
    sim.failNext(1, 'timeout');
    const timedOut = await transmit();
    expect(timedOut.error).toBe('No answer within 0.4 s.');
    t.clock.advance(5 * 60_000);
    expect(await transmit()).toMatchObject({ sent: 1, accepted: 1 });
    expect((await docsOf('EIS-3'))[0]).toMatchObject({ state: 'accepted', attempts: 3 });
  });

  it('answers a resend as the first send (the same unique id, the same acknowledgement)', async () => {
    const [doc] = await docsOf('EIS-3');
    const before = sim.received();
    await t.db.run(sql`UPDATE eis_documents SET state = 'retried' WHERE unique_id = ${doc.unique_id}`);
    expect(await transmit()).toMatchObject({ sent: 1, accepted: 1 });
    expect(sim.received()).toBe(before + 1);
    expect((await docsOf('EIS-3'))[0].ack_id).toBe(doc.ack_id);
  });

  it('queues an approved credit memo as a correction naming the invoice\u2019s document', async () => {
    const si = (await t.db.one<{ si_id: number }>(sql`SELECT si_id::int AS si_id FROM sales_invoices WHERE si_number = 'EIS-2'`))!;
    const made = await call('POST', '/memos/create', credit, { memo_type: 'credit', memo_kind: 'discount_rebate', customer_code: customer.code, si_id: si.si_id, memo_date: '2026-11-24', amount: '56.00', reason: 'Prompt payment discount', submit: 1 });
    expect(made.body.code, JSON.stringify(made.body)).toBe('00003');
    expect((await call('POST', '/memos/approve', approver, { memo_id: made.body.result.memo_id })).status).toBe(200);
    const [doc] = await docsOf(made.body.result.memo_no);
    expect(doc.payload).toMatchObject({ DocType: 'CM', CorrYN: 'Y', PrevUniqueId: (await docsOf('EIS-2'))[0].unique_id, TotNetSalesAftDisct: 56, VATAmt: 6, VatableSales: 50 });
    expect(await transmit()).toMatchObject({ sent: 1, accepted: 1 });
  });

  it('lists what is not accepted 72 hours after the sale (the three-day rule)', async () => {
    sim.rejectWhen((d) => (d.CompInvoiceId === 'EIS-4' ? 'Simulated rejection.' : null));
    await postInvoice([{ product_code: vatable, quantity: 1, unit_price: '90.00' }]);
    await transmit();
    const late = async () => ((await call('GET', '/bir/e-invoices?tab=overdue', finance)).body.result as EisRow[]).map((x) => x.document_no);
    expect(await late()).not.toContain('EIS-4');
    t.clock.advance(73 * HOUR);
    // Sessions end after 12 hours: sign in again.
    [credit, finance] = await Promise.all(['credit', 'finance'].map((u) => t.login(u)));
    expect(await late()).toEqual(expect.arrayContaining(['EIS-4']));
    expect(await late()).not.toContain('EIS-1');
    sim.rejectWhen(null);
  });

  it('books a zero-rated sale without VAT and sends it as a zero-rated document', async () => {
    const si = await postInvoice(
      [
        { product_code: vatable, quantity: 2, unit_price: '112.00' },
        { product_code: exempt, quantity: 1, unit_price: '50.00' },
      ],
      { zero_rated: 1, price_basis: 'INCLUSIVE' },
    );
    // 2 x 112.00 VAT-inclusive loses its VAT: 200.00 zero-rated; the exempt line stays 50.00.
    expect(si).toMatchObject({ total: '250.00', vat_amount: '0.00', vatable_sales: '0.00', zero_rated: '200.00', vat_exempt: '50.00' });
    const vat = await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(l.credit - l.debit), 0)::text AS v FROM journal_lines l JOIN sales_invoices s ON s.je_id = l.je_id WHERE s.si_id = ${si.si_id} AND l.account_code = '2100'`);
    expect(Number(vat!.v)).toBe(0);
    const docs = await docsOf(si.si_number);
    expect(docs.map((d) => [d.trans_class, d.net_amount, d.vat_amount])).toEqual([['VE', '50.00', '0.00'], ['ZR', '200.00', '0.00']]);
    for (const d of docs) expect(eisProblems(d.payload)).toEqual([]);
    expect(await transmit()).toMatchObject({ sent: 2, accepted: 2 });
  });

  it('sends nothing when no endpoint is configured: the documents stay queued', async () => {
    const si = await postInvoice([{ product_code: vatable, quantity: 1, unit_price: '70.00' }]);
    const r = await transmitPending(t.db, null, t.clock.now());
    expect(r.error).toMatch(/not configured/);
    expect((await docsOf(si.si_number))[0].state).toBe('queued');
  });

  it('prints the invoice as the EOPT Act has it, every copy after the first a REPRINT, each print recorded', async () => {
    const si = (await t.db.one<{ si_id: number }>(sql`SELECT si_id::int AS si_id FROM sales_invoices WHERE si_number = 'EIS-1'`))!;
    const first = await call('POST', `/bir/invoices/${si.si_id}/print`, credit);
    expect(first.body.result).toMatchObject({
      si_number: 'EIS-1', copy_no: 1, reprint: false,
      seller: { registered_name: 'Aurora Pharma Distribution, Inc.', tin: '009-876-543-00000' },
      ack_cert_no: 'AC-009876543-2026-0001', serial_range: 'SI-0000001 to SI-9999999',
    });
    const inv = first.body.result;
    expect(cents(inv.vatable_sales) + cents(inv.vat_amount) + cents(inv.zero_rated) + cents(inv.vat_exempt)).toBe(cents(inv.total));
    expect(inv.buyer.tin).toMatch(/^\d{3}-\d{3}-\d{3}-\d{5}$/);
    expect(inv.eis.map((d: { state: string }) => d.state)).toEqual(['accepted', 'accepted']);
    const second = await call('POST', `/bir/invoices/${si.si_id}/print`, finance);
    expect(second.body.result).toMatchObject({ copy_no: 2, reprint: true });
    const actions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'sales_invoices' AND entity_id = ${si.si_id} AND module = 'Sales Invoice' ORDER BY id`);
    expect(actions.map((a) => a.action)).toEqual(['printed', 'reprinted']);
    expect((await call('POST', '/bir/invoices/999999999/print', credit)).status).toBe(404);
    expect((await call('POST', `/bir/invoices/${si.si_id}/print`, await t.login('viewer'))).status).toBe(403);
  });

  it('the books still reconcile: every entry balanced, receivables = 1100', async () => {
    const r = await t.db.one(sql`
      SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced,
             (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100') = (SELECT SUM(debit - credit) FROM receivable_entries) AS receivables`);
    expect(r).toEqual({ balanced: true, receivables: true });
  });
});
