import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvanceSummary, DepositRow, ManualSiRow } from '../../contract/creditOps';
import type { SubledgerSummary, TbV2Result } from '../../contract/financeReports';
import { sql } from '../db/db';
import { sqlArray } from '../db/arrays';
import { createTestServer, type TestServer } from '../testing';

/**
 * Credit operations against the real books: a deposit and its identification,
 * the collections access lists, manual sales invoices, and the Undefined
 * Deposits and Advances from Customers sub-ledgers closing on their control
 * accounts in the trial balance.
 */
let t: TestServer;
let finance: string;
let credit: string;
let warehouse: string;
let bankAccountId: number;
let customer: { customer_id: number; customer_code: string };
beforeAll(async () => {
  t = await createTestServer();
  [finance, credit, warehouse] = await Promise.all(['finance', 'credit', 'warehouse'].map((u) => t.login(u)));
  bankAccountId = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1`))!.id;
  customer = (await t.db.one<{ customer_id: number; customer_code: string }>(sql`
    SELECT c.customer_id, c.customer_code FROM customers c
    WHERE (SELECT COUNT(*) FROM (SELECT si_id FROM receivable_entries re WHERE re.customer_id = c.customer_id GROUP BY si_id HAVING SUM(debit - credit) > 0) o) >= 2
    ORDER BY c.customer_id LIMIT 1`))!;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });
const DATES = { date_from: '2026-11-01', date_to: '2026-11-30' };

async function tbClosing(code: string): Promise<string> {
  const r = await call('POST', '/finance-reports/trial-balance', { ...DATES, view: 'accounts' });
  expect(r.status).toBe(200);
  const row = (r.body.result as TbV2Result).rows.find((x) => x.code === code);
  return row?.closing ?? '0.00';
}
/** A debit - credit balance as the credit side reads it. */
const negate = (m: string) => (m === '0.00' ? m : m.startsWith('-') ? m.slice(1) : `-${m}`);

async function books() {
  return t.db.one(sql`
    SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced,
           (SELECT SUM(debit) = SUM(credit) FROM journal_lines) AS trial_balance,
           (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100') = (SELECT SUM(debit - credit) FROM receivable_entries) AS receivables,
           (SELECT COALESCE(SUM(credit - debit), 0) FROM journal_lines WHERE account_code = '2050') = (SELECT COALESCE(SUM(unapplied), 0) FROM collection_receipts) + (SELECT COALESCE(SUM(advance_amount), 0) FROM srpf_headers) AS advances,
           (SELECT COALESCE(SUM(credit - debit), 0) FROM journal_lines WHERE account_code = '2055')
             = (SELECT COALESCE(SUM(amount), 0) FROM unidentified_deposits WHERE receipt_id IS NULL) AS unidentified`);
}
const ALL_TRUE = { balanced: true, trial_balance: true, receivables: true, advances: true, unidentified: true };

async function openInvoices(code = customer.customer_code) {
  const r = await call('GET', `/collections/open-invoices?customer_code=${code}`);
  expect(r.status).toBe(200);
  return r.body.result as { si_id: number; si_number: string; balance: string }[];
}

describe('unidentified deposits', () => {
  let deposit: DepositRow;
  it('records a bank credit: Dr the bank account, Cr Unidentified Deposits, with its revision', async () => {
    const r = await call('POST', '/unidentified-deposits', { bank_account_id: bankAccountId, deposit_date: '2026-11-23', amount: '25,000.50', reference: 'IBFT 777' });
    expect(r.body.code).toBe('00003');
    deposit = r.body.result;
    expect(deposit).toMatchObject({ amount: '25000.50', status: 'UNIDENTIFIED', reference: 'IBFT 777', customer_code: null });
    expect(deposit.deposit_no).toMatch(/^UD-2026-\d{6}$/);
    const lines = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN unidentified_deposits d ON d.je_id = l.je_id
      WHERE d.deposit_id = ${deposit.deposit_id} ORDER BY l.id`);
    expect(lines).toEqual([{ account_code: '1020', debit: '25000.50', credit: '0.00' }, { account_code: '2055', debit: '0.00', credit: '25000.50' }]);
    const rev = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'unidentified_deposits' AND entity_id = ${deposit.deposit_id}`);
    expect(rev!.n).toBe(1);
    expect(await books()).toEqual(ALL_TRUE);
  });

  it('refuses bad input on its fields (00001) and a bank account that is not the company\u2019s', async () => {
    const bad = await call('POST', '/unidentified-deposits', { deposit_date: '2026-11-23', amount: '-5' });
    expect(bad.body.code).toBe('00001');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'bank_account_id']);
    const noBank = await call('POST', '/unidentified-deposits', { bank_account_id: 999999, deposit_date: '2026-11-23', amount: '5.00' });
    expect(noBank.body.fields.bank_account_id).toEqual(['The bank account is not one of the company\u2019s active accounts.']);
  });

  it('identifying it writes the customer\u2019s receipt (Dr Unidentified Deposits, Cr AR and Advances) once', async () => {
    const [a] = await openInvoices();
    const pay = Number(a.balance) > 20000 ? '20000.00' : a.balance;
    const early = await call('POST', `/unidentified-deposits/${deposit.deposit_id}/identify`, { customer_code: customer.customer_code, identified_on: '2026-11-22' });
    expect(early.body.fields.identified_on).toEqual(['Date Identified cannot be before the deposit date.']);
    const r = await call('POST', `/unidentified-deposits/${deposit.deposit_id}/identify`, {
      customer_code: customer.customer_code, identified_on: '2026-11-24', applications: [{ si_id: a.si_id, amount: pay, cwt: '0' }],
    });
    expect(r.body.code).toBe('00004');
    const done: DepositRow = r.body.result;
    expect(done).toMatchObject({ status: 'IDENTIFIED', customer_code: customer.customer_code, identified_on: '2026-11-24' });
    expect(done.receipt_no).toMatch(/^OR-2026-\d{6}$/);
    const receipt = await t.db.one<{ debit_account: string; unapplied: string; payment_mode: string; je_id: number }>(sql`
      SELECT debit_account, unapplied::text, payment_mode, je_id::int FROM collection_receipts WHERE receipt_no = ${done.receipt_no}`);
    const advance = (await t.db.one<{ v: string }>(sql`SELECT (25000.50 - ${pay}::numeric)::numeric(16, 2)::text AS v`))!.v;
    expect(receipt).toMatchObject({ debit_account: '2055', unapplied: advance, payment_mode: 'TRANSFER' });
    const lines = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT account_code, debit::text, credit::text FROM journal_lines WHERE je_id = ${receipt!.je_id} ORDER BY id`);
    expect(lines).toEqual([
      { account_code: '2055', debit: '25000.50', credit: '0.00' },
      { account_code: '1100', debit: '0.00', credit: pay },
      { account_code: '2050', debit: '0.00', credit: advance },
    ]);
    const again = await call('POST', `/unidentified-deposits/${deposit.deposit_id}/identify`, { customer_code: customer.customer_code, identified_on: '2026-11-24' });
    expect(again.body.fields.customer_code).toEqual(['This deposit was identified already.']);
    expect(await books()).toEqual(ALL_TRUE);
    const list = await call('POST', '/unidentified-deposits/list', { status: 'IDENTIFIED', search: done.deposit_no });
    expect(list.body.result.map((x: DepositRow) => x.receipt_no)).toEqual([done.receipt_no]);
  });
});

describe('the sub-ledgers close on their control accounts', () => {
  it('Undefined Deposits: the summary\u2019s closing is 2055 in the trial balance, and the lines run on from the opening', async () => {
    const s = await call('POST', '/finance-reports/undefined-deposits/summary', DATES);
    const sum: SubledgerSummary = s.body.result;
    expect(sum.total.closing).toBe(negate(await tbClosing('2055')));
    const open = (await t.db.one<{ v: string }>(sql`SELECT SUM(amount)::numeric(18, 2)::text AS v FROM unidentified_deposits WHERE receipt_id IS NULL`))!.v;
    expect(sum.total.closing).toBe(open);
    const page = await call('POST', '/finance-reports/undefined-deposits', { ...DATES, page: 0, page_size: 100 });
    expect(page.body.total_rows).toBeGreaterThanOrEqual(5);
    expect(page.body.result.at(-1).running_balance).toBe(sum.total.closing);
  });

  it('Advances from Customers: per customer and in total, the closing is 2050 in the trial balance; the running balance carries across pages', async () => {
    const s = await call('POST', '/finance-reports/advances-from-customers/summary', DATES);
    const sum: AdvanceSummary = s.body.result;
    expect(sum.total.closing).toBe(negate(await tbClosing('2050')));
    expect(sum.control_closing).toBe(sum.total.closing);
    const unapplied = await t.db.one<{ v: string }>(sql`SELECT SUM(unapplied)::numeric(18, 2)::text AS v FROM collection_receipts r WHERE r.customer_id = ${customer.customer_id}`);
    expect(sum.customers.find((c) => c.customer_code === customer.customer_code)?.closing).toBe(unapplied!.v);
    const one = await call('POST', '/finance-reports/advances-from-customers/summary', { ...DATES, customer_code: customer.customer_code });
    expect(one.body.result.total.closing).toBe(unapplied!.v);
    const p1 = await call('POST', '/finance-reports/advances-from-customers', { ...DATES, page: 0, page_size: 2 });
    const p2 = await call('POST', '/finance-reports/advances-from-customers', { ...DATES, page: 1, page_size: 2 });
    expect(p1.body.total_rows).toBeGreaterThanOrEqual(3);
    const next = p2.body.result[0];
    const step = (await t.db.one<{ v: string }>(sql`SELECT (${p1.body.result[1].running_balance}::numeric + ${next.credit}::numeric - ${next.debit}::numeric)::numeric(18, 2)::text AS v`))!.v;
    expect(next.running_balance).toBe(step);
    const exp = await call('POST', '/finance-reports/advances-from-customers/export', DATES);
    expect(exp.status).toBe(200);
    expect(exp.body.code).toBe('00000');
  });

  it('Advances from Customers: the JV behind a line is its whole entry, balanced, touching 2050 (002 §7.10 POST /advances-from-customers/jv)', async () => {
    const line = (await call('POST', '/finance-reports/advances-from-customers', { ...DATES, page: 0, page_size: 1 })).body.result[0];
    const jv = await call('POST', '/advances-from-customers/jv', { journal_entry: line.journal_entry });
    expect(jv.body.code).toBe('00000');
    const lines = jv.body.result as { journal_entry: string; account_code: string; debit: string; credit: string }[];
    expect(new Set(lines.map((l) => l.journal_entry))).toEqual(new Set([line.journal_entry]));
    expect(lines.map((l) => l.account_code)).toContain('2050');
    const sums = await t.db.one<{ d: string; c: string }>(sql`
      SELECT SUM(d)::numeric(18, 2)::text AS d, SUM(c)::numeric(18, 2)::text AS c
      FROM unnest(${sqlArray(lines.map((l) => l.debit), 'text')}::numeric[], ${sqlArray(lines.map((l) => l.credit), 'text')}::numeric[]) AS x(d, c)`);
    expect(sums!.d).toBe(sums!.c);
    // An entry that does not touch 2050 (a sale) is not one of this ledger's; nor is a number that does not exist.
    const sale = await t.db.one<{ n: string }>(sql`
      SELECT e.journal_entry AS n FROM journal_entries e WHERE NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.je_id = e.id AND l.account_code = '2050') LIMIT 1`);
    expect((await call('POST', '/advances-from-customers/jv', { journal_entry: sale!.n })).status).toBe(404);
    expect((await call('POST', '/advances-from-customers/jv', { journal_entry: 'JE-NOPE' })).body.code).toBe('00002');
    expect((await call('POST', '/advances-from-customers/jv', { journal_entry: ' ' })).body.code).toBe('00001');
    expect((await call('POST', '/advances-from-customers/jv', { journal_entry: line.journal_entry }, warehouse)).status).toBe(403);
  });
});

describe('collections access', () => {
  let other: string;
  it('limits a collector with a list to its customers and its account officers\u2019 customers', async () => {
    const creditId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'credit'`))!.id;
    const [a] = await openInvoices();
    const officer = await t.db.one<{ ao_id: number; customer_code: string }>(sql`
      SELECT c.ao_id, c.customer_code FROM customers c WHERE c.ao_id IS NOT NULL AND c.customer_id <> ${customer.customer_id} ORDER BY c.customer_id LIMIT 1`);
    other = (await t.db.one<{ c: string }>(sql`
      SELECT customer_code AS c FROM customers WHERE customer_id <> ${customer.customer_id} AND ao_id IS DISTINCT FROM ${officer?.ao_id ?? null} ORDER BY customer_id LIMIT 1`))!.c;
    const receipt = (code: string, si?: number) => call('POST', '/collections', {
      customer_code: code, receipt_date: '2026-11-24', payment_mode: 'CASH', amount_received: '10.00', applications: si ? [{ si_id: si, amount: '10.00', cwt: '0' }] : [],
    }, credit);
    // No list: every customer.
    expect((await receipt(other)).body.code).toBe('00003');
    const added = await call('POST', '/collections-access/customers', { user_id: creditId, customer_code: customer.customer_code });
    expect(added.body.code).toBe('00003');
    expect(added.body.result).toMatchObject({ kind: 'CUSTOMER', code: customer.customer_code, customers: 1 });
    const dup = await call('POST', '/collections-access/customers', { user_id: creditId, customer_code: customer.customer_code });
    expect(dup.body.fields.customer_code).toEqual(['This collector has this already.']);
    const refused = await receipt(other);
    expect(refused.body.code).toBe('00001');
    expect(refused.body.fields.customer_code).toEqual(['You may not collect for this customer: it is not in your collections access list.']);
    expect((await receipt(customer.customer_code, a.si_id)).body.code).toBe('00003');
    // The finance user has no list and still collects for anyone.
    expect((await call('POST', '/collections', { customer_code: other, receipt_date: '2026-11-24', payment_mode: 'CASH', amount_received: '1.00' })).body.code).toBe('00003');
    if (officer) {
      expect((await receipt(officer.customer_code)).body.code).toBe('00001');
      const ao = await call('POST', '/collections-access/officers', { user_id: creditId, ao_id: officer.ao_id });
      expect(ao.body.result.kind).toBe('OFFICER');
      expect((await receipt(officer.customer_code)).body.code).toBe('00003');
    }
    const list = await call('POST', '/collections-access/list', { user_id: creditId });
    expect(list.body.total_rows).toBe(officer ? 2 : 1);
    for (const e of list.body.result) expect((await call('DELETE', `/collections-access/${e.access_id}`)).body.code).toBe('00006');
    expect((await receipt(other)).body.code).toBe('00003');
    const revs = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'collection_access'`);
    expect(revs!.n).toBe(officer ? 4 : 2);
    expect(await books()).toEqual(ALL_TRUE);
  });

  it('refuses an unknown customer or officer and a user who is not one, on their fields', async () => {
    const noCustomer = await call('POST', '/collections-access/customers', { user_id: 1, customer_code: 'NO-SUCH' });
    expect(noCustomer.body.fields.customer_code).toEqual(['Customer not found.']);
    const noOfficer = await call('POST', '/collections-access/officers', { user_id: 1, ao_id: 999999 });
    expect(noOfficer.body.fields.ao_id).toEqual(['Account officer not found.']);
    const noUser = await call('POST', '/collections-access/officers', { user_id: 999999, ao_id: 1 });
    expect(noUser.body.fields.user_id).toEqual(['Collector not found.']);
    const missing = await call('POST', '/collections-access/customers', { user_id: 1 });
    expect(missing.body.code).toBe('00001');
    expect(missing.body.fields.customer_code).toEqual(['Customer is required.']);
  });
});

describe('manual sales invoices', () => {
  let product: { product_code: string; on_hand: number; exempt: boolean };
  beforeAll(async () => {
    product = (await t.db.one<{ product_code: string; on_hand: number; exempt: boolean }>(sql`
      SELECT p.product_code, SUM(m.quantity)::int AS on_hand, p.vat_exemption = 1 AS exempt FROM products p JOIN inventory_movements m ON m.product_id = p.product_id AND m.status = 1
      JOIN product_batches b ON b.batch_id = m.batch_id AND b.expiry_date >= '2026-11-24'
      WHERE p.vat_exemption = 0 AND p.active = 1 GROUP BY p.product_id HAVING SUM(m.quantity) > 10 ORDER BY p.product_id LIMIT 1`))!;
  });
  const base = () => ({ customer_code: customer.customer_code, si_date: '2026-11-24', price_basis: 'EXCLUSIVE', terms: 30 });

  it('posts like a generated invoice: receivable, sales, output VAT, cost of sales and stock, balanced', async () => {
    const stockBefore = product.on_hand;
    // The clock of the test server is in March 2026: its "unexpired" is counted from then, at least what is left in November.
    const offered = await call('GET', `/sales-invoices/manual/products?search=${encodeURIComponent(product.product_code)}`, undefined, credit);
    expect(offered.body.result.find((p: { product_code: string }) => p.product_code === product.product_code).on_hand).toBeGreaterThanOrEqual(stockBefore);
    const r = await call('POST', '/sales-invoices/manual', { ...base(), si_number: 'MAN-1001', lines: [{ product_code: product.product_code, quantity: 3, unit_price: '100.00', discount: '10' }] }, credit);
    expect(r.body.code).toBe('00003');
    const si: ManualSiRow = r.body.result;
    // 3 x 112.00 VAT-inclusive = 336.00, less 10% = 302.40; VAT-exclusive 270.00, VAT 32.40.
    expect(si).toMatchObject({ si_number: 'MAN-1001', total: '302.40', vatable_sales: '270.00', vat_amount: '32.40', due_date: '2026-12-24', customer_code: customer.customer_code });
    const lines = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN sales_invoices s ON s.je_id = l.je_id WHERE s.si_id = ${si.si_id} ORDER BY l.id`);
    expect(lines.map((l) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1100', '302.40', '0.00'], ['4010', '0.00', '270.00'], ['2100', '0.00', '32.40'], ['5010', si.cost, '0.00'], ['1200', '0.00', si.cost],
    ]);
    expect(Number(si.cost)).toBeGreaterThan(0);
    const stock = await t.db.one<{ n: number; moved: string }>(sql`
      SELECT SUM(m.quantity)::int AS n, (SELECT -SUM(amount) FROM inventory_movements x JOIN sales_invoices s ON x.source_document = s.dr_number WHERE s.si_id = ${si.si_id})::numeric(16, 2)::text AS moved
      FROM inventory_movements m JOIN products p ON p.product_id = m.product_id JOIN product_batches b ON b.batch_id = m.batch_id AND b.expiry_date >= '2026-11-24'
      WHERE p.product_code = ${product.product_code} AND m.status = 1`);
    expect(stock!.n).toBe(stockBefore - 3);
    expect(stock!.moved).toBe(si.cost);
    expect((await openInvoices()).some((x) => x.si_id === si.si_id && x.balance === '302.40')).toBe(true);
    const dayTotals = await t.db.one<{ n: number }>(sql`SELECT SUM(invoice_count)::int AS n FROM sales_day_totals WHERE day = '2026-11-24'`);
    expect(dayTotals!.n).toBe(1);
    expect(await books()).toEqual(ALL_TRUE);
    product.on_hand = stockBefore - 3;
  });

  it('refuses a SI number that exists, stock it does not have and an unknown product, writing nothing', async () => {
    const count = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM sales_invoices`))!.n;
    const before = await count();
    const existing = (await t.db.one<{ n: string }>(sql`SELECT si_number AS n FROM sales_invoices ORDER BY si_id LIMIT 1`))!.n;
    const dup = await call('POST', '/sales-invoices/manual', { ...base(), si_number: existing, lines: [{ product_code: product.product_code, quantity: 1, unit_price: '1.00' }] });
    expect(dup.body.fields.si_number).toEqual([`SI No. ${existing} exists already.`]);
    const tooMany = await call('POST', '/sales-invoices/manual', { ...base(), si_number: 'MAN-1002', lines: [{ product_code: product.product_code, quantity: product.on_hand + 1, unit_price: '1.00' }] });
    expect(tooMany.body.fields['lines.0.quantity']).toEqual([`Not enough stock of ${product.product_code}: ${product.on_hand} on hand (unexpired), ${product.on_hand + 1} invoiced.`]);
    const unknown = await call('POST', '/sales-invoices/manual', { ...base(), si_number: 'MAN-1003', lines: [{ product_code: 'NO-SUCH-THING', quantity: 1, unit_price: '1.00' }] });
    expect(unknown.body.fields['lines.0.product_code']).toEqual(['Product not found or not active.']);
    const empty = await call('POST', '/sales-invoices/manual', { ...base(), si_number: 'MAN-1004', lines: [] });
    expect(empty.body.fields.lines).toEqual(['Add at least one product.']);
    expect(await count()).toBe(before);
  });
});

describe('scopes', () => {
  it('answers 403 to a user without them', async () => {
    const calls: [string, string, object | undefined][] = [
      ['POST', '/unidentified-deposits', { bank_account_id: bankAccountId, deposit_date: '2026-11-23', amount: '1.00' }],
      ['POST', '/unidentified-deposits/list', {}],
      ['GET', '/collections-access/collectors', undefined],
      ['POST', '/sales-invoices/manual/list', {}],
      ['POST', '/finance-reports/advances-from-customers/summary', DATES],
      ['POST', '/finance-reports/undefined-deposits', DATES],
    ];
    for (const [m, url, body] of calls) expect((await call(m as 'GET', url, body, warehouse)).status, url).toBe(403);
    // The credit role records deposits but does not read the finance sub-ledgers.
    expect((await call('POST', '/finance-reports/undefined-deposits/summary', DATES, credit)).status).toBe(403);
  });
});
