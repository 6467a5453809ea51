import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../contract/customers';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { formFields, type FormValue } from '../../contract/uploads';
import { multipartBody, PDF, PNG, textParts } from '../uploads/testFiles';
import { figuresFromPostings, holdFiguresFor } from './figures';
import { searchWhere } from './search';

/** The customer master (spec 002 §2.1-§2.4, §4, §5, §7.1) on the seeded demo business. */
let t: TestServer;
let finance: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, viewer] = await Promise.all(['finance', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const show = async (code: string) => (await call('GET', `/customer/${code}`, finance)).body.result as CustomerDetail;

/** A complete regular (non-physician) customer form, as the modal sends it. */
function regularForm(over: Record<string, unknown> = {}): Record<string, unknown> {
  const contact = (g: string, n: string) => ({
    [`${g}_contact_person`]: `${n} Dizon`,
    [`${g}_contact_no`]: '+63 2 8123 4567',
    [`${g}_designation`]: 'Officer',
    [`${g}_email`]: `${g}@newpharmacy.demo.invalid`,
  });
  return {
    customer_name: 'Botica San Roque - Marikina',
    customer_type: 1,
    customer_channel: 1,
    tagging: 2,
    regular_or_nonregular: 1,
    AO: 1,
    vat_type: 1,
    credit_limit: '250,000.50',
    return_policy: 1,
    tin_no: '987-654-321-000',
    business_style: 'Retail Pharmacy',
    business_type: 1,
    owner_name: 'Rosario Dizon',
    owner_email: 'owner@newpharmacy.demo.invalid',
    owner_contact_no: '+63 917 555 0101',
    ...contact('accounting', 'Ana'),
    ...contact('purchasing', 'Ben'),
    ...contact('authorized_purchase_person', 'Ben'),
    ...contact('authorized_receive_person', 'Cita'),
    billing_mode_of_payment: 4,
    payment_terms: 3,
    initial_stocking_terms: 6,
    billing_bldg_street_address: '12 J.P. Rizal Street',
    billing_province: 813,
    billing_city: 81300,
    billing_barangay: 81300075,
    billing_zip_code: '1103',
    billing_lba_code: 'LBA-NCR-N1',
    billing_lba_name: 'Quezon City Central',
    billing_district: 'Metro Manila North',
    shipping_mon_start: '08:00',
    shipping_mon_end: '17:00',
    shipping_delivery_schedule_day: ['mon', 'thu'],
    ...over,
  };
}

describe('customers list (Customers Center)', () => {
  it('pages the demo customers by code with the receivable balance of the books, searches and sorts', async () => {
    const res = await call('GET', '/customers', finance, undefined, { page_size: '10' });
    expect(res.status).toBe(200);
    expect(res.body.total_rows).toBe(28);
    expect(res.body.result.map((r: { customer_code: string }) => r.customer_code).slice(0, 3)).toEqual(['C-00001', 'C-00002', 'C-00003']);
    const first = res.body.result[0];
    expect(first).toMatchObject({ customer_name: 'Mercury Drug - Quezon Ave', status: 1, AO: expect.any(String), billing_barangay: 'Paligsahan', tagging: 'Mercury Drug Group' });
    expect(first.tin_no).toMatch(/^\d{3}-\d{3}-\d{3}-\d{3}$/);
    // The balance is the customer's receivable postings summed, as the sub-ledger has it.
    const book = await t.db.one<{ b: string }>(sql`
      SELECT SUM(debit - credit)::numeric(18,2)::text AS b FROM receivable_entries r JOIN customers c USING (customer_id) WHERE c.customer_code = 'C-00001'`);
    expect(first.amount_outstanding).toBe(book!.b);
    const found = await call('GET', '/customers', finance, undefined, { search: 'cebu', column: 'customer_name' });
    expect(found.body.result.map((r: { customer_name: string }) => r.customer_name)).toEqual(['Mercury Drug - Cebu Colon']);
    const bySar = await call('GET', '/customers', finance, undefined, { order_by: 'amount_outstanding', direction: 'desc', page_size: '28' });
    const amounts = bySar.body.result.map((r: { amount_outstanding: string }) => Number(r.amount_outstanding));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await call('GET', '/customers', finance, undefined, { order_by: 'nope' })).body.code).toBe('00001');
    // KYC (documents are not seeded in the test books: every customer lacks some), filtered and sorted by it.
    expect(first.kyc_state).toBe('missing_documents');
    expect((await call('GET', '/customers', finance, undefined, { kyc: 'missing_documents' })).body.total_rows).toBe(28);
    expect((await call('GET', '/customers', finance, undefined, { kyc: 'complete' })).body.total_rows).toBe(0);
    expect((await call('GET', '/customers', finance, undefined, { order_by: 'kyc_state', direction: 'desc' })).body.code).toBe('00000');
    expect((await call('GET', '/customers', viewer)).status).toBe(403);
  });

  it('exports the visible columns as XLSX for those who may export', async () => {
    const res = await call('POST', '/customers/export', finance, { export: 'export', columns: { tin_no: false, email_address: true }, search: 'hospital' });
    // The spec's export body is the list's ("same plus export ... and the column visibility map"): paging and a blank
    // column are taken, a column of theirs we do not have is dropped from the map.
    const spec = await call('POST', '/customers/export', finance, { page: 0, page_size: 10, order_by: 'customer_code', direction: 'asc', search: 'hospital', column: '', export: 'export', columns: { tin_no: false, owner_email: true } });
    expect(spec.body.code, JSON.stringify(spec.body)).toBe('00000');
    expect(res.body.code).toBe('00000');
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    let head = 1;
    while (sheet.getRow(head).getCell(1).value !== 'Customer Code') head++;
    const headers = (sheet.getRow(head).values as unknown[]).filter(Boolean);
    expect(headers).toContain('Email Address');
    expect(headers).not.toContain('TIN');
    expect(headers).not.toContain('LBA Code');
    // Every customer with "hospital" in a searched column, one row each, the balance a number.
    expect(sheet.rowCount - head).toBe((await call('GET', '/customers', finance, undefined, { search: 'hospital' })).body.total_rows);
    expect(typeof sheet.getRow(head + 1).getCell(headers.indexOf('Amount Outstanding') + 1).value).toBe('number');
    expect((await call('POST', '/customers/export', viewer, {})).status).toBe(403);
  });

  it('lists code and name for the view sidebar, searched by name', async () => {
    const res = await call('GET', '/customer/list', finance, undefined, { search: 'medical' });
    expect(res.body.result.map((r: { customer_code: string }) => r.customer_code)).toEqual(['C-00004', 'C-00005', 'C-00006', 'C-00009', 'C-00014', 'C-00017', 'C-00027']);
  });
});

describe('the balances the list sorts by (migration 091)', () => {
  // Inside a transaction, ask through it (PGlite has one connection: another query would wait for the transaction).
  const mismatches = (db: Pick<typeof t.db, 'rows'> = t.db) =>
    db.rows(sql`
      SELECT c.customer_id FROM customers c
      LEFT JOIN customer_balances b ON b.customer_id = c.customer_id
      LEFT JOIN (SELECT customer_id, SUM(debit - credit) AS s FROM receivable_entries GROUP BY customer_id) r ON r.customer_id = c.customer_id
      WHERE COALESCE(b.outstanding, 0) <> COALESCE(r.s, 0)`);

  it("equal every customer's receivable sub-ledger, and follow postings written, changed and removed", async () => {
    expect(await mismatches()).toEqual([]);
    await t.db.transaction(async (tx) => {
      const si = await tx.one<{ si_id: number; customer_id: number }>(sql`SELECT si_id, customer_id FROM sales_invoices WHERE ar_balance >= 200 ORDER BY si_id LIMIT 1`);
      await tx.run(sql`
        INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
        VALUES (${si!.customer_id}, DATE '2026-01-02', 'CR', 'TEST-1', ${si!.si_id}, 'test', 0, 100.25, 1), (${si!.customer_id}, DATE '2026-01-02', 'CR', 'TEST-2', ${si!.si_id}, 'test', 0, 0.75, 1)`);
      expect(await mismatches(tx)).toEqual([]);
      await tx.run(sql`UPDATE receivable_entries SET credit = 50 WHERE reference = 'TEST-1'`);
      expect(await mismatches(tx)).toEqual([]);
      await tx.run(sql`DELETE FROM receivable_entries WHERE reference IN ('TEST-1', 'TEST-2')`);
      expect(await mismatches(tx)).toEqual([]);
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));
  });
});

describe('the 12-month figures the list sorts by (migration 125)', () => {
  type Db = typeof t.db;
  /** Customers whose kept figures differ from the figures summed from their postings on `day`, and how many have figures at all. */
  async function check(db: Db, day: string) {
    const slow = figuresFromPostings(day);
    const rows = await db.rows<{ customer_code: string; kept: string; summed: string }>(sql`
      SELECT c.customer_code, concat_ws(' ', cb.pay_ratio, cb.past_due_rate, cb.dso) AS kept,
             concat_ws(' ', ${slow.pay_ratio}, ${slow.past_due_rate}, ${slow.dso_vs_credit_terms}) AS summed
      FROM customers c JOIN customer_balances cb ON cb.customer_id = c.customer_id ${slow.from}`);
    return {
      wrong: rows.filter((r) => r.kept !== r.summed).map((r) => `${r.customer_code} on ${day}: kept ${r.kept}, summed ${r.summed}`),
      withRatio: rows.filter((r) => r.kept.split(' ').length === 3).length,
      pastDue: rows.filter((r) => !['0', '0.00'].includes(r.kept.split(' ')[1])).length,
    };
  }

  it('equal the figures summed from the postings on every day the list is read, forwards and backwards', async () => {
    let recomputed = 0;
    for (const day of ['2026-03-02', '2026-03-03', '2026-04-20', '2026-11-22', '2027-06-30', '2025-06-30', '2024-12-31', '2026-03-02']) {
      recomputed += await holdFiguresFor(t.db, day);
      const r = await check(t.db, day);
      expect(r.wrong).toEqual([]);
      if (day === '2026-03-02') {
        expect(r.withRatio).toBeGreaterThan(10);
        expect(r.pastDue).toBeGreaterThan(0);
      }
    }
    expect(recomputed).toBeGreaterThan(0);
    // A day later only the customers whose figures move are recomputed, not every customer with postings.
    await holdFiguresFor(t.db, '2026-03-02');
    const posted = (await t.db.one<{ n: number }>(sql`SELECT COUNT(DISTINCT customer_id)::int AS n FROM receivable_entries`))!.n;
    expect(await holdFiguresFor(t.db, '2026-03-03')).toBeLessThan(posted);

    // One customer by hand: collections over sales of the 12 months to the day, in percent.
    const c = (await t.db.one<{ customer_id: number; pay_ratio: string }>(sql`
      SELECT cb.customer_id, cb.pay_ratio::text AS pay_ratio FROM customer_balances cb WHERE cb.pay_ratio IS NOT NULL ORDER BY cb.customer_id LIMIT 1`))!;
    const entries = await t.db.rows<{ d: string; transaction: string; debit: string; credit: string }>(sql`
      SELECT transaction_date::text AS d, transaction, debit::text, credit::text FROM receivable_entries WHERE customer_id = ${c.customer_id}`);
    const inWindow = entries.filter((e) => e.d > '2025-03-03' && e.d <= '2026-03-03');
    const sales = inWindow.filter((e) => e.transaction === 'SI').reduce((s, e) => s + Math.round(Number(e.debit) * 100), 0);
    const collected = inWindow.filter((e) => e.transaction === 'CR').reduce((s, e) => s + Math.round(Number(e.credit) * 100), 0);
    expect(sales).toBeGreaterThan(0);
    expect(c.pay_ratio).toBe(((collected * 100) / sales).toFixed(2));
  });

  it('follow postings and a changed credit term at once, and the list sorts by them', async () => {
    await holdFiguresFor(t.db, '2026-03-02');
    await t.db.transaction(async (tx) => {
      const si = (await tx.one<{ si_id: number; customer_id: number }>(sql`SELECT si_id, customer_id FROM sales_invoices ORDER BY si_id DESC LIMIT 1`))!;
      await tx.run(sql`
        INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
        VALUES (${si.customer_id}, DATE '2026-02-20', 'SI', 'TEST-SI', ${si.si_id}, 'test', 98765.43, 0, 1),
               (${si.customer_id}, DATE '2026-02-25', 'CR', 'TEST-CR', ${si.si_id}, 'test', 0, 12345.67, 1),
               (${si.customer_id}, DATE '2026-05-01', 'CR', 'TEST-LATER', ${si.si_id}, 'test', 0, 1000, 1)`);
      expect((await check(tx, '2026-03-02')).wrong).toEqual([]);
      await tx.run(sql`UPDATE customers SET credit_term_days = credit_term_days + 45 WHERE customer_id = ${si.customer_id}`);
      expect((await check(tx, '2026-03-02')).wrong).toEqual([]);
      // The future-dated collection counts from its day on.
      await holdFiguresFor(tx, '2026-05-01');
      expect((await check(tx, '2026-05-01')).wrong).toEqual([]);
      await tx.run(sql`DELETE FROM receivable_entries WHERE reference LIKE 'TEST-%'`);
      expect((await check(tx, '2026-05-01')).wrong).toEqual([]);
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));

    const res = await call('GET', '/customers', finance, undefined, { order_by: 'pay_ratio', direction: 'desc', page_size: '28' });
    const ratios = (res.body.result as { pay_ratio: string | null }[]).map((r) => r.pay_ratio);
    const known = ratios.filter((r): r is string => r !== null).map(Number);
    expect(known.length).toBeGreaterThan(10);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(ratios.slice(known.length).every((r) => r === null)).toBe(true);
  });
});

describe('the search over all columns (migration 125)', () => {
  /** The search's definition, one column at a time through the joins. */
  const slow = (text: string) => sql`
    SELECT c.customer_id FROM customers c
    LEFT JOIN account_officers ao ON ao.ao_id = c.ao_id LEFT JOIN ph_barangays bg ON bg.barangay_id = c.billing_barangay_id
    LEFT JOIN customer_taggings tg ON tg.id = c.customer_tagging_id LEFT JOIN sales_people kam ON kam.unique_id = c.kam_name
    LEFT JOIN sales_people sar ON sar.unique_id = c.sar
    WHERE ${sql.join(
      [sql`c.customer_code`, sql`c.customer_name`, sql`c.tin`, sql`ao.ao_name`, sql`c.billing_bldg_street_address`, sql`bg.barangay`, sql`c.billing_district`, sql`tg.tagging`, sql`kam.hosp_user`, sql`sar.hosp_user`].map(
        (e) => sql`${e} ILIKE ${`%${text}%`}`,
      ),
      sql` OR `,
    )} ORDER BY 1`;
  const ids = async (db: Pick<typeof t.db, 'rows'>, q: ReturnType<typeof sql>) => (await db.rows<{ customer_id: number }>(q)).map((r) => r.customer_id);
  const fast = (text: string) => sql`SELECT c.customer_id FROM customers c WHERE ${searchWhere(text, undefined)!} ORDER BY 1`;

  it('finds exactly the customers one column of which contains the text (names read by id included), never a match across two columns', async () => {
    const first = (await t.db.one<{ ao: string; barangay: string; tagging: string }>(sql`
      SELECT ao.ao_name AS ao, bg.barangay, tg.tagging FROM customers c JOIN account_officers ao ON ao.ao_id = c.ao_id
      JOIN ph_barangays bg ON bg.barangay_id = c.billing_barangay_id JOIN customer_taggings tg ON tg.id = c.customer_tagging_id WHERE c.customer_code = 'C-00001'`))!;
    const terms = ['paligsahan', 'MERCURY', 'c-0001', '-000', 'hospital', first.ao.slice(2, 9), first.tagging.slice(3), first.barangay];
    for (const term of terms) {
      const expected = await ids(t.db, slow(term));
      expect(expected.length, term).toBeGreaterThan(0);
      expect(await ids(t.db, fast(term)), term).toEqual(expected);
    }
    // The kept text joins the columns with line breaks: a text spanning two of them matches no column.
    expect(await ids(t.db, fast('C-00001\nMercury'))).toEqual([]);
    const res = await call('GET', '/customers', finance, undefined, { search: 'paligsahan' });
    expect(res.body.result.map((r: { customer_code: string }) => r.customer_code)).toContain('C-00001');
    expect(res.body.total_rows).toBe((await ids(t.db, slow('paligsahan'))).length);
  });

  it('follows a renamed account officer, barangay, tagging and sales person, and a new customer', async () => {
    await t.db.transaction(async (tx) => {
      const c = (await tx.one<{ ao_id: number; barangay_id: number; tagging_id: number; kam: string }>(sql`
        SELECT ao_id, billing_barangay_id AS barangay_id, customer_tagging_id AS tagging_id, kam_name AS kam FROM customers WHERE customer_code = 'C-00001'`))!;
      await tx.run(sql`UPDATE account_officers SET ao_name = 'Quintessa Alvarado' WHERE ao_id = ${c.ao_id}`);
      await tx.run(sql`UPDATE ph_barangays SET barangay = 'Barangay Xylophone' WHERE barangay_id = ${c.barangay_id}`);
      await tx.run(sql`UPDATE customer_taggings SET tagging = 'Zephyr Group' WHERE id = ${c.tagging_id}`);
      await tx.run(sql`UPDATE sales_people SET hosp_user = 'Wilhelmina Kam' WHERE unique_id = ${c.kam}`);
      for (const term of ['quintessa', 'xylophone', 'zephyr', 'wilhelmina']) {
        const expected = await ids(tx, slow(term));
        expect(expected.length, term).toBeGreaterThan(0);
        expect(await ids(tx, fast(term)), term).toEqual(expected);
      }
      // A new customer is searchable at once, and the kept count (the unfiltered list's total) follows inserts and deletes.
      const counts = () => tx.one<{ kept: number; n: number }>(sql`SELECT (SELECT n::int FROM kept_row_counts WHERE table_name = 'customers') AS kept, (SELECT COUNT(*)::int FROM customers) AS n`);
      const before = (await counts())!;
      expect(before.kept).toBe(before.n);
      await tx.run(sql`
        INSERT INTO customers (customer_code, customer_name, customer_type, channel, segment, customer_regular_nonregular_id, credit_term_days, credit_limit, ao_id)
        SELECT 'C-TEST-7', 'Farmacia Countwell', customer_type, channel, segment, customer_regular_nonregular_id, credit_term_days, credit_limit, ao_id
        FROM customers WHERE customer_code = 'C-00001'`);
      expect(await counts()).toEqual({ kept: before.n + 1, n: before.n + 1 });
      expect((await ids(tx, fast('countwell'))).length).toBe(1);
      expect((await ids(tx, fast('quintessa'))).length).toBe((await ids(tx, slow('quintessa'))).length);
      await tx.run(sql`DELETE FROM customers WHERE customer_code = 'C-TEST-7'`);
      expect(await counts()).toEqual({ kept: before.n, n: before.n });
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));
  });
});

describe('customer read', () => {
  it('returns every field of the form with the names of its ids', async () => {
    const c = await show('C-00004');
    expect(c).toMatchObject({ customer_code: 'C-00004', customer_account_code: 'C-00004', status: 1 });
    expect(c.form).toMatchObject({ customer_name: "St. Luke's Medical Center - BGC", customer_type: 2, cwt: 1, frequency_cwt: 'monthly', payment_terms: 5, initial_stocking_terms: 6, billing_zip_code: '1634' });
    expect(c.labels).toMatchObject({ customer_type: 'Hospital', payment_terms: '60 Days', billing_city: 'City of Taguig', billing_barangay: 'Fort Bonifacio' });
    expect(c.form.pharmacy_designation).toBe('Chief Pharmacist');
    expect(c.form.shipping_mon_start).toBe('07:00');
    expect(c.form.shipping_addresses).toHaveLength(1);
    expect(c.form.shipping_addresses[0]).toMatchObject({ city: 81500, city_name: 'City of Taguig' });
    expect((await call('GET', '/customer/NOPE-1', finance)).status).toBe(404);
    expect((await call('GET', '/customer/C-00004', viewer)).status).toBe(403);
  });
});

describe('customer create', () => {
  it('creates a customer in the C-00000 series with its children and its revision (00003)', async () => {
    const res = await call('POST', '/customer/create', finance, regularForm());
    expect(res.body.code).toBe('00003');
    const c = res.body.result as CustomerDetail;
    expect(c.customer_code).toBe('C-00029');
    expect(c.form).toMatchObject({ credit_limit: '250000.50', initial_stocking_terms: 6, accounting_contact_person: 'Ana Dizon', shipping_mon_end: '17:00', shipping_delivery_schedule_day: ['mon', 'thu'] });
    // The ledgers' words follow the reference lists.
    const row = await t.db.one(sql`SELECT customer_type, channel, segment, credit_term_days, city FROM customers WHERE customer_code = 'C-00029'`);
    expect(row).toEqual({ customer_type: 'Drugstore', channel: 'Retail', segment: 'Independent', credit_term_days: 30, city: 'Quezon City' });
    const rev = await t.db.one<{ action: string; reference_code: string; changes: { field: string }[] }>(sql`
      SELECT action, reference_code, changes FROM revisions WHERE entity = 'customers' AND entity_id = ${c.customer_id}`);
    expect(rev).toMatchObject({ action: 'created', reference_code: 'C-00029' });
    expect(rev!.changes.map((x) => x.field)).toContain('tin_no');
  });

  it('refuses a form with the §5 messages on its fields and writes nothing', async () => {
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers`))!.n;
    const bad = await call('POST', '/customer/create', finance, regularForm({ customer_name: '', cwt: 1, tin_no: '123', shipping_tue_start: '18:00', shipping_tue_end: '09:00', business_style: '' }));
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      customer_name: ['Customer account name is required.'],
      payor_name: ["Payor's name is required."],
      frequency_cwt: ['CWT retrieval is required.'],
      tin_no: ['TIN number must be in the form 000-000-000-000.'],
      shipping_tue_start: ['Start time must be greater than end time'],
      business_style: ['Business style is required.'],
    });
    // Delivery times: any minute from 01:00 to 24:00 (002 §5), not only whole hours; outside it is refused on the field.
    const times = await call('POST', '/customer/create', finance, regularForm({ customer_name: '', shipping_wed_start: '00:30', shipping_thu_start: '07:30', shipping_thu_end: '16:45:00' }));
    expect(times.body.fields.shipping_wed_start).toEqual(['Wednesday start must be a time from 01:00 to 24:00.']);
    expect(times.body.fields).not.toHaveProperty('shipping_thu_start');
    expect(times.body.fields).not.toHaveProperty('shipping_thu_end');
    const notApplicable = await call('POST', '/customer/create', finance, regularForm({ cwt: 1, payor_name: 'X', frequency_cwt: 'not_applicable', tin_no: '111-222-333-000' }));
    expect(notApplicable.body.fields.frequency_cwt).toEqual(['CWT retrieval cannot be Not Applicable when CWT is on.']);
    // Ids that name nothing, a city outside its province, a TIN already used.
    const refs = await call('POST', '/customer/create', finance, regularForm({ customer_type: 99, billing_city: 30600, AO: 999, tin_no: '987-654-321-000' }));
    expect(refs.body.fields).toMatchObject({ customer_type: ['Customer type is not valid.'], billing_city: ['Billing city is not valid.'], AO: ['Ao is not valid.'] });
    expect(refs.body.fields.tin_no[0]).toMatch(/^TIN number is already used by C-00029/);
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers`))!.n).toBe(before);
  });

  it('applies the physician (type 4) rules: secretary instead of the contact groups, business style optional', async () => {
    const form = regularForm({ customer_name: 'Dr. Helena Gatchalian Clinic', customer_type: 4, tin_no: '555-444-333-000', business_style: '' });
    for (const g of ['accounting', 'purchasing', 'authorized_purchase_person', 'authorized_receive_person'])
      for (const f of ['contact_person', 'contact_no', 'designation', 'email']) delete (form as Record<string, unknown>)[`${g}_${f}`];
    const missing = await call('POST', '/customer/create', finance, form);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['secretary_contact_no', 'secretary_designation', 'secretary_email']);
    const ok = await call('POST', '/customer/create', finance, { ...form, secretary_contact_no: '+63 917 000 1111', secretary_designation: 'Clinic Secretary', secretary_email: 'sec@clinic.demo.invalid' });
    expect(ok.body.code).toBe('00003');
  });

  it('is refused without add_customer', async () => {
    expect((await call('POST', '/customer/create', viewer, regularForm())).status).toBe(403);
  });
});

describe('customer update and status', () => {
  it('saves the edit form (00004) with the edit-only requirements, revisioning what changed', async () => {
    const c = await show('C-00010');
    const missing = await call('POST', '/customer/update/C-00010', finance, { ...c.form, registered_name: '', kam_name: null, min_order_required: '' });
    expect(missing.body.fields).toMatchObject({ registered_name: ['Registered name is required.'], kam_name: ['KAM is required.'], min_order_required: ['Minimum order required is required.'] });
    const form = { ...c.form, credit_limit: '650000', shipping_addresses: [...c.form.shipping_addresses, { bldg_street: 'Warehouse 2, 8 Caruncho Ave', province: 812, city: 81200, barangay: 81200019, zip_code: '1600', lba_code: 'L2', lba_name: 'Pasig', district: 'Metro Manila East' }] };
    const res = await call('POST', '/customer/update/C-00010', finance, form);
    expect(res.body.code).toBe('00004');
    const after = res.body.result as CustomerDetail;
    expect(after.form.credit_limit).toBe('650000.00');
    expect(after.form.shipping_addresses.map((a) => a.barangay_name)).toEqual(['San Antonio']);
    const rev = await t.db.one<{ changes: { field: string; old: unknown; new: unknown }[] }>(sql`
      SELECT changes FROM revisions WHERE entity = 'customers' AND entity_id = ${c.customer_id} AND action = 'updated' ORDER BY id DESC LIMIT 1`);
    expect(rev!.changes.map((x) => x.field).sort()).toEqual(['credit_limit', 'shipping_addresses']);
    // The address keeps its id when sent back; leaving it out removes it.
    const again = await call('POST', '/customer/update/C-00010', finance, { ...after.form, shipping_addresses: [] });
    expect((again.body.result as CustomerDetail).form.shipping_addresses).toEqual([]);
  });

  it('takes the spec’s "full form plus customer_documents": files become other documents with their revision, a JSON list is read and ignored', async () => {
    const c = await show('C-00011');
    const { shipping_addresses: _a, ...form } = c.form;
    const asJson = await call('POST', '/customer/update/C-00011', finance, { ...c.form, customer_documents: c.customer_documents ?? [] });
    expect(asJson.body.code, JSON.stringify(asJson.body).slice(0, 400)).toBe('00004');
    const m = await multipartBody([
      ...textParts(formFields({ ...(form as Record<string, FormValue>), min_order_required: c.form.min_order_required ?? '0.00' })),
      { name: 'customer_documents', value: { bytes: PDF, fileName: 'BIR 2303.pdf', type: 'application/pdf' } },
      { name: 'customer_documents', value: { bytes: PNG, fileName: 'storefront.png', type: 'image/png' } },
    ]);
    const res = await t.call({ method: 'POST', url: '/api/customer/update/C-00011', token: finance, payload: m.payload, headers: m.headers });
    expect(res.body.code, JSON.stringify(res.body).slice(0, 300)).toBe('00004');
    const after = res.body.result as CustomerDetail;
    expect(after.customer_documents_others!.map((d) => d.file_name)).toEqual(['BIR 2303.pdf', 'storefront.png']);
    const rev = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'customers' AND entity_id = ${c.customer_id} ORDER BY id DESC LIMIT 2`);
    expect(rev.map((r) => r.action)).toEqual(['document_uploaded', 'document_uploaded']);
    // The read answers the spec's keys beside the form.
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['billing', 'shipping', 'business_contacts', 'customer_documents', 'customer_documents_others', 'si_template', 'customer_mds']));
    expect(after.billing).toMatchObject({ province: c.form.billing_province, zip_code: c.form.billing_zip_code });
  });

  it('activates and deactivates with the server message, revisioned', async () => {
    const off = await call('PUT', '/customer/deactivate', finance, { customer_code: 'C-00018' });
    expect(off.body).toEqual({ code: '00004', result: 'Customer has been deactivated.' });
    expect((await show('C-00018')).status).toBe(0);
    const list = await call('GET', '/customers', finance, undefined, { search: 'C-00018', column: 'customer_code' });
    expect(list.body.result[0].status).toBe(0);
    const on = await call('PUT', '/customer/activate', finance, { customer_code: 'C-00018' });
    expect(on.body.result).toBe('Customer has been activated.');
    const revs = await t.db.rows<{ action: string }>(sql`
      SELECT action FROM revisions WHERE entity = 'customers' AND reference_code = 'C-00018' ORDER BY id`);
    expect(revs.map((r) => r.action)).toEqual(['deactivated', 'activated']);
    expect((await call('PUT', '/customer/activate', finance, { customer_code: 'NOPE' })).status).toBe(404);
    expect((await call('PUT', '/customer/deactivate', viewer, { customer_code: 'C-00018' })).status).toBe(403);
  });
});
