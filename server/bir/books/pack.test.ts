import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';
import { writeBooksPack, type PackSummary } from './pack';
import { NON_TRADE, TRADE } from '../../financeReports/controlAccounts';

/**
 * The year's books pack on the test books (issue 27): continuous page numbers through the pack, the books' totals
 * equal to the trial balance to the centavo, each page's totals carried forward to the next, and a cancelled build
 * stops between batches.
 */
let t: TestServer;
let dir: string;
let pack: PackSummary;
let text: string;
const YEAR = 2025;
beforeAll(async () => {
  t = await createTestServer();
  dir = mkdtempSync(path.join(tmpdir(), 'books-'));
  const progress: number[] = [];
  // Plain content streams, so the test reads the pages; the compressed file is checked below.
  pack = await writeBooksPack(t.db, YEAR, path.join(dir, 'books.pdf'), {
    generatedAt: '2026-03-02 09:00', generatedBy: 'Maria Santos', compress: false,
    onProgress: async (done) => void progress.push(done),
  });
  text = readFileSync(path.join(dir, 'books.pdf'), 'latin1');
  expect(progress.length).toBeGreaterThan(3);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
}, 300_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const cents = (s: string) => Math.round(Number(s) * 100);

describe('the books of accounts of a year', () => {
  it('binds the nine books with continuous page numbers, one PDF page per page, none of them empty', () => {
    for (const b of pack.books) expect(b.rows, b.key).toBeGreaterThan(0);
    expect(pack.books.map((b) => b.key)).toEqual(['general-journal', 'general-ledger', 'sales-journal', 'purchase-journal', 'cash-receipts', 'cash-disbursements', 'accounts-receivable', 'accounts-payable', 'inventory']);
    pack.books.forEach((b, i) => expect(b.first_page).toBe(i === 0 ? 1 : pack.books[i - 1].last_page + 1));
    expect(pack.pages).toBe(pack.books.at(-1)!.last_page);
    expect(text.match(/\/Type \/Page /g)!.length).toBe(pack.pages);
    expect(text).toContain(`(Page ${pack.pages}) Tj`);
    expect(text).toContain('ACCN AC-009876543-2026-0001');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('equals the trial balance: the journal and the ledger to the year\u2019s debits and credits, each book to its own records', async () => {
    const tb = (await t.db.one<{ debit: string; credit: string; lines: number }>(sql`
      SELECT SUM(debit)::text AS debit, SUM(credit)::text AS credit, COUNT(*)::int AS lines FROM journal_lines
      WHERE transaction_date BETWEEN ${`${YEAR}-01-01`}::date AND ${`${YEAR}-12-31`}::date`))!;
    const gj = pack.books.find((b) => b.key === 'general-journal')!;
    const gl = pack.books.find((b) => b.key === 'general-ledger')!;
    expect(gj.rows).toBe(tb.lines);
    expect(cents(gj.totals.Debit)).toBe(cents(tb.debit));
    expect(cents(gj.totals.Credit)).toBe(cents(tb.credit));
    expect(cents(gj.totals.Debit)).toBe(cents(gj.totals.Credit));
    expect(cents(gl.totals.Debit)).toBe(cents(tb.debit));
    expect(cents(gl.totals.Credit)).toBe(cents(tb.credit));
    const sales = (await t.db.one<{ total: string; vat: string }>(sql`SELECT SUM(total)::text AS total, SUM(vat_amount)::text AS vat FROM sales_invoices WHERE extract(year FROM si_date) = ${YEAR}`))!;
    const sj = pack.books.find((b) => b.key === 'sales-journal')!;
    expect(cents(sj.totals.Total)).toBe(cents(sales.total));
    expect(cents(sj.totals['Output VAT'])).toBe(cents(sales.vat));
    const cash = (await t.db.one<{ inflow: string; outflow: string }>(sql`
      SELECT SUM(l.debit)::text AS inflow, SUM(l.credit)::text AS outflow FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code
      WHERE a.account_sub_group = 'Cash and Cash Equivalents' AND l.transaction_date BETWEEN ${`${YEAR}-01-01`}::date AND ${`${YEAR}-12-31`}::date`))!;
    expect(cents(pack.books.find((b) => b.key === 'cash-receipts')!.totals.Amount)).toBe(cents(cash.inflow));
    expect(cents(pack.books.find((b) => b.key === 'cash-disbursements')!.totals.Amount)).toBe(cents(cash.outflow));
    const ap = (await t.db.one<{ debit: string; credit: string }>(sql`
      SELECT SUM(l.debit)::text AS debit, SUM(l.credit)::text AS credit FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code
      WHERE (${TRADE} OR ${NON_TRADE}) AND l.transaction_date BETWEEN ${`${YEAR}-01-01`}::date AND ${`${YEAR}-12-31`}::date`))!;
    const apBook = pack.books.find((b) => b.key === 'accounts-payable')!;
    expect([cents(apBook.totals.Debit), cents(apBook.totals.Credit)]).toEqual([cents(ap.debit), cents(ap.credit)]);
  });

  it('carries each page\u2019s totals forward: every "Balance forwarded" line is the "Carried forward" line before it', () => {
    const lines = text.split('\n');
    // A totals line is its label and the amounts written at the same height right after it.
    const yOf = (l: string) => / ([\d.]+) Td /.exec(l)?.[1];
    const totalsAfter = (label: string) =>
      lines.flatMap((l, i) => {
        if (!l.includes(`(${label}) Tj`)) return [];
        const same: string[] = [];
        for (let j = i + 1; j < lines.length && yOf(lines[j]) === yOf(l); j++) same.push(/\(([-\d,.]+)\) Tj/.exec(lines[j])![1]);
        return [same];
      });
    const carried = totalsAfter('Carried forward');
    const forwarded = totalsAfter('Balance forwarded');
    expect(carried.length).toBeGreaterThan(5);
    expect(forwarded).toEqual(carried);
  });

  it('keeps every page\u2019s totals as the golden file has them (server/bir/books/golden/books-2025-page-totals.json)', () => {
    // Per page: its number, its page totals and what it carries forward (or the book's totals on a book's last page).
    const lines = text.split('\n');
    const yOf = (l: string) => / ([\d.]+) Td /.exec(l)?.[1];
    const amountsAfter = (i: number) => {
      const out: string[] = [];
      for (let j = i + 1; j < lines.length && yOf(lines[j]) === yOf(lines[i]); j++) out.push(/\(([-\d,.]+)\) Tj/.exec(lines[j])![1]);
      return out;
    };
    const pages: { page: number; totals: string[]; carried: string[] }[] = [];
    let page = 0;
    lines.forEach((l, i) => {
      const n = /\(Page (\d+)\) Tj/.exec(l);
      if (n) page = Number(n[1]);
      if (l.includes('(Page totals) Tj')) pages.push({ page, totals: amountsAfter(i), carried: [] });
      if (l.includes('(Carried forward) Tj') || l.includes('(Book totals) Tj')) pages[pages.length - 1].carried = amountsAfter(i);
    });
    expect(pages).toHaveLength(pack.pages);
    const file = path.join(__dirname, 'golden', 'books-2025-page-totals.json');
    const json = `${JSON.stringify(pages)}\n`;
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, json);
    }
    expect(json).toBe(readFileSync(file, 'utf8'));
  });

  it('deflates the pages by default: the same pages, a fraction of the size', async () => {
    const packed = await writeBooksPack(t.db, YEAR, path.join(dir, 'deflated.pdf'), { generatedAt: '2026-03-02 09:00', generatedBy: 'Maria Santos' });
    expect(packed).toEqual(pack);
    const bytes = readFileSync(path.join(dir, 'deflated.pdf'));
    expect(bytes.length * 4).toBeLessThan(text.length);
    const streams = [...bytes.toString('latin1').matchAll(/endstream/g)].length;
    expect(streams).toBe(pack.pages);
    // Each page's stream inflates back to its text.
    const first = bytes.indexOf('stream\n') + 'stream\n'.length;
    const end = bytes.indexOf('\nendstream', first);
    expect(inflateSync(bytes.subarray(first, end)).toString('latin1')).toContain('(Page 1) Tj');
  });

  it('stops a cancelled build between batches', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(writeBooksPack(t.db, YEAR, path.join(dir, 'cancelled.pdf'), { generatedAt: 'x', generatedBy: 'y', signal: controller.signal })).rejects.toThrow('cancelled');
  });
});
