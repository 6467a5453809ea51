import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenPo, ReceiptDetail } from '../../contract/inventoryReceipts';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Inventory receipts against the real books and the real warehouse: a
 * purchase order received onto pallets, inspected and approved posts one
 * balanced entry (inventory and input VAT against the trade payable), the IN
 * movements onto the pallets and the receiving report the payables and the
 * purchase logs read; the inventory sub-ledger still equals GL 1200; nothing
 * is received past the ordered quantity, also when two receipts race; maker
 * and inspector never approve.
 */
let t: TestServer;
let warehouse: string;
let approver: string;
let admin: string;
let viewer: string;
let finance: string;
let poId: number;
let supplierId: number;
let mainId: number;
let branchPallet: number;
const lineIds: number[] = [];
const products: { product_id: number; code: string }[] = [];
const pallets: { pallet_id: number; pallet_code: string }[] = [];

const R = '/api/inventory/receipts';
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = warehouse) => t.call({ method, url, payload, token });

beforeAll(async () => {
  t = await createTestServer();
  [warehouse, approver, admin, viewer, finance] = await Promise.all(['warehouse', 'approver', 'admin', 'viewer', 'finance'].map((u) => t.login(u)));
  // An approved purchase order of two products of one supplier, dated before the test clock's today (2026-03-02).
  const two = await t.db.rows<{ product_id: number; code: string; supplier_id: number; exempt: number }>(sql`
    SELECT product_id, product_code AS code, supplier_id, vat_exemption AS exempt FROM products
    WHERE supplier_id = (SELECT supplier_id FROM products GROUP BY supplier_id HAVING COUNT(*) >= 2 ORDER BY supplier_id LIMIT 1)
    ORDER BY product_id LIMIT 2`);
  expect(two.map((p) => p.exempt)).toEqual([0, 0]);
  products.push(...two);
  supplierId = two[0].supplier_id;
  const user = await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'purchaser'`);
  const pr = await t.db.one<{ id: number }>(sql`
    INSERT INTO purchase_requests (pr_date, supplier_id, estimated_delivery_date, payment_term, grand_total, prepared_by, status)
    VALUES ('2026-02-05', ${supplierId}, '2026-02-25', 'COD', 23700, ${user!.id}, 1) RETURNING pr_hdr_id AS id`);
  for (const [n, [p, qty, price]] of ([[two[0], 100, '112.00'], [two[1], 30, '250.00']] as const).entries()) {
    const l = await t.db.one<{ id: string }>(sql`
      INSERT INTO purchase_request_lines (pr_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount)
      VALUES (${pr!.id}, ${n + 1}, ${p.product_id}, ${qty}, ${price}::numeric, ${qty} * ${price}::numeric) RETURNING pr_line_id::text AS id`);
    lineIds.push(Number(l!.id));
  }
  poId = (await t.db.one<{ id: number }>(sql`INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date) VALUES (${pr!.id}, 1, '2026-02-10') RETURNING po_hdr_id AS id`))!.id;
  mainId = (await t.db.one<{ id: number }>(sql`SELECT warehouse_id AS id FROM warehouses WHERE kind = 'main'`))!.id;
  pallets.push(
    ...(await t.db.rows<{ pallet_id: number; pallet_code: string }>(sql`
      SELECT p.pallet_id, p.pallet_code FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id
      WHERE f.warehouse_id = ${mainId} AND f.area = 'reserve' AND p.active ORDER BY p.pallet_code LIMIT 2`)),
  );
  branchPallet = (await t.db.one<{ id: number }>(sql`
    SELECT p.pallet_id AS id FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id
    WHERE f.warehouse_id <> ${mainId} ORDER BY p.pallet_id LIMIT 1`))!.id;
});
afterAll(async () => t?.close());

const line = (over: object = {}) => ({
  pr_line_id: lineIds[0],
  batch_no: 'RCV-2602-A',
  manufacturing_date: '2026-01-15',
  expiry_date: '2028-01-15',
  quantity: 60,
  free_goods: 5,
  pallet_id: pallets[0].pallet_id,
  ...over,
});
const receipt = (over: object = {}) => ({
  po_hdr_id: poId,
  warehouse_id: mainId,
  receipt_date: '2026-03-02',
  delivery_ref: 'DR-88123',
  remarks: null,
  lines: [line(), line({ pr_line_id: lineIds[1], batch_no: 'RCV-2602-B', quantity: 30, free_goods: 0, pallet_id: pallets[1].pallet_id })],
  ...over,
});

/** The inventory sub-ledger (movements and the kept monthly totals) against GL 1200, and every entry balanced. */
async function booksTie() {
  return t.db.one<{ subledger: string; kept: string; gl: string; unbalanced: number }>(sql`
    SELECT (SELECT SUM(amount)::text FROM inventory_movements) AS subledger, (SELECT SUM(amount)::text FROM product_month_totals) AS kept,
           (SELECT SUM(debit - credit)::text FROM journal_lines WHERE account_code = '1200') AS gl,
           (SELECT COUNT(*)::int FROM (SELECT je_id FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) x) AS unbalanced`);
}

let first: ReceiptDetail;
describe('receiving a purchase order', () => {
  it('refuses bad input by field and the scopes with 403', async () => {
    const bad = await call('POST', R, receipt({ lines: [line({ expiry_date: '2026-01-01', quantity: 0, batch_no: '' })] }));
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect(bad.body.fields['lines.0.quantity']).toEqual(['Quantity must not be less than 1.']);
    expect(bad.body.fields['lines.0.batch_no']).toEqual(['Batch No. is required.']);
    const order = await call('POST', R, receipt({ lines: [line({ expiry_date: '2026-01-15' })] }));
    expect(order.body.fields['lines.0.expiry_date']).toEqual(['Expiry Date must be after the Manufacturing Date.']);
    expect((await call('POST', R, receipt(), approver)).status).toBe(403);
    expect((await call('GET', `${R}?page=0&page_size=10`, undefined, viewer)).status).toBe(403);
    expect((await call('POST', `${R}/1/approve`, undefined, warehouse)).status).toBe(403);
  });

  it('lists the approved PO with what remains, and refuses dates, pallets and quantities the PO cannot take', async () => {
    const open = await call('GET', `${R}/open-purchase-orders`);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const po = (open.body.result as OpenPo[]).find((p) => p.po_hdr_id === poId)!;
    expect(po.lines.map((l) => [l.ordered_quantity, l.received_quantity, l.remaining_quantity, l.unit_price])).toEqual([
      [100, 0, 100, '112.00'],
      [30, 0, 30, '250.00'],
    ]);
    const past = await call('POST', R, receipt({ lines: [line({ expiry_date: '2026-02-28', manufacturing_date: '2025-02-28' })] }));
    expect(past.body.fields['lines.0.expiry_date']).toEqual(['Expiry Date must be after today: a batch is expired from its expiry date on.']);
    // On its expiry day a batch is expired (contract/expiry.ts): not received either.
    const today = await call('POST', R, receipt({ lines: [line({ expiry_date: '2026-03-02', manufacturing_date: '2025-03-02' })] }));
    expect(today.body.fields['lines.0.expiry_date']).toEqual(['Expiry Date must be after today: a batch is expired from its expiry date on.']);
    const future = await call('POST', R, receipt({ receipt_date: '2026-03-03' }));
    expect(future.body.fields['receipt_date']).toEqual(['Receipt Date must not be in the future.']);
    const beforePo = await call('POST', R, receipt({ receipt_date: '2026-02-09', lines: [line({ manufacturing_date: '2026-01-01' })] }));
    expect(beforePo.body.fields['receipt_date']).toEqual(['Receipt Date must not be before the purchase order date.']);
    const otherWarehouse = await call('POST', R, receipt({ lines: [line({ pallet_id: branchPallet })] }));
    expect(otherWarehouse.body.fields['lines.0.pallet_id']).toEqual(['The pallet is not an active pallet of this warehouse.']);
    // Two lines of one PO line add up: 60 + 41 > 100.
    const over = await call('POST', R, receipt({ lines: [line(), line({ batch_no: 'RCV-2602-C', quantity: 41 })] }));
    expect(over.status).toBe(422);
    expect(over.body.fields['lines.1.quantity'][0]).toMatch(/^Only 100 of .+ remain to be received on this purchase order\.$/);
    expect(await t.db.one(sql`SELECT 1 FROM inventory_receipts`)).toBeUndefined();
  });

  it('saves a draft, then sends it for inspection; a second receipt gets only what remains', async () => {
    const draft = await call('POST', R, receipt());
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    first = draft.body.result;
    expect(first).toMatchObject({ status: 'draft', line_count: 2, quantity: 90, amount: '14220.00', net: '12696.30', vat: '1523.56', total: '14219.86' });
    expect(first.receipt_no).toBe('IR-2026-000001');
    expect(first.lines[0]).toMatchObject({ unit_price: '112.00', unit_cost: '100.00', remaining_quantity: 100, pallet_code: pallets[0].pallet_code });
    expect(first.lines[1]).toMatchObject({ unit_cost: '223.21' });
    const again = await call('POST', `${R}/${first.receipt_id}/update`, receipt({ delivery_ref: 'DR-88124' }));
    expect(again.body.result.delivery_ref).toBe('DR-88124');
    // Saving again writes the lines anew (new line ids).
    first = again.body.result;
    const sent = await call('POST', `${R}/${first.receipt_id}/submit`);
    expect(sent.body.result.status).toBe('for_inspection');
    expect((await call('POST', `${R}/${first.receipt_id}/update`, receipt())).body.result).toEqual(['Only a draft receipt can be changed.']);

    const rest = await call('POST', R, receipt({ lines: [line({ batch_no: 'RCV-2602-D', quantity: 41, free_goods: 0 })] }));
    expect(rest.body.fields['lines.0.quantity'][0]).toMatch(/^Only 40 of /);
    const second = await call('POST', R, receipt({ lines: [line({ batch_no: 'RCV-2602-D', quantity: 40, free_goods: 0 })] }));
    expect(second.status).toBe(200);
    const cancelled = await call('POST', `${R}/${second.body.result.receipt_id}/cancel`, { reason: 'Supplier sent the wrong lot.' });
    expect(cancelled.body.result).toMatchObject({ status: 'cancelled', reason: 'Supplier sent the wrong lot.' });
  });

  it('inspection needs every line and a reason for what it rejects', async () => {
    const [a, b] = first.lines.map((l) => l.receipt_line_id);
    const oneLine = await call('POST', `${R}/${first.receipt_id}/inspect`, { lines: [{ receipt_line_id: a, accepted_quantity: 60, accepted_free_goods: 5 }] });
    expect(oneLine.body.result).toEqual(['Inspect every line of the receipt.']);
    const noReason = await call('POST', `${R}/${first.receipt_id}/inspect`, {
      lines: [{ receipt_line_id: a, accepted_quantity: 58, accepted_free_goods: 5 }, { receipt_line_id: b, accepted_quantity: 30 }],
    });
    expect(noReason.body.fields?.['lines.0.reject_reason'], JSON.stringify(noReason.body)).toEqual(['Reason is required when anything is rejected.']);
    const tooMany = await call('POST', `${R}/${first.receipt_id}/inspect`, {
      lines: [{ receipt_line_id: a, accepted_quantity: 61, accepted_free_goods: 5 }, { receipt_line_id: b, accepted_quantity: 30 }],
    });
    expect(tooMany.body.fields['lines.0.accepted_quantity']).toEqual(['Accepted Quantity must not be more than the 60 received.']);
    const done = await call('POST', `${R}/${first.receipt_id}/inspect`, {
      lines: [{ receipt_line_id: a, accepted_quantity: 58, accepted_free_goods: 5, reject_reason: 'Two boxes crushed' }, { receipt_line_id: b, accepted_quantity: 30 }],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    first = done.body.result;
    // 58 x 100.00 + 30 x 223.21 = 12,496.30; VAT 12 % = 1,499.556 -> 1,499.56.
    expect(first).toMatchObject({ status: 'inspected', quantity: 88, net: '12496.30', vat: '1499.56', total: '13995.86', inspected_by_name: expect.any(String) });
    expect(first.entry.map((e) => [e.account_code, e.debit, e.credit])).toEqual([
      ['1200', '12496.30', '0.00'],
      ['1300', '1499.56', '0.00'],
      ['2010', '0.00', '13995.86'],
    ]);
  });
});

describe('approving a receipt', () => {
  it('is refused to the maker and to the inspector, even the administrator', async () => {
    const own = await call('POST', R, receipt({ submit: true, lines: [line({ batch_no: 'RCV-ADM-1', quantity: 2, free_goods: 0 })] }), admin);
    expect(own.body.result.status).toBe('for_inspection');
    const ownId = own.body.result.receipt_id;
    await call('POST', `${R}/${ownId}/inspect`, { lines: [{ receipt_line_id: own.body.result.lines[0].receipt_line_id, accepted_quantity: 2 }] });
    expect((await call('POST', `${R}/${ownId}/approve`, undefined, admin)).body.result).toEqual([expect.stringMatching(/^Inventory receipt IR-\S+ was created by you; someone else must approve it\.$/)]);
    // The warehouse inspected the first receipt's lines; the administrator made none of it but inspects nothing here.
    const made = await call('POST', R, receipt({ submit: true, lines: [line({ batch_no: 'RCV-WH-1', quantity: 1, free_goods: 0 })] }));
    await call('POST', `${R}/${made.body.result.receipt_id}/inspect`, { lines: [{ receipt_line_id: made.body.result.lines[0].receipt_line_id, accepted_quantity: 1 }] }, admin);
    expect((await call('POST', `${R}/${made.body.result.receipt_id}/approve`, undefined, admin)).body.result).toEqual([expect.stringMatching(/^Inventory receipt IR-\S+ was signed by you; someone else must approve it\.$/)]);
    // The approver rejects both with the reason; their quantities go back to the PO.
    for (const id of [ownId, made.body.result.receipt_id]) {
      const r = await call('POST', `${R}/${id}/reject`, { reason: 'Test receipts' }, approver);
      expect(r.body.result.status).toBe('rejected');
    }
  });

  it('refuses to take in a product whose CPR expired more than 60 days ago (the regulatory gate), writing nothing', async () => {
    const kept = await t.db.one<{ d: string }>(sql`SELECT cpr_expiry::text AS d FROM products WHERE product_id = ${products[1].product_id}`);
    await t.db.run(sql`UPDATE products SET cpr_expiry = DATE '2025-12-31' WHERE product_id = ${products[1].product_id}`);
    const r = await call('POST', `${R}/${first.receipt_id}/approve`, undefined, approver);
    expect(r.status).toBe(422);
    expect(r.body.result).toEqual([expect.stringMatching(new RegExp(`^Receipt ${first.receipt_no}: ${products[1].code} .+ is unregistered: its CPR \\S+ expired on 2025-12-31, more than 60 days ago\\.$`))]);
    expect((await call('GET', `${R}/${first.receipt_id}`)).body.result.status).toBe('inspected');
    await t.db.run(sql`UPDATE products SET cpr_expiry = ${kept!.d}::date WHERE product_id = ${products[1].product_id}`);
  });

  it('posts the batches, the receiving report, one balanced entry and the movements onto the pallets; the books still tie', async () => {
    const before = (await booksTie())!;
    expect(before.subledger).toBe(before.gl);
    const r = await call('POST', `${R}/${first.receipt_id}/approve`, undefined, approver);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const done: ReceiptDetail = r.body.result;
    expect(done).toMatchObject({ status: 'approved', rr_no: 'RR-2026-000001', decided_by_name: expect.any(String) });
    expect(done.journal_entry).toMatch(/^JE-RR-2026-\d{6}$/);
    expect(done.entry.map((e) => [e.account_code, e.debit, e.credit])).toEqual([
      ['1200', '12496.30', '0.00'],
      ['1300', '1499.56', '0.00'],
      ['2010', '0.00', '13995.86'],
    ]);
    const moves = await t.db.rows<{ pallet_id: number; pallet_code: string; quantity: number; amount: string; cost_unit: string; batch_no: string; expiry: string }>(sql`
      SELECT m.pallet_id, m.pallet_code, m.quantity, m.amount::text, m.cost_unit::text, b.batch_no, b.expiry_date::text AS expiry
      FROM inventory_movements m JOIN product_batches b ON b.batch_id = m.batch_id WHERE m.module = 'RR' AND m.source_document = 'RR-2026-000001' ORDER BY m.movement_id`);
    // 58 paid + 5 free at 5,800.00 / 63 = 92.0635 a unit; the second line, without free goods, at its cost.
    expect(moves).toEqual([
      { pallet_id: pallets[0].pallet_id, pallet_code: pallets[0].pallet_code, quantity: 63, amount: '5800.00', cost_unit: '92.0635', batch_no: 'RCV-2602-A', expiry: '2028-01-15' },
      { pallet_id: pallets[1].pallet_id, pallet_code: pallets[1].pallet_code, quantity: 30, amount: '6696.30', cost_unit: '223.2100', batch_no: 'RCV-2602-B', expiry: '2028-01-15' },
    ]);
    const onPallet = await t.db.one<{ q: number }>(sql`
      SELECT ps.quantity::int AS q FROM pallet_stock ps JOIN product_batches b ON b.batch_id = ps.batch_id WHERE ps.pallet_id = ${pallets[0].pallet_id} AND b.batch_no = 'RCV-2602-A'`);
    expect(onPallet!.q).toBe(63);
    const after = (await booksTie())!;
    expect(after).toEqual({ subledger: after.gl, kept: after.gl, gl: after.gl, unbalanced: 0 });
    expect(Math.round(Number(after.gl) * 100) - Math.round(Number(before.gl) * 100)).toBe(1249630);
    // Approved once: a second approval is refused and posts nothing.
    const again = await call('POST', `${R}/${first.receipt_id}/approve`, undefined, approver);
    expect(again.body).toMatchObject({ code: '00005', result: [`Inventory receipt ${first.receipt_no} is Approved; it cannot be approved.`] });
  });

  it('shows in the payables not yet invoiced and in the purchase logs', async () => {
    const ir = await call('POST', '/api/accounting/payablevoucher/ir-lists', { supplier_id: supplierId }, finance);
    expect(ir.status, JSON.stringify(ir.body)).toBe(200);
    expect(ir.body.result.find((x: { rr_no: string }) => x.rr_no === 'RR-2026-000001')).toMatchObject({ net: '12496.30', vat: '1499.56', amount: '13995.86' });
    const logs = await call('POST', '/api/purchase-logs/list', { product_id: products[0].product_id, filter: 'RR-2026-000001', page: 0, page_size: 10 }, admin);
    expect(logs.status, JSON.stringify(logs.body)).toBe(200);
    expect(logs.body.result).toHaveLength(1);
    expect(logs.body.result[0]).toMatchObject({ batch: 'RCV-2602-A', received_quantity: 58, free_goods: 5, quantity_ordered: 100, expiry_date: '2028-01-15' });
  });

  it('two receipts racing for the last units of a PO line: one is saved, the other refused', async () => {
    // 100 ordered, 58 accepted: 42 remain; each asks for 30.
    const [a, b] = await Promise.all(
      ['RCV-RACE-1', 'RCV-RACE-2'].map((batch) => call('POST', R, receipt({ lines: [line({ batch_no: batch, quantity: 30, free_goods: 0 })] }))),
    );
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect((a.status === 422 ? a : b).body.result[0]).toMatch(/^Only 12 of /);
    const open = (await call('GET', `${R}/open-purchase-orders`)).body.result as OpenPo[];
    expect(open.find((p) => p.po_hdr_id === poId)!.lines.map((l) => l.remaining_quantity)).toEqual([12, 0]);
  });

  it('lists by status with counts, and writes every step into the revision history', async () => {
    const approved = await call('GET', `${R}?status=approved&page=0&page_size=10`);
    expect(approved.body.result.map((r: { receipt_no: string }) => r.receipt_no)).toEqual(['IR-2026-000001']);
    expect(approved.body.result[0]).toMatchObject({ quantity: 88, amount: '13996.00', rr_no: 'RR-2026-000001' });
    const byBatch = await call('GET', `${R}?search=RCV-RACE&page=0&page_size=10`);
    expect(byBatch.body.total_rows).toBe(1);
    const counts = await call('GET', `${R}/counts`);
    expect(counts.body.result).toEqual({ draft: 1, for_inspection: 0, inspected: 0, approved: 1, rejected: 2, cancelled: 1 });
    const history = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'inventory_receipts' AND entity_id = ${first.receipt_id} ORDER BY id`);
    expect(history.map((h) => h.action)).toEqual(['created', 'updated', 'sent for inspection', 'inspected', 'approved']);
  });
});
