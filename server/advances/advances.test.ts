import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Advances, the CWT updating module and cash advances against the real books:
 * each posting is one balanced entry with the figures to the centavo, the
 * advances sub-ledger closes on its control account, maker ≠ checker on cash
 * advances and their limit overrides, and liquidation falls due in working days.
 */
let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let viewer: string;
let pldt: number;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, admin, viewer] = await Promise.all(['finance', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  pldt = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE vendor_code = 'V-0011'`))!.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });
const ok = (r: { status: number; body: unknown }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field in the tests
  return (r.body as { result: any }).result;
};
const entryOf = (je: string) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text, l.credit::text FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id WHERE e.journal_entry = ${je} ORDER BY l.id`);
const balanced = async () => (await t.db.one<{ ok: boolean }>(sql`SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS ok`))!.ok;
const accountBalance = async (code: string, to: string) =>
  (await t.db.one<{ b: string }>(sql`SELECT COALESCE(SUM(debit - credit), 0)::numeric(18,2)::text AS b FROM journal_lines WHERE account_code = ${code} AND transaction_date <= ${to}::date`))!.b;

async function approvedPv(lines: object[], invoice: string): Promise<{ id: number; pv_no: string; net: string }> {
  const pv = ok(
    await call('POST', '/accounting/payablevoucher/create-voucher', {
      payee_type: 'vendor',
      payee_id: pldt,
      pv_date: '2026-03-02',
      due_date: '2026-03-31',
      invoice_no: invoice,
      invoice_date: '2026-03-01',
      particulars: `Test ${invoice}`,
      lines,
      ewt: [],
    }),
  );
  const done = ok(await call('POST', `/accounting/payablevoucher/approve-voucher/${pv.payable_voucher_hdr_id}`, undefined, approver));
  return { id: done.payable_voucher_hdr_id, pv_no: done.pv_no, net: done.net_payable };
}

describe('advances to vendors', () => {
  let advance: { id: number; pv_no: string };
  let bill: { id: number; pv_no: string; net: string };
  it('applies an advance to a later voucher of the payee: Dr the payable, Cr the advance, and the sub-ledger closes on the account', async () => {
    advance = await approvedPv([{ account_code: '1142', description: 'Advance for the leased line', debit: '50000.00', credit: '0' }], 'ADV-TEST-1');
    bill = await approvedPv([{ account_code: '6031', description: 'Leased line, February', debit: '10000.00', credit: '0' }], 'BILL-TEST-1');
    const open = ok(await call('GET', '/advances/open?account_code=1142')) as { advance_pv_id: number; advanced: string; balance: string }[];
    expect(open.find((a) => a.advance_pv_id === advance.id)).toMatchObject({ advanced: '50000.00', balance: '50000.00' });
    const targets = ok(await call('GET', `/advances/targets?advance_pv_id=${advance.id}`)) as { target_pv_id: number; open: string }[];
    expect(targets.find((x) => x.target_pv_id === bill.id)?.open).toBe(bill.net);

    expect((await call('POST', '/advances/apply', { advance_pv_id: advance.id, target_pv_id: bill.id, amount: '1.00', applied_on: '2026-03-02' }, viewer)).status).toBe(403);
    const app = ok(await call('POST', '/advances/apply', { advance_pv_id: advance.id, target_pv_id: bill.id, amount: '8000.00', applied_on: '2026-03-02', remarks: 'February bill' }));
    expect(await entryOf(app.journal_entry)).toEqual([
      { account_code: '2020', debit: '8000.00', credit: '0.00' },
      { account_code: '1142', debit: '0.00', credit: '8000.00' },
    ]);
    const after = ok(await call('GET', '/advances/open?account_code=1142')) as { advance_pv_id: number; applied: string; balance: string }[];
    expect(after.find((a) => a.advance_pv_id === advance.id)).toMatchObject({ applied: '8000.00', balance: '42000.00' });
    expect(await balanced()).toBe(true);

    const summary = ok(await call('POST', '/finance-reports/advances-to-vendors/summary', { date_from: '2026-03-01', date_to: '2026-03-31' }));
    expect(summary.total.closing).toBe(await accountBalance('1142', '2026-03-31'));
    const page = await call('POST', '/finance-reports/advances-to-vendors', { date_from: '2026-03-01', date_to: '2026-03-31', page: 0, page_size: 1000 });
    const rows = ok(page) as { running_balance: string; party_name: string; reference: string }[];
    expect(rows.at(-1)!.running_balance).toBe(summary.total.closing);
    expect(rows.some((r) => r.reference === advance.pv_no && r.party_name)).toBe(true);
  });

  it('refuses more than the advance left, more than the voucher owes, and bad input by field', async () => {
    const over = await call('POST', '/advances/apply', { advance_pv_id: advance.id, target_pv_id: bill.id, amount: '42000.01', applied_on: '2026-03-02' });
    expect(over.body.code).toBe('00001');
    expect(over.body.fields.amount).toEqual(['The amount is more than the advance left on the voucher.']);
    const owed = await call('POST', '/advances/apply', { advance_pv_id: advance.id, target_pv_id: bill.id, amount: '40000.00', applied_on: '2026-03-02' });
    expect(owed.body.fields.amount).toEqual(['The amount is more than the voucher still owes.']);
    const bad = await call('POST', '/advances/apply', { advance_pv_id: '', target_pv_id: bill.id, amount: '-5', applied_on: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['advance_pv_id', 'amount', 'applied_on']);
  });

  it('a check for a voucher an advance settled in part pays only what it still owes', async () => {
    const bank = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
    const cv = ok(await call('POST', '/accounting/checkvoucher/create', { bank_account_id: bank, check_date: '2026-03-02', pv_ids: [bill.id] }));
    const owed = (await t.db.one<{ owed: string }>(sql`SELECT (${bill.net}::numeric - 8000.00)::numeric(16,2)::text AS owed`))!.owed;
    expect(cv.amount).toBe(owed);
  });

  it('corrects the EWT form of an approved, unpaid voucher and posts the difference against its payable', async () => {
    const pv = ok(
      await call('POST', '/accounting/payablevoucher/create-voucher', {
        payee_type: 'vendor', payee_id: pldt, pv_date: '2026-03-02', invoice_no: 'EWT-FIX-1', invoice_date: '2026-03-01', particulars: 'Courier', lines: [{ account_code: '6041', debit: '20000.00', credit: '0' }],
        ewt: [{ atc_code: 'WC158', tax_base: '20000.00' }],
      }),
    );
    const approved = ok(await call('POST', `/accounting/payablevoucher/approve-voucher/${pv.payable_voucher_hdr_id}`, undefined, approver));
    expect(approved.ewt[0]).toMatchObject({ tax_withheld: '200.00', ewt_account: '2112' });
    const fixed = ok(
      await call('POST', '/accounting/payablevoucher/update/ewt-form', {
        payable_voucher_hdr_id: approved.payable_voucher_hdr_id, line_no: approved.ewt[0].line_no, atc_code: 'WC160', tax_base: '20000.00', adjust_on: '2026-03-02',
      }),
    );
    // 2 % of 20,000 = 400: 200 more withheld, 200 less payable.
    expect(fixed).toMatchObject({ tax_withheld: '400.00', rate: '2.00', net_payable: (Number(approved.net_payable) - 200).toFixed(2) });
    expect(await entryOf(fixed.journal_entry)).toEqual([
      { account_code: '2112', debit: '200.00', credit: '0.00' },
      { account_code: '2113', debit: '0.00', credit: '400.00' },
      { account_code: '2020', debit: '200.00', credit: '0.00' },
    ]);
  });
});

describe('the CWT report and updating', () => {
  let receipt: { receipt_id: number; receipt_no: string; customer_code: string; cwt: string; month: string; last_day: string };
  it('reports the CWT by customer and month from the receipts, with the 2307s missing', async () => {
    receipt = (await t.db.one<typeof receipt>(sql`
      SELECT r.receipt_id::int AS receipt_id, r.receipt_no, c.customer_code, r.cwt::text AS cwt, to_char(r.receipt_date, 'YYYY-MM') AS month,
             (date_trunc('month', r.receipt_date) + interval '1 month - 1 day')::date::text AS last_day
      FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id
      WHERE r.cwt > 100 AND r.status <> 'BOUNCED' ORDER BY r.receipt_date DESC, r.receipt_id LIMIT 1`))!;
    expect(receipt).toBeDefined();
    const expected = (await t.db.one<{ cwt: string; n: number }>(sql`
      SELECT SUM(r.cwt)::numeric(18,2)::text AS cwt, COUNT(*)::int AS n FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id
      WHERE c.customer_code = ${receipt.customer_code} AND r.cwt > 0 AND r.status <> 'BOUNCED' AND to_char(r.receipt_date, 'YYYY-MM') = ${receipt.month}`))!;
    const body = { date_from: `${receipt.month}-01`, date_to: receipt.last_day, search: receipt.customer_code, page: 0, page_size: 50 };
    const rows = ok(await call('POST', '/advances/cwt-report', body)) as { month: string; cwt_booked: string; receipts: number }[];
    expect(rows.find((r) => r.month === receipt.month)).toMatchObject({ cwt_booked: expected.cwt, receipts: expected.n });
    expect((await call('POST', '/advances/cwt-report', body, viewer)).status).toBe(403);
  });

  it('records the 2307 and posts an adjusting entry when the certified CWT differs from the booked', async () => {
    const certified = (Number(receipt.cwt) - 100).toFixed(2);
    const payload = { received_2307: true, received_on: '2026-03-02', atc_code: 'WC158', certified_cwt: certified, adjust_on: '2026-03-02', remarks: '2307 shows less' };
    expect((await call('POST', `/advances/cwt-update/${receipt.receipt_id}`, payload, viewer)).status).toBe(403);
    const r = ok(await call('POST', `/advances/cwt-update/${receipt.receipt_id}`, payload));
    expect(r.receipt).toMatchObject({ received_2307: true, received_on: '2026-03-02', atc_code: 'WC158', cwt_booked: receipt.cwt, cwt_certified: certified });
    expect(await entryOf(r.journal_entry)).toEqual([
      { account_code: '6074', debit: '100.00', credit: '0.00' },
      { account_code: '1310', debit: '0.00', credit: '100.00' },
    ]);
    // Recording it again with the same amount posts nothing more.
    const same = ok(await call('POST', `/advances/cwt-update/${receipt.receipt_id}`, payload));
    expect(same.journal_entry).toBeNull();
    const missing = await call('POST', `/advances/cwt-update/${receipt.receipt_id}`, { ...payload, received_on: '' });
    expect(missing.body.fields.received_on).toEqual(['Date received is required when the 2307 is received.']);
    expect(await balanced()).toBe(true);
  });

  it("lists the quarter's certified CWT as the SAWT DAT file: the customer at the 2307's amount, the tax base at the ATC's rate", async () => {
    const [year, month] = receipt.month.split('-').map(Number);
    const quarter = Math.ceil(month / 3);
    const r = await call('GET', `/advances/sawt?year=${year}&quarter=${quarter}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const file = r.body.result as { file_name: string; content: string; rows: { payee_name: string; atc_code: string; tax_withheld: string; income_payment: string }[]; total_withheld: string };
    const period = `${String(quarter * 3).padStart(2, '0')}/${year}`;
    expect(file.file_name).toBe(`0098765430000${period.replace('/', '')}1702Q.DAT`);
    const lines = file.content.trimEnd().split('\r\n');
    expect(lines[0]).toBe(`HSAWT,H1702Q,009876543,0000,"AURORA PHARMA DISTRIBUTION, INC.","","","",${period},050`);
    // The certified receipt is in: its customer's WC158 line holds the 2307's amount (with any other certified receipts of the quarter).
    const expected = (await t.db.one<{ withheld: string; total: string }>(sql`
      WITH q AS (
        SELECT r.customer_id, COALESCE(u.atc_code, 'WC158') AS atc, COALESCE(u.certified_cwt, r.cwt) AS w
        FROM collection_receipts r LEFT JOIN cwt_updates u USING (receipt_id)
        WHERE r.cwt > 0 AND r.status <> 'BOUNCED' AND COALESCE(u.received_2307, r.cwt_2307_received)
          AND date_trunc('quarter', r.receipt_date) = make_date(${year}, ${quarter * 3 - 2}, 1))
      SELECT (SELECT SUM(w)::numeric(16,2)::text FROM q JOIN customers c USING (customer_id) WHERE c.customer_code = ${receipt.customer_code} AND atc = 'WC158') AS withheld,
             (SELECT SUM(w)::numeric(16,2)::text FROM q) AS total`))!;
    const customerName = (await t.db.one<{ n: string }>(sql`SELECT customer_name AS n FROM customers WHERE customer_code = ${receipt.customer_code}`))!.n;
    const line = file.rows.find((x) => x.payee_name === customerName && x.atc_code === 'WC158')!;
    expect(line.tax_withheld).toBe(expected.withheld);
    expect(Number(line.income_payment)).toBeCloseTo(Number(expected.withheld) * 100, 2);
    expect(file.total_withheld).toBe(expected.total);
    expect(lines.at(-1)).toMatch(new RegExp(`^CSAWT,C1702Q,009876543,0000,${period.replace('/', '\\/')},\\d+\\.\\d{2},${expected.total}$`));
    expect(lines).toHaveLength(file.rows.length + 2);
    expect((await call('GET', `/advances/sawt?year=${year}&quarter=${quarter}`, undefined, viewer)).status).toBe(403);
    expect((await call('GET', `/advances/sawt?year=${year}&quarter=0`)).body.code).toBe('00001');
  });
});

describe('cash advances', () => {
  let employeeId: number;
  let first: number;
  let second: number;
  it('counts the liquidation due date in working days, skipping weekends and holidays', async () => {
    employeeId = (await t.db.one<{ id: number }>(sql`SELECT employee_id AS id FROM employees WHERE active ORDER BY employee_id LIMIT 1`))!.id;
    expect((await call('POST', '/cash-advance/holidays', { holiday_date: '2026-03-04', holiday_name: 'Test Holiday' }, viewer)).status).toBe(403);
    ok(await call('POST', '/cash-advance/holidays', { holiday_date: '2026-03-04', holiday_name: 'Test Holiday' }));
    const dup = await call('POST', '/cash-advance/holidays', { holiday_date: '2026-03-04', holiday_name: 'Again' });
    expect(dup.body.fields.holiday_date).toEqual(['A holiday on this date already exists.']);
    // Monday + 3: Tuesday, (Wednesday the holiday), Thursday, Friday.
    expect(ok(await call('GET', '/cash-advance/due-date?from=2026-03-02&days=3')).due_date).toBe('2026-03-06');
    // Thursday + 3: Friday, (the weekend), Monday, Tuesday.
    expect(ok(await call('GET', '/cash-advance/due-date?from=2026-03-05&days=3')).due_date).toBe('2026-03-10');
    ok(await call('POST', '/cash-advance/limits', { employee_id: employeeId, max_amount: '10000', liquidation_days: 3 }));
  });

  it('is approved by someone else than its requester, released (Dr advances, Cr cash) and liquidated, each balanced', async () => {
    const ca = ok(await call('POST', '/cash-advance', { employee_id: employeeId, purpose: 'Field visit, Batangas', amount: '6000', request_date: '2026-03-02' }));
    first = ca.cash_advance_id;
    expect(ca).toMatchObject({ status: 'requested', over_limit: false, amount: '6000.00' });
    expect((await call('POST', `/cash-advance/${first}/approve`)).body.result).toEqual([expect.stringMatching(/^Cash advance CA-\S+ was created by you; someone else must approve it\.$/)]);
    expect((await call('POST', `/cash-advance/${first}/release`, { released_on: '2026-03-02', cash_account: '1010' })).body.result).toEqual(['Only an approved cash advance can be released.']);
    ok(await call('POST', `/cash-advance/${first}/approve`, undefined, admin));
    const released = ok(await call('POST', `/cash-advance/${first}/release`, { released_on: '2026-03-02', cash_account: '1010' }));
    expect(released).toMatchObject({ status: 'released', due_date: '2026-03-06' });
    expect(await entryOf(released.release_entry)).toEqual([
      { account_code: '1130', debit: '6000.00', credit: '0.00' },
      { account_code: '1010', debit: '0.00', credit: '6000.00' },
    ]);
    const badLine = await call('POST', `/cash-advance/${first}/liquidate`, { liquidated_on: '2026-03-05', cash_account: '1010', lines: [{ account_code: '1130', amount: '1' }] });
    // The advance itself is a control account: a liquidation spends it on what was bought, never on it.
    expect(badLine.body.fields['lines.0.account_code']).toEqual(['1130 Advances to Employees is a control account kept by the Employee cash advances sub-ledger: post to it through that module.']);
    const header = await call('POST', `/cash-advance/${first}/liquidate`, { liquidated_on: '2026-03-05', cash_account: '1010', lines: [{ account_code: '6000', amount: '1' }] });
    expect(header.body.fields['lines.0.account_code']).toEqual(['Choose an account that takes postings.']);
    const liq = ok(
      await call('POST', `/cash-advance/${first}/liquidate`, {
        liquidated_on: '2026-03-05',
        cash_account: '1010',
        lines: [
          { account_code: '6019', description: 'Meals and fares', amount: '3500' },
          { account_code: '6041', description: 'Courier of samples', amount: '1250.50' },
        ],
      }),
    );
    expect(liq).toMatchObject({ status: 'liquidated', liquidated_amount: '4750.50' });
    // 6,000 advanced, 4,750.50 spent: 1,249.50 returned to the cash.
    expect(await entryOf(liq.liquidation_entry)).toEqual([
      { account_code: '6019', debit: '3500.00', credit: '0.00' },
      { account_code: '6041', debit: '1250.50', credit: '0.00' },
      { account_code: '1010', debit: '1249.50', credit: '0.00' },
      { account_code: '1130', debit: '0.00', credit: '6000.00' },
    ]);
    expect(await balanced()).toBe(true);
  });

  it('refuses to approve one over the limit without an override, and nobody overrides their own request', async () => {
    const ca = ok(await call('POST', '/cash-advance', { employee_id: employeeId, purpose: 'Trade fair, Cebu', amount: '12000', request_date: '2026-03-02' }, admin));
    second = ca.cash_advance_id;
    expect(ca.over_limit).toBe(true);
    expect((await call('POST', `/cash-advance/${second}/approve`)).body.result).toEqual(["The cash advance is over the employee's limit: it needs an override before approval."]);
    expect((await call('POST', `/cash-advance/${second}/override`, { reason: 'Approved by the CFO' })).status).toBe(403);
    expect((await call('POST', `/cash-advance/${second}/override`, { reason: 'My own' }, admin)).body.result).toEqual([expect.stringMatching(/^Cash advance CA-\S+ was created by you; someone else must override its limit\.$/)]);
    const queue = ok(await call('GET', '/cash-advance?needs_override=true&page=0&page_size=50', undefined, approver)) as { cash_advance_id: number }[];
    expect(queue.map((q) => q.cash_advance_id)).toContain(second);
    ok(await call('POST', `/cash-advance/${second}/override`, { reason: 'Approved by the CFO' }, approver));
    ok(await call('POST', `/cash-advance/${second}/approve`));
    ok(await call('POST', `/cash-advance/${second}/release`, { released_on: '2026-03-02', cash_account: '1010' }));
  });

  it('reports the advances outstanding and overdue for liquidation as of a date', async () => {
    const rows = ok(await call('POST', '/cash-advance/reports', { as_of: '2026-03-20', view: 'overdue', employee_id: employeeId, page: 0, page_size: 50 })) as {
      cash_advance_id: number;
      days_overdue: number;
    }[];
    expect(rows.map((r) => [r.cash_advance_id, r.days_overdue])).toEqual([[second, 14]]);
    const outstanding = ok(await call('POST', '/cash-advance/reports', { as_of: '2026-03-03', view: 'outstanding', employee_id: employeeId, page: 0, page_size: 50 })) as { cash_advance_id: number }[];
    expect(outstanding.map((r) => r.cash_advance_id).sort()).toEqual([first, second].sort());
    const summary = ok(await call('POST', '/cash-advance/reports/by-employee', { as_of: '2026-03-20', view: 'outstanding', employee_id: employeeId }));
    expect(summary.total_outstanding).toBe('12000.00');
    expect(summary.employees[0]).toMatchObject({ open: 1, overdue: 1, overdue_amount: '12000.00' });
  });
});
