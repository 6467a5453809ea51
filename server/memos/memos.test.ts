import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoDetail } from '../../contract/memos';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Credit and debit memos against the real books: approval posts one balanced
 * entry and the receivable row on the invoice in the same transaction, so the
 * receivable sub-ledger stays equal to the AR control account; maker ≠
 * checker; a credit memo never takes more than the invoice still owes.
 */
let t: TestServer;
let credit: string;
let approver: string;
let admin: string;
let viewer: string;
let customer: { customer_code: string; customer_id: number };
let invoices: { si_id: number; si_number: string; balance: string }[];
let other: { si_id: number };

beforeAll(async () => {
  // Today in Manila: 2026-11-25 (the demo books end on 2026-11-22).
  t = await createTestServer({ now: Date.UTC(2026, 10, 25, 2, 0, 0) });
  [credit, approver, admin, viewer] = await Promise.all(['credit', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  customer = (await t.db.one<{ customer_code: string; customer_id: number }>(sql`
    SELECT c.customer_code, c.customer_id FROM customers c
    WHERE c.status = 1 AND NOT EXISTS (SELECT 1 FROM memos m WHERE m.customer_id = c.customer_id)
      AND (SELECT COUNT(*) FROM (SELECT re.si_id FROM receivable_entries re JOIN sales_invoices si ON si.si_id = re.si_id
                                 WHERE re.customer_id = c.customer_id AND si.si_date <= '2026-11-01'
                                 GROUP BY re.si_id HAVING SUM(re.debit - re.credit) >= 5000) o) >= 4
    ORDER BY c.customer_id LIMIT 1`))!;
  invoices = await t.db.rows(sql`
    SELECT re.si_id::int AS si_id, si.si_number, SUM(re.debit - re.credit)::numeric(16, 2)::text AS balance
    FROM receivable_entries re JOIN sales_invoices si ON si.si_id = re.si_id
    WHERE re.customer_id = ${customer.customer_id} AND si.si_date <= '2026-11-01'
    GROUP BY re.si_id, si.si_number HAVING SUM(re.debit - re.credit) >= 5000 ORDER BY re.si_id LIMIT 4`);
  other = (await t.db.one<{ si_id: number }>(sql`SELECT si_id::int FROM sales_invoices WHERE customer_id <> ${customer.customer_id} ORDER BY si_id LIMIT 1`))!;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = credit) => t.call({ method, url: `/api${url}`, payload, token });
const balanceOf = async (siId: number) =>
  (await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::numeric(16, 2)::text AS b FROM receivable_entries WHERE si_id = ${siId}`))!.b;

/** The receivable sub-ledger against the AR control account; every entry balanced. */
async function reconciliation() {
  return t.db.one(sql`
    SELECT (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100') = (SELECT SUM(debit - credit) FROM receivable_entries) AS receivables,
           (SELECT SUM(outstanding) FROM customer_balances) = (SELECT SUM(debit - credit) FROM receivable_entries) AS balances,
           NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced`);
}
const ALL_TRUE = { receivables: true, balances: true, balanced: true };

const linesOf = (memoId: number) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN memos m ON m.je_id = l.je_id WHERE m.memo_id = ${memoId} ORDER BY l.id`);
const postingsOf = async (memoNo: string) =>
  (await t.db.one<{ re: number; je: number }>(sql`
    SELECT (SELECT COUNT(*)::int FROM receivable_entries WHERE reference = ${memoNo}) AS re, (SELECT COUNT(*)::int FROM journal_entries WHERE reference = ${memoNo}) AS je`))!;
const revisionsOf = async (memoId: number) =>
  (await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'memos' AND entity_id = ${memoId} ORDER BY id`)).map((r) => r.action);

const memoBody = (over: object = {}) => ({
  memo_type: 'credit',
  memo_kind: 'discount_rebate',
  customer_code: customer.customer_code,
  si_id: invoices[0].si_id,
  memo_date: '2026-11-24',
  amount: '1,120.00',
  reason: 'Prompt payment discount',
  ...over,
});
async function create(over: object = {}, token = credit): Promise<MemoDetail> {
  const r = await call('POST', '/memos/create', memoBody(over), token);
  expect(r.body.code).toBe('00003');
  return r.body.result;
}
const act = (action: string, memo_id: number, token: string, reason?: string) => call('POST', `/memos/${action}`, reason === undefined ? { memo_id } : { memo_id, reason }, token);

describe('the demo memos', () => {
  it('are seeded in every state, the approved ones posted, and the books reconcile', async () => {
    const rows = await t.db.rows<{ memo_type: string; status: number; posted: boolean }>(sql`
      SELECT memo_type, status, je_id IS NOT NULL AS posted FROM memos ORDER BY memo_id`);
    expect(rows.map((r) => `${r.memo_type}:${r.status}:${r.posted}`)).toEqual(['credit:2:true', 'credit:2:true', 'debit:2:true', 'credit:1:false', 'debit:3:false', 'credit:0:false']);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });
});

describe('a credit memo', () => {
  let memo: MemoDetail;

  it('is written as a draft with its number and the VAT split out of the amount', async () => {
    memo = await create();
    expect(memo.memo_no).toMatch(/^CM-2026-\d{6}$/);
    expect(memo.status).toBe(0);
    expect([memo.amount, memo.vat, memo.net]).toEqual(['1120.00', '120.00', '1000.00']);
    expect(memo.offset_account).toBe('4021 Sales Discounts');
    expect(memo.journal_entry).toBeNull();
    expect(await revisionsOf(memo.memo_id)).toEqual(['created']);
    expect(await postingsOf(memo.memo_no)).toEqual({ re: 0, je: 0 });
  });

  it('is listed under its tab only, and not among the debit memos', async () => {
    const drafts = await call('GET', `/memos/credit/list/draft?search=${memo.memo_no}`);
    expect(drafts.body.result.map((r: { memo_no: string }) => r.memo_no)).toEqual([memo.memo_no]);
    expect((await call('GET', `/memos/credit/list/for-approval?search=${memo.memo_no}`)).body.total_rows).toBe(0);
    expect((await call('GET', `/memos/debit/list/draft?search=${memo.memo_no}`)).body.total_rows).toBe(0);
  });

  it('may not be approved by its maker, and approval by the approver posts one balanced entry and the receivable row', async () => {
    const before = await balanceOf(invoices[0].si_id);
    expect((await act('submit', memo.memo_id, credit)).body.result.status).toBe(1);
    const own = await act('approve', memo.memo_id, credit);
    expect(own.status).toBe(403);
    const r = await act('approve', memo.memo_id, approver);
    expect(r.body.code).toBe('00004');
    expect(r.body.result.status).toBe(2);
    expect(r.body.result.journal_entry).toMatch(/^JE-CM-2026-\d{6}$/);
    expect(await linesOf(memo.memo_id)).toEqual([
      { account_code: '4021', debit: '1000.00', credit: '0.00' },
      { account_code: '2100', debit: '120.00', credit: '0.00' },
      { account_code: '1100', debit: '0.00', credit: '1120.00' },
    ]);
    const re = await t.db.one<{ transaction: string; si_id: number; debit: string; credit: string; transaction_date: string }>(sql`
      SELECT transaction, si_id::int, debit::text, credit::text, transaction_date::text FROM receivable_entries WHERE reference = ${memo.memo_no}`);
    expect(re).toEqual({ transaction: 'CM', si_id: invoices[0].si_id, debit: '0.00', credit: '1120.00', transaction_date: '2026-11-24' });
    expect(await balanceOf(invoices[0].si_id)).toBe((await t.db.one<{ v: string }>(sql`SELECT (${before}::numeric - 1120)::numeric(16, 2)::text AS v`))!.v);
    expect(await revisionsOf(memo.memo_id)).toEqual(['created', 'submitted for approval', 'approved']);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it('approved twice (one after the other, or at once) is posted once', async () => {
    const again = await act('approve', memo.memo_id, approver);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('00005');
    expect(again.body.result[0]).toBe(`Credit Memo ${memo.memo_no} is Approved; it cannot be approved.`);
    const m2 = await create({ amount: '100.00' });
    await act('submit', m2.memo_id, credit);
    const both = await Promise.all([act('approve', m2.memo_id, approver), act('approve', m2.memo_id, approver)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await postingsOf(memo.memo_no)).toEqual({ re: 1, je: 1 });
    expect(await postingsOf(m2.memo_no)).toEqual({ re: 1, je: 1 });
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it('is refused above the invoice balance on saving, and again on approval when another memo took the balance meanwhile', async () => {
    const inv = invoices[1];
    const over = (await t.db.one<{ v: string }>(sql`SELECT (${inv.balance}::numeric + 0.01)::text AS v`))!.v;
    const tooMuch = await call('POST', '/memos/create', memoBody({ si_id: inv.si_id, amount: over }));
    expect(tooMuch.body.code).toBe('00001');
    expect(tooMuch.body.fields.amount).toEqual([`The credit memo may not exceed the open balance of SI ${inv.si_number} (${inv.balance}).`]);
    const a = await create({ si_id: inv.si_id, amount: inv.balance, memo_kind: 'bad_debt', submit: 1 });
    const b = await create({ si_id: inv.si_id, amount: '10.00', memo_kind: 'bad_debt', submit: 1 });
    expect([a.status, b.status]).toEqual([1, 1]);
    expect((await act('approve', a.memo_id, approver)).body.result.status).toBe(2);
    expect(await balanceOf(inv.si_id)).toBe('0.00');
    const late = await act('approve', b.memo_id, approver);
    expect(late.body.code).toBe('00001');
    expect(late.body.result).toEqual([`The credit memo may not exceed the open balance of SI ${inv.si_number} (0.00).`]);
    expect((await call('GET', `/memos/show/${b.memo_id}`)).body.result.status).toBe(1);
    expect(await postingsOf(b.memo_no)).toEqual({ re: 0, je: 0 });
    expect(await linesOf(a.memo_id)).toEqual([
      { account_code: '6090', debit: inv.balance, credit: '0.00' },
      { account_code: '1100', debit: '0.00', credit: inv.balance },
    ]);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it("refuses another customer's invoice, a future date and an unknown kind on their fields", async () => {
    const r = await call('POST', '/memos/create', memoBody({ si_id: other.si_id }));
    expect(r.body.fields.si_id).toEqual(["Choose one of the customer's invoices."]);
    const future = await call('POST', '/memos/create', memoBody({ memo_date: '2026-11-26' }));
    expect(future.body.fields.memo_date).toEqual(['The memo date may not be after today.']);
    const kind = await call('POST', '/memos/create', memoBody({ memo_kind: 'bounced_check_charges' }));
    expect(kind.body.fields.memo_kind).toEqual(['Choose the memo type from the list.']);
  });
});

describe('a debit memo', () => {
  it('posts Dr AR, Cr the offset (+ output VAT) and keeps the sub-ledger equal to the control account', async () => {
    const inv = invoices[2];
    const before = await balanceOf(inv.si_id);
    const charges = await create({ memo_type: 'debit', memo_kind: 'bounced_check_charges', si_id: inv.si_id, amount: '500', submit: 1 });
    expect(charges.memo_no).toMatch(/^DM-2026-\d{6}$/);
    expect(charges.vat).toBe('0.00');
    const interest = await create({ memo_type: 'debit', memo_kind: 'penalty_interest', si_id: inv.si_id, amount: '1000.00', submit: 1 });
    expect([interest.vat, interest.net]).toEqual(['107.14', '892.86']);
    for (const m of [charges, interest]) expect((await act('approve', m.memo_id, approver)).body.result.status).toBe(2);
    expect(await linesOf(charges.memo_id)).toEqual([
      { account_code: '1100', debit: '500.00', credit: '0.00' },
      { account_code: '6075', debit: '0.00', credit: '500.00' },
    ]);
    expect(await linesOf(interest.memo_id)).toEqual([
      { account_code: '1100', debit: '1000.00', credit: '0.00' },
      { account_code: '7010', debit: '0.00', credit: '892.86' },
      { account_code: '2100', debit: '0.00', credit: '107.14' },
    ]);
    expect(Number(await balanceOf(inv.si_id))).toBeCloseTo(Number(before) + 1500, 2);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });
});

describe('return, edit and cancel', () => {
  it('returns to the maker with a reason, who edits and submits again; a cancelled memo is never posted', async () => {
    const m = await create({ si_id: invoices[3].si_id, amount: '224.00', memo_kind: 'price_adjustment', submit: 1 });
    const noReason = await act('return', m.memo_id, approver, '  ');
    expect(noReason.body.code).toBe('00001');
    const returned = await act('return', m.memo_id, approver, 'Attach the price list');
    expect(returned.body.result).toMatchObject({ status: 3, decision_reason: 'Attach the price list' });
    const edited = await call('POST', `/memos/update/${m.memo_id}`, memoBody({ si_id: invoices[3].si_id, amount: '336.00', memo_kind: 'price_adjustment' }));
    expect(edited.body.code).toBe('00004');
    expect(edited.body.result).toMatchObject({ status: 3, amount: '336.00', vat: '36.00' });
    const submitted = await act('submit', m.memo_id, credit);
    expect(submitted.body.result.status).toBe(1);
    const frozen = await call('POST', `/memos/update/${m.memo_id}`, memoBody({ si_id: invoices[3].si_id }));
    expect(frozen.status).toBe(409);
    const cancelled = await act('cancel', m.memo_id, credit, 'Customer withdrew the claim');
    expect(cancelled.body.result.status).toBe(4);
    expect((await act('approve', m.memo_id, approver)).status).toBe(409);
    expect(await postingsOf(m.memo_no)).toEqual({ re: 0, je: 0 });
    const rev = await t.db.rows<{ action: string; changes: { field: string; old: unknown; new: unknown }[] }>(sql`
      SELECT action, changes FROM revisions WHERE entity = 'memos' AND entity_id = ${m.memo_id} ORDER BY id`);
    expect(rev.map((r) => r.action)).toEqual(['created', 'submitted for approval', 'returned to maker', 'updated', 'submitted for approval', 'cancelled']);
    expect(rev[3].changes.find((c) => c.field === 'amount')).toMatchObject({ old: '224.00', new: '336.00' });
  });

  it('keeps maker ≠ checker for someone holding both scopes', async () => {
    const m = await create({ amount: '10.00', submit: 1 }, admin);
    const own = await act('approve', m.memo_id, admin);
    expect(own.status).toBe(409);
    expect(own.body.result[0]).toBe(`Credit Memo ${m.memo_no} was created and submitted by you; someone else must approve it.`);
    expect(await postingsOf(m.memo_no)).toEqual({ re: 0, je: 0 });
  });
});

describe('scopes', () => {
  it('refuses writing to the approver, approving to the maker, and the lists to whoever may not see them', async () => {
    expect((await call('POST', '/memos/create', memoBody(), approver)).status).toBe(403);
    expect((await act('approve', 1, credit)).status).toBe(403);
    expect((await act('return', 1, credit, 'x')).status).toBe(403);
    expect((await call('GET', '/memos/credit/list/approved', undefined, viewer)).status).toBe(403);
    expect((await call('POST', '/memos/credit-subledger', { date_from: '2026-11-01', date_to: '2026-11-30' }, viewer)).status).toBe(403);
    expect((await call('GET', '/memos/debit/list/approved', undefined, approver)).status).toBe(200);
  });
});

describe('the credit memo sub-ledger', () => {
  it("lists the period's approved credit memos with the running total, and its total equals the CM postings to AR", async () => {
    const body = { date_from: '2026-11-01', date_to: '2026-11-30' };
    const page = await call('POST', '/memos/credit-subledger', { ...body, page_size: 100 });
    expect(page.status).toBe(200);
    const rows = page.body.result as { amount: string; running_balance: string; memo_no: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const totals = (await call('POST', '/memos/credit-subledger/totals', body)).body.result;
    expect(totals.memos).toBe(rows.length);
    expect(rows[rows.length - 1].running_balance).toBe(totals.amount);
    const posted = await t.db.one<{ v: string }>(sql`
      SELECT SUM(l.credit)::numeric(16, 2)::text AS v FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
      WHERE e.module = 'CM' AND l.account_code = '1100' AND l.transaction_date BETWEEN '2026-11-01' AND '2026-11-30'`);
    expect(totals.amount).toBe(posted!.v);
    const sub = await t.db.one<{ v: string }>(sql`
      SELECT SUM(credit)::numeric(16, 2)::text AS v FROM receivable_entries WHERE transaction = 'CM' AND transaction_date BETWEEN '2026-11-01' AND '2026-11-30'`);
    expect(totals.amount).toBe(sub!.v);
    const one = await call('POST', '/memos/credit-subledger/totals', { ...body, customer_code: customer.customer_code });
    expect(Number(one.body.result.amount)).toBeGreaterThan(0);
    expect(Number(one.body.result.amount)).toBeLessThan(Number(totals.amount));
    const reversed = await call('POST', '/memos/credit-subledger', { date_from: '2026-11-30', date_to: '2026-11-01' });
    expect(reversed.body.code).toBe('00001');
  });

  it("offers a credit memo only the customer's open invoices", async () => {
    const r = await call('GET', `/memos/invoices?customer_code=${customer.customer_code}&memo_type=credit`);
    const ids = (r.body.result as { si_id: number; balance: string }[]).map((i) => i.si_id);
    expect(ids).not.toContain(invoices[1].si_id);
    expect(ids).toContain(invoices[0].si_id);
    const d = await call('GET', `/memos/invoices?customer_code=${customer.customer_code}&memo_type=debit`);
    expect((d.body.result as { si_id: number }[]).map((i) => i.si_id)).toContain(invoices[1].si_id);
  });
});
