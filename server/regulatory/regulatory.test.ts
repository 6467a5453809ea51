import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxDecision, InboxItem } from '../../contract/approvalInbox';
import { cprStatus, type ExpiringRow, type LicenceRow } from '../../contract/regulatory';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { addDays } from '../clock';
import { cprStatusSql } from './standing';

/**
 * Licences and registrations (issue 28): the register of the company's, the customers' and the suppliers'
 * licences; the alerts of what expires within 90 days; and the gates — an unregistered product (CPR expired
 * more than 60 days ago), a customer or supplier whose LTO expired — that refuse a purchase order, a receipt,
 * a transfer or a manual sales invoice with the reason, unless the override scope lets it through, recorded.
 * The test clock's day is 2026-03-02; the demo licences are seeded relative to it (seed.ts).
 */
const TODAY = '2026-03-02';
let t: TestServer;
let finance: string;
let credit: string;
let approver: string;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestServer();
  [finance, credit, approver, admin, viewer] = await Promise.all(['finance', 'credit', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });
const inbox = async (token: string): Promise<InboxItem[]> => (await call('GET', '/approvals/inbox', token)).body.result;
const decide = async (token: string, item: InboxItem): Promise<InboxDecision> =>
  (await call('POST', '/approvals/inbox/act', token, { action: 'approve', items: [{ source: item.source, id: item.id }] })).body.result[0];

describe('the CPR rule', () => {
  it('SQL and the contract agree on every day around an expiry (renewal due, grace, unregistered)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -200, max: 200 }), async (offset) => {
        const expiry = addDays(TODAY, offset);
        const row = await t.db.one<{ s: string }>(sql`SELECT ${cprStatusSql(sql`${expiry}::date`, TODAY)} AS s`);
        expect(row!.s).toBe(cprStatus(expiry, TODAY));
      }),
      { numRuns: 60 },
    );
    expect([cprStatus(addDays(TODAY, 91), TODAY), cprStatus(addDays(TODAY, 90), TODAY), cprStatus(TODAY, TODAY), cprStatus(addDays(TODAY, -1), TODAY)]).toEqual([
      'registered',
      'renewal_due',
      'renewal_due',
      'grace',
    ]);
    expect([cprStatus(addDays(TODAY, -60), TODAY), cprStatus(addDays(TODAY, -61), TODAY), cprStatus(null, TODAY)]).toEqual(['grace', 'unregistered', 'none']);
  });
});

describe('the licence register', () => {
  it("lists the company's own licences, a customer's and a supplier's, each with its standing today", async () => {
    const company = await call('GET', '/regulatory/licences?company=1', finance);
    expect(company.status).toBe(200);
    const own: LicenceRow[] = company.body.result;
    expect(own.map((l) => [l.holder, l.kind, l.standing])).toEqual([
      ['Company', 'S5-D', 'expiring'],
      ['Company', 'LTO', 'valid'],
    ]);
    const c5 = (await call('GET', '/regulatory/licences?customer_id=5', credit)).body.result as LicenceRow[];
    expect(c5).toEqual([expect.objectContaining({ holder: 'The Medical City', kind: 'LTO', valid_until: '2026-02-18', standing: 'expired' }), expect.objectContaining({ kind: 'S3' })]);
    expect((await call('GET', '/regulatory/licences?company=1', viewer)).status).toBe(403);
  });

  it('adds a licence with its revision; the same number twice for one holder is refused on its field', async () => {
    const body = { vendor_id: 3, kind: 'S5-I', licence_no: 'PDEA-S5I-2026-0042', permit_no: 'LP-2026-0042', valid_from: '2026-01-01', valid_until: '2026-12-31' };
    const made = await call('POST', '/regulatory/licences', finance, body);
    expect(made.body.code, JSON.stringify(made.body)).toBe('00003');
    expect(made.body.result).toMatchObject({ vendor_id: 3, kind: 'S5-I', standing: 'valid', active: true });
    const again = await call('POST', '/regulatory/licences', credit, { ...body, licence_no: 'pdea-s5i-2026-0042' });
    expect(again.body.fields.licence_no).toEqual(['This licence number is already on file for this holder.']);
    const both = await call('POST', '/regulatory/licences', finance, { ...body, customer_id: 1, licence_no: 'X-1' });
    expect(both.body.fields.vendor_id).toEqual(['A licence belongs to a customer or to a supplier, not both.']);
    const backwards = await call('POST', '/regulatory/licences', finance, { ...body, licence_no: 'X-2', valid_from: '2027-01-01' });
    expect(backwards.body.fields.valid_until).toEqual(['Valid until must not be before valid from.']);
    const rev = await t.db.one(sql`SELECT action, module FROM revisions WHERE entity = 'trade-licences' AND entity_id = ${made.body.result.licence_id}`);
    expect(rev).toEqual({ action: 'created', module: 'Licences and Registrations' });
  });
});

describe('the alerts', () => {
  it('lists what expires within 90 days and what has expired: licences and CPRs, soonest first', async () => {
    await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2026-04-01' WHERE product_id = 2`);
    const rows: ExpiringRow[] = (await call('POST', '/regulatory/expiring', approver, {})).body.result;
    const of = (what: string, holder: string | RegExp) => rows.find((r) => r.what === what && (typeof holder === 'string' ? r.holder === holder : holder.test(r.holder)));
    expect(of('LTO', 'The Medical City')).toMatchObject({ valid_until: '2026-02-18', days_left: -12, standing: 'Expired' });
    expect(of('S3', 'Watsons - SM Megamall')).toMatchObject({ days_left: -40, standing: 'Expired' });
    expect(of('LTO', 'Makati Medical Center')).toMatchObject({ days_left: 45, standing: 'Expiring within 90 days' });
    expect(of('S5-D', 'Company')).toMatchObject({ days_left: 75 });
    expect(of('CPR', /./)).toMatchObject({ holder_kind: 'product', valid_until: '2026-04-01', days_left: 30, standing: 'Renewal due' });
    expect(rows.map((r) => r.days_left)).toEqual([...rows.map((r) => r.days_left)].sort((a, b) => a - b));
    expect(rows.every((r) => r.days_left <= 90)).toBe(true);
    const exported = await call('POST', '/regulatory/expiring/export', finance, { within_days: 30 });
    expect(exported.status).toBe(200);
  });
});

describe('the gates', () => {
  const base = { si_date: '2026-03-02', price_basis: 'EXCLUSIVE', terms: 30 };
  let productCode: string;
  beforeAll(async () => {
    productCode = (await t.db.one<{ c: string }>(sql`
      SELECT p.product_code AS c FROM products p JOIN pallet_stock ps ON ps.product_id = p.product_id AND ps.quantity > 5
      JOIN product_batches b ON b.batch_id = ps.batch_id AND b.expiry_date > DATE '2026-06-01' WHERE p.active = 1 ORDER BY p.product_id LIMIT 1`))!.c;
  });
  const invoices = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM sales_invoices`))!.n;

  it('a customer whose LTO expired cannot be invoiced; the reason names the licence; nothing is written', async () => {
    const before = await invoices();
    const r = await call('POST', '/sales-invoices/manual', credit, { ...base, customer_code: 'C-00005', si_number: 'GATE-1', lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });
    expect(r.status).toBe(422);
    expect(r.body.result).toEqual([
      `Sales invoice GATE-1: The Medical City's License to Operate CDRR-RIII-HP-2024-00005 expired on 2026-02-18: it cannot be invoiced or receive stock.`,
    ]);
    expect(await invoices()).toBe(before);
    // Dated while the licence ran, it goes through.
    const earlier = await call('POST', '/sales-invoices/manual', credit, { ...base, si_date: '2026-02-18', customer_code: 'C-00005', si_number: 'GATE-2', lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });
    expect(earlier.body.code, JSON.stringify(earlier.body)).toBe('00003');
  });

  it('an unregistered product cannot be invoiced; within the 60 days of grace it can', async () => {
    await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2025-12-31' WHERE product_code = ${productCode}`);
    const refused = await call('POST', '/sales-invoices/manual', credit, { ...base, customer_code: 'C-00001', si_number: 'GATE-3', lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });
    expect(refused.body.result[0]).toMatch(new RegExp(`^Sales invoice GATE-3: ${productCode} .+ is unregistered: its CPR \\S+ expired on 2025-12-31, more than 60 days ago\\.$`));
    await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2026-01-01' WHERE product_code = ${productCode}`);
    const grace = await call('POST', '/sales-invoices/manual', credit, { ...base, customer_code: 'C-00001', si_number: 'GATE-4', lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });
    expect(grace.body.code, JSON.stringify(grace.body)).toBe('00003');
    await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2029-12-31' WHERE product_code = ${productCode}`);
  });

  it('the override scope lets it through, recorded in the overrides and the revision', async () => {
    const r = await call('POST', '/sales-invoices/manual', admin, { ...base, customer_code: 'C-00005', si_number: 'GATE-5', lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    const overrides = (await call('POST', '/regulatory/overrides', finance, { date_from: TODAY, date_to: TODAY })).body.result;
    expect(overrides).toEqual([expect.objectContaining({ document: 'Sales invoice', reference: 'GATE-5', user_name: 'Jose Reyes', rule: expect.stringMatching(/^The Medical City's License to Operate/) })]);
    const rev = await t.db.one<{ changes: { field: string }[] }>(sql`SELECT changes FROM revisions WHERE entity = 'sales_invoices' AND entity_id = ${(r.body.result as { si_id: number }).si_id}`);
    expect(rev!.changes.map((c) => c.field)).toContain('trade_gate_override');
  });

  it('a purchase order to a supplier whose LTO expired cannot be signed; the order stays where it was', async () => {
    const po = (await inbox(approver)).find((i) => i.source === 'purchase-orders')!;
    expect(po).toBeDefined();
    const supplier = (await t.db.one<{ id: number; name: string }>(sql`
      SELECT s.vendor_id AS id, s.company_name AS name FROM purchase_orders o JOIN suppliers s ON s.vendor_id = o.supplier_id WHERE o.po_hdr_id = ${po.id}`))!;
    await t.db.run(sql`UPDATE trade_licences SET valid_until = DATE '2026-03-01', valid_from = NULL WHERE vendor_id = ${supplier.id} AND kind = 'LTO'`);
    const status = () => t.db.one(sql`SELECT approved_status FROM purchase_orders WHERE po_hdr_id = ${po.id}`);
    const before = await status();
    const refused = await decide(approver, po);
    expect(refused.done).toBe(false);
    expect(refused.message).toMatch(new RegExp(`^Purchase order ${po.reference}: ${supplier.name.replace(/[.()]/g, '\\$&')}'s License to Operate \\S+ expired on 2026-03-01: it cannot be ordered from\\.$`));
    expect(await status()).toEqual(before);
    await t.db.run(sql`UPDATE trade_licences SET valid_until = DATE '2026-03-02' WHERE vendor_id = ${supplier.id} AND kind = 'LTO'`);
    expect((await decide(approver, po)).done).toBe(true);
  });

  // (A receipt's gate: inventoryReceipts.test.ts, where a receipt is made and inspected.)
  it('a transfer of an unregistered product cannot be approved', async () => {
    const item = (await inbox(approver)).find((i) => i.source === 'inventory-transfers');
    if (!item) throw new Error('no transfer waits for the approver');
    {
      const products = sql`SELECT product_id FROM inventory_transfer_lines WHERE transfer_id = ${item.id}`;
      const kept = await t.db.rows<{ product_id: number; cpr_expiry: string }>(sql`SELECT product_id, cpr_expiry::text FROM products WHERE product_id IN (${products})`);
      await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2025-06-30' WHERE product_id IN (${products})`);
      const refused = await decide(approver, item);
      expect(refused.done).toBe(false);
      expect(refused.message).toMatch(new RegExp(`^Transfer ${item.reference}: .+ is unregistered: its CPR \\S+ expired on 2025-06-30, more than 60 days ago\\.$`));
      expect(await t.db.one(sql`SELECT status FROM inventory_transfers WHERE transfer_id = ${item.id}`)).toEqual({ status: 0 });
      for (const k of kept) await t.db.run(sql`UPDATE products SET cpr_expiry = ${k.cpr_expiry}::date WHERE product_id = ${k.product_id}`);
    }
  });
});

describe('dangerous drugs and precursors', () => {
  const base = { si_date: '2026-03-02', price_basis: 'EXCLUSIVE', terms: 30 };
  let productCode: string;
  beforeAll(async () => {
    productCode = (await t.db.one<{ c: string }>(sql`
      SELECT p.product_code AS c FROM products p JOIN pallet_stock ps ON ps.product_id = p.product_id AND ps.quantity > 5
      JOIN product_batches b ON b.batch_id = ps.batch_id AND b.expiry_date > DATE '2026-06-01' WHERE p.active = 1 ORDER BY p.product_id DESC LIMIT 1`))!.c;
  });
  const sell = (customer_code: string, si_number: string) =>
    call('POST', '/sales-invoices/manual', credit, { ...base, customer_code, si_number, lines: [{ product_code: productCode, quantity: 1, unit_price: '10.00' }] });

  it('a product is flagged (recorded) and listed with what is on hand; the viewer may not flag', async () => {
    expect((await call('POST', '/regulatory/controlled', viewer, { product_code: productCode, controlled: 'dangerous_drug' })).status).toBe(403);
    const unknown = await call('POST', '/regulatory/controlled', finance, { product_code: 'NO-SUCH', controlled: 'precursor' });
    expect(unknown.body.fields.product_code).toEqual(['No product with that code.']);
    const r = await call('POST', '/regulatory/controlled', finance, { product_code: productCode, controlled: 'dangerous_drug' });
    expect(r.body.result).toEqual([expect.objectContaining({ product_code: productCode, controlled: 'dangerous_drug', on_hand: expect.any(Number) })]);
    const rev = await t.db.one<{ changes: { new_text: string }[] }>(sql`SELECT changes FROM revisions WHERE module = 'Dangerous Drugs' ORDER BY id DESC LIMIT 1`);
    expect(rev!.changes[0].new_text).toBe('Dangerous drug');
  });

  it('is sold only to a customer holding a valid S-licence', async () => {
    const none = await sell('C-00010', 'DD-1');
    expect(none.status).toBe(422);
    expect(none.body.result[0]).toMatch(/^Sales invoice DD-1: Generika Drugstore - Pasig holds no valid S-licence: .+ cannot move to or from it/);
    const lapsed = await sell('C-00003', 'DD-2');
    expect(lapsed.body.result[0]).toMatch(/^Sales invoice DD-2: Watsons - SM Megamall holds no valid S-licence/);
    const held = await sell('C-00001', 'DD-3');
    expect(held.body.code, JSON.stringify(held.body)).toBe('00003');
  });

  it('moves between the company’s sites only while the company’s own S-licence runs', async () => {
    const item = (await inbox(approver)).find((i) => i.source === 'inventory-transfers');
    if (!item) throw new Error('no transfer waits for the approver');
    const product = await t.db.one<{ code: string }>(sql`SELECT p.product_code AS code FROM inventory_transfer_lines l JOIN products p ON p.product_id = l.product_id WHERE l.transfer_id = ${item.id} LIMIT 1`);
    await call('POST', '/regulatory/controlled', finance, { product_code: product!.code, controlled: 'precursor' });
    await t.db.run(sql`UPDATE trade_licences SET valid_until = DATE '2026-03-01', valid_from = NULL WHERE customer_id IS NULL AND vendor_id IS NULL AND kind = 'S5-D'`);
    const refused = await decide(approver, item);
    expect(refused.message).toMatch(new RegExp(`^Transfer ${item.reference}: The company holds no valid S-licence`));
    await t.db.run(sql`UPDATE trade_licences SET valid_until = DATE '2026-05-16' WHERE customer_id IS NULL AND vendor_id IS NULL AND kind = 'S5-D'`);
    expect((await decide(approver, item)).done).toBe(true);
    await call('POST', '/regulatory/controlled', finance, { product_code: product!.code, controlled: null });
    await call('POST', '/regulatory/controlled', finance, { product_code: productCode, controlled: null });
    expect((await call('GET', '/regulatory/controlled', finance)).body.result).toEqual([]);
  });
});
