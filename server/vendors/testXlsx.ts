import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from '../testing';

/** Asks for an export, fetches its link like the app does (the asking session's token) and reads the sheet: header lines, column headers, rows. */
export async function exportRows(t: TestServer, url: string, token: string, payload: object) {
  const res = await t.call({ method: 'POST', url: `/api${url}`, token, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result).toMatch(/^\/api\/downloads\//);
  const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${token}` } });
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const head = lines.findIndex((l) => l.length > 3);
  return { disposition: String(file.headers['content-disposition']), preamble: lines.slice(0, head), headers: lines[head], rows: lines.slice(head + 1) };
}
