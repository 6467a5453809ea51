import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderLine, SrpfView } from '../../contract/srpf';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF } from '../uploads/testFiles';
import { DEMO_SIGNATURE } from './seed';
import { agingByCustomer } from '../creditDesk/agingSql';

/**
 * SRPF end to end against the real books: the arithmetic of a line (loose,
 * 60-40 near expiry), the quantity cap, every transition allowed and refused,
 * maker ≠ checker, scopes, and the postings of approval (credit memo) and
 * receipt (stock back) keeping the sub-ledgers equal to their control accounts,
 * once even when the action runs twice at the same time.
 */
let t: TestServer;
let credit: string;
let approver: string;
let warehouse: string;
let admin: string;
let customerId: number;
let orders: CustomerOrderLine[];

const P = '/api/collection/salesreturn';
const get = (path: string, token = credit) => t.call({ method: 'GET', url: `${P}${path}`, token });
const post = (path: string, payload: object, token = credit) => t.call({ method: 'POST', url: `${P}${path}`, payload, token });

beforeAll(async () => {
  t = await createTestServer();
  [credit, approver, warehouse, admin] = await Promise.all(['credit', 'approver', 'warehouse', 'admin'].map((u) => t.login(u)));
  // A customer with at least three ERP order lines (invoices of the year before the test clock's 2026-03-02) of 6+ packs.
  customerId = (await t.db.one<{ id: number }>(sql`
    SELECT si.customer_id AS id FROM sales_invoices si JOIN sales_invoice_lines l ON l.si_id = si.si_id
    WHERE si.si_date BETWEEN DATE '2025-06-01' AND DATE '2026-02-28' AND l.qty >= 6 AND NOT EXISTS (SELECT 1 FROM sales_returns r WHERE r.line_id = l.line_id)
    GROUP BY si.customer_id HAVING COUNT(*) >= 6 ORDER BY si.customer_id LIMIT 1`))!.id;
  const r = await get(`/getcustomerorders?customer_id=${customerId}`);
  expect(r.status).toBe(200);
  orders = (r.body.result as CustomerOrderLine[]).filter((o) => o.remaining_qty >= 6 && o.remaining_qty === o.qty_ordered);
  expect(orders.length).toBeGreaterThanOrEqual(5);
});
afterAll(async () => t?.close());

async function reconciliation() {
  return t.db.one(sql`
    SELECT (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100') = (SELECT SUM(debit - credit) FROM receivable_entries) AS receivables,
           (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1200') = (SELECT SUM(amount) FROM inventory_movements) AS inventory,
           NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced`);
}
const ALL_TRUE = { receivables: true, inventory: true, balanced: true };

const body = (lines: { transaction_id: number; quantity: number; is_loose?: boolean; reason?: string }[], extra: object = {}) => ({
  customer_id: customerId,
  srpf_date: '2026-03-01',
  srpf_type: 'SRPF',
  disposition: 'apply_aging',
  disposition_reference: [],
  lines: lines.map((l) => ({ is_loose: false, reason: 'Near Expiry', ...l })),
  ...extra,
});

async function create(lines: Parameters<typeof body>[0], extra: object = {}): Promise<SrpfView> {
  const r = await post('/createreturn', body(lines, extra));
  expect(r.body.code, JSON.stringify(r.body)).toBe('00013');
  expect(r.body.result.message).toBe('Sale Return successfully submitted for approval');
  return r.body.result.srpf;
}
/** Uploads a pull-out slip through the attachment call, as the screen does. */
async function attach(v: SrpfView, token = credit) {
  const m = await multipartBody([{ name: 'srpf_no', value: v.srpf_no }, { name: 'attachments', value: { bytes: PDF, fileName: 'pull-out-slip.pdf', type: 'application/pdf' } }]);
  const r = await t.call({ method: 'POST', url: `${P}/additional-attachment`, token, payload: m.payload, headers: m.headers });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
/** Submits with the signature, uploading a slip first when the return has none (submitting needs one). */
async function submit(v: SrpfView, token = credit) {
  if (!(await t.db.one(sql`SELECT 1 AS found FROM srpf_attachments WHERE srpf_id = ${v.srpf_id} LIMIT 1`))) await attach(v, token);
  return post('/approval', { srpf_id: v.srpf_id, requestor_signature: DEMO_SIGNATURE }, token);
}
const entriesOf = (no: string) => t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
  SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id WHERE e.reference = ${no} ORDER BY l.id`);

describe('the seeded returns', () => {
  it('lists each status under its tab, approved ones in Not yet Received until received', async () => {
    const count = async (path: string) => (await get(path)).body.total_rows as number;
    expect(await count('/onprocesslist')).toBe(2);
    expect(await count('/approvallist')).toBe(2);
    expect(await count('/approvedlist')).toBe(2);
    expect(await count('/declinedlist')).toBe(1);
    expect(await count('/returnedlist')).toBe(1);
    expect(await count('/not-yet-received')).toBe(1);
    const declined = (await get('/declinedlist')).body.result[0];
    expect(declined.reject_reason).toBe('Batch number does not match the delivery receipt.');
    expect(declined.viewSrpfPermission).toBe(true);
  });
});

describe('a line\u2019s amounts', () => {
  it('computes unit cost, total, the 60-40 near-expiry share and the applicable amount in numeric, loose dividing by qty per pack', async () => {
    const [a, b] = orders;
    const v = await create([
      { transaction_id: a.transaction_id, quantity: 3, reason: '60-40 Near Expiry' },
      { transaction_id: b.transaction_id, quantity: 5, is_loose: true, reason: 'Erroneous Order' },
    ]);
    const want = (await t.db.one<Record<string, string>>(sql`
      WITH a AS (SELECT round(price * (100 - dsc) / 100, 4) AS pack FROM sales_invoice_lines WHERE line_id = ${a.transaction_id}),
           b AS (SELECT round(l.price * (100 - l.dsc) / 100, 4) AS pack, p.qty_per_pack FROM sales_invoice_lines l JOIN products p USING (product_id) WHERE line_id = ${b.transaction_id})
      SELECT round(3 * a.pack, 2)::text AS a_total, round(round(3 * a.pack, 2) * 0.4, 2)::text AS a_near,
             (round(3 * a.pack, 2) - round(round(3 * a.pack, 2) * 0.4, 2))::text AS a_app,
             round(b.pack / b.qty_per_pack, 4)::text AS b_unit, round(5 * b.pack / b.qty_per_pack, 2)::text AS b_total
      FROM a, b`))!;
    const [la, lb] = v.lines;
    expect([la.total_cost, la.near_expiry_amount, la.applicable_amount]).toEqual([want.a_total, want.a_near, want.a_app]);
    expect(Number(la.near_expiry_amount)).toBeGreaterThan(0);
    expect([lb.unit_cost, lb.total_cost, lb.near_expiry_amount, lb.applicable_amount]).toEqual([want.b_unit, want.b_total, '0.00', want.b_total]);
    expect(lb.is_loose).toBe(true);
    const sum = (await t.db.one<{ total: string; app: string }>(sql`
      SELECT (${want.a_total}::numeric + ${want.b_total}::numeric)::text AS total, (${want.a_app}::numeric + ${want.b_total}::numeric)::text AS app`))!;
    expect([v.total_amount, v.total_amount_near_ex, v.applicable_amount, v.total_balance]).toEqual([sum.total, want.a_near, sum.app, sum.app]);
    expect(v.status).toBe(0);
  });

  it('caps the quantity at what is left of the invoice line (other returns counted), with the spec message, writing nothing', async () => {
    const c = orders[2];
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM srpf_headers`))!.n;
    const over = await post('/createreturn', body([{ transaction_id: c.transaction_id, quantity: c.remaining_qty + 1 }]));
    expect(over.body.code).toBe('00001');
    expect(over.body.fields['lines.0.quantity']).toEqual([`${c.remaining_qty} is the maximum quantity to return`]);
    await create([{ transaction_id: c.transaction_id, quantity: c.remaining_qty - 2 }]);
    const again = await post('/createreturn', body([{ transaction_id: c.transaction_id, quantity: 3 }]));
    expect(again.body.result).toEqual(['2 is the maximum quantity to return']);
    // Two lines of one return on the same invoice line count together.
    const twice = await post('/createreturn', body([{ transaction_id: c.transaction_id, quantity: 1 }, { transaction_id: c.transaction_id, quantity: 2 }]));
    expect(twice.body.code).toBe('00001');
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM srpf_headers`))!.n).toBe(before + 1);
  });

  it('refuses bad input with 00001 and field messages, and another customer\u2019s line', async () => {
    const bad = await post('/createreturn', { customer_id: customerId, srpf_date: '2026-02-30', srpf_type: 'X', lines: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    const other = (await t.db.one<{ id: number }>(sql`
      SELECT l.line_id::int AS id FROM sales_invoice_lines l JOIN sales_invoices si USING (si_id) WHERE si.customer_id <> ${customerId} ORDER BY l.line_id LIMIT 1`))!.id;
    const foreign = await post('/createreturn', body([{ transaction_id: other, quantity: 1 }]));
    expect(foreign.body.fields['lines.0.transaction_id']).toEqual(["The order line is not this customer's."]);
  });
});

describe('the lifecycle', () => {
  it('splits, edits, submits with a signature, declines with a reason, resubmits, and refuses moves from the wrong status', async () => {
    const v = await create([{ transaction_id: orders[3].transaction_id, quantity: 1 }]);
    expect((await post('/approve', { srpf_no: v.srpf_no }, approver)).status).toBe(409);
    expect((await post('/splitbatching', { srpf_no: v.srpf_no, reason: '' }, approver)).body.code).toBe('00001');
    const split = await post('/splitbatching', { srpf_no: v.srpf_no, reason: 'Two batches: make one return each.' }, approver);
    expect(split.body.result.status).toBe(4);
    const upd = await post('/update', { ...body([{ transaction_id: orders[3].transaction_id, quantity: 2 }]), srpf_id: v.srpf_id });
    expect(upd.body.code).toBe('00013');
    expect(upd.body.result.srpf.lines[0].quantity).toBe(2);
    expect((await post('/approval', { srpf_id: v.srpf_id, requestor_signature: 'not a picture' })).body.code).toBe('00001');
    expect((await post('/approval', { srpf_id: v.srpf_id })).body.fields).toEqual({ requestor_signature: ['Requestor signature is required.'] });
    expect(await t.db.one(sql`SELECT status::int AS status FROM srpf_headers WHERE srpf_id = ${v.srpf_id}`)).toEqual({ status: 4 });
    // The spec's shape (002 §7.6): multipart srpf_id, documents_new and requestor_signature; the files are attached.
    const m = await multipartBody([
      { name: 'srpf_id', value: String(v.srpf_id) },
      { name: 'requestor_signature', value: DEMO_SIGNATURE },
      { name: 'documents_new', value: { bytes: PDF, fileName: 'pull-out-slip.pdf', type: 'application/pdf' } },
    ]);
    const sub = await t.call({ method: 'POST', url: `${P}/approval`, token: credit, payload: m.payload, headers: m.headers });
    expect(sub.body.code, JSON.stringify(sub.body).slice(0, 300)).toBe('00004');
    expect(sub.body.result.status).toBe(3);
    expect(sub.body.result.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['pull-out-slip.pdf']);
    expect(sub.body.result.signature).toBe(DEMO_SIGNATURE);
    // For approval: the maker may no longer edit.
    expect((await post('/update', { ...body([{ transaction_id: orders[3].transaction_id, quantity: 1 }]), srpf_id: v.srpf_id })).status).toBe(409);
    const dec = await post('/declined', { srpf_no: v.srpf_no, reason: 'Wrong batch.' }, approver);
    expect(dec.body.result.status).toBe(2);
    const reasons = await get(`/getrejectedreason?srpf_no=${v.srpf_no}`);
    expect(reasons.body.result.map((r: { reject_reason: string }) => r.reject_reason)).toEqual(['Wrong batch.', 'Two batches: make one return each.']);
    expect((await post('/declined', { srpf_no: v.srpf_no, reason: 'Again.' }, approver)).status).toBe(409);
    expect((await submit(v)).body.result.status).toBe(3);
    const back = await post('/returntomaker', { srpf_no: v.srpf_no, reason: 'Attach the slip.' }, approver);
    expect(back.body.result.status).toBe(4);
    expect((await post('/receive', { srpf_no: v.srpf_no }, warehouse)).status).toBe(409);
  });

  it('holds the scopes: the warehouse cannot make a return, the maker cannot approve, and an approver never approves their own', async () => {
    expect((await post('/createreturn', body([{ transaction_id: orders[3].transaction_id, quantity: 1 }]), warehouse)).status).toBe(403);
    const v = await create([{ transaction_id: orders[3].transaction_id, quantity: 1 }]);
    await submit(v);
    expect((await post('/approve', { srpf_no: v.srpf_no })).status).toBe(403);
    const own = (await post('/createreturn', body([{ transaction_id: orders[3].transaction_id, quantity: 1 }]), admin)).body.result.srpf as SrpfView;
    await submit(own, admin);
    const self = await post('/approve', { srpf_no: own.srpf_no }, admin);
    expect(self.status).toBe(409);
    expect(self.body.result[0]).toContain('someone else must approve it');
    expect((await get(`/view?srpf_id=${own.srpf_id}`, warehouse)).status).toBe(200);
    expect((await get('/onprocesslist', warehouse)).status).toBe(403);
  });
});

describe('the books', () => {
  let v: SrpfView;
  it('approving posts one balanced credit memo once, even when approved twice at the same time; the AR sub-ledger still equals 1100', async () => {
    const [, b, , , e] = orders;
    const aging = (await get(`/getcustomeraging?customer_id=${customerId}`)).body.result as { si_id: number; amount: string }[];
    const target = aging.find((x) => Number(x.amount) >= 1)!;
    v = await create(
      [
        { transaction_id: e.transaction_id, quantity: 4, reason: '60-40 Near Expiry' },
        { transaction_id: b.transaction_id, quantity: 1 },
      ],
      { disposition_reference: [{ si_id: target.si_id, applied_amount: '1.00' }] },
    );
    expect(v.total_applied).toBe('1.00');
    await submit(v);
    const arBefore = (await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM receivable_entries WHERE customer_id = ${customerId}`))!.b;
    const [x, y] = await Promise.all([post('/approve', { srpf_no: v.srpf_no }, approver), post('/approve', { srpf_no: v.srpf_no }, approver)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const done = (x.status === 200 ? x : y).body.result as SrpfView;
    expect(done.cm_no).toMatch(/^CM-\d{4}-\d{6}$/);
    expect(done.cm_journal_entry).toMatch(/^JE-RET-/);
    const lines = await entriesOf(v.srpf_no);
    expect(lines.map((l) => l.account_code)).toEqual(['4020', '2100', '1100']);
    expect(lines[2].credit).toBe(v.applicable_amount);
    const vat = (await t.db.one<{ v: string }>(sql`SELECT SUM(debit)::text AS v FROM (SELECT ${lines[0].debit}::numeric AS debit UNION ALL SELECT ${lines[1].debit}::numeric) d`))!.v;
    expect(vat).toBe(v.applicable_amount);
    const arAfter = (await t.db.one<{ d: string }>(sql`SELECT (${arBefore}::numeric - SUM(debit - credit))::text AS d FROM receivable_entries WHERE customer_id = ${customerId}`))!.d;
    expect(arAfter).toBe(v.applicable_amount);
    const applied = await t.db.one<{ c: string }>(sql`SELECT credit::text AS c FROM receivable_entries WHERE reference = ${done.cm_no} AND si_id = ${target.si_id} ORDER BY id LIMIT 1`);
    expect(applied!.c).toBe('1.00');
    const returns = await t.db.rows<{ qty: number; amount: string }>(sql`SELECT qty, amount::text FROM sales_returns WHERE return_no LIKE ${`${v.srpf_no}-%`} ORDER BY return_no`);
    expect(returns.map((r) => r.qty)).toEqual([4, 1]);
    expect(await reconciliation()).toEqual(ALL_TRUE);
    const listed = (await get('/not-yet-received', warehouse)).body.result.map((r: { srpf_no: string }) => r.srpf_no);
    expect(listed).toContain(v.srpf_no);
    // The credit memo goes to the BIR's EIS as corrections of the invoices it returns against (issue 27), its VAT the posting's.
    const eis = await t.db.rows<{ doc_type: string; source: string; vat: string; corrects: string; si: string; cls: string }>(sql`
      SELECT d.doc_type, d.source, d.vat_amount::text AS vat, d.payload->>'PrevUniqueId' AS corrects, si.si_number AS si, d.trans_class AS cls
      FROM eis_documents d JOIN srpf_lines x ON x.srpf_id = d.source_id JOIN sales_invoices si ON si.si_id = x.si_id
      WHERE d.source = 'return' AND d.document_no = ${done.cm_no} AND d.payload->>'PrevUniqueId' LIKE '%-SI-' || si.si_number || '-' || d.trans_class
      GROUP BY d.unique_id, si.si_number`);
    expect(eis.length).toBeGreaterThan(0);
    expect(eis.every((d) => d.doc_type === 'CM' && d.source === 'return')).toBe(true);
    expect(eis.reduce((s, d) => s + Math.round(Number(d.vat) * 100), 0)).toBe(Math.round(Number(lines[1].debit) * 100));
  });

  it('receiving puts the whole packs back on a pallet at cost once (1200 = movements, stock on hand = movements), even when received twice at once', async () => {
    const batch = v.lines[0];
    const stock = async () =>
      (await t.db.one<{ on_hand: string; moved: string }>(sql`
        SELECT (SELECT COALESCE(SUM(quantity), 0) FROM pallet_stock ps JOIN product_batches b ON b.batch_id = ps.batch_id WHERE b.batch_no = ${batch.batch_no} AND b.product_id = ${batch.product_id})::text AS on_hand,
               (SELECT COALESCE(SUM(quantity), 0) FROM inventory_movements m JOIN product_batches b ON b.batch_id = m.batch_id
                WHERE b.batch_no = ${batch.batch_no} AND b.product_id = ${batch.product_id} AND m.status = 1)::text AS moved`))!;
    const before = await stock();
    const [x, y] = await Promise.all([post('/receive', { srpf_no: v.srpf_no }, warehouse), post('/receive', { srpf_no: v.srpf_no }, warehouse)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const after = await stock();
    expect(Number(after.on_hand) - Number(before.on_hand)).toBe(4);
    expect(after.on_hand).toBe(after.moved);
    const cost = (await t.db.one<{ c: string }>(sql`SELECT SUM(round(quantity * diluted_cost, 2))::text AS c FROM srpf_lines WHERE srpf_id = ${v.srpf_id} AND NOT is_loose`))!.c;
    const lines = (await entriesOf(v.srpf_no)).slice(3);
    expect(lines).toEqual([
      { account_code: '1200', debit: cost, credit: '0.00' },
      { account_code: '5010', debit: '0.00', credit: cost },
    ]);
    expect(await reconciliation()).toEqual(ALL_TRUE);
    expect((await get('/not-yet-received', warehouse)).body.result.map((r: { srpf_no: string }) => r.srpf_no)).not.toContain(v.srpf_no);
  });

  it('Apply to Advances credits the customer\u2019s advances (2050), never an invoice; on Apply to Aging what an invoice no longer owes becomes an advance too (issue 25, defect 4)', async () => {
    const balanceOf = async (siId: number) => (await t.db.one<{ b: string }>(sql`SELECT ar_balance::text AS b FROM sales_invoices WHERE si_id = ${siId}`))!.b;
    const advancesOf = async () =>
      (await t.db.one<{ b: string }>(sql`
        SELECT COALESCE(SUM(l.credit - l.debit), 0)::text AS b FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
        JOIN customers c ON c.customer_name = e.payee WHERE l.account_code = '2050' AND c.customer_id = ${customerId}`))!.b;
    // The audit's case: Apply to Advances on a paid invoice left it at -475.00.
    const c = orders[2];
    const toAdvances = await create([{ transaction_id: c.transaction_id, quantity: 1 }], { disposition: 'apply_advances' });
    await submit(toAdvances);
    const invoiceBefore = await balanceOf(c.si_id);
    const advancesBefore = await advancesOf();
    expect((await post('/approve', { srpf_no: toAdvances.srpf_no }, approver)).status).toBe(200);
    expect((await entriesOf(toAdvances.srpf_no)).map((l) => l.account_code)).toEqual(['4020', '2100', '2050']);
    expect(await balanceOf(c.si_id)).toBe(invoiceBefore);
    expect(Number(await advancesOf()) - Number(advancesBefore)).toBeCloseTo(Number(toAdvances.applicable_amount), 2);

    // Apply to Aging on an invoice settled in full: nothing left to credit on it, so it all becomes an advance.
    const settled = await t.db.rows<{ si_id: number }>(sql`SELECT si_id FROM sales_invoices WHERE customer_id = ${customerId} AND ar_balance = 0`);
    const paid = orders.find((o) => o !== c && settled.some((x) => x.si_id === o.si_id));
    expect(paid, 'a paid invoice among the customer’s order lines').toBeDefined();
    const onPaid = await create([{ transaction_id: paid!.transaction_id, quantity: 1 }]);
    await submit(onPaid);
    expect((await post('/approve', { srpf_no: onPaid.srpf_no }, approver)).status).toBe(200);
    expect((await entriesOf(onPaid.srpf_no)).map((l) => [l.account_code, l.credit])).toEqual([
      ['4020', '0.00'],
      ['2100', '0.00'],
      ['2050', onPaid.applicable_amount],
    ]);
    expect(await balanceOf(paid!.si_id)).toBe('0.00');
    // And the books refuse any posting that would leave an invoice in credit (migration 138), whoever writes it.
    await expect(
      t.db.run(sql`INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
                   SELECT ${customerId}, DATE '2026-03-01', 'CR', 'TEST-OVER', ${paid!.si_id}, 'Over', 0, 0.01, MIN(id) FROM journal_entries`),
    ).rejects.toThrow();
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM sales_invoices WHERE ar_balance < 0`)).toEqual({ n: 0 });
  });

  it('a return\u2019s advance is applied to a later invoice like a receipt\u2019s: Dr 2050 / Cr 1100, its advance left kept, the aging\u2019s advances equal to 2050 before and after', async () => {
    const c = orders[3];
    const v = await create([{ transaction_id: c.transaction_id, quantity: 1 }], { disposition: 'apply_advances' });
    // No attachment: the server does not ask for one (the spec refuses only files chosen and not uploaded, a screen rule).
    expect((await post('/approval', { srpf_id: v.srpf_id, requestor_signature: DEMO_SIGNATURE })).body.code).toBe('00004');
    expect((await post('/approve', { srpf_no: v.srpf_no }, approver)).status).toBe(200);
    const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url: `/api/collections/return-advances${url}`, payload, token: credit });
    const listed = await api('POST', '/list', { search: v.srpf_no });
    expect(listed.body.result).toEqual([expect.objectContaining({ srpf_no: v.srpf_no, advance_amount: v.applicable_amount, advance_left: v.applicable_amount })]);
    const cmNo = listed.body.result[0].cm_no as string;
    const cmDate = listed.body.result[0].cm_date as string;
    const open = await t.db.one<{ si_id: number; balance: string }>(sql`
      SELECT si_id::int, ar_balance::text AS balance FROM sales_invoices WHERE customer_id = ${customerId} AND ar_balance >= ${v.applicable_amount}::numeric ORDER BY si_id LIMIT 1`);
    expect(open, 'an open invoice of the customer').toBeDefined();
    const agingAdvances = async (asOf: string) =>
      (await t.db.one<{ a: string; ledger: string }>(sql`
        SELECT (SELECT COALESCE(SUM(advances), 0) FROM ${agingByCustomer(asOf)})::numeric(16, 2)::text AS a,
               (SELECT COALESCE(SUM(l.credit - l.debit), 0) FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
                WHERE l.account_code = '2050' AND e.transaction_date <= ${asOf}::date)::numeric(16, 2)::text AS ledger`))!;

    // More than is left is refused by line, writing nothing.
    const over = (Number(v.applicable_amount) + 0.01).toFixed(2);
    const refused = await api('POST', `/${v.srpf_id}/apply`, { applied_on: '2026-03-05', applications: [{ si_id: open!.si_id, amount: over, cwt: '0' }] });
    expect(refused.body.code).toBe('00001');
    expect(refused.body.result).toEqual([`Only ${v.applicable_amount} of this credit memo is left to apply.`]);

    const part = (Math.floor(Number(v.applicable_amount) * 50) / 100).toFixed(2);
    const applied = await api('POST', `/${v.srpf_id}/apply`, { applied_on: '2026-03-05', applications: [{ si_id: open!.si_id, amount: part, cwt: '0' }] });
    expect(applied.body.code, JSON.stringify(applied.body)).toBe('00004');
    const left = (Number(v.applicable_amount) - Number(part)).toFixed(2);
    expect(applied.body.result).toMatchObject({ cm_no: cmNo, advance_left: left });
    expect((await t.db.one<{ b: string }>(sql`SELECT ar_balance::text AS b FROM sales_invoices WHERE si_id = ${open!.si_id}`))!.b).toBe((Number(open!.balance) - Number(part)).toFixed(2));
    const entry = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
      WHERE e.reference = ${cmNo} AND e.transaction_date = DATE '2026-03-05' ORDER BY l.id`);
    expect(entry).toEqual([
      { account_code: '2050', debit: part, credit: '0.00' },
      { account_code: '1100', debit: '0.00', credit: part },
    ]);
    // The advances sub-ledger equals its control account on the memo's date (the whole advance) and after the application.
    for (const asOf of [cmDate, '2026-03-05']) {
      const a = await agingAdvances(asOf);
      expect(a.a, asOf).toBe(a.ledger);
    }
    expect(await reconciliation()).toEqual(ALL_TRUE);
    const revision = await t.db.one(sql`SELECT action FROM revisions WHERE entity = 'srpf_headers' AND entity_id = ${v.srpf_id} ORDER BY id DESC LIMIT 1`);
    expect(revision).toEqual({ action: 'advance applied' });
  });

  it('a return to supplier posts nothing at approval, and releasing it takes the packs out of stock against the payable', async () => {
    const r = await create([{ transaction_id: orders[1].transaction_id, quantity: 1 }], { srpf_type: 'SRPF-RTS' });
    await submit(r);
    const ok = await post('/approve', { srpf_no: r.srpf_no }, approver);
    expect(ok.body.result.cm_no).toBeNull();
    expect(await entriesOf(r.srpf_no)).toEqual([]);
    const rec = await post('/receive', { srpf_no: r.srpf_no }, warehouse);
    expect(rec.status).toBe(200);
    const lines = await entriesOf(r.srpf_no);
    expect(lines.map((l) => [l.account_code, Number(l.debit) > 0])).toEqual([
      ['2010', true],
      ['1200', false],
    ]);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it('exports the returns as XLSX by filter, and shows a customer\u2019s credit memos', async () => {
    const x = await get('/export/srpf?status=1&srpf_type=SRPF');
    expect(x.status).toBe(200);
    expect(String(x.body.result)).toMatch(/\/downloads\//);
    const code = (await t.db.one<{ c: string }>(sql`SELECT customer_code AS c FROM customers WHERE customer_id = ${customerId}`))!.c;
    const memos = await t.call({ method: 'GET', url: `${P}/creditmemos?customer_code=${code}`, token: approver });
    expect(memos.body.result.find((m: { srpf_no: string }) => m.srpf_no === v.srpf_no)?.cm_no).toMatch(/^CM-/);
    expect((await get('/getcustomerdeatils?customer_code=NOPE')).body.result).toBe('Invalid Customer Code:NOPE');
    // Without files the attachment call is refused on its field.
    const none = await post('/additional-attachment', { srpf_no: v.srpf_no });
    expect(none.body).toMatchObject({ code: '00001', fields: { attachments: ['Please select a file to upload.'] } });
  });

  it('answers the spec\u2019s two export calls: the list export of one return by srpf_id (location accepted), and its PDF drawn on the server', async () => {
    const download = async (url: string) => {
      const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${credit}` } });
      expect(file.statusCode).toBe(200);
      return file;
    };
    const one = await get(`/export/srpf?srpf_id=${v.srpf_id}&location=main`);
    expect(one.body.code, JSON.stringify(one.body)).toBe('00000');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(one.body.result)).rawPayload as unknown as ExcelJS.Buffer);
    const numbers: unknown[] = [];
    book.worksheets[0].eachRow((r) => numbers.push(...(r.values as unknown[]).filter((x) => typeof x === 'string' && x.startsWith('SRPF-'))));
    expect(numbers).toEqual([v.srpf_no]);

    const pdf = await get(`/export/srpf/pdf?srpf_id=${v.srpf_id}`);
    expect(pdf.body.code).toBe('00000');
    const file = await download(pdf.body.result);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`${v.srpf_no}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain(v.srpf_no);
    expect((await get('/export/srpf/pdf?srpf_id=999999')).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `${P}/export/srpf/pdf?srpf_id=${v.srpf_id}`, token: await t.login('viewer') })).status).toBe(403);
  });
});
