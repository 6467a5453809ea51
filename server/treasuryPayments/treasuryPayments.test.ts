import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TbV2Result } from '../../contract/financeReports';
import type { NtcDetail, PayableRow, PayableTotals, ReleaseResult } from '../../contract/treasuryPayments';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Treasury payments and non-trade collections against the real books (test
 * clock 2026-03-02): releasing a schedule pays the voucher through its check
 * voucher and the payables sub-ledger stays equal to the payable accounts;
 * every non-trade collection posts one balanced entry with its VAT and CWT to
 * the centavo; a dated check waits for its date; a cancellation reverses
 * everything; the trial balance equals the general ledger.
 */
let t: TestServer;
let finance: string;
let approver: string;
let viewer: string;
let bankId: number;
let supplierId: number;
let pldt: number;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, viewer] = await Promise.all(['finance', 'approver', 'viewer'].map((u) => t.login(u)));
  bankId = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
  supplierId = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE is_supplier AND active ORDER BY vendor_id LIMIT 1`))!.id;
  pldt = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE vendor_code = 'V-0011'`))!.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });
const tab = async (payees: string, status: string) => {
  const r = await call('GET', `/treasury/payments?payees=${payees}&status=${status}&page=0&page_size=100`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as PayableRow[];
};
const totals = async (payees: string, status: string) => (await call('GET', `/treasury/payments/totals?payees=${payees}&status=${status}`)).body.result as PayableTotals;
const entryOf = (jeRef: string) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text, l.credit::text FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id WHERE e.journal_entry = ${jeRef} ORDER BY l.id`);
const sum = (a: string, b: string) => (Math.round(Number(a) * 100) + Math.round(Number(b) * 100)) / 100;

/** Every entry balanced; the payables report's payees add up to the payable accounts (sub-ledger = control). */
async function booksWhole() {
  const db = await t.db.one<{ balanced: boolean; kept: boolean }>(sql`
    SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced,
           NOT EXISTS (SELECT 1 FROM (SELECT account_code, SUM(debit) d, SUM(credit) c FROM journal_lines GROUP BY 1) l
                       FULL JOIN (SELECT account_code, SUM(debit) d, SUM(credit) c FROM account_month_totals GROUP BY 1) m USING (account_code)
                       WHERE l.d IS DISTINCT FROM m.d OR l.c IS DISTINCT FROM m.c) AS kept`);
  const payables = await call('POST', '/finance-reports/payables/summary', { as_of: '2027-12-31' });
  expect(payables.status, JSON.stringify(payables.body)).toBe(200);
  return { ...db, payables: payables.body.result.total === payables.body.result.books };
}
const WHOLE = { balanced: true, kept: true, payables: true };

async function approvedPv(body: object): Promise<{ id: number; net: string; pv_no: string }> {
  const r = await call('POST', '/accounting/payablevoucher/create-voucher', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const a = await call('POST', `/accounting/payablevoucher/approve-voucher/${r.body.result.payable_voucher_hdr_id}`, undefined, approver);
  expect(a.body.result.status).toBe('approved');
  return { id: a.body.result.payable_voucher_hdr_id, net: a.body.result.net_payable, pv_no: a.body.result.pv_no };
}
const supplierPv = (invoice: string, pvDate: string, due: string, amount: string) => ({
  payee_type: 'supplier',
  payee_id: supplierId,
  pv_date: pvDate,
  due_date: due,
  invoice_no: invoice,
  invoice_date: pvDate,
  particulars: 'Freight billed by the supplier',
  lines: [{ account_code: '6041', description: 'Freight', debit: amount, credit: '0' }],
});

describe('trade payments', () => {
  let overdue: { id: number; net: string; pv_no: string };
  let notDue: { id: number; net: string; pv_no: string };
  let released: ReleaseResult;

  it('lists approved supplier vouchers waiting for payment with their aging as of today, and refuses the viewer', async () => {
    overdue = await approvedPv(supplierPv('SUP-INV-1', '2026-02-02', '2026-02-02', '10000.00'));
    notDue = await approvedPv(supplierPv('SUP-INV-2', '2026-02-27', '2026-03-29', '2500.50'));
    const rows = await tab('trade', 'pending');
    expect(rows.map((r) => [r.pv_no, r.days_past_due, r.aging, r.pay_status])).toEqual([
      [overdue.pv_no, 28, 'days_30', 'pending'],
      [notDue.pv_no, -27, 'not_due', 'pending'],
    ]);
    const tot = await totals('trade', 'pending');
    expect(tot).toMatchObject({ as_of: '2026-03-02', count: 2, days_30: overdue.net, not_due: notDue.net, days_60: '0.00' });
    expect(Number(tot.amount)).toBe(sum(overdue.net, notDue.net));
    expect((await call('GET', '/treasury/payments?payees=trade&status=pending&page=0&page_size=10', undefined, viewer)).status).toBe(403);
    expect((await call('POST', '/treasury/payments/schedule', { pv_ids: [overdue.id], pay_date: '2026-03-02', bank_account_id: bankId, method: 'check' }, approver)).status).toBe(403);
  });

  it('schedules both by check; a voucher cannot be scheduled twice', async () => {
    const r = await call('POST', '/treasury/payments/schedule', { pv_ids: [overdue.id, notDue.id], pay_date: '2026-03-02', bank_account_id: bankId, method: 'check', remarks: 'Friday checks' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toEqual({ count: 2 });
    expect(await tab('trade', 'pending')).toEqual([]);
    const scheduled = await tab('trade', 'scheduled');
    expect(scheduled.map((x) => [x.pv_no, x.method, x.pay_date])).toEqual([
      [overdue.pv_no, 'check', '2026-03-02'],
      [notDue.pv_no, 'check', '2026-03-02'],
    ]);
    const again = await call('POST', '/treasury/payments/schedule', { pv_ids: [overdue.id], pay_date: '2026-03-03', bank_account_id: bankId, method: 'check' });
    expect(again.body).toMatchObject({ code: '00001', fields: { pv_ids: [`Payable voucher ${overdue.pv_no} is not waiting for payment (already scheduled or being paid).`] } });
  });

  it('release writes and releases one check voucher: Dr trade payable, Cr cash in bank; the payables sub-ledger equals the control account', async () => {
    const ids = (await tab('trade', 'scheduled')).map((x) => x.schedule_id);
    const r = await call('POST', '/treasury/payments/release', { schedule_ids: ids, release_date: '2026-03-02' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    released = r.body.result;
    const total = sum(overdue.net, notDue.net).toFixed(2);
    expect(released.amount).toBe(total);
    expect(released.check_no).toMatch(/^\d{10}$/);
    expect(await entryOf(released.journal_entry)).toEqual([
      { account_code: '2010', debit: total, credit: '0.00' },
      { account_code: '1020', debit: '0.00', credit: total },
    ]);
    const pvs = await t.db.rows<{ paid: string | null }>(sql`SELECT paid_cv_id::text AS paid FROM payable_voucher_hdr WHERE payable_voucher_hdr_id IN (${overdue.id}, ${notDue.id})`);
    expect(pvs.map((p) => p.paid)).toEqual([String(released.cv_id), String(released.cv_id)]);
    expect((await tab('trade', 'released')).map((x) => [x.pv_no, x.cv_no, x.release_date])).toEqual([
      [overdue.pv_no, released.cv_no, '2026-03-02'],
      [notDue.pv_no, released.cv_no, '2026-03-02'],
    ]);
    expect(await booksWhole()).toEqual(WHOLE);
    const again = await call('POST', '/treasury/payments/release', { schedule_ids: ids, release_date: '2026-03-02' });
    expect(again.body).toMatchObject({ code: '00001', result: ['Only a scheduled payment can be released or cancelled.'] });
  });

  it('the bank clears the check on or after its release, with no posting', async () => {
    const early = await call('POST', '/treasury/payments/clear', { cv_ids: [released.cv_id], cleared_date: '2026-03-01' });
    expect(early.body).toMatchObject({ code: '00001', result: [`Check voucher ${released.cv_no} was released on 2026-03-02: it cannot clear before that.`] });
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries`))!.n;
    const r = await call('POST', '/treasury/payments/clear', { cv_ids: [released.cv_id], cleared_date: '2026-03-04' });
    expect(r.body).toMatchObject({ code: '00004', result: { count: 1 } });
    expect((await tab('trade', 'cleared')).map((x) => x.cleared_date)).toEqual(['2026-03-04', '2026-03-04']);
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries`))!.n).toBe(before);
    const revisions = await t.db.rows<{ action: string }>(sql`
      SELECT r.action FROM revisions r JOIN payment_schedules ps ON ps.schedule_id = r.entity_id WHERE r.entity = 'payment_schedules' AND ps.payable_voucher_hdr_id = ${overdue.id} ORDER BY r.id`);
    expect(revisions.map((x) => x.action)).toEqual(['scheduled', 'released', 'cleared']);
  });
});

describe('vendor payments', () => {
  it('a bank transfer carries the bank reference and takes no check number', async () => {
    const pv = await approvedPv({
      payee_type: 'vendor', payee_id: pldt, pv_date: '2026-02-16', due_date: '2026-03-16', invoice_no: 'PLDT-0226', invoice_date: '2026-02-15',
      lines: [{ account_code: '6031', description: 'Leased line, January', debit: '4000.00', credit: '0' }],
    });
    const seeded = (await tab('vendors', 'scheduled')).find((x) => x.invoice_no === 'SRT-2026-311');
    expect(seeded).toMatchObject({ method: 'check', pay_date: '2026-12-11' });
    await call('POST', '/treasury/payments/schedule', { pv_ids: [pv.id], pay_date: '2026-03-02', bank_account_id: bankId, method: 'bank_transfer' });
    const row = (await tab('vendors', 'scheduled')).find((x) => x.payable_voucher_hdr_id === pv.id)!;
    const series = async () => (await t.db.one<{ n: string | null }>(sql`SELECT last_check_no::text AS n FROM check_series WHERE bank_account_id = ${bankId}`))?.n ?? null;
    const seriesBefore = await series();
    const noRef = await call('POST', '/treasury/payments/release', { schedule_ids: [row.schedule_id], release_date: '2026-03-02' });
    expect(noRef.body).toMatchObject({ code: '00001', fields: { reference: ['Transfer Reference is required for a bank transfer.'] } });
    const r = await call('POST', '/treasury/payments/release', { schedule_ids: [row.schedule_id], release_date: '2026-03-02', reference: 'FT-778812' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ check_no: 'BT FT-778812', amount: pv.net });
    expect(await entryOf(r.body.result.journal_entry)).toEqual([
      { account_code: '2020', debit: pv.net, credit: '0.00' },
      { account_code: '1020', debit: '0.00', credit: pv.net },
    ]);
    expect(await series()).toBe(seriesBefore);
    expect(await booksWhole()).toEqual(WHOLE);
  });

  it('cancelling a schedule puts the voucher back to pending', async () => {
    const seeded = (await tab('vendors', 'scheduled')).find((x) => x.invoice_no === 'SRT-2026-311')!;
    const bad = await call('POST', '/treasury/payments/cancel', { schedule_ids: [seeded.schedule_id], reason: ' ' });
    expect(bad.body.fields.reason).toEqual(['Reason is required.']);
    const r = await call('POST', '/treasury/payments/cancel', { schedule_ids: [seeded.schedule_id], reason: 'Vendor asked to be paid by transfer' });
    expect(r.body).toMatchObject({ code: '00004', result: { count: 1 } });
    expect((await tab('vendors', 'pending')).map((x) => x.invoice_no)).toContain('SRT-2026-311');
  });
});

describe('non-trade collections', () => {
  const rental = {
    collection_date: '2026-03-02', payor_type: 'other', payor_name: 'Mercury Drug Corp. (sub-lessee)', payor_tin: '000-111-222-000', category: 'rental', account_code: '7050',
    amount: '11200.00', vatable: true, cwt: '500.00', mode: 'bank_transfer', bank_account_id: 0, particulars: 'March 2026 rent of the Pasig bodega',
  };
  let scrap: NtcDetail;

  it('the demo seed recorded three through the module, numbered in 2025 and posted: rent by transfer, scrap for cash, a dated check deposited', async () => {
    const rows = await t.db.rows(sql`
      SELECT n.ntc_no, n.status, n.amount::text AS amount, n.vat_amount::text AS vat, n.cwt::text AS cwt,
             (SELECT SUM(l.debit)::text FROM journal_lines l WHERE l.je_id IN (n.je_id, n.deposit_je_id)) AS debits
      FROM non_trade_collections n WHERE n.collection_date < '2026-01-01' ORDER BY n.ntc_no`);
    expect(rows).toEqual([
      { ntc_no: 'NTC-2025-000001', status: 'collected', amount: '11200.00', vat: '1200.00', cwt: '500.00', debits: '11200.00' },
      { ntc_no: 'NTC-2025-000002', status: 'collected', amount: '3360.00', vat: '360.00', cwt: '0.00', debits: '3360.00' },
      { ntc_no: 'NTC-2025-000003', status: 'deposited', amount: '168000.00', vat: '18000.00', cwt: '0.00', debits: '336000.00' },
    ]);
  });

  it('refuses bad input by field: a dated check dated today, a cash account credited', async () => {
    const r = await call('POST', '/treasury/non-trade-collections/create', { ...rental, bank_account_id: bankId, mode: 'dated_check', check_bank: 'BPI', check_no: '88', check_date: '2026-03-02' });
    expect(r.body.fields).toEqual({ check_date: ['A dated check is dated after the collection date.'] });
    const cash = await call('POST', '/treasury/non-trade-collections/create', { ...rental, bank_account_id: bankId, account_code: '1020' });
    expect(cash.body).toMatchObject({ code: '00001', fields: { account_code: ['Account 1020 cannot be credited by a non-trade collection.'] } });
    const cwt = await call('POST', '/treasury/non-trade-collections/create', { ...rental, bank_account_id: bankId, cwt: '11200.00' });
    expect(cwt.body).toMatchObject({ code: '00001', fields: { cwt: ['Withholding tax must be less than the amount.'] } });
    expect((await call('POST', '/treasury/non-trade-collections/create', { ...rental, bank_account_id: bankId }, approver)).status).toBe(403);
    expect((await call('GET', '/treasury/non-trade-collections?status=collected&page=0&page_size=10', undefined, viewer)).status).toBe(403);
  });

  it('posts one balanced entry: Dr bank (less the tenant\'s CWT), Dr CWT, Cr the income net of VAT, Cr output VAT', async () => {
    const r = await call('POST', '/treasury/non-trade-collections/create', { ...rental, bank_account_id: bankId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d: NtcDetail = r.body.result;
    // 11,200.00 VAT-inclusive: VAT 12/112 = 1,200.00; received 11,200.00 - 500.00 CWT.
    expect(d).toMatchObject({ ntc_no: 'NTC-2026-000001', status: 'collected', amount: '11200.00', vat_amount: '1200.00', cwt: '500.00' });
    expect(d.entries.map((e) => [e.account_code, e.debit, e.credit])).toEqual([
      ['1020', '10700.00', '0.00'],
      ['1310', '500.00', '0.00'],
      ['7050', '0.00', '10000.00'],
      ['2100', '0.00', '1200.00'],
    ]);
  });

  it('a dated check sits in post-dated checks and is not deposited before its date', async () => {
    const r = await call('POST', '/treasury/non-trade-collections/create', {
      collection_date: '2026-03-02', payor_type: 'other', payor_name: 'JM Scrap Trading', category: 'scrap', account_code: '7050', amount: '5600.00', vatable: true, cwt: '',
      mode: 'dated_check', bank_account_id: bankId, check_bank: 'Metrobank', check_no: '0004411', check_date: '2026-03-20',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    scrap = r.body.result;
    expect(scrap.status).toBe('dated_check');
    expect(scrap.entries.map((e) => [e.account_code, e.debit, e.credit])).toEqual([
      ['1120', '5600.00', '0.00'],
      ['7050', '0.00', '5000.00'],
      ['2100', '0.00', '600.00'],
    ]);
    const list = await call('GET', '/treasury/non-trade-collections?status=dated_check&page=0&page_size=10');
    expect(list.body.result.map((x: { ntc_no: string }) => x.ntc_no)).toEqual([scrap.ntc_no]);
    expect((await call('GET', '/treasury/non-trade-collections/totals?status=dated_check')).body.result).toEqual({ count: 1, amount: '5600.00', vat_amount: '600.00', cwt: '0.00', due_now: 0 });
    const early = await call('POST', `/treasury/non-trade-collections/deposit/${scrap.ntc_id}`, { deposit_date: '2026-03-19' });
    expect(early.body).toMatchObject({ code: '00001', result: ['The check is dated 2026-03-20: it cannot be deposited before its date.'] });
    const ok = await call('POST', `/treasury/non-trade-collections/deposit/${scrap.ntc_id}`, { deposit_date: '2026-03-20' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result.status).toBe('deposited');
    expect(ok.body.result.entries.slice(3).map((e: { account_code: string; debit: string; credit: string }) => [e.account_code, e.debit, e.credit])).toEqual([
      ['1020', '5600.00', '0.00'],
      ['1120', '0.00', '5600.00'],
    ]);
  });

  it('cancelling reverses everything it posted in one entry, and the trial balance equals the general ledger', async () => {
    const r = await call('POST', `/treasury/non-trade-collections/cancel/${scrap.ntc_id}`, { cancel_date: '2026-03-25', reason: 'Check replaced by cash' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d: NtcDetail = r.body.result;
    expect(d.status).toBe('cancelled');
    expect(d.entries.slice(5).map((e) => [e.account_code, e.debit, e.credit])).toEqual([
      ['7050', '5000.00', '0.00'],
      ['2100', '600.00', '0.00'],
      ['1020', '0.00', '5600.00'],
    ]);
    const net = await t.db.one<{ n: string }>(sql`
      SELECT COALESCE(SUM(l.debit - l.credit), 0)::text AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id WHERE e.reference = ${scrap.ntc_no} AND l.account_code IN ('7050', '2100', '1020', '1120')`);
    expect(net!.n).toBe('0.00');
    expect((await call('POST', `/treasury/non-trade-collections/cancel/${scrap.ntc_id}`, { cancel_date: '2026-03-25', reason: 'again' })).body.result).toEqual(['This collection is already cancelled.']);

    const tb = await call('POST', '/finance-reports/trial-balance', { date_from: '2026-03-01', date_to: '2026-03-31', view: 'accounts' });
    expect(tb.status).toBe(200);
    const gl = await t.db.rows<{ code: string; closing: string }>(sql`
      SELECT account_code AS code, SUM(debit - credit)::numeric(16, 2)::text AS closing FROM journal_lines
      WHERE transaction_date <= '2026-03-31' AND account_code IN ('1020', '1120', '1310', '2010', '2020', '2100', '7050') GROUP BY account_code ORDER BY account_code`);
    const rows = (tb.body.result as TbV2Result).rows;
    expect(gl.map((g) => [g.code, rows.find((x) => x.code === g.code)?.closing])).toEqual(gl.map((g) => [g.code, g.closing]));
    expect(await booksWhole()).toEqual(WHOLE);
    const revisions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'non_trade_collections' AND entity_id = ${scrap.ntc_id} ORDER BY id`);
    expect(revisions.map((x) => x.action)).toEqual(['created', 'deposited', 'cancelled']);
  });
});
