import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JvDetail, JvOptions } from '../../contract/journalVouchers';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let viewer: string;
let cash: string;
let expense: string;
let income: string;

beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, admin, viewer] = await Promise.all(['finance', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  const opts = (await call('GET', '/journal-voucher/dropdowns', undefined, finance)).body.result as JvOptions;
  cash = opts.accounts.find((a) => a.account_code === '1020')!.account_code;
  expense = opts.accounts.find((a) => a.account_code.startsWith('6'))!.account_code;
  income = opts.accounts.find((a) => a.account_code.startsWith('4'))!.account_code;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });
const line = (account: string, debit: string, credit: string, extra: object = {}) => ({ account_code: account, debit, credit, ...extra });
const balanced = (amount = '1500.25') => [line(expense, amount, ''), line(cash, '', amount)];
const store = (body: object, token = finance) => call('POST', '/journal-voucher/store', { jv_date: '2026-03-02', particulars: 'Accrual of March rent', ...body }, token);
const act = (id: number, action: string, token = approver, reason?: string) => call('POST', `/journal-voucher/action/${id}/${action}`, reason ? { reason } : {}, token);

async function submitted(amount?: string): Promise<JvDetail> {
  const r = await store({ lines: balanced(amount), submit: true });
  expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
  return r.body.result;
}

/** The journal entry a voucher posted: its lines as (account, debit, credit), and how many entries carry the voucher's number. */
async function postedOf(jvNo: string) {
  const entries = await t.db.rows<{ id: string }>(sql`SELECT id::text FROM journal_entries WHERE module = 'JV' AND journal_entry = ${jvNo}`);
  const lines = entries.length
    ? await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
        SELECT account_code, debit::text, credit::text FROM journal_lines WHERE je_id = ${entries[0].id}::bigint ORDER BY id`)
    : [];
  return { count: entries.length, lines };
}

describe('journal voucher rules', () => {
  it('a line is a debit or a credit, never both, never negative, never empty', async () => {
    const both = await store({ lines: [line(expense, '10.00', '10.00'), line(cash, '', '10.00')] });
    expect(both.status).toBe(422);
    expect(both.body.fields['lines.0.credit']).toEqual(['A line is either a debit or a credit, not both.']);
    const negative = await store({ lines: [line(expense, '-10.00', ''), line(cash, '', '10.00')] });
    expect(negative.status).toBe(422);
    expect(negative.body.fields['lines.0.debit'][0]).toContain('non-negative');
    const empty = await store({ lines: [line(expense, '', ''), line(cash, '', '10.00')] });
    expect(empty.body.fields['lines.0.debit']).toEqual(['Enter a debit or a credit.']);
  });

  it('a total past what the voucher keeps (numeric 16,2) is refused with 00001 and a message, not a 500', async () => {
    // 101 lines of the largest line amount: 100,999,999,999,998.99 of debits.
    const lines = [...Array.from({ length: 101 }, () => line(expense, '999999999999.99', '')), line(cash, '', '1.00')];
    const r = await store({ lines });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: '00001', fields: { lines: ['The total debit must not be more than 99,999,999,999,999.99.'] } });
    // Just within: 100 of them (99,999,999,999,999.00) is a draft like any other.
    expect((await store({ lines: lines.slice(0, 100).concat(line(cash, '', '1.00')) })).body.code).toBe('00003');
  });

  it('a draft may be unbalanced; submitting needs two lines and debits = credits to the centavo', async () => {
    const one = await store({ lines: [line(expense, '10.00', '')], submit: true });
    expect(one.body.result).toEqual(['A journal voucher needs at least two lines.']);
    const off = await store({ lines: [line(expense, '100.00', ''), line(cash, '', '99.99')], submit: true });
    expect(off.status).toBe(422);
    expect(off.body.result).toEqual(['Debits (100.00) and credits (99.99) must balance before the voucher is submitted.']);

    const draft = await store({ lines: [line(expense, '100.00', ''), line(cash, '', '99.99')] });
    expect(draft.body.code).toBe('00003');
    const jv: JvDetail = draft.body.result;
    expect([jv.status, jv.total_debit, jv.total_credit]).toEqual([0, '100.00', '99.99']);
    expect(jv.jv_no).toMatch(/^JV-2026-\d{6}$/);
    const refused = await act(jv.jv_id, 'submit', finance);
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual(['Debits (100.00) and credits (99.99) must balance before the voucher is submitted.']);
    expect((await call('GET', `/journal-voucher/show/${jv.jv_id}`)).body.result.status).toBe(0);

    const fixed = await call('POST', `/journal-voucher/update/${jv.jv_id}`, { jv_date: '2026-03-02', particulars: 'Fixed', lines: balanced('100.00'), submit: true });
    expect(fixed.body.code, JSON.stringify(fixed.body)).toBe('00004');
    expect([fixed.body.result.status, fixed.body.result.particulars, fixed.body.result.total_credit]).toEqual([1, 'Fixed', '100.00']);
    // Submitted: no longer editable.
    expect((await call('POST', `/journal-voucher/update/${jv.jv_id}`, { jv_date: '2026-03-02', particulars: 'x', lines: balanced() })).status).toBe(409);
  });

  it('an account the user may not post to on a JV is refused by name, and the drop-down leaves it out', async () => {
    const user = await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`);
    await t.db.run(sql`DELETE FROM coa_permissions WHERE user_id = ${user!.id} AND module_id = 99 AND account_code = ${income}`);
    const r = await store({ lines: [line(cash, '50.00', ''), line(income, '', '50.00')] });
    expect(r.status).toBe(422);
    expect(r.body.result).toEqual([`You may not post to account ${income} on a journal voucher.`]);
    expect(r.body.fields['lines.1.account_code']).toBeDefined();
    const opts = (await call('GET', '/journal-voucher/dropdowns')).body.result as JvOptions;
    expect(opts.accounts.some((a) => a.account_code === income)).toBe(false);
    expect(opts.accounts.some((a) => a.account_code === cash)).toBe(true);
    // A header account never takes postings, whoever asks.
    const header = await store({ lines: [line('1000', '5.00', ''), line(cash, '', '5.00')] }, admin);
    expect(header.body.result).toEqual(['Account 1000 does not take postings.']);
  });

  it('a control account (kept by its sub-ledger) takes no JV line, whoever asks; one already in a draft is refused on approval', async () => {
    // The audit's case: Dr 1100 / Cr 1200 100.00 made aging differ from 1100 and the stock report from 1200.
    const r = await store({ lines: [line('1100', '100.00', ''), line('1200', '', '100.00')], submit: true }, admin);
    expect(r.status).toBe(422);
    expect(r.body.fields['lines.0.account_code']).toEqual([
      '1100 Accounts Receivable - Trade is a control account kept by the Receivables (sales invoices, collections, memos, returns) sub-ledger: post to it through that module.',
    ]);
    expect(r.body.fields['lines.1.account_code'][0]).toMatch(/^1200 Merchandise Inventory is a control account kept by the Inventory/);
    const opts = (await call('GET', '/journal-voucher/dropdowns', undefined, admin)).body.result as JvOptions;
    for (const code of ['1100', '1200', '2010', '2050', '1300', '2100', '1310', '2110']) expect(opts.accounts.some((a) => a.account_code === code), code).toBe(false);

    // A voucher submitted before the chart marked its account: the approval refuses it and posts nothing.
    const jv = await submitted('100.00');
    await t.db.run(sql`UPDATE journal_voucher_lines SET account_code = '1100' WHERE jv_id = ${jv.jv_id} AND debit > 0`);
    const before = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines WHERE account_code = '1100'`);
    const refused = await act(jv.jv_id, 'approve');
    expect(refused.status).toBe(422);
    expect(refused.body.fields['lines.0.account_code'][0]).toContain('is a control account kept by the Receivables');
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM journal_lines WHERE account_code = '1100'`)).toEqual(before);
    expect((await call('GET', `/journal-voucher/show/${jv.jv_id}`)).body.result.status).toBe(1);
  });

  it('who may: a viewer sees nothing, the maker cannot approve, the superuser cannot approve its own', async () => {
    expect((await call('GET', '/journal-voucher/list/draft', undefined, viewer)).status).toBe(403);
    const jv = await submitted();
    expect((await act(jv.jv_id, 'approve', finance)).status).toBe(403);
    const own = (await store({ lines: balanced(), submit: true }, admin)).body.result as JvDetail;
    const refused = await act(own.jv_id, 'approve', admin);
    expect(refused.status).toBe(409);
    expect(refused.body.result[0]).toContain('someone else must approve it');
  });
});

describe('approval posts the books', () => {
  it('posts ONE balanced entry of the voucher’s lines, in the same transaction, with its revision', async () => {
    const jv = await submitted('2345.67');
    const before = await t.db.one<{ d: string }>(sql`SELECT COALESCE(SUM(debit), 0)::text AS d FROM account_month_totals WHERE account_code = ${expense} AND month = '2026-03-01'`);
    const r = await act(jv.jv_id, 'approve');
    expect(r.body.code, JSON.stringify(r.body)).toBe('00004');
    const done: JvDetail = r.body.result;
    expect(done.status).toBe(2);
    // The entry carries the voucher's own number: the ledger shows what the maker knows (issue 25).
    expect(done.journal_entry).toBe(done.jv_no);
    expect(done.approved_by).toBe('Antonio Bautista');
    const posted = await postedOf(jv.jv_no);
    expect(posted.count).toBe(1);
    expect(posted.lines).toEqual([
      { account_code: expense, debit: '2345.67', credit: '0.00' },
      { account_code: cash, debit: '0.00', credit: '2345.67' },
    ]);
    const after = await t.db.one<{ d: string }>(sql`SELECT SUM(debit)::text AS d FROM account_month_totals WHERE account_code = ${expense} AND month = '2026-03-01'`);
    expect(Math.round((Number(after!.d) - Number(before!.d)) * 100)).toBe(234567);
    // The reference the maker typed is the entry's Reference (none typed: the voucher's number).
    const typed = (await store({ reference: 'ACCR-MAR-RENT', lines: balanced('10.00'), submit: true })).body.result as JvDetail;
    expect((await act(typed.jv_id, 'approve')).body.code).toBe('00004');
    expect(await t.db.one(sql`SELECT reference, remarks FROM journal_entries WHERE journal_entry = ${typed.jv_no}`)).toEqual({ reference: 'ACCR-MAR-RENT', remarks: null });
    expect(await t.db.one(sql`SELECT reference FROM journal_entries WHERE journal_entry = ${jv.jv_no}`)).toEqual({ reference: jv.jv_no });
    const revisions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'journal_vouchers' AND entity_id = ${jv.jv_id} ORDER BY id`);
    expect(revisions.map((x) => x.action)).toEqual(['created', 'submitted for approval', 'approved']);
  });

  it('approved twice at once posts once', async () => {
    const jv = await submitted('10.10');
    const [a, b] = await Promise.all([act(jv.jv_id, 'approve'), act(jv.jv_id, 'approve')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await postedOf(jv.jv_no)).count).toBe(1);
    expect((await act(jv.jv_id, 'approve')).status).toBe(409);
    expect((await postedOf(jv.jv_no)).count).toBe(1);
  });

  it('return to maker needs a reason; the maker edits and submits again; cancel ends it', async () => {
    const jv = await submitted();
    expect((await act(jv.jv_id, 'return')).status).toBe(422);
    const back = await act(jv.jv_id, 'return', approver, 'Wrong expense account');
    expect([back.body.result.status, back.body.result.return_reason]).toEqual([3, 'Wrong expense account']);
    expect((await call('GET', '/journal-voucher/list/returned')).body.result.some((r: { jv_id: number }) => r.jv_id === jv.jv_id)).toBe(true);
    const again = await call('POST', `/journal-voucher/update/${jv.jv_id}`, { jv_date: '2026-03-02', particulars: 'Rent', lines: balanced('77.00'), submit: true });
    expect(again.body.result.status).toBe(1);
    const draft = (await store({ lines: balanced() })).body.result as JvDetail;
    const cancelled = await act(draft.jv_id, 'cancel', finance);
    expect(cancelled.body.result.status).toBe(4);
    expect((await act(draft.jv_id, 'submit', finance)).status).toBe(409);
    expect((await postedOf(draft.jv_no)).count).toBe(0);
  });

  it('an approved voucher is reversed by a new one, debits and credits swapped, linked to it; once', async () => {
    const jv = await submitted('500.00');
    await act(jv.jv_id, 'approve');
    const early = await call('POST', `/journal-voucher/reverse/${jv.jv_id}`, { jv_date: '2026-03-01' });
    expect(early.status).toBe(422);
    const r = await call('POST', `/journal-voucher/reverse/${jv.jv_id}`, { jv_date: '2026-03-31' });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    const rev: JvDetail = r.body.result;
    expect([rev.status, rev.jv_date, rev.reverses_jv_id, rev.reverses_no, rev.reference]).toEqual([0, '2026-03-31', jv.jv_id, jv.jv_no, jv.jv_no]);
    expect(rev.lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      [expense, '0.00', '500.00'],
      [cash, '500.00', '0.00'],
    ]);
    expect((await call('POST', `/journal-voucher/reverse/${jv.jv_id}`, { jv_date: '2026-03-31' })).status).toBe(409);
    const original = (await call('GET', `/journal-voucher/show/${jv.jv_id}`)).body.result as JvDetail;
    expect(original.reversed_by.map((x) => x.jv_no)).toEqual([rev.jv_no]);
    // A voucher not approved is not reversed.
    expect((await call('POST', `/journal-voucher/reverse/${rev.jv_id}`, { jv_date: '2026-03-31' })).status).toBe(409);
  });

  it('the list of every voucher filters by status, date and account, and exports', async () => {
    const all = await call('GET', '/journal-voucher/all?status=2&page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.result.length).toBeGreaterThan(0);
    expect(all.body.result.every((r: { status: number }) => r.status === 2)).toBe(true);
    const byAccount = await call('GET', `/journal-voucher/all?account_code=${income}`);
    expect(byAccount.body.total_rows).toBe(0);
    const file = await call('POST', '/journal-voucher/export', { status: 2 });
    expect(file.body.result).toMatch(/^\/api\/downloads\//);
  });
});
