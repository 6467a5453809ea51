import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing';

let t: TestServer;
let finance: string;
let exportDir: string;
beforeAll(async () => {
  exportDir = mkdtempSync(path.join(tmpdir(), 'erp-sales-exports-'));
  t = await createTestServer({ env: { EXPORT_DIR: exportDir } });
  finance = await t.login('finance');
});
afterAll(async () => {
  await t?.close();
  if (exportDir) rmSync(exportDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, token = finance) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const cents = (v: string | number) => Math.round(Number(v) * 100);

/** Export, fetch the URL like the app does (with the asking session's bearer token), and open the first sheet. */
async function exportAndOpen(url: string, payload: object) {
  const res = await post(url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result).toMatch(/^\/api\/downloads\//);
  const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  return { sheet: book.worksheets[0], disposition: String(file.headers['content-disposition']) };
}

/** Every row of a list endpoint (date order), 500 a page. */
async function listAll<Row>(url: string, filters: object): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const res = await post(url, { ...filters, page, page_size: 500 });
    rows.push(...res.body.result);
    if (res.body.result.length < 500) return rows;
  }
}

/** The header row (bold column names) is the one whose first cell is `first`. */
function headerRow(sheet: ExcelJS.Worksheet, first: string): number {
  for (let r = 1; r <= 12; r++) if (sheet.getRow(r).getCell(1).value === first) return r;
  throw new Error(`no header row starting with ${first}`);
}

describe('receivable sub-ledger export', () => {
  it('writes every posting with the running balance of the list, filters in the header', async () => {
    const filters = { customer_id: 5, date_from: '2023-05-10', date_to: '2025-08-31' };
    const { sheet, disposition } = await exportAndOpen('/ledger/transactions/recivables/export/report', filters);
    expect(disposition).toContain('receivable_sub_ledger_2023-05-10_2025-08-31.xlsx');
    expect(sheet.getCell('A1').value).toBe('Receivable Sub Ledger');
    expect(sheet.getCell('B2').value).toBe('C-00005 The Medical City');
    const head = headerRow(sheet, 'Date');
    const list = await listAll<{ id: number; running_balance: string; receivable_debit: string; receivable_credit: string }>('/ledger/transactions/recivables', filters);
    expect(list.length).toBeGreaterThan(20);
    // The opening row, the postings, the period totals and the closing row (a balance runs).
    expect(sheet.rowCount - head).toBe(1 + list.length + 2);
    const opening = sheet.getRow(head + 1);
    const firstRow = sheet.getRow(head + 2);
    expect(typeof firstRow.getCell(7).value).toBe('number');
    expect(cents(firstRow.getCell(10).value as number)).toBe(cents(list[0].running_balance));
    expect(cents(opening.getCell(10).value as number)).toBe(cents(list[0].running_balance) - cents(list[0].receivable_debit) + cents(list[0].receivable_credit));
    expect(cents(sheet.getRow(sheet.rowCount - 2).getCell(10).value as number)).toBe(cents(list.at(-1)!.running_balance));
    const total = sheet.getRow(sheet.rowCount - 1);
    expect(cents(total.getCell(7).value as number)).toBe(list.reduce((sum, r) => sum + cents(r.receivable_debit), 0));
    const closing = sheet.getRow(sheet.rowCount);
    expect(closing.getCell(10).value).toBe(sheet.getRow(sheet.rowCount - 2).getCell(10).value);
  });

  it('carries the running balance across keyset batches exactly', async () => {
    const { receivableBatches } = await import('./receivables');
    const f = { dr_si_number: '', date_from: '2024-01-01', date_to: '2024-12-31' };
    const batched: { running_balance: string }[] = [];
    for await (const b of receivableBatches(t.db, f, 37)) batched.push(...b);
    const list = await listAll<{ running_balance: string }>('/ledger/transactions/recivables', f);
    expect(batched.map((r) => r.running_balance)).toEqual(list.map((r) => r.running_balance));

    // The sales journal's balance too, over invoices and returns.
    const { salesJournalBatches } = await import('./salesJournal');
    const sales: { id: string; balance: string }[] = [];
    for await (const b of salesJournalBatches(t.db, f, 29)) sales.push(...b);
    const salesList = await listAll<{ id: string; balance: string }>('/ledger/transactions/sales', f);
    expect(sales.map((r) => [r.id, r.balance])).toEqual(salesList.map((r) => [r.id, r.balance]));
  });

  it('warns "Please select correct dates!" for dates in the wrong order, and needs the export scope', async () => {
    const wrong = await post('/ledger/transactions/recivables/export/report', { date_from: '2025-02-01', date_to: '2025-01-01' });
    expect(wrong.body).toEqual({ code: '00001', result: ['Please select correct dates!'] });
    const viewer = await t.login('viewer');
    expect((await post('/ledger/transactions/recivables/export/report', { date_from: '2025-01-01', date_to: '2025-01-31' }, viewer)).status).toBe(403);
  });
});

describe('sales special journal export', () => {
  it('writes invoices and returns in date order with the balance of the list', async () => {
    const filters = { date_from: '2023-01-01', date_to: '2023-06-30' };
    const { sheet } = await exportAndOpen('/ledger/transactions/sales/export', { ...filters, tab: 'sales' });
    expect(sheet.getCell('A1').value).toBe('Sales Special Journal');
    expect([sheet.getCell('B2').value, sheet.getCell('B3').value]).toEqual(['All', 'All']);
    const head = headerRow(sheet, 'Date');
    const list = await listAll<{ reference: string; balance: string }>('/ledger/transactions/sales', filters);
    expect(sheet.rowCount - head).toBe(list.length + 1);
    expect(list.some((r) => r.reference.startsWith('RET-'))).toBe(true);
    for (const i of [0, Math.floor(list.length / 2), list.length - 1]) {
      const row = sheet.getRow(head + 1 + i);
      expect(row.getCell(3).value).toBe(list[i].reference);
      expect(cents(row.getCell(13).value as number)).toBe(cents(list[i].balance));
    }
  });

  it('asks for dates when one is empty and for correct dates when they are reversed', async () => {
    expect((await post('/ledger/transactions/sales/export', { date_from: '', date_to: '2025-01-01' })).body).toEqual({ code: '00001', result: ['Please select dates!'] });
    expect((await post('/ledger/transactions/sales/export', { date_to: '2025-01-01' })).body).toEqual({ code: '00001', result: ['Please select dates!'] });
    expect((await post('/ledger/transactions/sales/export', { date_from: '2025-02-01', date_to: '2025-01-01' })).body).toEqual({
      code: '00001',
      result: ['Please select correct dates!'],
    });
  });
});

describe('vatable sales ledger export', () => {
  it('writes the invoices of the filters with numeric amounts', async () => {
    const filters = { reg_or_nonreg: 1, customer_id: 1, date_from: '2023-01-01', date_to: '2025-12-31' };
    const { sheet } = await exportAndOpen('/ledger/transactions/vatable-sales/report', filters);
    expect(sheet.getCell('A1').value).toBe('Vatable Sales Ledger');
    expect([sheet.getCell('B2').value, sheet.getCell('B3').value]).toEqual(['Regular', 'C-00001 Mercury Drug - Quezon Ave']);
    const head = headerRow(sheet, 'SI Date');
    const list = await listAll<{ si_number: string; net_sales: string }>('/ledger/transactions/vatable-sales', filters);
    expect(list.length).toBeGreaterThan(5);
    expect(sheet.rowCount - head).toBe(list.length + 1);
    const last = sheet.getRow(sheet.rowCount - 1);
    expect(last.getCell(3).value).toBe(list.at(-1)!.si_number);
    expect(cents(last.getCell(6).value as number)).toBe(cents(list.at(-1)!.net_sales));
    expect(cents(sheet.getRow(sheet.rowCount).getCell(6).value as number)).toBe(list.reduce((sum, r) => sum + cents(r.net_sales), 0));
    expect((await post('/ledger/transactions/vatable-sales/report', { date_from: '2025-02-01', date_to: '2025-01-01' })).body.result).toEqual([
      'Please select correct dates!',
    ]);
  });
});
