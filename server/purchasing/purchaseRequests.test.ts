import { prFormBody } from '../../contract/purchasing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrStatus } from '../../contract/purchasing';
import { prWorkflow, type PrAction } from '../../contract/purchaseRequestQueue';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let purchaser: string;
let approver: string;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, admin, viewer] = await Promise.all(['purchaser', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const get = (url: string, token = admin, query?: Record<string, string>) => t.call({ method: 'GET', url: `/api${url}`, token, query });
const post = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url: `/api${url}`, token, payload });

/** Supplier 1 (United Laboratories) products 1 (MOQ 50, cost 347.20 with VAT) and 3 (MOQ 20, cost 772.80). */
const newPr = (over: object = {}) => ({
  supplier: 1,
  estimated_delivery_date: '2026-04-15',
  particulars: 'Test request',
  term_po: 30,
  term_dr: 70,
  term_pdc: [],
  details: [
    { product_id: 1, requested_qty: 100, unit_price: 1, total_amount: 1 },
    { product_id: 3, requested_qty: 20 },
  ],
  ...over,
});

async function prIn(status: PrStatus): Promise<number> {
  const created = await post('/purchase-requests/create', newPr(), purchaser);
  expect(created.body.code).toBe('00003');
  const id = created.body.result.pr_hdr_id as number;
  const via: Record<PrStatus, [string, string] | null> = {
    0: null,
    1: ['/purchase-requests/approve', approver],
    2: ['/purchase-requests/decline', approver],
    3: ['/purchase-requests/cancel', purchaser],
  };
  const step = via[status];
  if (step) expect((await post(step[0], { pr_hdr_id: id }, step[1])).body.result.status).toBe(status);
  return id;
}

describe('purchase request lists', () => {
  it('each tab lists its status with requester, products joined by a comma, date needed, particulars and PO status', async () => {
    const expected: Record<string, number> = { approval: 0, approved: 1, edit: 2, cancelled: 3 };
    for (const [tab, status] of Object.entries(expected)) {
      const res = await get(`/purchase-requests/list/${tab}`);
      expect(res.status, tab).toBe(200);
      expect(res.body.total_rows, tab).toBeGreaterThanOrEqual(2);
      for (const r of res.body.result) expect(r.status, tab).toBe(status);
      const db = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = ${status}`);
      expect(res.body.total_rows, tab).toBe(db!.n);
    }
    const approved = (await get('/purchase-requests/list/approved', admin, { order_by: 'pr_no', direction: 'asc' })).body.result;
    expect(approved[0]).toMatchObject({ requester_name: 'Cristina Villanueva', po_approved_status: 1, po_no: expect.stringMatching(/^PO-S\d{6}$/) });
    expect(approved.map((r: { po_approved_status: number }) => r.po_approved_status)).toEqual(expect.arrayContaining([1, 6, 4, 0]));
    const multi = (await get('/purchase-requests/list/approval', admin, { order_by: 'pr_no', direction: 'asc' })).body.result.find(
      (r: { pr_no: string }) => r.pr_no === 'PR-000003',
    );
    expect(multi.item_description.split(', ')).toHaveLength(3);
    expect(multi).toMatchObject({ estimated_delivery_date: '2026-12-20', particulars: 'Regular monthly order.', po_approved_status: null });
  });

  it('pages and searches by PR number', async () => {
    const all = await get('/purchase-requests/list/approved', admin, { page_size: '100', order_by: 'pr_no', direction: 'desc' });
    const p0 = await get('/purchase-requests/list/approved', admin, { page: '0', page_size: '2', order_by: 'pr_no', direction: 'desc' });
    const p1 = await get('/purchase-requests/list/approved', admin, { page: '1', page_size: '2', order_by: 'pr_no', direction: 'desc' });
    expect(p0.body.result.map((r: { pr_no: string }) => r.pr_no)).toEqual(all.body.result.slice(0, 2).map((r: { pr_no: string }) => r.pr_no));
    expect(p1.body.result.map((r: { pr_no: string }) => r.pr_no)).toEqual(all.body.result.slice(2, 4).map((r: { pr_no: string }) => r.pr_no));
    expect(p0.body.total_rows).toBe(all.body.total_rows);
    const found = await get('/purchase-requests/list/approved', admin, { search: '000004' });
    expect(found.body.result.map((r: { pr_no: string }) => r.pr_no)).toEqual(['PR-000004']);
    expect(found.body.total_rows).toBe(1);
    expect((await get('/purchase-requests/list/approved', admin, { search: '%' })).body.total_rows).toBe(0);
  });

  it('each tab needs its own view scope; bad paging is 00001', async () => {
    const tabs = ['approval', 'approved', 'edit', 'cancelled'];
    const approverTabs = await Promise.all(tabs.map((tab) => get(`/purchase-requests/list/${tab}`, approver)));
    expect(approverTabs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // A role holding one tab's scope sees that tab only.
    await t.db.run(sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT r.id, p.id FROM roles r, permissions p WHERE r.slug = 'warehouse' AND p.scope = 'view_editing_purchase_request_list'`);
    const warehouse = await t.login('warehouse');
    const warehouseTabs = await Promise.all(tabs.map((tab) => get(`/purchase-requests/list/${tab}`, warehouse)));
    expect(warehouseTabs.map((r) => r.status)).toEqual([403, 403, 200, 403]);
    const purchaserTabs = await Promise.all(tabs.map((tab) => get(`/purchase-requests/list/${tab}`, purchaser)));
    expect(purchaserTabs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const finance = await t.login('finance');
    expect((await get('/purchase-requests/list/approval', finance)).status).toBe(403);
    expect((await get('/purchase-requests/list/approval', viewer)).status).toBe(403);
    const bad = await get('/purchase-requests/list/approval', admin, { page_size: '0' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
  });
});

describe('creating a purchase request', () => {
  it('submits as For Approval with prices and totals from the products, terms as text', async () => {
    const res = await post('/purchase-requests/create', newPr({ term_po: 20, term_dr: 30, term_pdc: [{ percentage: 50, days: '30 days' }] }), purchaser);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00003');
    const pr = res.body.result;
    expect(pr).toMatchObject({ status: 0, prepared_by: 'Cristina Villanueva', department: 'Purchasing', pr_date: '2026-03-02', payment_term: '20% upon PO, 30% upon delivery, 50% PDC 30 days' });
    expect(pr.pr_no).toMatch(/^PR-\d{6}$/);
    expect(pr.details.map((d: { unit_price: string; total_amount: string }) => [d.unit_price, d.total_amount])).toEqual([
      ['347.20', '34720.00'],
      ['772.80', '15456.00'],
    ]);
    const sum = await t.db.one<{ s: string }>(sql`
      SELECT SUM(l.requested_qty * p.cost)::numeric(16,2)::text AS s FROM purchase_request_lines l JOIN products p USING (product_id) WHERE l.pr_hdr_id = ${pr.pr_hdr_id}`);
    expect(pr.grand_total).toBe(sum!.s);
    expect(pr.grand_total).toBe('50176.00');
    expect(pr.term_pdc).toEqual([{ product_term_id: null, percentage: '50.00', days: 30 }]);
  });

  it('refuses lines under the MOQ with the spec message, and missing date and details', async () => {
    const moq = await post('/purchase-requests/create', newPr({ details: [{ product_id: 1, requested_qty: 100 }, { product_id: 3, requested_qty: 19 }] }), purchaser);
    expect(moq.status).toBe(422);
    expect(moq.body).toEqual({ code: '00001', result: ['Requested quantity should NOT be less than MOQ. Line: 2'] });
    const empty = await post('/purchase-requests/create', newPr({ estimated_delivery_date: '', details: [] }), purchaser);
    expect(empty.body.code).toBe('00001');
    expect(empty.body.result).toEqual(expect.arrayContaining(['Requested Delivery Date is required.', 'Details is required.']));
    const noDate = await post('/purchase-requests/create', { ...newPr(), estimated_delivery_date: undefined }, purchaser);
    expect(noDate.body.result).toContain('Requested Delivery Date is required.');
  });

  it("refuses another supplier's product, a repeated product and unknown products", async () => {
    const res = await post(
      '/purchase-requests/create',
      newPr({ details: [{ product_id: 10, requested_qty: 10 }, { product_id: 1, requested_qty: 50 }, { product_id: 1, requested_qty: 50 }, { product_id: 9999, requested_qty: 5 }] }),
      purchaser,
    );
    expect(res.body.code).toBe('00001');
    expect(res.body.result).toEqual([
      'Line 1: Norvasc 5mg Tablet is not supplied by the selected supplier.',
      'Line 3: Biogesic 500mg Tablet is already on line 2.',
      'Line 4: product not found.',
    ]);
    // The spec shows no limit on the terms: the call takes them (the form asks for at most 100 %, prFormBody).
    const terms = await post('/purchase-requests/create', newPr({ term_po: 60, term_dr: 60 }), purchaser);
    expect(terms.body.code, JSON.stringify(terms.body).slice(0, 200)).toBe('00003');
    expect(prFormBody.safeParse(newPr({ term_po: 60, term_dr: 60 })).error?.issues.map((i) => i.message)).toEqual(['Payment terms must not add up to more than 100%.']);
  });

  it('needs can_create_purchase_request', async () => {
    expect((await post('/purchase-requests/create', newPr(), approver)).status).toBe(403);
    expect((await post('/purchase-requests/create', newPr(), viewer)).status).toBe(403);
  });
});

describe('the status machine', () => {
  const ACTIONS: [PrAction, string, string][] = [
    ['approve', '/purchase-requests/approve', 'approver'],
    ['decline', '/purchase-requests/decline', 'approver'],
    ['cancel', '/purchase-requests/cancel', 'purchaser'],
    ['update', '/purchase-requests/update', 'purchaser'],
  ];
  const PAST: Record<PrAction, string> = { approve: 'approved', decline: 'declined', cancel: 'cancelled', update: 'updated' };
  const NAME = ['For Approval', 'Approved', 'Declined', 'Cancelled'];

  for (const [action, url, who] of ACTIONS) {
    for (const from of [0, 1, 2, 3] as PrStatus[]) {
      const allowed = prWorkflow.actions[action].from.includes(from);
      it(`${action} from ${from}: ${allowed ? `-> ${prWorkflow.actions[action].to}` : 'refused'}`, async () => {
        const id = await prIn(from);
        const token = who === 'approver' ? approver : purchaser;
        const body = action === 'update' ? { ...newPr({ particulars: 'Changed' }), pr_hdr_id: id } : { pr_hdr_id: id, remarks: 'why' };
        const res = await post(url, body, token);
        const stored = await t.db.one<{ status: number; pr_no: string }>(sql`SELECT status, pr_no FROM purchase_requests WHERE pr_hdr_id = ${id}`);
        const to = prWorkflow.actions[action].to === 'unchanged' ? from : prWorkflow.actions[action].to;
        if (allowed) {
          expect(res.status).toBe(200);
          expect(res.body.code).toBe('00004');
          expect(res.body.result.status).toBe(to);
          expect(stored!.status).toBe(to);
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toEqual({ code: '00005', result: [`Purchase request ${stored!.pr_no} is ${NAME[from]}; it cannot be ${PAST[action]}.`] });
          expect(stored!.status).toBe(from);
        }
      });
    }
  }

  it('stamps who and when, keeps the reason; approving raises one purchase order with its trail', async () => {
    const declined = await prIn(2);
    const shown = (await get(`/purchase-requests/show/${declined}`)).body.result;
    expect(shown).toMatchObject({ status: 2, declined_by: 'Antonio Bautista', declined_at: '2026-03-02 09:00:00', po: null });
    const approved = await post('/purchase-requests/approve', { pr_hdr_id: declined }, approver);
    expect(approved.body.result).toMatchObject({ status: 1, approved_by: 'Antonio Bautista', po: { approved_status: 0 } });
    const po = approved.body.result.po;
    const trail = await get(`/purchase-orders/${po.po_hdr_id}/trail`, purchaser);
    expect(trail.body).toEqual({
      code: '00000',
      result: [{ log_trail_id: expect.any(Number), user_details: { employee_name: 'Antonio Bautista' }, remarks: `Purchase order ${po.po_no} created from approved purchase request ${shown.pr_no}.`, date_time: '2026-03-02 09:00:00', po_hdr_id: po.po_hdr_id }],
    });
    const cancelled = await prIn(3);
    await post('/purchase-requests/decline', { pr_hdr_id: cancelled, remarks: 'Reopen please' }, approver);
    expect((await get(`/purchase-requests/show/${cancelled}`)).body.result).toMatchObject({ status: 2, cancelled_by: 'Cristina Villanueva', remarks: 'Reopen please' });
  });

  it('update at For Approval changes dates and particulars but not lines or supplier; a declined one takes new lines and stays For Editing', async () => {
    const id = await prIn(0);
    const dates = await post('/purchase-requests/update', { ...newPr({ estimated_delivery_date: '2026-05-01', particulars: 'Later' }), pr_hdr_id: id }, purchaser);
    expect(dates.body.result).toMatchObject({ status: 0, estimated_delivery_date: '2026-05-01', particulars: 'Later' });
    const lines = await post('/purchase-requests/update', { ...newPr({ details: [{ product_id: 1, requested_qty: 150 }] }), pr_hdr_id: id }, purchaser);
    expect(lines.status).toBe(409);
    expect(lines.body.code).toBe('00005');
    await post('/purchase-requests/decline', { pr_hdr_id: id }, approver);
    const edited = await post('/purchase-requests/update', { ...newPr({ details: [{ product_id: 1, requested_qty: 150 }] }), pr_hdr_id: id }, purchaser);
    expect(edited.body.result).toMatchObject({ status: 2, grand_total: '52080.00' });
    expect(edited.body.result.details).toHaveLength(1);
    const other = await post('/purchase-requests/update', { ...newPr({ details: [{ product_id: 1, requested_qty: 10 }] }), pr_hdr_id: id, supplier: 2 }, purchaser);
    expect(other.body).toEqual({
      code: '00001',
      result: ['Line 1: Biogesic 500mg Tablet is not supplied by the selected supplier.', 'Requested quantity should NOT be less than MOQ. Line: 1'],
    });
  });

  it('maker ≠ checker: whoever prepared a request may not approve or decline it, even holding every scope', async () => {
    const created = await post('/purchase-requests/create', newPr(), admin);
    const id = created.body.result.pr_hdr_id as number;
    for (const action of ['approve', 'decline'] as const) {
      const res = await post(`/purchase-requests/${action}`, { pr_hdr_id: id }, admin);
      expect(res.status, action).toBe(409);
      expect(res.body, action).toEqual({
        code: '00005',
        result: [`Purchase request ${created.body.result.pr_no} was created by you; someone else must ${action} it.`],
      });
    }
    expect((await t.db.one<{ status: number }>(sql`SELECT status FROM purchase_requests WHERE pr_hdr_id = ${id}`))!.status).toBe(0);
    // Someone else approves it; the revision history says who, what and why (after the request's own 'created').
    expect((await post('/purchase-requests/approve', { pr_hdr_id: id, remarks: 'Stock is low' }, approver)).body.result.status).toBe(1);
    const revs = await t.db.rows<{ action: string; user_id: number; remarks: string | null; changes: unknown; module: string; reference_code: string }>(
      sql`SELECT action, user_id, remarks, changes, module, reference_code FROM revisions WHERE entity = 'purchase_requests' AND entity_id = ${id} AND action <> 'created'`,
    );
    const approverId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'approver'`))!.id;
    expect(revs).toEqual([
      {
        action: 'approved',
        user_id: approverId,
        remarks: 'Stock is low',
        changes: [{ field: 'status', label: 'Status', old: 0, new: 1, old_text: 'For Approval', new_text: 'Approved' }],
        module: 'Purchase Request',
        reference_code: created.body.result.pr_no,
      },
    ]);
  });

  it('each action needs its scope; unknown requests are 404', async () => {
    const id = await prIn(0);
    expect((await post('/purchase-requests/approve', { pr_hdr_id: id }, purchaser)).status).toBe(403);
    expect((await post('/purchase-requests/decline', { pr_hdr_id: id }, purchaser)).status).toBe(403);
    expect((await post('/purchase-requests/cancel', { pr_hdr_id: id }, approver)).status).toBe(403);
    expect((await post('/purchase-requests/update', { ...newPr(), pr_hdr_id: id }, approver)).status).toBe(403);
    expect((await post('/purchase-requests/approve', { pr_hdr_id: 999999 }, approver)).status).toBe(404);
    expect((await get('/purchase-requests/show/999999')).status).toBe(404);
    expect((await get(`/purchase-requests/show/${id}`, viewer)).status).toBe(403);
    const garbage = await post('/purchase-requests/approve', { pr_hdr_id: 'one' }, approver);
    expect(garbage.body).toEqual({ code: '00001', result: ['Purchase request must be a number.'] });
  });
});

describe('pickers and the purchase order trail', () => {
  it('searches active suppliers and lists a supplier’s products with MOQ, cost and stock on hand', async () => {
    const suppliers = await get('/purchase-requests/suppliers', purchaser, { search: 'pfizer' });
    expect(suppliers.body.result).toEqual([{ vendor_id: 2, vendor_code: 'V-0002', company_name: 'Pfizer Philippines, Inc.', lead_time_days: 45 }]);
    const products = await get('/purchase-requests/suppliers/1/products', purchaser);
    expect(products.body.result).toHaveLength(9);
    const bio = products.body.result.find((p: { product_id: number }) => p.product_id === 1);
    const onHand = await t.db.one<{ q: number }>(sql`SELECT SUM(quantity)::int AS q FROM inventory_movements WHERE product_id = 1`);
    expect(bio).toMatchObject({ product_code: 'UNI-BIO-500', quantity: 50, cost: '347.20', unit: 'Tablet', stock_level: onHand!.q, supplier_lead_time: 14 });
    expect((await get('/purchase-requests/suppliers/1/products', purchaser, { search: 'neozep' })).body.result).toHaveLength(1);
    expect((await get('/purchase-requests/suppliers', approver)).status).toBe(403);
  });

  it('lists a seeded purchase order’s trail oldest first; unknown is 404', async () => {
    const po = await t.db.one<{ po_hdr_id: number }>(sql`SELECT po_hdr_id FROM purchase_orders WHERE approved_status = 1 ORDER BY po_hdr_id LIMIT 1`);
    const res = await get(`/purchase-orders/${po!.po_hdr_id}/trail`, approver);
    expect(res.body.result.map((r: { remarks: string }) => r.remarks).slice(1)).toEqual(['Checked by purchasing officer.', 'Approved by manager.', 'Purchase order approved.']);
    expect((await get('/purchase-orders/999999/trail', approver)).status).toBe(404);
    expect((await get(`/purchase-orders/${po!.po_hdr_id}/trail`, viewer)).status).toBe(403);
  });
});
