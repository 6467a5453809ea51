import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxDecision, InboxItem } from '../../contract/approvalInbox';
import { sql } from '../db/db';
import { DEMO_SIGNATURE } from '../srpf/seed';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF } from '../uploads/testFiles';

/**
 * Maker ≠ checker for every document with an approval, tried as an auditor
 * would (issue 24): A creates, B edits, C submits (where the document has an
 * edit and a submit). A, B and C all hold the approver's scopes too, so a
 * refusal proves the maker rule, not a missing permission: each is refused as
 * checker (approve and decline) and none sees the item in their inbox; D, who
 * made nothing of it, approves it.
 */
let t: TestServer;
let d: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestServer({ now: Date.UTC(2026, 10, 25, 2, 0, 0) });
  d = await t.login('approver');
  // B and C change A's drafts: that takes the scope for others' drafts (drafts belong to their makers).
  const keeper = (await t.db.one<{ id: number }>(sql`INSERT INTO roles (role, slug, description) VALUES ('Draft Keeper', 'draft_keeper', 'Changes others drafts') RETURNING id`))!.id;
  await t.db.run(sql`INSERT INTO role_permissions (role_id, permission_id) SELECT ${keeper}, id FROM permissions WHERE scope = 'edit_others_drafts'`);
  for (const [maker, role] of [['finance', 'finance'], ['credit', 'credit'], ['warehouse', 'warehouse'], ['purchaser', 'purchaser']] as const)
    for (const who of ['a', 'b', 'c']) tokens[`${who}-${maker}`] = await makeUser(`${who}_${maker}`, who === 'a' ? [role, 'approver'] : [role, 'approver', 'draft_keeper'], maker);
});
afterAll(async () => t?.close());

/** A user holding `roles`, with the account grants of demo user `like` (vouchers post only to granted accounts). */
async function makeUser(username: string, roles: string[], like: string): Promise<string> {
  const row = await t.db.one<{ id: number }>(sql`
    INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
    VALUES (${`T-${username}`}, ${username}, ${`${username}@test.invalid`}, ${username.toUpperCase()}, 'Tester', 'x', false, true) RETURNING id`);
  const id = row!.id;
  for (const slug of roles) await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${id}, id FROM roles WHERE slug = ${slug}`);
  await t.db.run(sql`
    INSERT INTO coa_permissions (user_id, module_id, account_code) SELECT ${id}, module_id, account_code FROM coa_permissions
    WHERE user_id = (SELECT id FROM users WHERE username = ${like})`);
  return t.login(username);
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });
async function ok(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const r = await call(method, url, token, payload);
  expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body.result;
}
const inbox = async (token: string): Promise<InboxItem[]> => (await call('GET', '/approvals/inbox', token)).body.result;
const decide = async (token: string, action: 'approve' | 'decline', source: string, id: number): Promise<InboxDecision> =>
  (await call('POST', '/approvals/inbox/act', token, { action, reason: 'Checked by the test.', items: [{ source, id }] })).body.result[0];

interface Case {
  name: string;
  /** The demo role whose users make it (their test users a_, b_, c_ hold it and the approver's). */
  maker: 'finance' | 'credit' | 'warehouse' | 'purchaser';
  source: string;
  /** A creates it; answers its id. */
  create: (a: string) => Promise<number>;
  /** B changes it (absent: the document has no edit once made). */
  edit?: (b: string, id: number) => Promise<unknown>;
  /** C sends it for approval (absent: creating it submits it). */
  submit?: (c: string, id: number) => Promise<unknown>;
  /** The decision the inbox offers besides approve (absent: approve only). */
  decline?: boolean;
  /** What the refusal says each maker did. */
  acts: { a: RegExp; b?: RegExp; c?: RegExp };
}

const accountLines = (amount: string) => [
  { account_code: '6031', description: 'Test line', debit: amount, credit: '' },
  { account_code: '1020', description: 'Test line', debit: '', credit: amount },
];
let pldt = 0;
let spot: { product_id: number; batch_id: number; pallet_id: number };
let poPick: { supplier_id: number; product_id: number; qty: number };
let expense = '';

const CASES: Case[] = [
  {
    name: 'payable voucher',
    maker: 'finance',
    source: 'payable-vouchers',
    decline: true,
    create: async (a) => {
      const pv = await ok('POST', '/accounting/payablevoucher/draft-voucher', a, pvBody('100.00'));
      return pv.payable_voucher_hdr_id;
    },
    edit: (b, id) => ok('POST', `/accounting/payablevoucher/update-voucher/${id}`, b, { ...pvBody('4321.00'), submit: false }),
    submit: (c, id) => ok('POST', `/accounting/payablevoucher/update-voucher/${id}`, c, { ...pvBody('4321.00'), submit: true }),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was edited and submitted by you/ },
  },
  {
    name: 'journal voucher',
    maker: 'finance',
    source: 'journal-vouchers',
    decline: true,
    create: async (a) => (await ok('POST', '/journal-voucher/store', a, { jv_date: '2026-11-25', particulars: 'Accrual', lines: accountLines('50.00') })).jv_id,
    edit: (b, id) => ok('POST', `/journal-voucher/update/${id}`, b, { jv_date: '2026-11-25', particulars: 'Accrual', lines: accountLines('9999.00') }),
    submit: (c, id) => ok('POST', `/journal-voucher/action/${id}/submit`, c, {}),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'inventory adjustment',
    maker: 'warehouse',
    source: 'inventory-adjustments',
    decline: true,
    create: async (a) => (await ok('POST', '/inventory/adjustment', a, adjustmentBody(-1))).adjustment_id,
    edit: (b, id) => ok('PUT', `/inventory/adjustment/${id}`, b, adjustmentBody(-2)),
    submit: (c, id) => ok('POST', `/inventory/adjustment/${id}/submit`, c, {}),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'stock purchase order',
    maker: 'purchaser',
    source: 'purchase-orders',
    decline: true,
    create: async (a) => (await ok('POST', '/purchase-orders/create', a, { supplier_id: poPick.supplier_id, lines: [{ product_id: poPick.product_id, ordered_qty: poPick.qty }] })).po_hdr_id,
    edit: (b, id) => ok('POST', `/purchase-orders/update/${id}`, b, { lines: [{ line_no: 1, ordered_qty: poPick.qty, unit_price: '1.00' }] }),
    submit: (c, id) => ok('POST', `/purchase-orders/submit/${id}`, c),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'non-asset purchase order',
    maker: 'purchaser',
    source: 'non-asset-purchase-orders',
    decline: true,
    create: async (a) => (await ok('POST', '/non-asset-purchase-orders/create', a, naPoBody('2'))).na_po_id,
    edit: (b, id) => ok('POST', `/non-asset-purchase-orders/update/${id}`, b, naPoBody('3')),
    submit: (c, id) => ok('POST', `/non-asset-purchase-orders/submit/${id}`, c),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'purchase request',
    maker: 'purchaser',
    source: 'purchase-requests',
    decline: true,
    create: async (a) => (await ok('POST', '/purchase-requests/create', a, prBody(100))).pr_hdr_id,
    edit: async (b, id) => ok('POST', '/purchase-requests/update', b, { ...prBody(100), pr_hdr_id: id, particulars: 'Changed by B' }),
    acts: { a: /was created by you/, b: /was edited by you/ },
  },
  {
    name: 'deal and discount',
    maker: 'finance',
    source: 'deals',
    decline: true,
    create: async (a) => (await ok('POST', '/customers/deals/create', a, dealBody('Terms A'))).customer_discount_batch_hdr_id,
    edit: (b, id) => ok('POST', `/customers/deals/update/${id}`, b, dealBody('Terms B')),
    submit: (c, id) => ok('POST', `/customers/deals/update/${id}`, c, { ...dealBody('Terms B'), submit: 1 }),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was edited and submitted by you/ },
  },
  {
    name: 'chart of accounts draft',
    maker: 'finance',
    source: 'account-drafts',
    decline: true,
    create: async (a) => (await ok('POST', '/coa/store', a, accountBody('Seminar Sponsorships', false))).draft_id,
    edit: (b, id) => ok('PUT', `/coa/chart-of-account-draft/${id}`, b, accountBody('Convention Sponsorships', false)),
    // The same fields as B saved: submitting changes nothing else, so C is a maker by the submit alone.
    submit: (c, id) => ok('PUT', `/coa/chart-of-account-draft/${id}`, c, accountBody('Convention Sponsorships', true)),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'credit memo',
    maker: 'credit',
    source: 'credit-memos',
    decline: true,
    create: async (a) => (await ok('POST', '/memos/create', a, memoBody('100.00'))).memo_id,
    edit: (b, id) => ok('POST', `/memos/update/${id}`, b, memoBody('900.00')),
    submit: (c, id) => ok('POST', '/memos/submit', c, { memo_id: id }),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'stock return (SRPF)',
    maker: 'credit',
    source: 'srpf',
    decline: true,
    create: async (a) => (await ok('POST', '/collection/salesreturn/createreturn', a, srpfBody(2))).srpf.srpf_id,
    edit: async (b, id) => {
      const no = (await t.db.one<{ no: string }>(sql`SELECT srpf_no AS no FROM srpf_headers WHERE srpf_id = ${id}`))!.no;
      const m = await multipartBody([{ name: 'srpf_no', value: no }, { name: 'attachments', value: { bytes: PDF, fileName: 'pull-out-slip.pdf', type: 'application/pdf' } }]);
      const r = await t.call({ method: 'POST', url: '/api/collection/salesreturn/additional-attachment', token: b, payload: m.payload, headers: m.headers });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    },
    submit: (c, id) => ok('POST', '/collection/salesreturn/approval', c, { srpf_id: id, requestor_signature: DEMO_SIGNATURE }),
    acts: { a: /was created by you/, b: /was attached by you/, c: /was signed and submitted by you/ },
  },
  {
    name: 'inventory receipt',
    maker: 'warehouse',
    source: 'inventory-receipts',
    decline: true,
    create: async (a) => (await ok('POST', '/inventory/receipts', a, receiptBody(10))).receipt_id,
    edit: (b, id) => ok('POST', `/inventory/receipts/${id}/update`, b, receiptBody(12)),
    submit: async (c, id) => {
      await ok('POST', `/inventory/receipts/${id}/submit`, c, {});
      const lines = await t.db.rows<{ id: number; q: number }>(sql`SELECT receipt_line_id::int AS id, quantity AS q FROM inventory_receipt_lines WHERE receipt_id = ${id}`);
      // C inspects it too: the inspector is barred from approving like a maker.
      await ok('POST', `/inventory/receipts/${id}/inspect`, c, { lines: lines.map((l) => ({ receipt_line_id: l.id, accepted_quantity: l.q, accepted_free_goods: 0 })) });
    },
    acts: { a: /was created by you/, b: /was edited by you/, c: /was signed and submitted by you/ },
  },
  {
    name: 'debit memo',
    maker: 'credit',
    source: 'debit-memos',
    decline: true,
    create: async (a) => (await ok('POST', '/memos/create', a, { ...memoBody('100.00'), memo_type: 'debit', memo_kind: 'bounced_check_charges' })).memo_id,
    edit: (b, id) => ok('POST', `/memos/update/${id}`, b, { ...memoBody('150.00'), memo_type: 'debit', memo_kind: 'bounced_check_charges' }),
    submit: (c, id) => ok('POST', '/memos/submit', c, { memo_id: id }),
    acts: { a: /was created by you/, b: /was edited by you/, c: /was submitted by you/ },
  },
  {
    name: 'inventory transfer',
    maker: 'warehouse',
    source: 'inventory-transfers',
    create: async (a) => (await ok('POST', '/inventory/transfer/create', a, transferBody(1))).transfer_id,
    edit: (b, id) => {
      const { transfer_version: _v, ...update } = transferBody(2);
      return ok('POST', `/inventory/transfer/update/${id}`, b, update);
    },
    acts: { a: /was created by you/, b: /was edited by you/ },
  },
  {
    name: 'new product',
    maker: 'purchaser',
    source: 'product-creations',
    decline: true,
    create: async (a) => {
      const code = (await ok('POST', '/products/add', a, { ...productBody(), is_submit: 1 })).approval_code as string;
      return (await t.db.one<{ id: number }>(sql`SELECT id FROM product_submissions WHERE approval_code = ${code}`))!.id;
    },
    acts: { a: /was submitted by you/ },
  },
  {
    name: 'product update',
    maker: 'purchaser',
    source: 'product-updates',
    decline: true,
    create: async (a) => {
      const p = await ok('GET', '/products/code/UNI-SOL-500', a);
      const no = (await ok('POST', '/products/submit/updated', a, { ...p, product_name: `${p.product_name} *`, is_submit: 1, category: 'UPDATED' })).product_update_no as string;
      return (await t.db.one<{ id: number }>(sql`SELECT id FROM product_updates WHERE product_update_no = ${no}`))!.id;
    },
    acts: { a: /was submitted by you/ },
  },
  {
    name: 'cash advance over the limit',
    maker: 'finance',
    source: 'cash-advance-overrides',
    create: async (a) => (await ok('POST', '/cash-advance', a, { employee_id: caEmployee, purpose: 'Supplier audit, Davao', amount: '25000', request_date: '2026-11-25' })).cash_advance_id,
    acts: { a: /was created by you/ },
  },
  {
    name: 'treasury request',
    maker: 'credit',
    source: 'treasury-requests',
    decline: true,
    create: async (a) => (await ok('POST', '/treasury/approvals/request', a, { receipt_id: pdc.receipt_id, reason: 'Bank asked', new_bank: 'PNB', change_bank_reason: 'Replacement' })).detail_id,
    acts: { a: /was submitted by you/ },
  },
  {
    name: 'asset purchase order',
    maker: 'finance',
    source: 'asset-purchase-orders',
    create: async (a) => (await ok('POST', '/assets/purchase-orders', a, { supplier_id: 1, po_date: '2026-11-25', remarks: null, lines: [{ description: 'Label printer', category_code: 'COMP', quantity: 1, unit_cost: '12500' }] })).apo_id,
    acts: { a: /was created by you/ },
  },
];

let pdc: { receipt_id: number };
let caEmployee = 0;
let transferStock: { product_id: number; batch_id: number; origin_pallet_id: number; destination_pallet_id: number };
let productSeq = 0;
const productBody = () => ({
  product_code: `TST-MC-${++productSeq}`,
  product_name: `Maker Checker Tablet ${productSeq}`,
  generic_name: 'Makercheck',
  supplier_id: 1,
  packaging: 1,
  qty_per_pack: 10,
  cost: '112.00',
  selling_price: '150.00',
});
const transferBody = (quantity: number) => ({
  transfer_version: 'v1',
  remarks: 'Floor to floor',
  accept_warnings: true,
  lines: [{ ...transferStock, requested_quantity: quantity }],
});
let memoTarget: { customer_code: string; si_id: number };
let srpfLines: { transaction_id: number }[];
let srpfCustomer = 0;
let receiptPo: { po_hdr_id: number; pr_line_id: number; warehouse_id: number; pallet_id: number };
let dealIds: { customers: number[]; products: number[] };

const dealBody = (title: string) => ({
  kind: 'regular',
  title,
  valid_from: '2026-11-25',
  valid_to: '',
  customer_ids: dealIds.customers,
  lines: [{ product_id: dealIds.products[0], srp: '1450.50', moq: '12', free: '1', discount: '7.5', rebate: '' }],
  remarks: 'Agreed with the hospital pharmacy.',
});
const accountBody = (name: string, submit: boolean) => ({
  account_code: '6093',
  account_name: name,
  account_type: 'Expenses',
  account_group: 'Operating Expenses',
  account_sub_group: 'Selling Expenses',
  account_line_item: 'Promotions',
  account_sub_line_item: '',
  normal_side: 'D',
  is_header: false,
  parent_code: '6000',
  description: 'Sponsorship of medical society conventions',
  active: true,
  remarks: '',
  submit,
});
const memoBody = (amount: string) => ({
  memo_type: 'credit',
  memo_kind: 'discount_rebate',
  customer_code: memoTarget.customer_code,
  si_id: memoTarget.si_id,
  memo_date: '2026-11-24',
  amount,
  reason: 'Prompt payment discount',
});
const srpfBody = (quantity: number) => ({
  customer_id: srpfCustomer,
  srpf_date: '2026-11-24',
  srpf_type: 'SRPF',
  disposition: 'apply_aging',
  disposition_reference: [],
  lines: srpfLines.map((l) => ({ ...l, quantity, is_loose: false, reason: 'Near Expiry' })),
});
const receiptBody = (quantity: number) => ({
  po_hdr_id: receiptPo.po_hdr_id,
  warehouse_id: receiptPo.warehouse_id,
  receipt_date: '2026-11-25',
  delivery_ref: 'DR-1',
  remarks: null,
  lines: [{ pr_line_id: receiptPo.pr_line_id, batch_no: 'MC-1', manufacturing_date: '2026-01-15', expiry_date: '2029-01-15', quantity, free_goods: 0, pallet_id: receiptPo.pallet_id }],
});

function pvBody(amount: string) {
  return {
    payee_type: 'vendor',
    payee_id: pldt,
    pv_date: '2026-11-16',
    due_date: '2026-12-16',
    invoice_no: `T-${amount}`,
    invoice_date: '2026-11-15',
    particulars: 'Telephone',
    lines: [{ account_code: '6031', description: 'Leased line', debit: amount, credit: '0' }],
    ewt: [],
  };
}
const adjustmentBody = (quantity: number) => ({ adjustment_date: '2026-11-25', adjustment_type: 'count', reason: 'Cycle count', lines: [{ ...spot, quantity }], submit: false });
const naPoBody = (quantity: string) => ({
  po_type: 'services',
  supplier_id: 1,
  po_date: '2026-11-25',
  particulars: 'Pest control',
  lines: [{ description: 'Pest control visit', quantity, unit: 'visit', unit_price: '4500', account_code: expense }],
});
const prBody = (qty: number) => ({ supplier: 1, estimated_delivery_date: '2026-12-15', particulars: 'Test request', term_po: 30, term_dr: 70, term_pdc: [], details: [{ product_id: 1, requested_qty: qty }] });

describe('no maker ever checks', () => {
  beforeAll(async () => {
    pldt = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE vendor_code = 'V-0011'`))!.id;
    spot = (await t.db.one<typeof spot>(sql`
      SELECT s.product_id, s.batch_id, s.pallet_id FROM pallet_stock s JOIN warehouse_pallets wp ON wp.pallet_id = s.pallet_id AND wp.active
      WHERE s.quantity BETWEEN 20 AND 5000 ORDER BY s.pallet_id, s.batch_id LIMIT 1`))!;
    poPick = (await t.db.one<typeof poPick>(sql`
      SELECT p.supplier_id, p.product_id, GREATEST(p.quantity, 1)::int AS qty FROM products p JOIN suppliers s ON s.vendor_id = p.supplier_id
      WHERE p.active = 1 AND s.active AND s.is_supplier AND p.cost > 0 AND GREATEST(p.quantity, 1) * p.cost < 90000 ORDER BY p.product_id LIMIT 1`))!;
    expense = (await t.db.one<{ code: string }>(sql`SELECT account_code AS code FROM accounts WHERE active AND NOT is_header AND account_type = 'Expenses' ORDER BY account_code LIMIT 1`))!.code;
    caEmployee = (await t.db.one<{ id: number }>(sql`SELECT l.employee_id AS id FROM cash_advance_limits l WHERE l.active AND l.max_amount = 20000 ORDER BY l.employee_id LIMIT 1`))!.id;
    transferStock = (await t.db.one<typeof transferStock>(sql`
      SELECT s.product_id, s.batch_id, s.pallet_id AS origin_pallet_id,
             (SELECT p2.pallet_id FROM warehouse_pallets p2 WHERE p2.active AND p2.pallet_id <> s.pallet_id ORDER BY p2.pallet_id LIMIT 1) AS destination_pallet_id
      FROM pallet_stock s JOIN warehouse_pallets wp ON wp.pallet_id = s.pallet_id AND wp.active
      WHERE s.quantity >= 10 ORDER BY s.pallet_id DESC, s.batch_id LIMIT 1`))!;
    pdc = (await t.db.one<typeof pdc>(sql`SELECT receipt_id::int FROM collection_receipts r WHERE status = 'PDC' AND NOT EXISTS (SELECT 1 FROM treasury_requests q WHERE q.receipt_id = r.receipt_id AND q.status = 0) LIMIT 1`))!;
    memoTarget = (await t.db.one<typeof memoTarget>(sql`
      SELECT c.customer_code, re.si_id::int FROM receivable_entries re JOIN customers c ON c.customer_id = re.customer_id JOIN sales_invoices si ON si.si_id = re.si_id
      WHERE si.si_date <= '2026-11-01' GROUP BY c.customer_code, re.si_id HAVING SUM(re.debit - re.credit) >= 5000 ORDER BY re.si_id LIMIT 1`))!;
    srpfCustomer = (await t.db.one<{ id: number }>(sql`
      SELECT si.customer_id AS id FROM sales_invoices si JOIN sales_invoice_lines l ON l.si_id = si.si_id
      WHERE si.si_date BETWEEN DATE '2026-03-01' AND DATE '2026-11-20' AND l.qty >= 6 AND NOT EXISTS (SELECT 1 FROM sales_returns r WHERE r.line_id = l.line_id)
      GROUP BY si.customer_id HAVING COUNT(*) >= 2 ORDER BY si.customer_id LIMIT 1`))!.id;
    const orders = (await ok('GET', `/collection/salesreturn/getcustomerorders?customer_id=${srpfCustomer}`, tokens['a-credit'])) as { transaction_id: number; remaining_qty: number; qty_ordered: number }[];
    srpfLines = orders.filter((o) => o.remaining_qty >= 6 && o.remaining_qty === o.qty_ordered).slice(0, 1).map((o) => ({ transaction_id: o.transaction_id }));
    const one = async (q: ReturnType<typeof sql>) => Number((await t.db.one<{ id: number }>(q))!.id);
    dealIds = {
      customers: [await one(sql`SELECT customer_id AS id FROM customers WHERE customer_code = 'C-00004'`)],
      products: [await one(sql`SELECT product_id AS id FROM products WHERE product_code = 'UNI-SOL-500'`)],
    };
    // An approved PO with something left to receive, and a reserve pallet of the main warehouse to receive it on.
    const purchaser = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'purchaser'`))!.id;
    const product = (await t.db.one<{ product_id: number; supplier_id: number }>(sql`SELECT product_id, supplier_id FROM products WHERE vat_exemption = 0 AND active = 1 ORDER BY product_id LIMIT 1`))!;
    const pr = await one(sql`INSERT INTO purchase_requests (pr_date, supplier_id, estimated_delivery_date, payment_term, grand_total, prepared_by, status)
                             VALUES ('2026-11-05', ${product.supplier_id}, '2026-11-25', 'COD', 11200, ${purchaser}, 1) RETURNING pr_hdr_id AS id`);
    const prLine = await one(sql`INSERT INTO purchase_request_lines (pr_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount)
                                 VALUES (${pr}, 1, ${product.product_id}, 100, 112, 11200) RETURNING pr_line_id::int AS id`);
    const po = await one(sql`INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date) VALUES (${pr}, 1, '2026-11-10') RETURNING po_hdr_id AS id`);
    const main = await one(sql`SELECT warehouse_id AS id FROM warehouses WHERE kind = 'main'`);
    const pallet = await one(sql`SELECT p.pallet_id AS id FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id
                                 WHERE f.warehouse_id = ${main} AND f.area = 'reserve' AND p.active ORDER BY p.pallet_code LIMIT 1`);
    receiptPo = { po_hdr_id: po, pr_line_id: prLine, warehouse_id: main, pallet_id: pallet };
  });

  for (const c of CASES) {
    it(`${c.name}: A creates, B edits, C submits; none of them checks it, D approves`, async () => {
      const [a, b, cc] = ['a', 'b', 'c'].map((w) => tokens[`${w}-${c.maker}`]);
      const id = await c.create(a);
      if (c.edit) await c.edit(b, id);
      if (c.submit) await c.submit(cc, id);
      const makers: [string, RegExp | undefined][] = [
        [a, c.acts.a],
        [b, c.edit ? c.acts.b : undefined],
        [cc, c.submit ? c.acts.c : undefined],
      ];
      for (const [token, acts] of makers) {
        if (!acts) continue;
        expect((await inbox(token)).some((i) => i.source === c.source && i.id === id), `${c.name} offered to a maker`).toBe(false);
        for (const action of c.decline ? (['approve', 'decline'] as const) : (['approve'] as const)) {
          const refused = await decide(token, action, c.source, id);
          expect(refused.done, `${c.name}: ${action} by a maker`).toBe(false);
          expect(refused.message).toMatch(acts);
          expect(refused.message).toMatch(/someone else must/);
        }
      }
      expect((await inbox(d)).some((i) => i.source === c.source && i.id === id), `${c.name} waits for D`).toBe(true);
      const approved = await decide(d, 'approve', c.source, id);
      expect(approved, `${c.name} approved by D`).toMatchObject({ done: true });
    });
  }

  it('the makers are recorded in one place, with what each did', async () => {
    const rows = await t.db.rows<{ entity: string; acts: string }>(sql`
      SELECT m.entity, string_agg(DISTINCT m.act, ',' ORDER BY m.act) AS acts FROM document_makers m JOIN users u ON u.id = m.user_id
      WHERE u.username LIKE 'b\\_%' GROUP BY m.entity ORDER BY m.entity`);
    expect(rows.map((r) => r.entity)).toEqual(
      expect.arrayContaining(['inventory_adjustments', 'journal_vouchers', 'non_asset_purchase_orders', 'payable_vouchers', 'purchase_orders', 'purchase_requests']),
    );
    // B edited each (an attachment is the stock return's edit).
    expect(rows.every((r) => r.acts === 'edited' || (r.entity === 'srpf_headers' && r.acts === 'attached'))).toBe(true);
  });
});

describe('drafts belong to their makers', () => {
  it("nobody else reads or changes a draft without the scope for others' drafts", async () => {
    const [a, other] = [tokens['a-finance'], await makeUser('plain_finance', ['finance'], 'finance')];
    const pv = (await ok('POST', '/accounting/payablevoucher/draft-voucher', a, pvBody('100.00'))).payable_voucher_hdr_id;
    const refusedPv = [
      await call('GET', `/accounting/payablevoucher/show-voucher-draft/${pv}`, other),
      await call('GET', `/accounting/payablevoucher/show-voucher/${pv}`, other),
      await call('POST', `/accounting/payablevoucher/update-voucher/${pv}`, other, { ...pvBody('4321.00'), submit: false }),
      await call('POST', `/accounting/payablevoucher/cancel-voucher/${pv}`, other, { reason: 'Not mine' }),
    ];
    for (const r of refusedPv) expect([r.status, r.body.result]).toEqual([403, [expect.stringMatching(/^Payable voucher PV-\S+ is a draft of another user; only its maker may open or change it\.$/)]]);
    expect((await ok('GET', `/accounting/payablevoucher/show-voucher/${pv}`, a)).net_payable).toBe('112.00');

    const jv = (await ok('POST', '/journal-voucher/store', a, { jv_date: '2026-11-25', particulars: 'Accrual', lines: accountLines('50.00') })).jv_id;
    for (const r of [
      await call('GET', `/journal-voucher/show/${jv}`, other),
      await call('POST', `/journal-voucher/update/${jv}`, other, { jv_date: '2026-11-25', particulars: 'Accrual', lines: accountLines('9999.00') }),
      await call('POST', `/journal-voucher/action/${jv}/submit`, other, {}),
      await call('POST', `/journal-voucher/action/${jv}/cancel`, other, {}),
    ])
      expect(r.status, JSON.stringify(r.body)).toBe(403);
    const drafts = async (token: string) => ((await call('GET', '/journal-voucher/list/draft', token)).body.result as { jv_id: number }[]).map((r) => r.jv_id);
    expect(await drafts(a)).toContain(jv);
    expect(await drafts(other)).not.toContain(jv);
    // Its maker still submits it.
    expect((await ok('POST', `/journal-voucher/action/${jv}/submit`, a, {})).status).toBe(1);
  });

  it("nobody submits another user's adjustment in its maker's name, attaches files to their stock return or rewrites their memo", async () => {
    const other = await makeUser('plain_warehouse', ['warehouse'], 'warehouse');
    const ia = (await ok('POST', '/inventory/adjustment', tokens['a-warehouse'], adjustmentBody(-1))).adjustment_id;
    expect((await call('POST', `/inventory/adjustment/${ia}/submit`, other, {})).status).toBe(403);
    expect((await call('PUT', `/inventory/adjustment/${ia}`, other, adjustmentBody(500))).status).toBe(403);
    expect((await call('GET', `/inventory/adjustment/show/${ia}`, other)).status).toBe(403);
    expect(await t.db.one(sql`SELECT status::int AS status, submitted_by FROM inventory_adjustments WHERE adjustment_id = ${ia}`)).toEqual({ status: 0, submitted_by: null });

    const creditOther = await makeUser('plain_credit', ['credit'], 'credit');
    const srpf = (await ok('POST', '/collection/salesreturn/createreturn', tokens['a-credit'], srpfBody(1))).srpf;
    const m = await multipartBody([{ name: 'srpf_no', value: srpf.srpf_no }, { name: 'attachments', value: { bytes: PDF, fileName: 'slip.pdf', type: 'application/pdf' } }]);
    const attached = await t.call({ method: 'POST', url: '/api/collection/salesreturn/additional-attachment', token: creditOther, payload: m.payload, headers: m.headers });
    expect(attached.status).toBe(403);
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM srpf_attachments WHERE srpf_id = ${srpf.srpf_id}`)).toEqual({ n: 0 });
    // Nor rewrites their memo.
    const memo = (await ok('POST', '/memos/create', tokens['a-credit'], memoBody('100.00'))).memo_id;
    const rewritten = await call('POST', `/memos/update/${memo}`, creditOther, memoBody('9999.00'));
    expect([rewritten.status, rewritten.body.result]).toEqual([403, [expect.stringMatching(/^Credit Memo CM-\S+ is a draft of another user; only its maker may open or change it\.$/)]]);
  });
});
