import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NaPoDetail, PoDetail, StockPoRow } from '../../contract/purchaseOrders';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedReceivedPurchaseOrders } from './seed';

/**
 * Purchase orders through their levels by amount (officer; manager above
 * 100k; VP above 500k; president above 2M), maker ≠ checker, the trail and
 * the revisions of every step; a PO's payables moving from received not
 * invoiced to invoiced, vouchered and paid through the real voucher and check
 * routes; the stock PO report's figures; non-asset POs.
 */
let t: TestServer;
let purchaser: string;
let approver: string;
let finance: string;
let admin: string;
let viewer: string;
/** The signer of the manager level (the approver signs the officer's). */
let manager: string;
let poId: number;
beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, finance, admin, viewer, manager] = await Promise.all(['purchaser', 'approver', 'finance', 'admin', 'viewer', 'manager'].map((u) => t.login(u)));
  // The seeded PO waiting at the officer (demo purchasing seed).
  poId = (await t.db.one<{ id: number }>(sql`SELECT po_hdr_id AS id FROM purchase_orders WHERE approved_status = 0 ORDER BY po_hdr_id LIMIT 1`))!.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url, token, payload });
const show = async (id = poId): Promise<PoDetail> => (await call('GET', `/api/purchase-orders/show/${id}`, approver)).body.result;
const levelsOf = (po: PoDetail) => po.levels.map((l) => l.level_status);

describe('stock purchase orders', () => {
  it('lists by status tab, and only for those who may view purchase orders', async () => {
    const officer = await call('GET', '/api/purchase-orders/list/officer', purchaser);
    expect(officer.body.result.map((r: { po_hdr_id: number }) => r.po_hdr_id)).toContain(poId);
    expect(officer.body.result.every((r: { approved_status: number }) => r.approved_status === 0)).toBe(true);
    // The system's own POs (PO-S...); the receiving history's POs are approved too (see the last describe).
    const approved = await call('GET', '/api/purchase-orders/list/approved?search=PO-S', purchaser);
    expect(approved.body.total_rows).toBe(1);
    expect((await call('GET', '/api/purchase-orders/list/officer', viewer)).status).toBe(403);
  });

  it('returns to editing with a reason; the PR maker edits it and the levels follow the amount', async () => {
    expect((await call('POST', `/api/purchase-orders/return/${poId}`, approver, { reason: ' ' })).body.code).toBe('00001');
    expect((await call('POST', `/api/purchase-orders/return/${poId}`, purchaser, { reason: 'x' })).status).toBe(403);
    const back = await call('POST', `/api/purchase-orders/return/${poId}`, approver, { reason: 'Negotiate a better price.' });
    expect(back.body.code).toBe('00004');
    expect(back.body.result).toMatchObject({ approved_status: 3, remarks: 'Negotiate a better price.', approval_cycle: 2 });

    const lines = back.body.result.lines as PoDetail['lines'];
    const edit = (qty: number, price: string) =>
      call('POST', `/api/purchase-orders/update/${poId}`, purchaser, { delivery_date: '2026-04-15', lines: lines.map((l) => ({ line_no: l.line_no, ordered_qty: qty, unit_price: price })) });
    const n = lines.length;
    // One figure per level boundary: the total is n x qty x price.
    const cases: [number, string, number[]][] = [
      [10, '100.00', [0]],
      [100, (150_000 / (100 * n)).toFixed(2), [0, 6]],
      [100, (600_000 / (100 * n)).toFixed(2), [0, 6, 4]],
      [1000, (2_500_000 / (1000 * n)).toFixed(2), [0, 6, 4, 5]],
      [100, (150_000 / (100 * n)).toFixed(2), [0, 6]],
    ];
    for (const [qty, price, levels] of cases) {
      const r = await edit(qty, price);
      expect(r.body.code).toBe('00004');
      expect(levelsOf(r.body.result)).toEqual(levels);
    }
    const po = await show();
    expect(po.total_amount).toBe('150000.00');
    expect(po.delivery_date).toBe('2026-04-15');
    expect((await call('POST', `/api/purchase-orders/update/${poId}`, purchaser, { lines: [{ line_no: 99, ordered_qty: 1, unit_price: '1' }] })).body.code).toBe('00001');
  });

  it('nobody approves what they made, also not the administrator; approving walks the levels to Approved', async () => {
    // The administrator edits and resubmits: now a maker of it.
    const lines = (await show()).lines;
    await call('POST', `/api/purchase-orders/update/${poId}`, admin, { lines: lines.map((l) => ({ line_no: l.line_no, ordered_qty: l.ordered_qty, unit_price: l.unit_price })) });
    expect((await call('POST', `/api/purchase-orders/submit/${poId}`, admin)).body.result.approved_status).toBe(0);
    const own = await call('POST', `/api/purchase-orders/approve/${poId}`, admin, {});
    expect(own.status).toBe(409);
    expect(own.body.result[0]).toMatch(/was edited and submitted by you; someone else must approve it/);
    expect((await call('POST', `/api/purchase-orders/approve/${poId}`, purchaser, {})).status).toBe(403);
    // The manager's authority does not reach below: each level waits for its own signer... but a higher limit signs a lower level.
    const first = await call('POST', `/api/purchase-orders/approve/${poId}`, approver, {});
    expect(first.body.result.approved_status).toBe(6);
    // The officer level's signer signs no other level, and the approver's limit does not reach the manager's.
    const twice = await call('POST', `/api/purchase-orders/approve/${poId}`, approver, {});
    expect(twice.status).toBe(409);
    expect(twice.body.result[0]).toMatch(/You signed the Officer level of purchase order PO-\S+; each level is signed by a different person\./);
    const second = await call('POST', `/api/purchase-orders/approve/${poId}`, manager, {});
    expect(second.body.result.approved_status).toBe(1);
    expect(second.body.result.levels).toEqual([
      expect.objectContaining({ level_status: 0, level: 'Officer', approved_by: expect.any(String) }),
      expect.objectContaining({ level_status: 6, level: 'Manager', approved_by: expect.any(String) }),
    ]);
    const again = await call('POST', `/api/purchase-orders/approve/${poId}`, approver, {});
    expect(again.body.result[0]).toMatch(/is Approved; it cannot be approved/);
  });

  it('keeps every step in the trail and the revision history', async () => {
    const po = await show();
    // The seeded creation line is dated in the demo's autumn, after the test clock's March: left out.
    expect(po.trail.map((x) => x.remarks).filter((r) => !r.startsWith('Purchase order '))).toEqual([
      'Returned to editing: Negotiate a better price.',
      'Edited.',
      'Edited.',
      'Edited.',
      'Edited.',
      'Edited.',
      'Edited.',
      'Submitted for approval; the approval starts at the officer.',
      'Officer Aproval signed; now Manager Approval.',
      'Manager Approval signed; now Approved.',
    ]);
    const revs = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'purchase_orders' AND entity_id = ${poId} ORDER BY id`);
    expect(revs.map((r) => r.action)).toEqual(['returned to editing', ...Array(6).fill('updated'), 'submitted for approval', 'approved', 'approved']);
    const signed = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM po_level_approvals WHERE doc_kind = 'stock' AND doc_id = ${poId} AND cycle = 2`);
    expect(signed!.n).toBe(2);
  });

  it('cancels with a reason; a cancelled PO takes no further action', async () => {
    const vp = (await t.db.one<{ id: number }>(sql`SELECT po_hdr_id AS id FROM purchase_orders WHERE approved_status = 4 LIMIT 1`))!.id;
    const c = await call('POST', `/api/purchase-orders/cancel/${vp}`, approver, { reason: 'Supplier cannot deliver.' });
    expect(c.body.result).toMatchObject({ approved_status: 2, remarks: 'Supplier cannot deliver.' });
    expect((await call('POST', `/api/purchase-orders/approve/${vp}`, approver, {})).status).toBe(409);
    expect((await call('GET', '/api/purchase-orders/list/cancelled', finance)).body.result.map((r: { po_hdr_id: number }) => r.po_hdr_id)).toContain(vp);
  });
});

describe('payable management and the stock PO report', () => {
  let rrId: number;
  let pvId: number;
  const stockRows = async (): Promise<StockPoRow[]> => {
    const po = await show();
    return (await call('POST', '/api/payable-management/stock-po-report', finance, { search: po.po_no })).body.result;
  };
  const statusOfRr = async (): Promise<string> => {
    const po = await show();
    const r = await call('POST', '/api/payable-management/list', finance, { search: po.po_no });
    expect(r.body.total_rows).toBe(1);
    return r.body.result[0].payable_status;
  };

  it('a receipt of the approved PO is received not invoiced; the stock PO report shows ordered vs received', async () => {
    const po = await show();
    expect(po.payable_status).toBe('not_received');
    const first = po.lines[0];
    // A receipt as the receipts module writes it (receiving_reports by PO number): 40 of the first line.
    rrId = (await t.db.one<{ id: number }>(sql`SELECT COALESCE(MAX(rr_id), 0)::int + 1 AS id FROM receiving_reports`))!.id;
    const supplier = (await t.db.one<{ id: number }>(sql`SELECT pr.supplier_id AS id FROM purchase_requests pr WHERE pr.pr_hdr_id = ${po.pr_hdr_id}`))!.id;
    await t.db.run(sql`INSERT INTO product_batches (product_id, batch_no, expiry_date) VALUES (${first.product_id}, 'PO-TEST-1', '2028-12-31') ON CONFLICT DO NOTHING`);
    await t.db.run(sql`INSERT INTO receiving_reports (rr_id, rr_no, po_no, supplier_id, rr_date, net, vat, je_id)
                       VALUES (${rrId}, 'RR-POTEST-1', ${po.po_no}, ${supplier}, '2026-03-02', 40 * ${first.unit_price}::numeric, 0, 0)`);
    await t.db.run(sql`INSERT INTO receiving_lines (rr_id, product_id, batch_id, quantity_ordered, received_quantity, free_goods, unit_price, unit_vat_inclusive, diluted_cost, amount)
                       SELECT ${rrId}, ${first.product_id}, batch_id, ${first.ordered_qty}, 40, 0, ${first.unit_price}, ${first.unit_price}, ${first.unit_price}, 40 * ${first.unit_price}::numeric
                       FROM product_batches WHERE product_id = ${first.product_id} AND batch_no = 'PO-TEST-1'`);
    expect(await statusOfRr()).toBe('received_not_invoiced');
    const after = await show();
    expect(after.payable_status).toBe('received_not_invoiced');
    expect(after.lines[0]).toMatchObject({ received_qty: 40, invoiced_qty: 0 });
    expect(after.received_amount).toBe((40 * Number(first.unit_price)).toFixed(2));

    const rows = await stockRows();
    expect(rows.length).toBe(po.lines.length);
    const line = rows.find((r) => r.pr_line_id === first.pr_line_id)!;
    expect(line).toMatchObject({ ordered_qty: 100, received_qty: 40, invoiced_qty: 0, open_qty: 60, ordered_amount: first.total_amount, received_amount: (40 * Number(first.unit_price)).toFixed(2), invoiced_amount: '0.00' });
  });

  it('moves to invoiced, vouchered and paid with the payable voucher and its released check', async () => {
    const po = await show();
    const supplier = (await t.db.one<{ id: number }>(sql`SELECT supplier_id AS id FROM receiving_reports WHERE rr_id = ${rrId}`))!.id;
    const pv = await call('POST', '/api/accounting/payablevoucher/create-voucher', finance, {
      payee_type: 'supplier', payee_id: supplier, pv_date: '2026-03-02', invoice_no: 'PO-TEST-SI-1', invoice_date: '2026-03-02', rr_ids: [rrId],
    });
    expect(pv.body.code).toBe('00003');
    pvId = pv.body.result.payable_voucher_hdr_id;
    expect(await statusOfRr()).toBe('invoiced');
    expect((await stockRows()).find((r) => r.received_qty > 0)).toMatchObject({ invoiced_qty: 40 });

    expect((await call('POST', `/api/accounting/payablevoucher/approve-voucher/${pvId}`, approver)).body.result.status).toBe('approved');
    expect(await statusOfRr()).toBe('vouchered');

    const bank = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
    const cv = await call('POST', '/api/accounting/checkvoucher/create', finance, { bank_account_id: bank, check_date: '2026-03-02', pv_ids: [pvId] });
    expect(cv.body.result.status).toBe('for_release');
    expect(await statusOfRr()).toBe('vouchered');
    await call('POST', `/api/accounting/checkvoucher/release/${cv.body.result.cv_id}`, finance, { release_date: '2026-03-02' });
    expect(await statusOfRr()).toBe('paid');
    const paid = await show();
    expect(paid).toMatchObject({ payable_status: 'paid', paid_amount: paid.received_amount, invoiced_amount: paid.received_amount });
    expect(paid.receipts[0]).toMatchObject({ rr_id: rrId, payable_voucher_hdr_id: pvId, cv_no: cv.body.result.cv_no });
    expect(po.po_no).toBe(paid.po_no);
  });

  it('the seeded receipt a voucher waits on is invoiced; the summary counts every status', async () => {
    const seeded = await call('POST', '/api/payable-management/list', finance, { status: 'invoiced', search: 'PV-' });
    expect(seeded.body.result.length).toBeGreaterThanOrEqual(1);
    const summary = (await call('GET', '/api/payable-management/summary', finance)).body.result as { payable_status: string; count: number }[];
    expect(summary.map((s) => s.payable_status)).toEqual(['received_not_invoiced', 'invoiced', 'vouchered', 'paid']);
    const total = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM receiving_reports`);
    expect(summary.reduce((a, s) => a + s.count, 0)).toBe(total!.n);
    expect((await call('POST', '/api/payable-management/list', approver, {})).status).toBe(403);
    const ex = await call('POST', '/api/payable-management/stock-po-report/export', finance, {});
    expect(ex.body.code).toBe('00000');
  });
});

describe('non-asset purchase orders', () => {
  let account: string;
  let naId: number;
  beforeAll(async () => {
    account = (await t.db.one<{ code: string }>(sql`SELECT account_code AS code FROM accounts WHERE active AND NOT is_header AND account_type = 'Expenses' ORDER BY account_code LIMIT 1`))!.code;
  });
  const body = (over: object = {}) => ({
    po_type: 'services',
    supplier_id: 1,
    po_date: '2026-03-02',
    particulars: 'Aircon servicing, warehouse floors 1-3',
    lines: [
      { description: 'Aircon cleaning', quantity: '12', unit: 'unit', unit_price: '2500', account_code: account },
      { description: 'Refrigerant top-up', quantity: '1.5', unit: 'kg', unit_price: '80000.00', account_code: account },
    ],
    ...over,
  });

  it('writes one in Editing with the server keeping the amounts; refuses a bad account', async () => {
    const bad = await call('POST', '/api/non-asset-purchase-orders/create', purchaser, body({ lines: [{ description: 'x', quantity: '1', unit_price: '1', account_code: 'NOPE' }] }));
    expect(bad.body.code).toBe('00001');
    const r = await call('POST', '/api/non-asset-purchase-orders/create', purchaser, body());
    expect(r.body.code).toBe('00003');
    const po = r.body.result as NaPoDetail;
    naId = po.na_po_id;
    expect(po).toMatchObject({ status: 3, total_amount: '150000.00' });
    // The demo seed wrote two before it (NAPO series of 2026).
    expect(po.na_po_no).toBe('NAPO-2026-000003');
    expect(po.lines.map((l) => l.amount)).toEqual(['30000.00', '120000.00']);
    expect(po.levels.map((l) => l.level_status)).toEqual([0, 6]);
    expect((await call('POST', '/api/non-asset-purchase-orders/create', approver, body())).status).toBe(403);
  });

  it('goes through its levels; its maker cannot approve it', async () => {
    expect((await call('POST', `/api/non-asset-purchase-orders/submit/${naId}`, purchaser)).body.result.status).toBe(0);
    expect((await call('POST', `/api/non-asset-purchase-orders/approve/${naId}`, purchaser, {})).status).toBe(403);
    expect((await call('POST', `/api/non-asset-purchase-orders/approve/${naId}`, approver, {})).body.result.status).toBe(6);
    const done = await call('POST', `/api/non-asset-purchase-orders/approve/${naId}`, manager, {});
    expect(done.body.result.status).toBe(1);
    expect(done.body.result.trail.map((x: { remarks: string }) => x.remarks)).toEqual([
      'Non-asset purchase order NAPO-2026-000003 written.',
      'Submitted for approval; the approval starts at the officer.',
      'Officer Aproval signed; now Manager Approval.',
      'Manager Approval signed; now Approved.',
    ]);
    // With the seeded approved one.
    expect((await call('GET', '/api/non-asset-purchase-orders/list/approved', finance)).body.total_rows).toBe(2);

    const mine = await call('POST', '/api/non-asset-purchase-orders/create', admin, body({ submit: true }));
    expect(mine.body.result.status).toBe(0);
    expect((await call('POST', `/api/non-asset-purchase-orders/approve/${mine.body.result.na_po_id}`, admin, {})).status).toBe(409);
    const cancelled = await call('POST', `/api/non-asset-purchase-orders/cancel/${mine.body.result.na_po_id}`, approver, { reason: 'Bought elsewhere.' });
    expect(cancelled.body.result.status).toBe(2);
  });
});

describe('a stock purchase order without a purchase request', () => {
  it('the purchaser raises one directly at the products costs; the approver signs the officer level; the receipts module lists it to receive', async () => {
    // Two active products of one active supplier, at their MOQ, small enough to need the officer only.
    const picks = await t.db.rows<{ supplier_id: number; product_id: number; qty: number; cost: string; amount: string }>(sql`
      WITH c AS (
        SELECT p.supplier_id, p.product_id, GREATEST(p.quantity, 1) AS qty, p.cost,
               round(GREATEST(p.quantity, 1) * p.cost, 2) AS amount, count(*) OVER (PARTITION BY p.supplier_id) AS n
        FROM products p JOIN suppliers s ON s.vendor_id = p.supplier_id
        WHERE p.active = 1 AND s.active AND s.is_supplier AND p.cost > 0 AND GREATEST(p.quantity, 1) * p.cost < 40000)
      SELECT supplier_id, product_id, qty, cost::text AS cost, amount::text AS amount FROM c
      WHERE supplier_id = (SELECT min(supplier_id) FROM c WHERE n >= 2) ORDER BY product_id LIMIT 2`);
    expect(picks).toHaveLength(2);
    const supplier = picks[0].supplier_id;
    const expected = (await t.db.one<{ total: string }>(sql`SELECT (${picks[0].amount}::numeric + ${picks[1].amount}::numeric)::numeric(16, 2)::text AS total`))!.total;
    const lines = picks.map((p) => ({ product_id: p.product_id, ordered_qty: p.qty }));

    const other = (await t.db.one<{ id: number }>(sql`SELECT product_id AS id FROM products WHERE supplier_id <> ${supplier} AND active = 1 LIMIT 1`))!.id;
    const wrong = await call('POST', '/api/purchase-orders/create', purchaser, { supplier_id: supplier, lines: [...lines, { product_id: other, ordered_qty: 1000 }] });
    expect(wrong.body.code).toBe('00001');
    expect(wrong.body.result.join(' ')).toMatch(/Line 3: .* is not supplied by the selected supplier\./);
    expect((await call('POST', '/api/purchase-orders/create', viewer, { supplier_id: supplier, lines })).status).toBe(403);

    const made = await call('POST', '/api/purchase-orders/create', purchaser, { supplier_id: supplier, delivery_date: '2026-03-20', lines, submit: true });
    expect(made.status).toBe(201);
    const po: PoDetail = made.body.result;
    expect(po).toMatchObject({ pr_hdr_id: null, pr_no: null, approved_status: 0, total_amount: expected, delivery_date: '2026-03-20', po_date: '2026-03-02', made_by_you: true });
    expect(po.requester_name).toBe('Cristina Villanueva');
    expect(po.lines.map((l) => [l.product_id, l.ordered_qty, l.unit_price])).toEqual(picks.map((p) => [p.product_id, p.qty, p.cost]));
    expect(levelsOf(po)).toEqual([0]);
    expect((await call('POST', `/api/purchase-orders/approve/${po.po_hdr_id}`, purchaser, {})).status).toBe(403);

    const signed = await call('POST', `/api/purchase-orders/approve/${po.po_hdr_id}`, approver, {});
    expect(signed.body.code).toBe('00004');
    expect(signed.body.result.approved_status).toBe(1);
    expect(signed.body.result.levels).toMatchObject([{ level_status: 0, approved_by: expect.any(String) }]);
    expect(signed.body.result.trail.map((x: { remarks: string }) => x.remarks)).toEqual([
      `Purchase order ${po.po_no} written directly, without a purchase request.`,
      'Submitted for approval; the approval starts at the officer.',
      'Officer Aproval signed; now Approved.',
    ]);
    const revs = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'purchase_orders' AND entity_id = ${po.po_hdr_id} ORDER BY id`);
    expect(revs.map((r) => r.action)).toEqual(['created', 'submitted for approval', 'approved']);

    const warehouse = await t.login('warehouse');
    const open = await call('GET', `/api/inventory/receipts/open-purchase-orders?search=${po.po_no}`, warehouse);
    expect(open.body.result).toHaveLength(1);
    expect(open.body.result[0]).toMatchObject({ po_hdr_id: po.po_hdr_id, supplier_id: supplier });
    expect(open.body.result[0].lines.map((l: { product_id: number; remaining_quantity: number }) => [l.product_id, l.remaining_quantity])).toEqual(picks.map((p) => [p.product_id, p.qty]));
    const listed = await call('GET', `/api/purchase-orders/list/approved?search=${po.po_no}`, finance);
    expect(listed.body.result).toMatchObject([{ po_hdr_id: po.po_hdr_id, pr_no: null, total_amount: expected }]);
    // The product's forecast counts it as incoming in the month of its delivery date.
    const product0 = (await t.db.one<{ code: string }>(sql`SELECT product_code AS code FROM products WHERE product_id = ${picks[0].product_id}`))!.code;
    const forecast = await call('POST', '/api/forecast/show', purchaser, { product_code: product0, year: [2026] });
    expect(forecast.status, JSON.stringify(forecast.body).slice(0, 300)).toBe(200);
    const march = (forecast.body.result.forecasting[0] as { incoming_po: { month: number; po: { po_no: string; pr_no: string | null; total_orders: number }[] }[] }).incoming_po[2];
    expect(march.po).toContainEqual({ po_no: po.po_no, pr_no: null, po_hdr_id: po.po_hdr_id, total_orders: picks[0].qty });
  });
});

describe('the receiving history has its purchase orders', () => {
  it('every receiving report names a PO that exists; a history PO is approved, totals what its report received and is not open to receive again', async () => {
    const counts = async () =>
      (await t.db.one<{ orphans: number; reports: number; pos: number }>(sql`
        SELECT (SELECT count(*)::int FROM receiving_reports r WHERE NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.po_no = r.po_no)) AS orphans,
               (SELECT count(*)::int FROM receiving_reports) AS reports, (SELECT count(*)::int FROM purchase_orders) AS pos`))!;
    const before = await counts();
    expect(before.reports).toBeGreaterThan(100);
    expect(before.orphans).toBe(0);
    // Running the seed again writes nothing.
    await seedReceivedPurchaseOrders(t.db);
    expect(await counts()).toEqual(before);

    const rr = (await t.db.one<{ po_no: string; rr_no: string; net: string; supplier: string; qty: number }>(sql`
      SELECT r.po_no, r.rr_no, r.net::text AS net, s.company_name AS supplier, (SELECT SUM(received_quantity)::int FROM receiving_lines WHERE rr_id = r.rr_id) AS qty
      FROM receiving_reports r JOIN suppliers s ON s.vendor_id = r.supplier_id WHERE r.po_no LIKE 'PO-0%' ORDER BY r.rr_id LIMIT 1 OFFSET 5`))!;
    const listed = await call('GET', `/api/purchase-orders/list/approved?search=${rr.po_no}`, finance);
    expect(listed.body.result).toMatchObject([{ po_no: rr.po_no, pr_no: null, supplier_name: rr.supplier, total_amount: rr.net, approved_status: 1 }]);
    const po = await show(listed.body.result[0].po_hdr_id);
    expect(po.receipts.map((r) => r.rr_no)).toEqual([rr.rr_no]);
    expect(po.lines.reduce((n, l) => n + l.received_qty, 0)).toBe(rr.qty);
    expect(po.lines.every((l) => l.received_qty === l.ordered_qty)).toBe(true);
    expect(po.levels.every((l) => l.approved_by !== null)).toBe(true);
    const warehouse = await t.login('warehouse');
    expect((await call('GET', `/api/inventory/receipts/open-purchase-orders?search=${rr.po_no}`, warehouse)).body.result).toEqual([]);
  });
});
