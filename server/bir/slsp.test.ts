import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlspDocument, SlspFile, VatReturn } from '../../contract/vatReturn';
import { postEntry } from '../books/post';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The quarter's SLSP, 2550Q and tie-out on the test books (issue 27): every quarter of the books ties to the VAT
 * accounts to the centavo; the DAT files are golden; a figure drills down to documents that add up to it; an entry
 * on output VAT that no document explains is listed with its amount.
 */
let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const get = async <T>(url: string, token = finance): Promise<T> => {
  const r = await t.call({ method: 'GET', url: `/api${url}`, token });
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  return r.body.result as T;
};
const cents = (s: string) => Math.round(Number(s) * 100);
const total = <R>(rows: R[], f: (r: R) => string) => rows.reduce((s, r) => s + cents(f(r)), 0);

describe('the quarter\u2019s VAT from the books', () => {
  it('ties the summary lists to the VAT accounts in every quarter of the books, and the 2550Q to the lists', async () => {
    const quarters = await t.db.rows<{ year: number; quarter: number }>(sql`
      SELECT DISTINCT extract(year FROM transaction_date)::int AS year, extract(quarter FROM transaction_date)::int AS quarter
      FROM journal_lines WHERE account_code IN ('2100', '1300') ORDER BY 1, 2`);
    expect(quarters.length).toBeGreaterThan(12);
    for (const { year, quarter } of quarters) {
      const r = await get<VatReturn>(`/bir/vat-return?year=${year}&quarter=${quarter}`);
      const where = `${year} Q${quarter}`;
      expect(r.tie_out.output.differences, where).toEqual([]);
      expect(r.tie_out.input.differences, where).toEqual([]);
      expect(r.tie_out.output.difference, where).toBe('0.00');
      expect(r.tie_out.input.difference, where).toBe('0.00');
      expect(cents(r.worksheet.output_tax), where).toBe(cents(r.tie_out.output.in_ledger));
      expect(cents(r.worksheet.input_tax), where).toBe(cents(r.tie_out.input.in_ledger));
      expect(cents(r.worksheet.vatable_sales), where).toBe(total(r.sales, (p) => p.taxable));
      expect(cents(r.worksheet.vat_payable), where).toBe(cents(r.worksheet.output_tax) - cents(r.worksheet.input_tax));
    }
  });

  it('drills a buyer\u2019s line down to its documents, which add up to it', async () => {
    const r = await get<VatReturn>('/bir/vat-return?year=2026&quarter=3');
    const buyer = r.sales.find((p) => p.documents > 1)!;
    const docs = await get<SlspDocument[]>(`/bir/vat-return/documents?year=2026&quarter=3&list=sales&tin=${encodeURIComponent(buyer.tin)}`);
    expect(docs).toHaveLength(buyer.documents);
    expect(total(docs, (d) => d.vat)).toBe(cents(buyer.vat));
    expect(total(docs, (d) => d.amount)).toBe(cents(buyer.exempt) + cents(buyer.zero_rated) + cents(buyer.taxable));
    const all = await get<SlspDocument[]>('/bir/vat-return/documents?year=2026&quarter=3&list=purchases');
    expect(total(all, (d) => d.vat)).toBe(cents(r.worksheet.input_tax));
    const bought = cents(r.worksheet.goods) + cents(r.worksheet.services) + cents(r.worksheet.capital_goods) + cents(r.worksheet.exempt_purchases);
    expect(total(all, (d) => d.amount)).toBe(bought);
    // Exempt goods carry no input tax: what is VATable is the input tax's base, to the centavo of 12 % per receiving report.
    expect(cents(r.worksheet.exempt_purchases)).toBeGreaterThan(0);
  });

  it('writes the DAT files of the lists (golden), their header totals the sums of their lines', async () => {
    const files = await get<{ sales: SlspFile; purchases: SlspFile }>('/bir/vat-return/files?year=2026&quarter=3');
    expect(files.sales.file_name).toBe('0098765430000S092026.DAT');
    expect(files.purchases.file_name).toBe('0098765430000P092026.DAT');
    for (const [name, f, columns] of [['slsp-2026q3-sales.DAT', files.sales, [10, 11, 12, 13]], ['slsp-2026q3-purchases.DAT', files.purchases, [10, 12, 13, 14, 15]]] as const) {
      const lines = f.content.trimEnd().split('\r\n').map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
      const [head, ...details] = lines;
      // Detail amounts sit one column to the left of the header's (the header has a trade name and a zip code, a line a second address).
      columns.forEach((c) => expect(cents(head[c]), `${name} column ${c}`).toBe(details.reduce((s, d) => s + cents(d[c - 1]), 0)));
      const file = path.join(__dirname, 'golden', name);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, f.content);
      }
      expect(f.content).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('lists an entry on output VAT that no document explains, with the difference', async () => {
    await t.db.transaction((tx) =>
      postEntry(tx, {
        date: '2026-03-01',
        module: 'JV',
        reference: 'VAT-ADJ-TEST',
        particulars: 'A correction posted straight to output VAT',
        lines: [
          { account: '1100', debit: '0', credit: '112.00' },
          { account: '2100', debit: '0', credit: '12.00' },
          { account: '1100', debit: '124.00', credit: '0' },
        ],
      }),
    );
    const r = await get<VatReturn>('/bir/vat-return?year=2026&quarter=1');
    expect(r.tie_out.output.difference).toBe('12.00');
    expect(r.tie_out.output.differences).toEqual([expect.objectContaining({ module: 'JV', reference: 'VAT-ADJ-TEST', documents: '', in_lists: '0.00', in_ledger: '12.00' })]);
  });

  it('answers only to those who may see it, and refuses a quarter that is not one', async () => {
    const viewer = await t.login('viewer');
    expect((await t.call({ method: 'GET', url: '/api/bir/vat-return?year=2026&quarter=3', token: viewer })).status).toBe(403);
    const bad = await t.call({ method: 'GET', url: '/api/bir/vat-return?year=2026&quarter=5', token: finance });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect(JSON.stringify(bad.body.result)).toContain('Quarter must be 1 to 4.');
  });
});
