import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Bir2307, CoaTagOption, PvDetail } from '../../contract/payableVouchers';
import type { CvDetail } from '../../contract/checkVouchers';
import { sql } from '../db/db';
import { PO_LIST_FROM } from '../purchaseOrders/poStore';
import { createTestServer, type TestServer } from '../testing';

/**
 * Payable and check vouchers against the real books: approval posts one
 * balanced entry with the input VAT and the EWT to the centavo; the books
 * stay whole (every entry balanced, the kept monthly totals equal the lines,
 * the payables report's payees equal the payable accounts); maker ≠ checker;
 * a voucher posts once under concurrent approvals; check numbers never repeat.
 */
let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let otp: string;
let viewer: string;
let bankId: number;
let pldt: number;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, admin, otp, viewer] = await Promise.all(['finance', 'approver', 'admin', 'otpuser', 'viewer'].map((u) => t.login(u)));
  bankId = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
  pldt = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE vendor_code = 'V-0011'`))!.id;
});
afterAll(async () => t?.close());

const P = '/api/accounting/payablevoucher';
const C = '/api/accounting/checkvoucher';
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url, payload, token });

/** Every entry balanced; the kept monthly totals equal the lines; the payables report's payees add up to the payable accounts. */
async function booksWhole() {
  const db = await t.db.one<{ balanced: boolean; kept: boolean }>(sql`
    SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced,
           NOT EXISTS (SELECT 1 FROM (SELECT account_code, SUM(debit) d, SUM(credit) c FROM journal_lines GROUP BY 1) l
                       FULL JOIN (SELECT account_code, SUM(debit) d, SUM(credit) c FROM account_month_totals GROUP BY 1) m USING (account_code)
                       WHERE l.d IS DISTINCT FROM m.d OR l.c IS DISTINCT FROM m.c) AS kept`);
  const payables = await call('POST', '/api/finance-reports/payables/summary', { as_of: '2027-12-31' });
  expect(payables.status, JSON.stringify(payables.body)).toBe(200);
  return { ...db, payables: payables.body.result.total === payables.body.result.books };
}
const WHOLE = { balanced: true, kept: true, payables: true };

const entryOf = (jeRef: string) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text, l.credit::text FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
    WHERE e.journal_entry = ${jeRef} ORDER BY l.id`);
const payeeBalance = async (account: string, payee: string) =>
  (await t.db.one<{ b: string }>(sql`
    SELECT COALESCE(SUM(l.credit - l.debit), 0)::numeric(16, 2)::text AS b FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
    WHERE l.account_code = ${account} AND e.payee = ${payee}`))!.b;

const pldtVoucher = (over: object = {}) => ({
  payee_type: 'vendor',
  payee_id: pldt,
  pv_date: '2026-11-16',
  due_date: '2026-12-16',
  invoice_no: 'PLDT-8812-1116',
  invoice_date: '2026-11-15',
  particulars: 'Telephone and internet, October 2026',
  lines: [
    { account_code: '6031', description: 'Leased line, October', debit: '12345.67', credit: '0' },
    { account_code: '6041', description: 'Courier of the bills', debit: '1000.10', credit: '' },
  ],
  ewt: [{ atc_code: 'WC160', tax_base: '13345.77' }],
  ...over,
});

describe('the seeded vouchers', () => {
  it('rent paid by a released check, one for release, one approved waiting, one for approval, one draft; the books whole', async () => {
    const rows = await t.db.rows<{ status: string; gross: string; vat: string; ewt: string; net: string; cv: string | null }>(sql`
      SELECT h.status, h.gross_amount::text AS gross, h.input_vat::text AS vat, h.ewt_amount::text AS ewt, h.net_payable::text AS net, c.status AS cv
      FROM payable_voucher_hdr h LEFT JOIN check_vouchers c ON c.cv_id = h.paid_cv_id ORDER BY h.payable_voucher_hdr_id`);
    expect(rows.map((r) => [r.status, r.cv])).toEqual([
      ['approved', 'released'],
      ['approved', 'for_release'],
      ['approved', null],
      ['for_approval', null],
      ['draft', null],
    ]);
    // Rent 80,000 + 12 % VAT 9,600 less 5 % EWT 4,000.
    expect(rows[0]).toMatchObject({ gross: '89600.00', vat: '9600.00', ewt: '4000.00', net: '85600.00' });
    expect(await booksWhole()).toEqual(WHOLE);
  });
});

let pv: PvDetail;
describe('writing and approving a payable voucher', () => {
  it('refuses bad input with 00001 by field, and the scopes with 403', async () => {
    const bad = await call('POST', `${P}/create-voucher`, { ...pldtVoucher(), payee_id: null, lines: [{ account_code: '6031', debit: '5', credit: '5' }] });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect(bad.body.fields['payee_id']).toEqual(['Payee is required.']);
    expect(bad.body.fields['lines.0.debit']).toEqual(['Enter a debit or a credit, not both.']);
    expect((await call('POST', `${P}/create-voucher`, pldtVoucher(), approver)).status).toBe(403);
    expect((await call('GET', `${P}?page=0&page_size=10`, undefined, viewer)).status).toBe(403);
    expect((await call('POST', `${P}/approve-voucher/1`, undefined, finance)).status).toBe(403);
  });

  it('computes the input VAT and the EWT to the centavo and submits it for approval without posting', async () => {
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries`))!.n;
    const r = await call('POST', `${P}/create-voucher`, pldtVoucher());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    pv = r.body.result;
    // Lines 13,345.77; VAT 12 % = 1,601.4924 -> 1,601.49; EWT 2 % of 13,345.77 = 266.9154 -> 266.92.
    expect(pv).toMatchObject({ status: 'for_approval', lines_amount: '13345.77', input_vat: '1601.49', gross_amount: '14947.26', ewt_amount: '266.92', net_payable: '14680.34', ap_account: '2020' });
    expect(pv.pv_no).toMatch(/^PV-2026-\d{6}$/);
    expect(pv.ewt[0]).toMatchObject({ atc_code: 'WC160', rate: '2.00', tax_withheld: '266.92', ewt_account: '2113' });
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries`))!.n).toBe(before);
  });

  it('approval by another user posts one balanced entry (Dr lines and input VAT, Cr EWT by type and the non-trade payable)', async () => {
    const r = await call('POST', `${P}/approve-voucher/${pv.payable_voucher_hdr_id}`, undefined, approver);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.status).toBe('approved');
    const entry = await entryOf(r.body.result.journal_entry);
    expect(entry).toEqual([
      { account_code: '6031', debit: '12345.67', credit: '0.00' },
      { account_code: '6041', debit: '1000.10', credit: '0.00' },
      { account_code: '1300', debit: '1601.49', credit: '0.00' },
      { account_code: '2113', debit: '0.00', credit: '266.92' },
      { account_code: '2020', debit: '0.00', credit: '14680.34' },
    ]);
    expect(await payeeBalance('2020', 'PLDT Inc.')).toBe('14680.34');
    expect(await booksWhole()).toEqual(WHOLE);
    const revisions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'payable_vouchers' AND entity_id = ${pv.payable_voucher_hdr_id} ORDER BY id`);
    expect(revisions.map((x) => x.action)).toEqual(['created', 'approved']);
    const again = await call('POST', `${P}/approve-voucher/${pv.payable_voucher_hdr_id}`, undefined, approver);
    // The workflow kit: a decision on a voucher no longer waiting is a conflict (409), named by its status.
    expect(again.body).toMatchObject({ code: '00005', result: [`Payable voucher ${pv.pv_no} is Approved; it cannot be approved.`] });
  });

  it('a tax base past what the voucher pays before VAT is refused on submitting (issue 25, defect 6); a draft may hold it', async () => {
    const over = pldtVoucher({ invoice_no: 'PLDT-BASE', lines: [{ account_code: '6031', description: 'Leased line', debit: '1000.00', credit: '0' }], ewt: [{ atc_code: 'WC160', tax_base: '40000.00' }] });
    const r = await call('POST', `${P}/create-voucher`, over);
    expect(r.body).toMatchObject({ code: '00001', fields: { 'ewt.0.tax_base': ['The tax bases (40,000.00) must not be more than what the voucher pays before VAT (1,000.00).'] } });
    expect((await call('POST', `${P}/draft-voucher`, over)).body.code).toBe('00003');
    // At the payment exactly: accepted.
    expect((await call('POST', `${P}/create-voucher`, { ...over, invoice_no: 'PLDT-BASE-2', ewt: [{ atc_code: 'WC160', tax_base: '1000.00' }] })).status).toBe(200);
  });

  it('the maker cannot approve even with the approval scope', async () => {
    const r = await call('POST', `${P}/create-voucher`, pldtVoucher({ invoice_no: 'PLDT-ADMIN-1' }), admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const a = await call('POST', `${P}/approve-voucher/${r.body.result.payable_voucher_hdr_id}`, undefined, admin);
    expect(a.body).toMatchObject({ code: '00005', result: [expect.stringMatching(/^Payable voucher PV-\S+ was created and submitted by you; someone else must approve it\.$/)] });
  });

  it('two approvals at once post once', async () => {
    const r = await call('POST', `${P}/create-voucher`, pldtVoucher({ invoice_no: 'PLDT-TWICE' }));
    const id = r.body.result.payable_voucher_hdr_id;
    const both = await Promise.all([1, 2].map(() => call('POST', `${P}/approve-voucher/${id}`, undefined, approver)));
    expect(both.map((b) => b.body.code).sort()).toEqual(['00004', '00005']);
    const n = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries WHERE module = 'PV' AND reference = ${r.body.result.pv_no}`);
    expect(n!.n).toBe(1);
  });

  it('an approved voucher without its entry is refused when the transaction commits (migration 135), writing nothing', async () => {
    const r = await call('POST', `${P}/create-voucher`, pldtVoucher({ invoice_no: 'PLDT-NO-ENTRY' }));
    const id = r.body.result.payable_voucher_hdr_id;
    await expect(t.db.transaction((tx) => tx.run(sql`UPDATE payable_voucher_hdr SET status = 'approved' WHERE payable_voucher_hdr_id = ${id}`))).rejects.toThrow();
    expect((await t.db.one<{ status: string }>(sql`SELECT status FROM payable_voucher_hdr WHERE payable_voucher_hdr_id = ${id}`))!.status).toBe('for_approval');
  });

  it('refuses an account the user may not post to (00001 naming it) and offers only the allowed accounts', async () => {
    const r = await call('POST', `${P}/draft-voucher`, pldtVoucher({ lines: [{ account_code: '1340', debit: '500', credit: '0' }] }), otp);
    expect(r.status).toBe(422);
    expect(r.body.fields['lines.0.account_code']).toEqual(['You may not post to account 1340 Office Supplies on Hand on a payable voucher.']);
    const offered = (await call('GET', `${P}/accounts`, undefined, otp)).body.result.map((a: { account_code: string }) => a.account_code);
    expect(offered).toContain('6031');
    expect(offered).not.toContain('1340');
    expect((await call('GET', `${P}/accounts`, undefined, finance)).body.result.map((a: { account_code: string }) => a.account_code)).toContain('1340');
  });

  it('a line may not post to a control account but the supplier advances the voucher keeps (issue 25, defect 1)', async () => {
    const r = await call('POST', `${P}/draft-voucher`, pldtVoucher({ lines: [{ account_code: '2010', debit: '500', credit: '0' }, { account_code: '1200', debit: '5', credit: '0' }] }));
    expect(r.status).toBe(422);
    expect(r.body.fields['lines.0.account_code'][0]).toMatch(/^2010 Accounts Payable - Trade is a control account kept by the Trade payables/);
    expect(r.body.fields['lines.1.account_code'][0]).toMatch(/^1200 Merchandise Inventory is a control account kept by the Inventory/);
    const offered = (await call('GET', `${P}/accounts`)).body.result.map((a: { account_code: string }) => a.account_code);
    expect(offered).toContain('1140');
    for (const kept of ['1100', '1200', '1300', '2010', '2110']) expect(offered).not.toContain(kept);
  });

  it('a draft saves incomplete, is edited, returned and cancelled with reasons', async () => {
    const d = await call('POST', `${P}/draft-voucher`, { payee_type: 'employee', pv_date: '2026-11-18', lines: [{ account_code: '6019', debit: '', credit: '' }] });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(d.body.result).toMatchObject({ status: 'draft', payee_name: null, net_payable: '0.00' });
    const id = d.body.result.payable_voucher_hdr_id;
    const emp = (await t.db.one<{ id: number }>(sql`SELECT employee_id AS id FROM employees WHERE employee_no = 'EMP-0010'`))!.id;
    const sent = await call('POST', `${P}/update-voucher/${id}`, { payee_type: 'employee', payee_id: emp, pv_date: '2026-11-18', lines: [{ account_code: '6019', debit: '850.50', credit: '0' }], submit: true });
    expect(sent.body.result).toMatchObject({ status: 'for_approval', net_payable: '850.50', input_vat: '0.00', ap_account: '2030', payee_name: 'Navarro, Jerome' });
    const back = await call('POST', `${P}/return-to-maker-voucher/${id}`, { reason: 'Attach the receipts.' }, approver);
    expect(back.body.result).toMatchObject({ status: 'returned', reason: 'Attach the receipts.' });
    const cancelled = await call('POST', `${P}/cancel-voucher/${id}`, { reason: 'Paid from petty cash instead.' });
    expect(cancelled.body.result.status).toBe('cancelled');
    expect((await call('POST', `${P}/update-voucher/${id}`, { payee_type: 'employee', pv_date: '2026-11-18' })).body.result).toEqual(['Only a draft or a voucher returned to its maker can be changed.']);
  });

  it('a supplier voucher invoices a receiving report: Dr AP trade for the receipt, Cr EWT goods and AP trade net; the receipt leaves the open list', async () => {
    const open = await t.db.one<{ rr_id: number; rr_no: string; rr_date: string; supplier_id: number; net: string; amount: string; name: string }>(sql`
      SELECT r.rr_id::int, r.rr_no, r.rr_date::text, r.supplier_id, r.net::text, (r.net + r.vat)::text AS amount, s.company_name AS name FROM receiving_reports r JOIN suppliers s ON s.vendor_id = r.supplier_id
      WHERE s.vendor_code = 'V-0003' AND NOT EXISTS (SELECT 1 FROM supplier_payments p WHERE p.rr_id = r.rr_id) ORDER BY r.rr_date DESC LIMIT 1`);
    const list = async () => (await call('POST', `${P}/ir-lists`, { supplier_id: open!.supplier_id })).body.result.map((x: { rr_id: number }) => x.rr_id);
    expect(await list()).toContain(open!.rr_id);
    const body = { payee_type: 'supplier', payee_id: open!.supplier_id, pv_date: '2026-11-19', invoice_no: 'GSK-77120', invoice_date: '2026-11-18', rr_ids: [open!.rr_id], ewt: [{ atc_code: 'WC158', tax_base: open!.net }] };
    // Not dated before the receipt it bills (issue 25, defect 7).
    const early = await call('POST', `${P}/create-voucher`, { ...body, pv_date: '2020-01-02', invoice_date: '2020-01-01' });
    expect(early.body).toMatchObject({ code: '00001', fields: { pv_date: [`PV Date must not be before receiving report ${open!.rr_no} (${open!.rr_date}), which it bills.`] } });
    const r = await call('POST', `${P}/create-voucher`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await list()).not.toContain(open!.rr_id);
    const twice = await call('POST', `${P}/create-voucher`, { ...body, invoice_no: 'GSK-DUP' });
    expect(twice.body.code).toBe('00001');
    expect(twice.body.fields.rr_ids[0]).toMatch(/already invoiced/);
    const a = await call('POST', `${P}/approve-voucher/${r.body.result.payable_voucher_hdr_id}`, undefined, approver);
    const ewt = (await t.db.one<{ v: string; net: string }>(sql`SELECT round(${open!.net}::numeric / 100, 2)::text AS v, (${open!.amount}::numeric - round(${open!.net}::numeric / 100, 2))::text AS net`))!;
    expect(await entryOf(a.body.result.journal_entry)).toEqual([
      { account_code: '2010', debit: open!.amount, credit: '0.00' },
      { account_code: '2112', debit: '0.00', credit: ewt.v },
      { account_code: '2010', debit: '0.00', credit: ewt.net },
    ]);
    expect(await booksWhole()).toEqual(WHOLE);
    // IR Not Yet Invoiced now shows the receipt invoiced by this voucher.
    const ir = await t.db.one<{ rr_no: string; rr_date: string }>(sql`SELECT rr_no, rr_date::text FROM receiving_reports WHERE rr_id = ${open!.rr_id}`);
    const report = await call('POST', '/api/finance-reports/ir-not-yet-invoiced', { date_from: ir!.rr_date, date_to: '2026-11-30', supplier: ir!.rr_no, page: 0, page_size: 50 });
    expect(report.body.result).toEqual([expect.objectContaining({ rr_no: ir!.rr_no, status: 'invoiced', voucher_no: a.body.result.pv_no, voucher_date: '2026-11-19' })]);
  });
});

describe('check vouchers', () => {
  let cv: CvDetail;
  it('pays an approved voucher: written for release, released (Dr payable, Cr cash in bank), voided (reversed) and written again', async () => {
    const pending = await call('GET', `${P}/or-lists?page=0&page_size=100`);
    expect(pending.body.result.map((r: { pv_no: string }) => r.pv_no)).toContain(pv.pv_no);
    const w = await call('POST', `${C}/create`, { bank_account_id: bankId, check_date: '2026-11-25', pv_ids: [pv.payable_voucher_hdr_id] });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    cv = w.body.result;
    expect(cv).toMatchObject({ status: 'for_release', amount: '14680.34', payee_name: 'PLDT Inc.', cash_account: '1020' });
    expect(cv.check_no).toMatch(/^\d{10}$/);
    expect((await call('GET', `${P}/or-lists?page=0&page_size=100`)).body.result.map((r: { pv_no: string }) => r.pv_no)).not.toContain(pv.pv_no);
    // Taken: a second check for the same voucher is refused.
    expect((await call('POST', `${C}/create`, { bank_account_id: bankId, check_date: '2026-11-25', pv_ids: [pv.payable_voucher_hdr_id] })).body.code).toBe('00001');

    // Other PLDT vouchers are open too: the release moves the payee's balance by this check only.
    const owed = await payeeBalance('2020', 'PLDT Inc.');
    // Not before the day it was written (issue 25, defect 2): refused on the field, nothing posted.
    const early = await call('POST', `${C}/release/${cv.cv_id}`, { release_date: '2026-11-01' });
    expect(early.body).toMatchObject({ code: '00001', fields: { release_date: ['The release date cannot be before the voucher was written.'] } });
    expect(await payeeBalance('2020', 'PLDT Inc.')).toBe(owed);
    const rel = await call('POST', `${C}/release/${cv.cv_id}`, { release_date: '2026-11-26' });
    expect(rel.status, JSON.stringify(rel.body)).toBe(200);
    expect(await entryOf(rel.body.result.journal_entry)).toEqual([
      { account_code: '2020', debit: '14680.34', credit: '0.00' },
      { account_code: '1020', debit: '0.00', credit: '14680.34' },
    ]);
    expect(Math.round(Number(owed) * 100) - Math.round(Number(await payeeBalance('2020', 'PLDT Inc.')) * 100)).toBe(1468034);
    expect(await booksWhole()).toEqual(WHOLE);

    const v = await call('POST', `${C}/void/${cv.cv_id}`, { void_date: '2026-11-27', reason: 'Check spoiled in printing.' });
    expect(v.body.result).toMatchObject({ status: 'voided', void_reason: 'Check spoiled in printing.' });
    expect(await entryOf(v.body.result.void_journal_entry)).toEqual([
      { account_code: '1020', debit: '14680.34', credit: '0.00' },
      { account_code: '2020', debit: '0.00', credit: '14680.34' },
    ]);
    expect(await payeeBalance('2020', 'PLDT Inc.')).toBe(owed);
    expect((await call('POST', `${C}/void/${cv.cv_id}`, { void_date: '2026-11-27', reason: 'again' })).body.code).toBe('00001');

    const again = await call('POST', `${C}/create`, { bank_account_id: bankId, check_date: '2026-11-27', pv_ids: [pv.payable_voucher_hdr_id] });
    expect(again.body.result).toMatchObject({ status: 'for_release', replaces_cv_no: cv.cv_no });
    expect(again.body.result.check_no).not.toBe(cv.check_no);
    expect(await booksWhole()).toEqual(WHOLE);
  });

  it('refuses vouchers of different payees on one check, and release or void without the scope', async () => {
    const ids = await t.db.rows<{ id: number }>(sql`SELECT payable_voucher_hdr_id::int AS id FROM payable_voucher_hdr WHERE status = 'approved' AND paid_cv_id IS NULL ORDER BY 1`);
    const payees = await t.db.one<{ n: number }>(sql`SELECT COUNT(DISTINCT supplier_id)::int AS n FROM payable_voucher_hdr WHERE status = 'approved' AND paid_cv_id IS NULL`);
    expect(payees!.n).toBeGreaterThan(1);
    const r = await call('POST', `${C}/create`, { bank_account_id: bankId, check_date: '2026-11-27', pv_ids: ids.map((x) => x.id) });
    expect(r.body).toMatchObject({ code: '00001', fields: { pv_ids: ['All vouchers of one check must be of the same payee.'] } });
    expect((await call('POST', `${C}/release/1`, { release_date: '2026-11-27' }, approver)).status).toBe(403);
    expect((await call('POST', `${C}/create`, { bank_account_id: 'x', check_date: '2026-13-01', pv_ids: [] })).body.code).toBe('00001');
  });

  it('check numbers never repeat when checks are written at once on one account', async () => {
    const made = [];
    for (const n of [1, 2, 3]) {
      const r = await call('POST', `${P}/create-voucher`, pldtVoucher({ invoice_no: `PLDT-CONC-${n}` }));
      await call('POST', `${P}/approve-voucher/${r.body.result.payable_voucher_hdr_id}`, undefined, approver);
      made.push(r.body.result.payable_voucher_hdr_id);
    }
    const written = await Promise.all(made.map((id) => call('POST', `${C}/create`, { bank_account_id: bankId, check_date: '2026-11-27', pv_ids: [id] })));
    expect(written.map((w) => w.status)).toEqual([200, 200, 200]);
    const numbers = written.map((w) => Number(w.body.result.check_no)).sort();
    expect(new Set(numbers).size).toBe(3);
    expect(numbers[2] - numbers[0]).toBe(2);
    const dup = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM (SELECT bank_account_id, check_no FROM check_vouchers GROUP BY 1, 2 HAVING COUNT(*) > 1) d`);
    expect(dup!.n).toBe(0);
  });
});

describe('BIR 2307', () => {
  it('one voucher: the payee and payor, the ATC and the income payment in its month of the quarter, the tax withheld', async () => {
    const r = await call('POST', `${P}/print-ewt-form/${pv.payable_voucher_hdr_id}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const c: Bir2307 = r.body.result;
    expect(c).toMatchObject({ payee_name: 'PLDT Inc.', payee_tin: '000-488-793-000', period_from: '2026-10-01', period_to: '2026-12-31', months: ['2026-10', '2026-11', '2026-12'] });
    expect(c.rows).toEqual([{ atc_code: 'WC160', description: expect.any(String), month1: '0.00', month2: '13345.77', month3: '0.00', total: '13345.77', tax_withheld: '266.92' }]);
  });

  it('many vouchers: one certificate per payee and quarter, summed', async () => {
    const pldtIds = await t.db.rows<{ id: number }>(sql`
      SELECT payable_voucher_hdr_id::int AS id FROM payable_voucher_hdr WHERE supplier_id = ${pldt} AND status = 'approved' ORDER BY 1`);
    const rent = await t.db.one<{ id: number }>(sql`SELECT payable_voucher_hdr_id::int AS id FROM payable_voucher_hdr WHERE particulars LIKE 'Warehouse rent%'`);
    const r = await call('POST', `${P}/multiple-print-ewt-form`, { ids: [...pldtIds.map((x) => x.id), rent!.id] });
    const certs: Bir2307[] = r.body.result;
    expect(certs.map((c) => c.payee_name).sort()).toEqual(['Bagumbayan Realty Corporation', 'PLDT Inc.']);
    const p = certs.find((c) => c.payee_name === 'PLDT Inc.')!;
    expect(p.pv_nos).toHaveLength(pldtIds.length);
    expect(p.total_withheld).toBe((pldtIds.length * 266.92).toFixed(2));
    expect(certs.find((c) => c.payee_name !== 'PLDT Inc.')!.rows[0]).toMatchObject({ atc_code: 'WC100', month1: '80000.00', tax_withheld: '4000.00' });
    expect((await call('POST', `${P}/print-ewt-form/999999`)).status).toBe(404);
  });
});

describe('QAP (EWT) of a quarter', () => {
  it('is the DAT file of the BIR layout: header, a line per payee and ATC, control totals equal to the vouchers', async () => {
    const r = await call('GET', `${P}/qap?year=2026&quarter=4`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const lines: string[] = r.body.result.content.trimEnd().split('\r\n');
    expect(r.body.result.file_name).toBe('00987654300001220261601EQ.DAT');
    expect(lines[0]).toBe('HQAP,H1601EQ,009876543,0000,"AURORA PHARMA DISTRIBUTION, INC.","","","",12/2026,050');
    expect(lines.map((l) => l.replace(/^DQAP,D1601EQ,\d+,/, 'DQAP,D1601EQ,#,'))).toContain('DQAP,D1601EQ,#,009332118,0000,"BAGUMBAYAN REALTY CORPORATION","","","",12/2026,WC100,5.00,80000.00,4000.00');
    const db = (await t.db.one<{ base: string; tax: string }>(sql`
      SELECT SUM(base)::text AS base, SUM(tax)::text AS tax FROM (
        SELECT x.tax_base AS base, x.tax_withheld AS tax FROM payable_voucher_hdr h JOIN payable_voucher_ewt x USING (payable_voucher_hdr_id)
        WHERE h.status = 'approved' AND h.pv_date BETWEEN '2026-10-01' AND '2026-12-31'
        UNION ALL SELECT rr.net, p.ewt FROM supplier_payments p JOIN receiving_reports rr USING (rr_id) WHERE p.payment_date BETWEEN '2026-10-01' AND '2026-12-31') w`))!;
    expect(lines.at(-1)).toBe(`CQAP,C1601EQ,009876543,0000,12/2026,${db.base},${db.tax}`);
    expect(lines).toHaveLength(r.body.result.rows.length + 2);
  });

  it('holds all expanded withholding credited in the quarter, supplier payments included: each quarter equals the EWT accounts of the books (issue 25, defect 8)', async () => {
    // What the books credited to the EWT accounts (2110, 2112-2115) in the quarter: withheld on vouchers and on supplier payments.
    for (const [year, quarter, from, to] of [
      [2026, 3, '2026-07-01', '2026-09-30'],
      [2026, 4, '2026-10-01', '2026-12-31'],
    ] as const) {
      const books = (await t.db.one<{ withheld: string }>(sql`
        SELECT COALESCE(SUM(l.credit), 0)::numeric(16, 2)::text AS withheld FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
        WHERE l.account_code IN ('2110', '2112', '2113', '2114', '2115') AND l.transaction_date BETWEEN ${from}::date AND ${to}::date AND e.module IN ('PV', 'CV')`))!.withheld;
      const qap = (await call('GET', `${P}/qap?year=${year}&quarter=${quarter}`)).body.result;
      expect(Number(books), `${year} Q${quarter}`).toBeGreaterThan(0);
      expect(qap.content.trimEnd().split('\r\n').at(-1).split(',').at(-1), `${year} Q${quarter}`).toBe(books);
    }
    const goods = (await call('GET', `${P}/qap?year=2026&quarter=3`)).body.result.rows as { atc_code: string }[];
    expect(goods.some((row) => row.atc_code === 'WC158')).toBe(true);
    expect((await call('GET', `${P}/qap?year=2026&quarter=5`)).body.code).toBe('00001');
  });
});

describe('asset receipts on a voucher', () => {
  it("PLDT's received network equipment is picked from po-non-stock-lists; approval debits the clearing account and links the receipt", async () => {
    const open = await call('GET', `${P}/po-non-stock-lists?supplier_id=${pldt}`);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.result).toEqual([
      expect.objectContaining({ receipt_no: 'ARR-2026-000001', receipt_date: '2026-02-16', amount: '204100.00', items: 'Fortinet FortiGate 60F firewall (1), Cisco Catalyst 9200L 24-port switch (2)' }),
    ]);
    const receiptId: number = open.body.result[0].receipt_id;
    const body = pldtVoucher({
      pv_date: '2026-03-02', due_date: null, invoice_no: 'PLDT-EQ-0216', invoice_date: '2026-02-16', particulars: 'Network equipment, Paranaque warehouse link',
      lines: [], asset_receipt_ids: [receiptId], ewt: [{ atc_code: 'WC158', tax_base: '204100.00' }],
    });
    // Only the payee's own receipts, never an employee voucher.
    const other = await call('POST', `${P}/create-voucher`, { ...body, payee_id: (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE vendor_code = 'V-0012'`))!.id });
    expect(other.body.fields.asset_receipt_ids).toEqual(["Asset receipt ARR-2026-000001 is already invoiced or is not this payee's."]);
    expect((await call('POST', `${P}/create-voucher`, { ...body, payee_type: 'employee' })).body.fields.asset_receipt_ids).toEqual(['An employee voucher cannot invoice asset receipts.']);

    const r = await call('POST', `${P}/create-voucher`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const made: PvDetail = r.body.result;
    // Cost 204,100.00 VAT-exclusive: input VAT 12 % = 24,492.00; EWT 1 % (goods) = 2,041.00.
    expect(made).toMatchObject({ asset_receipts_amount: '204100.00', input_vat: '24492.00', gross_amount: '228592.00', ewt_amount: '2041.00', net_payable: '226551.00' });
    expect(made.asset_receipts).toEqual([{ receipt_id: receiptId, receipt_no: 'ARR-2026-000001', receipt_date: '2026-02-16', apo_no: expect.stringMatching(/^APO-2026-\d{6}$/), amount: '204100.00' }]);
    expect((await call('GET', `${P}/po-non-stock-lists?supplier_id=${pldt}`)).body.result).toEqual([]);
    const twice = await call('POST', `${P}/create-voucher`, { ...body, invoice_no: 'PLDT-EQ-DUP' });
    expect(twice.body.fields.asset_receipt_ids).toEqual(["Asset receipt ARR-2026-000001 is already invoiced or is not this payee's."]);
    // Not invoiced until the voucher is approved, nor linked by hand to another voucher meanwhile.
    expect((await t.db.one<{ pv: number | null }>(sql`SELECT pv_id AS pv FROM asset_receipts WHERE receipt_id = ${receiptId}`))!.pv).toBeNull();
    const byHand = await call('POST', `/api/assets/receipts/${receiptId}/invoice`, { pv_no: pv.pv_no });
    expect(byHand.body.fields.pv_no).toEqual([`Payable voucher ${made.pv_no} bills this receipt: its approval will link it.`]);

    const a = await call('POST', `${P}/approve-voucher/${made.payable_voucher_hdr_id}`, undefined, approver);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(await entryOf(a.body.result.journal_entry)).toEqual([
      { account_code: '1300', debit: '24492.00', credit: '0.00' },
      { account_code: '2022', debit: '204100.00', credit: '0.00' },
      { account_code: '2112', debit: '0.00', credit: '2041.00' },
      { account_code: '2020', debit: '0.00', credit: '226551.00' },
    ]);
    const linked = await t.db.one<{ pv: number; revisions: number }>(sql`
      SELECT r.pv_id::int AS pv, (SELECT COUNT(*)::int FROM revisions v WHERE v.entity = 'asset_receipts' AND v.entity_id = r.receipt_id AND v.action = 'invoiced') AS revisions
      FROM asset_receipts r WHERE r.receipt_id = ${receiptId}`);
    expect(linked).toEqual({ pv: made.payable_voucher_hdr_id, revisions: 1 });
    const report = await call('POST', '/api/finance-reports/asset-received-not-invoiced', { as_of: '2026-03-31', page: 0, page_size: 50 });
    expect(report.body.result).toEqual([]);
    expect((await call('POST', '/api/finance-reports/asset-received-not-invoiced/summary', { as_of: '2026-03-31' })).body.result).toEqual({ total: '0.00', receipts: 0, books: '0.00' });
    // Invoiced on 2 March: still open on 1 March, and the clearing account said so then.
    expect((await call('POST', '/api/finance-reports/asset-received-not-invoiced/summary', { as_of: '2026-03-01' })).body.result).toEqual({ total: '204100.00', receipts: 1, books: '204100.00' });
    expect(await booksWhole()).toEqual(WHOLE);
  });
});

describe('the §7.8 look-ups', () => {
  const pvNosOf = async (res: { status: number; body: { result: string } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const nos: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((c) => typeof c.value === 'string' && /^PV-\d{4}-\d{6}$/.test(c.value) && nos.push(c.value)));
    return nos.sort();
  };
  const pvNos = async (where: ReturnType<typeof sql>) => (await t.db.rows<{ no: string }>(sql`SELECT pv_no AS no FROM payable_voucher_hdr h WHERE ${where} ORDER BY 1`)).map((r) => r.no);

  it('COA tags with the accounts the user may post to (PV and JV), programs, approved stock POs', async () => {
    const tags = (await call('GET', `${P}/coa-tag-dropdown`)).body.result as CoaTagOption[];
    expect(tags.length).toBeGreaterThan(0);
    const tagged = await t.db.one<{ n: number }>(sql`SELECT COUNT(DISTINCT t.tag_id)::int AS n FROM coa_tags t JOIN coa_tag_accounts a ON a.tag_id = t.tag_id AND a.active WHERE t.active`);
    expect(tags.length).toBeLessThanOrEqual(tagged!.n);
    const allowed = new Set((await call('GET', `${P}/accounts`, undefined, otp)).body.result.map((a: { account_code: string }) => a.account_code));
    const otpTags = (await call('GET', `${P}/coa-tag-dropdown`, undefined, otp)).body.result as CoaTagOption[];
    // The user granted fewer accounts sees only those under each tag.
    expect(otpTags.flatMap((x) => x.accounts.map((a) => a.account_code)).every((c) => allowed.has(c))).toBe(true);
    expect(otpTags.flatMap((x) => x.accounts).length).toBeLessThan(tags.flatMap((x) => x.accounts).length);
    const jvTags = await call('GET', '/api/jv/coa-tag-dropdown');
    expect(jvTags.status).toBe(200);
    expect((jvTags.body.result as CoaTagOption[]).every((x) => x.accounts.length > 0)).toBe(true);

    const programs = await call('POST', '/api/programDB/list', {});
    const active = await t.db.rows<{ code: string }>(sql`SELECT program_code AS code FROM programs WHERE active ORDER BY 1`);
    expect(programs.body.result.map((p: { code: string }) => p.code)).toEqual(active.map((p) => p.code));
    expect(active.length).toBeGreaterThan(0);
    const one = await call('POST', '/api/programDB/list', { search: active[0].code });
    expect(one.body.result[0].code).toBe(active[0].code);

    const pos = await call('GET', '/api/v3/purchase/order/lists?page=0&page_size=100');
    expect(pos.status, JSON.stringify(pos.body)).toBe(200);
    const approvedPos = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_orders WHERE approved_status = 1`);
    expect(approvedPos!.n).toBeGreaterThan(0);
    expect(pos.body.total_rows).toBe(approvedPos!.n);
    expect(pos.body.result.every((p: { approved_status: number }) => p.approved_status === 1)).toBe(true);
    const supplier = await t.db.one<{ id: number; name: string; n: number }>(sql`
      SELECT s.vendor_id AS id, s.company_name AS name, COUNT(*)::int AS n FROM ${PO_LIST_FROM} WHERE po.approved_status = 1 GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1`);
    const ofOne = await call('GET', `/api/v3/purchase/order/lists?page=0&page_size=100&supplier_id=${supplier!.id}`);
    expect(ofOne.body.total_rows).toBe(supplier!.n);
    expect(new Set(ofOne.body.result.map((p: { supplier_name: string }) => p.supplier_name))).toEqual(new Set([supplier!.name]));
  });

  it('the exports: the list by GET with its filters, and the vouchers waiting for payment', async () => {
    expect(await pvNosOf(await call('GET', `${P}/export?status=approved`))).toEqual(await pvNos(sql`h.status = 'approved'`));
    expect(await pvNosOf(await call('POST', `${P}/export/or`, {}))).toEqual(await pvNos(sql`h.status = 'approved' AND h.paid_cv_id IS NULL`));
    expect((await call('POST', `${P}/export/or`, { status: 'draft' })).body.code).toBe('00001');
  });

  it('refuses the viewer (403) and bad input (00001)', async () => {
    for (const [method, url] of [['GET', `${P}/coa-tag-dropdown`], ['GET', '/api/jv/coa-tag-dropdown'], ['POST', '/api/programDB/list'], ['GET', `${P}/export`], ['POST', `${P}/export/or`], ['GET', '/api/v3/purchase/order/lists'], ['GET', `${P}/po-non-stock-lists?supplier_id=1`]] as const)
      expect((await call(method, url, method === 'POST' ? {} : undefined, viewer)).status, url).toBe(403);
    expect((await call('GET', `${P}/po-non-stock-lists`)).body.code).toBe('00001');
    expect((await call('GET', '/api/v3/purchase/order/lists?supplier_id=x')).body.code).toBe('00001');
  });
});
