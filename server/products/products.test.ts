import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let purchaser: string;
let approver: string;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, admin, finance] = await Promise.all(['purchaser', 'approver', 'admin', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const get = (url: string, token = purchaser, query?: Record<string, string>) => t.call({ method: 'GET', url: `/api${url}`, token, query });
const post = (url: string, payload?: object, token = purchaser) => t.call({ method: 'POST', url: `/api${url}`, token, payload });

const NEW_PRODUCT = {
  product_code: 'TST-NEW-001',
  product_name: 'Test Paracetamol 500mg Tablet',
  generic_name: 'Paracetamol',
  supplier_id: 1,
  packaging: 1,
  qty_per_pack: '100',
  cost: '1,120',
  selling_price: '1500.5',
  vat_exemption: 0,
  payment_terms: [{ percent_amount: '30', days_remaining: '30' }],
};

const revisions = (where: ReturnType<typeof sql>) =>
  t.db.rows<{ action: string; user_id: number; reference_code: string | null; module: string }>(
    sql`SELECT action, user_id, reference_code, module FROM revisions WHERE module = 'Products' AND ${where} ORDER BY id`,
  );

describe('GET /products', () => {
  it('pages, with total_rows and the stock level as the sum of the inventory movements', async () => {
    const p0 = await get('/products', purchaser, { page: '0', page_size: '50' });
    expect(p0.status).toBe(200);
    expect(p0.body.total_rows).toBe(40);
    expect(p0.body.result).toHaveLength(40);
    const small = await get('/products', purchaser, { page: '1', page_size: '15' });
    expect(small.body.result).toHaveLength(15);
    expect(small.body.result[0].product_code).toBe(p0.body.result[15].product_code);
    const stock = await t.db.rows<{ product_code: string; qty: number }>(sql`
      SELECT p.product_code, COALESCE(SUM(m.quantity), 0)::int AS qty FROM products p LEFT JOIN inventory_movements m ON m.product_id = p.product_id GROUP BY 1`);
    const byCode = new Map(stock.map((s) => [s.product_code, s.qty]));
    for (const r of p0.body.result) expect(r.stock_level, r.product_code).toBe(byCode.get(r.product_code));
    expect(p0.body.result.some((r: { stock_level: number }) => r.stock_level > 0)).toBe(true);
    const first = p0.body.result[0];
    expect(first).toMatchObject({ has_pending_approval: [], active: 1 });
    expect(first.supplier).toMatch(/^V-\d{4} - /);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['product_code', 'product_name', 'brand_name', 'supplier', 'segment', 'group', 'packaging', 'qty_per_pack', 'stock_level', 'cpr_no', 'cpr_expiry']),
    );
  });

  it('sorts by any listed column, both ways, and searches code, name, brand and supplier', async () => {
    const asc = await get('/products', purchaser, { order_by: 'stock_level', direction: 'asc' });
    const levels = asc.body.result.map((r: { stock_level: number }) => r.stock_level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const desc = await get('/products', purchaser, { order_by: 'product_name', direction: 'desc' });
    const names = desc.body.result.map((r: { product_name: string }) => r.product_name);
    expect(names[0] >= names[names.length - 1]).toBe(true);
    const found = await get('/products', purchaser, { search: 'amlodipine' });
    expect(found.body.result.map((r: { product_code: string }) => r.product_code).sort()).toEqual(['PFZ-NOR-5', 'UNI-RIT-AML5']);
    expect(found.body.total_rows).toBe(2);
    const bySupplier = await get('/products', purchaser, { search: 'V-0008' });
    expect(bySupplier.body.total_rows).toBe(4);
    // LIKE wildcards are searched as text: '_' matches nothing, '0.9%' only the saline.
    expect((await get('/products', purchaser, { search: '_' })).body.total_rows).toBe(0);
    expect((await get('/products', purchaser, { search: '0.9%' })).body.result.map((r: { product_code: string }) => r.product_code)).toEqual(['INT-PNSS-1L']);
  });

  it('refuses bad input with 00001 and messages, and needs view_products', async () => {
    const bad = await get('/products', purchaser, { order_by: 'password', page: '-1' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect(bad.body.result.length).toBeGreaterThanOrEqual(2);
    expect((await get('/products', finance)).status).toBe(403);
  });
});

describe('product detail and lookups', () => {
  it('GET /products/id/{code}: the fields, available stock, uploads and pending approvals', async () => {
    const res = await get('/products/id/UNI-BIO-500');
    expect(res.status).toBe(200);
    const p = res.body.result;
    expect(p).toMatchObject({ product_code: 'UNI-BIO-500', brand_name: 'Paracetamol', generic_name: 'Paracetamol', vat_exemption: 0, upload: [], has_pending_approval: [] });
    expect(p.stock_level).toBe(p.available_stock);
    expect(p.cost).toMatch(/^\d+\.\d{2}$/);
    expect((await get('/products/id/NO-SUCH')).status).toBe(404);
    const byCode = (await get('/products/code/UNI-BIO-500')).body.result;
    expect(byCode.product_name).toBe('Biogesic 500mg Tablet');
    // The available stock, as on the detail (issue 26: it answered the stored default of the form before).
    expect(byCode.stock_level).toBe(p.available_stock);
    expect(p.available_stock).not.toBe(20000);
  });

  it('dropdowns: suppliers, segments with sub-segments, groups, units, packaging', async () => {
    const vendors = await get('/vendor-db/vendor-dropdown', purchaser, { status: '1' });
    expect(vendors.body.result[0]).toEqual({ vendor_id: 1, vendor_code: 'V-0001', company_name: expect.any(String) });
    const seg = await get('/products/segment');
    expect(seg.body.result.find((s: { name: string }) => s.name === 'OTC').subs).toEqual([{ id: expect.any(Number), name: 'OTC - General' }]);
    expect((await get('/products/group')).body.result.length).toBeGreaterThan(5);
    expect((await get('/products/unit')).body.result.map((u: { name: string }) => u.name)).toContain('Tablet');
    expect((await get('/products/packaging')).body.result.map((p: { name: string }) => p.name)).toEqual(['Box', 'Cans', 'Pouch', 'Others']);
    expect((await get('/products/unit', finance)).status).toBe(403);
  });
});

describe('creating a product: draft, submit, approval', () => {
  it('saves a draft (00012), lists and loads it, then submits the same draft (00013)', async () => {
    const draft = await post('/products/add', { ...NEW_PRODUCT, is_submit: 0 });
    expect(draft.body).toEqual({ code: '00012', result: { id: expect.any(Number), approval_code: null } });
    const id = draft.body.result.id;
    const list = await get('/products/draft/list', purchaser, { search: 'Test Paracetamol' });
    expect(list.body.result).toEqual([expect.objectContaining({ id, category: 'CREATED', product_code: 'TST-NEW-001', supplier: expect.stringMatching(/^V-0001 - /), packaging: 'Box', stock_level: 20000 })]);
    const loaded = await get(`/products/draft/${id}`);
    // Stored normalised, with the derived amounts from the shared VAT rule.
    expect(loaded.body.result.values).toMatchObject({ cost: '1120.00', cost_vat: '1000.00', selling_price: '1500.50', selling_price_vat: '1339.73', cost_unit: '11.2000', qty_per_pack: 100 });
    expect(loaded.body.result.with_image).toEqual([]);

    const submitted = await post('/products/add', { ...NEW_PRODUCT, is_submit: 1, draft_id: id });
    expect(submitted.body.code).toBe('00013');
    expect(submitted.body.result.approval_code).toMatch(/^APR-\d{6}$/);
    expect((await get(`/products/draft/${id}`)).status).toBe(404);
    // A submitted draft cannot be saved again.
    expect((await post('/products/add', { ...NEW_PRODUCT, is_submit: 0, draft_id: id })).status).toBe(409);
  });

  it('approval inserts the product once; a second approval and self-approval are refused with a message', async () => {
    const sub = await post('/products/add', { ...NEW_PRODUCT, product_code: 'TST-NEW-002', is_submit: 1 });
    const code = sub.body.result.approval_code;
    const approvals = await get('/products/approvals/list', approver);
    expect(approvals.body.result).toEqual(expect.arrayContaining([expect.objectContaining({ approval_code: code, category: 'CREATED', product_code: null, proposed_code: 'TST-NEW-002' })]));

    // The purchaser cannot approve (no scope); an admin who submitted cannot approve their own.
    expect((await post(`/products/add/approved/${code}`, undefined, purchaser)).status).toBe(403);
    const own = await post('/products/add', { ...NEW_PRODUCT, product_code: 'TST-OWN-001', is_submit: 1 }, admin);
    const ownCode = own.body.result.approval_code;
    const selfApprove = await post(`/products/add/approved/${ownCode}`, undefined, admin);
    expect(selfApprove.status).toBe(409);
    expect(selfApprove.body).toEqual({ code: '00005', result: [`New product ${ownCode} was submitted by you; someone else must approve it.`] });
    expect(await t.db.one(sql`SELECT 1 FROM products WHERE product_code = 'TST-OWN-001'`)).toBeUndefined();

    const ok = await post(`/products/add/approved/${code}`, undefined, approver);
    expect(ok.body.code).toBe('00003');
    const product = await get('/products/id/TST-NEW-002');
    expect(product.body.result).toMatchObject({ product_name: NEW_PRODUCT.product_name, cost: '1120.00', cost_vat: '1000.00', active: 1, payment_terms: [{ percent_amount: '30.00', days_remaining: 30 }] });

    const again = await post(`/products/add/approved/${code}`, undefined, approver);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: '00005', result: [`New product ${code} is Approved; it cannot be approved.`] });
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM products WHERE product_code = 'TST-NEW-002'`))!.n).toBe(1);
    const audit = await revisions(sql`reference_code = ${code}`);
    expect(audit.map((r) => r.action)).toEqual(['submitted', 'approved']);
  });

  it('refuses a submission without supplier or with a taken code; bad input is 00001 with every message', async () => {
    const noSupplier = await post('/products/add', { ...NEW_PRODUCT, product_code: 'TST-X', supplier_id: '', is_submit: 1 });
    expect(noSupplier.body).toEqual({ code: '00001', result: ['Supplier is required.'] });
    const taken = await post('/products/add', { ...NEW_PRODUCT, product_code: 'uni-bio-500', is_submit: 1 });
    expect(taken.body.result).toEqual(['The product code is already used by another product.']);
    const bad = await post('/products/add', { is_submit: 1, product_code: 'x'.repeat(101), cost: 'abc', qty_per_pack: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual(
      expect.arrayContaining(['Product name is required.', 'Brand name is required.', 'Packaging is required.', 'Product code must be at most 100 characters.', 'Cost must be a non-negative amount with at most 2 decimals.']),
    );
    expect((await post('/products/add', { ...NEW_PRODUCT, is_submit: 0 }, finance)).status).toBe(403);
  });

  it('a declined creation inserts nothing', async () => {
    const sub = await post('/products/add', { ...NEW_PRODUCT, product_code: 'TST-DEC-001', is_submit: 1 });
    const res = await post(`/products/add/declined/${sub.body.result.approval_code}`, undefined, approver);
    expect(res.body.code).toBe('00000');
    expect(await t.db.one(sql`SELECT 1 FROM products WHERE product_code = 'TST-DEC-001'`)).toBeUndefined();
    expect((await post(`/products/add/approved/${sub.body.result.approval_code}`, undefined, approver)).status).toBe(409);
  });
});

describe('changing a product: submit, approve or decline', () => {
  async function formOf(code: string) {
    const p = (await get(`/products/code/${code}`)).body.result;
    return { ...p, payment_terms: p.payment_terms };
  }

  it('a change from the detail page (is_submit 2, 00004) waits as a pending update, and a second one is refused', async () => {
    const before = await formOf('UNI-NEO-TAB');
    const res = await post('/products/submit/updated', { ...before, product_name: 'Neozep Forte Tablet (new)', cost: '500.00', supplier_id: 2, vat_exemption: 1, is_submit: 2, category: 'UPDATED' });
    expect(res.body.code).toBe('00004');
    const no = res.body.result.product_update_no;
    expect(no).toMatch(/^PU-\d{6}$/);
    const list = await get('/products', purchaser, { search: 'UNI-NEO-TAB' });
    expect(list.body.result[0].has_pending_approval).toEqual([no]);
    // The product itself is unchanged until approval.
    expect((await formOf('UNI-NEO-TAB')).product_name).toBe('Neozep Forte Tablet');
    const second = await post('/products/submit/updated', { ...before, product_name: 'Other', is_submit: 2, category: 'UPDATED' });
    expect(second.body).toEqual({ code: '00005', result: 'This product already has an update waiting for approval.' });

    const pending = await get('/products/update-approval/approval', approver, { page: '0', page_size: '50' });
    const row = pending.body.result.find((r: { product_update_no: string }) => r.product_update_no === no);
    expect(row).toMatchObject({ product_code: 'UNI-NEO-TAB', approved_at: null, declined_at: null, updated_by: 'Cristina Villanueva', user_reviewer: null });
    expect(row.changes.text).toEqual(
      expect.arrayContaining([
        { field_name: 'Product Name', old_value: 'Neozep Forte Tablet', new_value: 'Neozep Forte Tablet (new)' },
        { field_name: 'Cost', old_value: before.cost, new_value: '500.00' },
      ]),
    );
    expect(row.changes.supplier).toEqual([{ field_name: 'Supplier', old_supplier: expect.stringMatching(/^V-0001/), new_supplier: expect.stringMatching(/^V-0002/) }]);
    expect(row.changes.vat_exemption).toEqual([{ field_name: 'VAT Exemption', old_value_text: 'No', new_value_text: 'Yes' }]);
    expect(row.proposed).toMatchObject({ product_name: 'Neozep Forte Tablet (new)', cost_vat: '500.00', min_order_qty: before.quantity });
  });

  it('approval applies every changed field at once; a second approval and self-approval are refused; audit rows written', async () => {
    const no = (await t.db.one<{ n: string }>(sql`SELECT product_update_no AS n FROM product_updates u JOIN products p USING (product_id) WHERE p.product_code = 'UNI-NEO-TAB'`))!.n;
    expect((await post(`/products/update-approval/${no}/approve`, undefined, purchaser)).status).toBe(403);
    const res = await post(`/products/update-approval/${no}/approve`, undefined, approver);
    expect(res.body.code).toBe('00004');
    const after = await formOf('UNI-NEO-TAB');
    expect(after).toMatchObject({ product_name: 'Neozep Forte Tablet (new)', cost: '500.00', cost_vat: '500.00', supplier_id: 2, vat_exemption: 1, product_code: 'UNI-NEO-TAB' });
    const again = await post(`/products/update-approval/${no}/approve`, undefined, approver);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: '00005', result: [`Product update ${no} is Approved; it cannot be approved.`] });
    expect((await post(`/products/update-approval/${no}/decline`, undefined, approver)).status).toBe(409);
    const approved = await get('/products/update-approval/approved', approver);
    expect(approved.body.result.find((r: { product_update_no: string }) => r.product_update_no === no)).toMatchObject({ user_reviewer: 'Antonio Bautista', approved_at: expect.stringMatching(/^2026-03-02T/) });
    expect((await revisions(sql`reference_code = ${no}`)).map((r) => r.action)).toEqual(['submitted', 'approved']);

    // Self-approval: the admin submits a change and cannot approve it.
    const own = await post('/products/submit/updated', { ...after, product_name: 'Admin change', is_submit: 2, category: 'UPDATED' }, admin);
    const ownNo = own.body.result.product_update_no;
    const self = await post(`/products/update/approved/UNI-NEO-TAB`, undefined, admin);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ code: '00005', result: [`Product update ${ownNo} was submitted by you; someone else must approve it.`] });
    // ...the approver can, through the product-code path.
    expect((await post(`/products/update/approved/UNI-NEO-TAB`, undefined, approver)).body.code).toBe('00004');
    expect((await formOf('UNI-NEO-TAB')).product_name).toBe('Admin change');
    expect(own.body.code).toBe('00004');
  });

  it('a declined change leaves the product unchanged', async () => {
    const before = await formOf('PFZ-LIP-20');
    const res = await post('/products/submit/updated', { ...before, product_name: 'Declined name', selling_price: '1.00', is_submit: 1, category: 'UPDATED' });
    expect(res.body.code).toBe('00013');
    const no = res.body.result.product_update_no;
    expect((await post(`/products/update-approval/${no}/decline`, undefined, approver)).body.code).toBe('00000');
    expect(await formOf('PFZ-LIP-20')).toEqual(before);
    const declined = await get('/products/update-approval/declined', approver);
    expect(declined.body.result.find((r: { product_update_no: string }) => r.product_update_no === no).declined_at).not.toBeNull();
    expect((await revisions(sql`reference_code = ${no}`)).map((r) => r.action)).toEqual(['submitted', 'declined']);
  });

  it('refuses a change without changes, an unknown product and bad input', async () => {
    const before = await formOf('PFZ-ZIT-500');
    expect((await post('/products/submit/updated', { ...before, is_submit: 2, category: 'UPDATED' })).body).toEqual({ code: '00001', result: ['There are no changes to submit.'] });
    expect((await post('/products/submit/updated', { ...before, product_id: 99999, is_submit: 2, category: 'UPDATED' })).status).toBe(404);
    const bad = await post('/products/submit/updated', { ...before, product_name: '', is_submit: 3, category: 'CREATED' });
    expect(bad.body.code).toBe('00001');
    expect(bad.body.result).toEqual(expect.arrayContaining(['Product name is required.', 'Is submit must be 0, 1 or 2.', 'Category must be UPDATED.']));
    // A draft of a change is saved without touching the approval lists.
    const draft = await post('/products/submit/updated', { ...before, product_name: 'Draft of a change', is_submit: 0, category: 'UPDATED' });
    expect(draft.body.code).toBe('00012');
    expect((await get('/products', purchaser, { search: 'PFZ-ZIT-500' })).body.result[0].has_pending_approval).toEqual([]);
  });

  it('update approval lists: paged, sorted, bad status or sort refused', async () => {
    const res = await get('/products/update-approval/approved', approver, { page: '0', page_size: '1', order_by: 'product_update_no', direction: 'desc' });
    expect(res.body.result).toHaveLength(1);
    expect(res.body.total_rows).toBe(2);
    // One route per tab of the workflow: another tab is no route at all.
    expect((await get('/products/update-approval/maybe', approver)).status).toBe(404);
    expect((await get('/products/update-approval/approval', approver, { order_by: 'x' })).status).toBe(422);
  });
});

describe('active switch', () => {
  it('sets active and records who and when; needs update_status', async () => {
    const p = (await get('/products/code/GSK-PAN-500')).body.result;
    const res = await post('/product/active/status', { product_id: p.product_id, is_check: 0 });
    expect(res.body).toEqual({ code: '00004', result: { product_id: p.product_id, active: 0 } });
    expect((await get('/products/code/GSK-PAN-500')).body.result.active).toBe(0);
    const audit = await revisions(sql`entity = 'products' AND entity_id = ${p.product_id}`);
    expect(audit).toMatchObject([{ action: 'deactivated', reference_code: 'GSK-PAN-500' }]);
    expect((await post('/product/active/status', { product_id: p.product_id, is_check: 1 }, approver)).status).toBe(403);
    expect((await post('/product/active/status', { product_id: 'x', is_check: 5 })).body.code).toBe('00001');
  });
});
