import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxDecision, InboxItem } from '../../contract/approvalInbox';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The approver inbox gathers what waits across the queues and decides each
 * item through its own queue's transition: the same scopes, no self-approval,
 * the legal status; a bulk decision answers every item and never applies a
 * refused one.
 */
let t: TestServer;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  approver = await t.login('approver');
});
afterAll(async () => t?.close());

const inbox = async (token: string): Promise<InboxItem[]> => {
  const r = await t.call({ method: 'GET', url: '/api/approvals/inbox', token });
  expect(r.status).toBe(200);
  return r.body.result;
};
const act = async (token: string, body: object): Promise<InboxDecision[]> => {
  const r = await t.call({ method: 'POST', url: '/api/approvals/inbox/act', token, payload: body });
  expect(r.status).toBe(200);
  return r.body.result;
};

describe('the approver inbox', () => {
  it('lists what waits in every queue the approver decides, oldest first, with the count the header shows', async () => {
    const items = await inbox(approver);
    const queues = new Set(items.map((i) => i.source));
    for (const q of ['purchase-requests', 'treasury-requests']) expect(queues).toContain(q);
    const pendingPrs = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0 AND prepared_by <> (SELECT id FROM users WHERE username = 'approver')`);
    expect(items.filter((i) => i.source === 'purchase-requests')).toHaveLength(pendingPrs!.n);
    const times = items.map((i) => i.requested_at);
    expect([...times].sort()).toEqual(times);
    const treasury = items.find((i) => i.source === 'treasury-requests')!;
    expect(treasury).toMatchObject({ queue: 'Treasury Request', requester: 'Angelica Ramos', open_path: '/treasury/list-of-approvals', decline_needs_reason: true, decline_label: 'Disapprove' });
    expect(treasury.summary).toMatch(/^Change of deposit date to \d{4}-\d\d-\d\d of check /);
    const count = await t.call({ method: 'GET', url: '/api/approvals/inbox/count', token: approver });
    expect(count.body.result).toEqual({ count: items.length });
    // A product change names its fields as the form labels them, never by their column names.
    const purchaser = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'purchaser'`))!.id;
    const sub = await t.db.one<{ id: number }>(sql`
      INSERT INTO product_submissions (category, is_submit, status, product_id, payload, created_by, submitted_by, created_at, updated_at)
      VALUES ('UPDATED', 1, 1, 1, '{}'::jsonb, ${purchaser}, ${purchaser}, now(), now()) RETURNING id`);
    await t.db.run(sql`
      INSERT INTO product_updates (product_update_no, product_id, submission_id, changes, status, updated_by, created_at)
      VALUES ('PU-TEST-1', 1, ${sub!.id}, '[{"field": "storage_requirement", "old_value": null, "new_value": "Cool, dry place"}]'::jsonb, 1, ${purchaser}, now())`);
    const change = (await inbox(approver)).find((i) => i.source === 'product-updates');
    expect(change?.summary).toMatch(/^Change of .+: Storage Requirement$/);
    expect(change?.summary).not.toMatch(/_/);
  });

  it('a maker sees nothing to decide; nobody sees their own items', async () => {
    expect(await inbox(await t.login('credit'))).toEqual([]);
    const admin = await t.login('admin');
    const adminId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'admin'`))!.id;
    const own = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0 AND prepared_by = ${adminId}`);
    const all = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0`);
    expect((await inbox(admin)).filter((i) => i.source === 'purchase-requests')).toHaveLength(all!.n - own!.n);
  });

  it('bulk approves through each queue: each item answered, a repeated one refused and left as it is', async () => {
    const items = await inbox(approver);
    const pr = items.find((i) => i.source === 'purchase-requests')!;
    const tr = items.find((i) => i.source === 'treasury-requests')!;
    const first = await act(approver, { action: 'approve', items: [{ source: pr.source, id: pr.id }, { source: tr.source, id: tr.id }] });
    expect(first.map((d) => [d.reference, d.done, d.message])).toEqual([
      [pr.reference, true, 'Purchase request approved.'],
      [tr.reference, true, 'Treasury request approved.'],
    ]);
    // The purchase request's own hook ran: its purchase order was raised.
    expect(await t.db.one(sql`SELECT 1 AS raised FROM purchase_orders WHERE pr_hdr_id = ${pr.id}`)).toEqual({ raised: 1 });
    const again = await act(approver, { action: 'approve', items: [{ source: pr.source, id: pr.id }] });
    expect(again[0].done).toBe(false);
    expect(again[0].message).toMatch(/it cannot be approved/);
    expect((await inbox(approver)).some((i) => i.source === pr.source && i.id === pr.id)).toBe(false);
  });

  it('declining a queue that needs a reason is refused without one; unknown queues and missing scopes are refused per item', async () => {
    const credit = await t.login('credit');
    const receipt = await t.db.one<{ receipt_id: number; check_date: string }>(sql`SELECT receipt_id::int, check_date::text FROM collection_receipts r WHERE status = 'PDC' AND NOT EXISTS (SELECT 1 FROM treasury_requests q WHERE q.receipt_id = r.receipt_id AND q.status = 0) LIMIT 1`);
    const raised = await t.call({ method: 'POST', url: '/api/treasury/approvals/request', token: credit, payload: { receipt_id: receipt!.receipt_id, reason: 'x', new_bank: 'PNB', change_bank_reason: 'Replacement' } });
    const id = raised.body.result.detail_id;
    const noReason = await act(approver, { action: 'decline', items: [{ source: 'treasury-requests', id }, { source: 'nope', id: 1 }] });
    expect(noReason.map((d) => d.message)).toEqual(['Please give a reason.', 'Unknown queue.']);
    const byMaker = await act(credit, { action: 'approve', items: [{ source: 'treasury-requests', id }] });
    expect(byMaker[0]).toMatchObject({ done: false, message: 'You do not have permission to do this.' });
    const declined = await act(approver, { action: 'decline', reason: 'Keep the PNB check as recorded.', items: [{ source: 'treasury-requests', id }] });
    expect(declined[0]).toMatchObject({ done: true, message: 'Treasury request disapproved.' });
  });

  it('payable and journal vouchers wait in the inbox too: approving posts the entry, returning needs a reason', async () => {
    const finance = await t.login('finance');
    const jv = await t.call({
      method: 'POST',
      url: '/api/journal-voucher/store',
      token: finance,
      payload: { jv_date: '2026-03-02', particulars: 'Accrual of March rent', submit: true, lines: [{ account_code: '6031', debit: '1500.25', credit: '' }, { account_code: '1020', debit: '', credit: '1500.25' }] },
    });
    expect(jv.body.code, JSON.stringify(jv.body)).toBe('00003');
    const items = await inbox(approver);
    const pv = items.find((i) => i.source === 'payable-vouchers')!;
    expect(pv).toMatchObject({ queue: 'Payable Voucher', requester: 'Maria Santos', decline_needs_reason: true, decline_label: 'Return to Maker', open_path: `/finance-and-accounting/payable-voucher/${pv.id}` });
    expect(pv.summary).toMatch(/^Payable to /);
    const j = items.find((i) => i.source === 'journal-vouchers' && i.id === jv.body.result.jv_id)!;
    expect(j).toMatchObject({ reference: jv.body.result.jv_no, amount: '1500.25', summary: 'Journal voucher: Accrual of March rent' });
    // The maker never sees their own vouchers.
    expect((await inbox(finance)).length).toBe(0);

    const noReason = await act(approver, { action: 'decline', items: [{ source: 'payable-vouchers', id: pv.id }] });
    expect(noReason[0]).toMatchObject({ done: false, message: 'Please give a reason.' });
    const done = await act(approver, { action: 'approve', items: [{ source: 'payable-vouchers', id: pv.id }, { source: 'journal-vouchers', id: j.id }] });
    expect(done.map((d) => [d.reference, d.done, d.message])).toEqual([
      [pv.reference, true, 'Payable voucher approved.'],
      [j.reference, true, 'Journal voucher approved.'],
    ]);
    const posted = await t.db.rows<{ module: string; debit: string; credit: string }>(sql`
      SELECT je.module, SUM(l.debit)::text AS debit, SUM(l.credit)::text AS credit FROM journal_entries je JOIN journal_lines l ON l.je_id = je.id
      WHERE je.reference IN (${pv.reference}, ${j.reference}) GROUP BY je.module ORDER BY je.module`);
    expect(posted.map((r) => r.module)).toEqual(['JV', 'PV']);
    for (const r of posted) expect(r.debit).toBe(r.credit);
    const again = await act(approver, { action: 'decline', reason: 'Wrong payee', items: [{ source: 'payable-vouchers', id: pv.id }] });
    expect(again[0].done).toBe(false);
  });

  it('purchase orders wait at their approval level: approving signs it, returning to editing needs a reason', async () => {
    const items = await inbox(approver);
    const po = items.find((i) => i.source === 'purchase-orders')!;
    expect(po).toMatchObject({ queue: 'Purchase Order', decline_label: 'Return to Editing', decline_needs_reason: true, open_path: '/purchase-order' });
    const [done] = await act(approver, { action: 'approve', items: [{ source: 'purchase-orders', id: po.id }] });
    expect(done).toMatchObject({ reference: po.reference, done: true, message: 'Purchase order approved at this level.' });
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM po_level_approvals WHERE doc_kind = 'stock' AND doc_id = ${po.id}`)).toEqual({ n: 1 });
  });
});

/**
 * The operations queues: each made by someone else (the administrator, who
 * as superuser would see everything but their own), decided by the approver
 * from the inbox through the module's own function.
 */
describe('receipts, transfers, purchase orders and cash advance overrides in the inbox', () => {
  const idOf = async (username: string) => (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`))!.id;
  const has = (items: InboxItem[], source: string, id: number) => items.some((i) => i.source === source && i.id === id);
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('admin');
  });

  it('an inspected receipt: the approver approves it (stock in, one balanced RR entry); its inspector is not offered it', async () => {
    const [adminId, warehouseId] = [await idOf('admin'), await idOf('warehouse')];
    const p = (await t.db.one<{ product_id: number; supplier_id: number }>(sql`SELECT product_id, supplier_id FROM products WHERE vat_exemption = 0 ORDER BY product_id LIMIT 1`))!;
    const pr = (await t.db.one<{ id: number }>(sql`
      INSERT INTO purchase_requests (pr_date, supplier_id, estimated_delivery_date, payment_term, grand_total, prepared_by, status)
      VALUES ('2026-02-05', ${p.supplier_id}, '2026-02-25', 'COD', 1120, ${await idOf('purchaser')}, 1) RETURNING pr_hdr_id AS id`))!.id;
    const prLine = (await t.db.one<{ id: number }>(sql`
      INSERT INTO purchase_request_lines (pr_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount)
      VALUES (${pr}, 1, ${p.product_id}, 10, 112.00, 1120.00) RETURNING pr_line_id::int AS id`))!.id;
    const po = (await t.db.one<{ id: number }>(sql`INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date) VALUES (${pr}, 1, '2026-02-10') RETURNING po_hdr_id AS id`))!.id;
    const pallet = (await t.db.one<{ pallet_id: number; warehouse_id: number }>(sql`
      SELECT wp.pallet_id, f.warehouse_id FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
      WHERE w.kind = 'main' AND f.area = 'reserve' AND wp.active AND f.is_active = 1 ORDER BY wp.pallet_id LIMIT 1`))!;
    const receipt = (await t.db.one<{ id: number }>(sql`
      INSERT INTO inventory_receipts (receipt_no, po_hdr_id, supplier_id, warehouse_id, receipt_date, status, created_by, created_at, inspected_by, inspected_at)
      VALUES ('IR-INBOX-0001', ${po}, ${p.supplier_id}, ${pallet.warehouse_id}, '2026-03-02', 'inspected', ${warehouseId}, '2026-03-02T01:00:00Z', ${adminId}, '2026-03-02T02:00:00Z')
      RETURNING receipt_id AS id`))!.id;
    await t.db.run(sql`
      INSERT INTO inventory_receipt_lines (receipt_id, line_no, pr_line_id, product_id, batch_no, manufacturing_date, expiry_date, quantity, free_goods, pallet_id, accepted_quantity, accepted_free_goods)
      VALUES (${receipt}, 1, ${prLine}, ${p.product_id}, 'INBOX-B1', '2026-01-10', '2028-01-10', 10, 0, ${pallet.pallet_id}, 10, 0)`);

    const item = (await inbox(approver)).find((i) => i.source === 'inventory-receipts' && i.id === receipt)!;
    expect(item).toMatchObject({ queue: 'Inventory Receipt', reference: 'IR-INBOX-0001', amount: '1120.00', decline_label: 'Reject', decline_needs_reason: true, approve_needs_reason: false, open_path: `/inventory/receipts/inspected/${receipt}` });
    // The administrator inspected it: as its inspector it may not approve it, so it is not offered.
    expect(has(await inbox(admin), 'inventory-receipts', receipt)).toBe(false);
    const [done] = await act(approver, { action: 'approve', items: [{ source: 'inventory-receipts', id: receipt }] });
    expect(done).toMatchObject({ reference: 'IR-INBOX-0001', done: true, message: 'Inventory receipt approved.' });
    expect(await t.db.one(sql`SELECT status, decided_by FROM inventory_receipts WHERE receipt_id = ${receipt}`)).toEqual({ status: 'approved', decided_by: await idOf('approver') });
    const entry = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT l.account_code, l.debit::text, l.credit::text FROM journal_entries je JOIN journal_lines l ON l.je_id = je.id
      WHERE je.module = 'RR' AND je.remarks = 'IR-INBOX-0001' ORDER BY l.id`);
    expect(entry).toEqual([
      { account_code: '1200', debit: '1000.00', credit: '0.00' },
      { account_code: '1300', debit: '120.00', credit: '0.00' },
      { account_code: '2010', debit: '0.00', credit: '1120.00' },
    ]);
    expect(await t.db.one(sql`SELECT SUM(quantity)::int AS q FROM inventory_movements WHERE module = 'RR' AND remarks = 'IR-INBOX-0001'`)).toEqual({ q: 10 });
    const again = await act(approver, { action: 'decline', reason: 'Too late', items: [{ source: 'inventory-receipts', id: receipt }] });
    expect(again[0].done).toBe(false);
  });

  it('a pending transfer: approve only (cancelling is the requester’s); the approver approves it, its requester never sees it', async () => {
    const product = (await t.db.one<{ id: number }>(sql`
      INSERT INTO products (product_code, product_name, generic_name, supplier_id, qty_per_pack, cost_vat)
      SELECT 'ZZ-INBOX-01', 'Inboxol 250 mg', 'Inboxol', supplier_id, 1, 50.00 FROM products ORDER BY product_id LIMIT 1 RETURNING product_id AS id`))!.id;
    const batch = (await t.db.one<{ id: number }>(sql`INSERT INTO product_batches (product_id, batch_no, expiry_date) VALUES (${product}, 'INB-1', '2028-06-30') RETURNING batch_id AS id`))!.id;
    const [from, to] = await t.db.rows<{ pallet_id: number }>(sql`
      SELECT wp.pallet_id FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
      WHERE w.kind = 'main' AND wp.active AND f.is_active = 1 ORDER BY wp.pallet_id DESC LIMIT 2`);
    await t.db.run(sql`
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount, floor, pallet_code, pallet_id, status)
      SELECT ${product}, ${batch}, DATE '2026-02-02', 'IN', 'BEG', 'OPENING', 20, 50, 50, 1000, f.floor, wp.pallet_code, wp.pallet_id, 1
      FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id WHERE wp.pallet_id = ${from.pallet_id}`);
    const made = await t.call({
      method: 'POST',
      url: '/api/inventory/transfer/create',
      token: admin,
      payload: { transfer_version: 'v1', remarks: 'Move to the lower level', accept_warnings: true, lines: [{ product_id: product, batch_id: batch, origin_pallet_id: from.pallet_id, destination_pallet_id: to.pallet_id, requested_quantity: 12 }] },
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('00003');
    const id = made.body.result.transfer_id as number;
    const item = (await inbox(approver)).find((i) => i.source === 'inventory-transfers' && i.id === id)!;
    expect(item).toMatchObject({ queue: 'Inventory Transfer', summary: 'Floor to floor transfer: 1 line(s), 12 units', amount: null, decline_label: null, open_path: '/v1/inventory/transfer/approval' });
    expect(has(await inbox(admin), 'inventory-transfers', id)).toBe(false);
    const [declined] = await act(approver, { action: 'decline', reason: 'No', items: [{ source: 'inventory-transfers', id }] });
    expect(declined).toMatchObject({ done: false, message: 'Inventory Transfer: there is no decline here; open the item to see who may withdraw it.' });
    const [done] = await act(approver, { action: 'approve', items: [{ source: 'inventory-transfers', id }] });
    expect(done).toMatchObject({ done: true, message: 'Transfer approved.' });
    expect(await t.db.one(sql`SELECT t.status::int AS status, t.approved_by, l.approved_quantity FROM inventory_transfers t JOIN inventory_transfer_lines l USING (transfer_id) WHERE t.transfer_id = ${id}`)).toEqual({
      status: 1,
      approved_by: await idOf('approver'),
      approved_quantity: 12,
    });
  });

  it('non-asset and asset purchase orders: signed at the approver’s level or approved; the maker sees neither', async () => {
    const account = (await t.db.one<{ code: string }>(sql`SELECT account_code AS code FROM accounts WHERE active AND NOT is_header AND account_type = 'Expenses' ORDER BY account_code LIMIT 1`))!.code;
    const na = await t.call({
      method: 'POST',
      url: '/api/non-asset-purchase-orders/create',
      token: admin,
      payload: { po_type: 'services', supplier_id: 1, po_date: '2026-03-02', particulars: 'Pest control, March', submit: true, lines: [{ description: 'Pest control visit', quantity: '2', unit: 'visit', unit_price: '4500', account_code: account }] },
    });
    expect(na.body.code, JSON.stringify(na.body)).toBe('00003');
    const naId = na.body.result.na_po_id as number;
    const supplierId = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE active ORDER BY vendor_id LIMIT 1`))!.id;
    const apo = await t.call({ method: 'POST', url: '/api/assets/purchase-orders', token: admin, payload: { supplier_id: supplierId, po_date: '2026-03-01', remarks: null, lines: [{ description: 'Label printer', category_code: 'COMP', quantity: 2, unit_cost: '12500' }] } });
    expect(apo.status, JSON.stringify(apo.body)).toBe(200);
    const apoId = apo.body.result.apo_id as number;

    const items = await inbox(approver);
    expect(items.find((i) => i.source === 'non-asset-purchase-orders' && i.id === naId)).toMatchObject({ amount: '9000.00', decline_label: 'Return to Editing', summary: expect.stringMatching(/^Services from .+: Pest control, March$/) });
    expect(items.find((i) => i.source === 'asset-purchase-orders' && i.id === apoId)).toMatchObject({ amount: '25000.00', decline_label: 'Cancel', decline_needs_reason: false, summary: expect.stringMatching(/: 2 x Label printer$/) });
    const mine = await inbox(admin);
    expect(has(mine, 'non-asset-purchase-orders', naId) || has(mine, 'asset-purchase-orders', apoId)).toBe(false);

    const done = await act(approver, { action: 'approve', items: [{ source: 'non-asset-purchase-orders', id: naId }, { source: 'asset-purchase-orders', id: apoId }] });
    expect(done.map((d) => [d.done, d.message])).toEqual([
      [true, 'Non-asset purchase order approved at this level.'],
      [true, 'Asset purchase order approved at this level.'],
    ]);
    // ₱9,000 needs the officer only: approved at once, the level signed by the approver.
    expect(await t.db.one(sql`SELECT status::int AS status FROM non_asset_purchase_orders WHERE na_po_id = ${naId}`)).toEqual({ status: 1 });
    expect(await t.db.one(sql`SELECT approved_by, level_status::int AS level FROM po_level_approvals WHERE doc_kind = 'non_asset' AND doc_id = ${naId}`)).toEqual({ approved_by: await idOf('approver'), level: 0 });
    // ₱25,000 too: the asset order's one level signed, it is approved, the officer its checker.
    expect(await t.db.one(sql`SELECT status, checked_by FROM asset_purchase_orders WHERE apo_id = ${apoId}`)).toEqual({ status: 'approved', checked_by: await idOf('approver') });
    expect(await t.db.one(sql`SELECT approved_by, level_status::int AS level FROM po_level_approvals WHERE doc_kind = 'asset' AND doc_id = ${apoId}`)).toEqual({ approved_by: await idOf('approver'), level: 0 });
    // The admin's own, decided by the admin through the inbox, is refused as its own screen refuses it.
    const own = await t.call({ method: 'POST', url: '/api/assets/purchase-orders', token: admin, payload: { supplier_id: supplierId, po_date: '2026-03-01', remarks: null, lines: [{ description: 'Scanner', category_code: 'COMP', quantity: 1, unit_cost: '8000' }] } });
    const [self] = await act(admin, { action: 'approve', items: [{ source: 'asset-purchase-orders', id: own.body.result.apo_id }] });
    expect(self).toMatchObject({ done: false, message: expect.stringMatching(/^Asset purchase order APO-\S+ was created by you; someone else must approve it\.$/) });
  });

  it('a cash advance over the limit: the override asks a reason, has no decline, and lets finance approve it', async () => {
    const employee = (await t.db.one<{ id: number }>(sql`SELECT l.employee_id AS id FROM cash_advance_limits l WHERE l.active AND l.max_amount = 20000 ORDER BY l.employee_id LIMIT 1`))!.id;
    const ca = await t.call({ method: 'POST', url: '/api/cash-advance', token: admin, payload: { employee_id: employee, purpose: 'Supplier audit, Davao', amount: '25000', request_date: '2026-03-02' } });
    expect(ca.body.result, JSON.stringify(ca.body)).toMatchObject({ over_limit: true });
    const id = ca.body.result.cash_advance_id as number;
    const item = (await inbox(approver)).find((i) => i.source === 'cash-advance-overrides' && i.id === id)!;
    expect(item).toMatchObject({ queue: 'Cash Advance Override', amount: '25000.00', approve_needs_reason: true, decline_label: null, open_path: '/finance-and-accounting/cash-advance/override' });
    expect(item.summary).toMatch(/^Over the limit: .+, Supplier audit, Davao$/);
    expect(has(await inbox(admin), 'cash-advance-overrides', id)).toBe(false);
    expect((await act(approver, { action: 'approve', items: [{ source: 'cash-advance-overrides', id }] }))[0]).toMatchObject({ done: false, message: 'Please give a reason.' });
    const [done] = await act(approver, { action: 'approve', reason: 'Audit trip approved by the CFO', items: [{ source: 'cash-advance-overrides', id }] });
    expect(done).toMatchObject({ done: true, message: 'Cash advance limit overridden.' });
    expect(await t.db.one(sql`SELECT override_by, override_reason, status FROM cash_advances WHERE cash_advance_id = ${id}`)).toEqual({
      override_by: await idOf('approver'),
      override_reason: 'Audit trip approved by the CFO',
      status: 'requested',
    });
    expect(has(await inbox(approver), 'cash-advance-overrides', id)).toBe(false);
    const approved = await t.call({ method: 'POST', url: `/api/cash-advance/${id}/approve`, token: await t.login('finance') });
    expect(approved.body.result.status).toBe('approved');
  });
});
