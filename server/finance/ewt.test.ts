import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EwtSubledgerRow } from '../../contract/ewt';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let finance: string;
let exportDir: string;
beforeAll(async () => {
  exportDir = mkdtempSync(path.join(tmpdir(), 'erp-ewt-exports-'));
  t = await createTestServer({ env: { EXPORT_DIR: exportDir } });
  finance = await t.login('finance');
});
afterAll(async () => {
  await t?.close();
  if (exportDir) rmSync(exportDir, { recursive: true, force: true });
});

const LIST = '/api/ewt-payable/subledgers';
const EXPORT = '/api/ewt-payable/subledgers/export';
const cents = (v: string | number) => Math.round(Number(v) * 100);
const list = (payload: object, token: string | undefined = finance) => t.call({ method: 'POST', url: LIST, payload, token });

/** Every row of the filters, page by page (the largest page the contract allows). */
async function allRows(filters: object): Promise<{ rows: EwtSubledgerRow[]; total: number }> {
  const rows: EwtSubledgerRow[] = [];
  for (let page = 0; ; page++) {
    const res = await list({ ...filters, page, page_size: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.result);
    if (res.body.result.length < 1000) return { rows, total: res.body.total_rows };
  }
}

const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };

describe('EWT payable sub-ledger', () => {
  it('gives each set-up a credit row (running balance = amount) and, once reversed by Date To, a debit row right after it (running balance 0)', async () => {
    const { rows, total } = await allRows(YEAR);
    const db = await t.db.one<{ setups: number; reversed: number }>(sql`
      SELECT COUNT(*)::int AS setups, COUNT(*) FILTER (WHERE reversal_date <= '2024-12-31')::int AS reversed
      FROM ewt_setups WHERE setup_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(db!.setups).toBeGreaterThan(100);
    // December's set-ups are remitted in January: some are still open at the end of the range.
    expect(db!.reversed).toBeLessThan(db!.setups);
    expect(total).toBe(db!.setups + db!.reversed);
    expect(rows).toHaveLength(total);

    for (let i = 0; i < rows.length; i++) {
      const r = rows[i];
      expect(r.setup_date >= YEAR.date_from && r.setup_date <= YEAR.date_to).toBe(true);
      if (r.entry === 'setup') {
        expect(cents(r.credit)).toBeGreaterThan(0);
        expect(cents(r.debit)).toBe(0);
        expect(r.running_balance).toBe(r.credit);
        expect(r.transaction_date).toBeNull();
        expect(r.reversal_reference).toBeNull();
        // Set-up date order, then ewt_id.
        const prev = rows[i - 1];
        if (prev) expect(prev.setup_date < r.setup_date || (prev.setup_date === r.setup_date && prev.ewt_id < r.ewt_id)).toBe(true);
      } else {
        const setup = rows[i - 1];
        expect(setup.ewt_id).toBe(r.ewt_id);
        expect(setup.entry).toBe('setup');
        expect(r.debit).toBe(setup.credit);
        expect(cents(r.credit)).toBe(0);
        expect(cents(r.running_balance)).toBe(0);
        expect(r.transaction_date! > r.setup_date && r.transaction_date! <= YEAR.date_to).toBe(true);
        expect(r.reversal_reference).toMatch(/^EWT-REM-\d{6}$/);
      }
    }
    // The payee is the supplier: its vendor code and company name.
    const supplier = await t.db.one<{ code: string; name: string }>(sql`
      SELECT s.vendor_code AS code, s.company_name AS name FROM ewt_setups e JOIN suppliers s ON s.vendor_id = e.supplier_id WHERE e.ewt_id = ${rows[0].ewt_id}`);
    expect([rows[0].customer_code, rows[0].name]).toEqual([supplier!.code, supplier!.name]);
  });

  it('pages by 50 rows: pages join into exactly the whole list, in set-up date order, both directions', async () => {
    const { rows: whole } = await allRows(YEAR);
    const key = (r: EwtSubledgerRow) => `${r.ewt_id}:${r.entry}`;
    for (const direction of ['asc', 'desc'] as const) {
      const paged: EwtSubledgerRow[] = [];
      for (let page = 0; page < 3; page++) {
        const res = await list({ ...YEAR, page, page_size: 50, direction });
        expect(res.body.result).toHaveLength(50);
        expect(res.body.total_rows).toBe(whole.length);
        paged.push(...res.body.result);
      }
      const expected = direction === 'asc' ? whole.slice(0, 150) : [...new Set(whole.map((r) => r.ewt_id))].reverse().flatMap((id) => whole.filter((r) => r.ewt_id === id)).slice(0, 150);
      expect(paged.map(key)).toEqual(expected.map(key));
    }
    const beyond = await list({ ...YEAR, page: 1000, page_size: 50 });
    expect(beyond.body.result).toEqual([]);
  });

  it('sums to the GL EWT Payable (2110) credit balance at any date: open set-ups are exactly what the books owe the BIR', async () => {
    for (const date of ['2023-06-30', '2024-02-09', '2024-02-10', '2025-12-31', '2026-11-22']) {
      const { rows } = await allRows({ date_from: '2022-11-30', date_to: date });
      const open = rows.reduce((s, r) => s + cents(r.credit) - cents(r.debit), 0);
      const gl = await t.db.one<{ b: string }>(sql`
        SELECT COALESCE(SUM(credit - debit), 0)::text AS b FROM journal_lines WHERE account_code = '2110' AND transaction_date <= ${date}::date`);
      expect(open, date).toBe(cents(gl!.b));
      expect(open, date).toBeGreaterThan(0);
    }
  });

  it('narrows to one payee by customer_code (the vendor code) and by the search text', async () => {
    const { rows } = await allRows({ ...YEAR, customer_code: 'V-0002' });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.customer_code))).toEqual(new Set(['V-0002']));
    const search = await allRows({ ...YEAR, filter: 'pfizer' });
    expect(search.rows.map((r) => r.ewt_id)).toEqual(rows.map((r) => r.ewt_id));
    // LIKE wildcards are plain text: every particulars reads "EWT 1% withheld ...", nothing has an underscore.
    expect((await allRows({ ...YEAR, filter: '1% withheld' })).total).toBe((await allRows(YEAR)).total);
    expect((await allRows({ ...YEAR, filter: '_' })).total).toBe(0);
    expect((await allRows({ ...YEAR, customer_code: 'V-9999' })).total).toBe(0);
  });

  it('accepts and ignores any filterModel the grid sends', async () => {
    const plain = await list({ ...YEAR, page: 0, page_size: 50 });
    for (const filterModel of [{}, null, { name: { filterType: 'text', type: 'contains', filter: "x'; DROP TABLE ewt_setups; --" } }, { a: [1, { b: 2 }] }]) {
      const res = await list({ ...YEAR, page: 0, page_size: 50, filterModel });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(plain.body);
    }
  });

  it('refuses bad input with 00001 and messages, never a 500', async () => {
    const reversed = await list({ date_from: '2024-02-01', date_to: '2024-01-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    for (const bad of [{}, { date_from: '2024-01-01' }, { ...YEAR, page: -1 }, { ...YEAR, page_size: 5000 }, { ...YEAR, filterModel: 'text' }, { ...YEAR, direction: 'up' }, { date_from: '2024-02-30', date_to: '2024-03-01' }]) {
      const res = await list(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.code).toBe('00001');
      expect(res.body.result.length).toBeGreaterThan(0);
    }
  });

  it('words missing dates "Please select dates!" (list and export), and sorts by the set-up date only', async () => {
    expect((await list({ date_to: '2024-01-01' })).body).toEqual({ code: '00001', result: ['Please select dates!'] });
    expect((await t.call({ method: 'POST', url: EXPORT, payload: { date_from: '', date_to: '2024-01-01' }, token: finance })).body).toEqual({
      code: '00001',
      result: ['Please select dates!'],
    });
    expect((await list({ ...YEAR, page: 0, order_by: 'setup_date', direction: 'desc' })).status).toBe(200);
    expect((await list({ ...YEAR, page: 0, order_by: 'name' })).body.code).toBe('00001');
  });

  it('needs sign-in and an EWT scope: 401 without a token, 403 for the viewer', async () => {
    expect((await t.call({ method: 'POST', url: LIST, payload: YEAR })).status).toBe(401);
    const viewer = await t.login('viewer');
    const res = await list({ ...YEAR, page: 0 }, viewer);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('00403');
    expect((await t.call({ method: 'POST', url: EXPORT, payload: YEAR, token: viewer })).status).toBe(403);
  });
});

describe('EWT payable export', () => {
  it('writes every row of the list as XLSX through the shared export (numbers stay numbers, dates are dates)', async () => {
    const filters = { date_from: '2024-11-01', date_to: '2024-12-31' };
    const res = await t.call({ method: 'POST', url: EXPORT, payload: filters, token: finance });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
    // Fetched like the app does: with the asking session's bearer token.
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain('ewt_payable_2024-11-01_2024-12-31.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('EWT Payable Report');
    // Title, two filters, generated by, blank, column headers.
    const HEADER_ROWS = 6;
    expect(sheet.getRow(HEADER_ROWS).getCell(10).value).toBe('Running Balance');

    const { rows } = await allRows(filters);
    // Every row, then the period totals and what is still open on Date To.
    expect(sheet.rowCount - HEADER_ROWS).toBe(rows.length + 2);
    rows.forEach((r, i) => {
      const x = sheet.getRow(HEADER_ROWS + 1 + i);
      expect(x.getCell(4).value).toBe(r.setup_reference);
      expect(x.getCell(3).value).toEqual(new Date(`${r.setup_date}T00:00:00Z`));
      expect(typeof x.getCell(9).value).toBe('number');
      expect(cents(x.getCell(8).value as number)).toBe(cents(r.debit));
      expect(cents(x.getCell(10).value as number)).toBe(cents(r.running_balance));
    });
  });

  it('keeps a set-up and its reversal together across export batches', async () => {
    const { ewtBatches } = await import('./ewt.routes');
    const filters = { customer_code: '', filter: '', date_from: '2024-01-01', date_to: '2024-06-30' };
    const batched: EwtSubledgerRow[] = [];
    for await (const b of ewtBatches(t.db, filters, 7)) batched.push(...b);
    const { rows } = await allRows(filters);
    expect(batched.map((r) => `${r.ewt_id}:${r.entry}`)).toEqual(rows.map((r) => `${r.ewt_id}:${r.entry}`));
  });

  it('is for get_ewt_all holders: the report scope alone may list but not export', async () => {
    const viewer = await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'viewer'`);
    const role = await t.db.one<{ id: number }>(sql`INSERT INTO roles (role, slug) VALUES ('EWT Reader', 'ewt-reader') RETURNING id`);
    await t.db.run(sql`INSERT INTO role_permissions (role_id, permission_id) SELECT ${role!.id}, id FROM permissions WHERE scope = 'get_ewt_payable_report'`);
    await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) VALUES (${viewer!.id}, ${role!.id})`);
    try {
      const reader = await t.login('viewer');
      expect((await list({ ...YEAR, page: 0 }, reader)).status).toBe(200);
      expect((await t.call({ method: 'POST', url: EXPORT, payload: YEAR, token: reader })).status).toBe(403);
    } finally {
      await t.db.run(sql`DELETE FROM roles WHERE id = ${role!.id}`);
    }
  });
});
