import type { BooksBookSummary } from '../../../contract/booksOfAccounts';
import type { Db } from '../../db/db';
import { SELLER } from '../eis/seller';
import { tinParts } from '../eis/document';
import { BOOKS, type Book, type BookRow } from './books';
import { charWidth, PAGE, PdfWriter, type TextRun } from './pdfWriter';

/**
 * THE YEAR'S BOOKS PACK (issue 27): the books of accounts bound one after the other into one PDF, the CAS's
 * loose-leaf books. Pages are numbered continuously through the pack; every page carries the company, its VAT
 * registration, the ACCN and the book's name; each page ends with its totals and the totals carried forward, and the
 * next page of the book opens with them. The pack's summary (pages and totals per book) is what the screen shows
 * and what the tests hold against the trial balance.
 */
/** A book's pages, lines and totals (the contract's, so the screen reads what the pack wrote). */
export type BookSummary = BooksBookSummary;

export interface PackSummary {
  year: number;
  pages: number;
  books: BookSummary[];
}

export interface PackOptions {
  generatedAt: string;
  generatedBy: string;
  /** Rows written so far and the rows the pack will have: called after every batch. */
  onProgress?: (done: number, total: number) => Promise<void>;
  signal?: AbortSignal;
  /** false: content streams as plain text (tests read the pages). */
  compress?: boolean;
}

const SIZE = 7.5;
const LEFT = 24;
const ROW = 9.5;
const FIRST_ROW = 80;
const LAST_ROW = 552;
const CW = charWidth(SIZE);

const quantity = (label: string) => label.startsWith('Qty');
const cents = (s: string) => Math.round(Number(s || '0') * 100);
const grouped = (n: bigint) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** 1234567 centavos as 12,345.67; a quantity as a whole number. */
function shown(value: number, isQuantity: boolean): string {
  if (isQuantity) return `${value < 0 ? '-' : ''}${grouped(BigInt(Math.abs(value)))}`;
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${grouped(BigInt(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}
const cellText = (raw: string, isQuantity: boolean) => (raw === '' ? '' : isQuantity ? shown(Number(raw), true) : shown(cents(raw), false));

/** Lays a book's columns out from the left margin: each column's x and whether it aligns right. */
function layout(book: Book) {
  let x = LEFT;
  return book.columns.map((c) => {
    const numeric = Boolean(c.amount || c.balance);
    const at = numeric ? x + c.width * CW : x;
    x += (c.width + 1) * CW;
    return { ...c, x: at, right: numeric, isQuantity: quantity(c.label) };
  });
}

export async function writeBooksPack(db: Db, year: number, filePath: string, opts: PackOptions): Promise<PackSummary> {
  const pdf = new PdfWriter(filePath, { compress: opts.compress });
  const { tin, branch } = tinParts(SELLER.tin);
  const company = `${SELLER.registered_name}   VAT Reg. TIN ${tin.slice(0, 3)}-${tin.slice(3, 6)}-${tin.slice(6)}-${branch}   ${SELLER.address}`;
  const accn = `ACCN ${SELLER.ack_cert_no} issued ${SELLER.ack_cert_date}. Loose-leaf books of accounts printed by the computerized accounting system on ${opts.generatedAt} for ${opts.generatedBy}.`;
  const counts = await Promise.all(BOOKS.map((b) => b.count(db, year)));
  const total = counts.reduce((s, n) => s + n, 0);
  let done = 0;
  const books: BookSummary[] = [];
  try {
    for (const book of BOOKS) {
      const cols = layout(book);
      const sums = cols.map(() => 0);
      let page = sums.map(() => 0);
      let runs: TextRun[] = [];
      let y = 0;
      let rows = 0;
      let bookPages = 0;
      const firstPage = pdf.pageCount + 1;
      const totalsRow = (label: string, values: number[], at: number): TextRun[] => [
        { x: LEFT, y: at, text: label, size: SIZE, bold: true },
        ...cols.flatMap((c, i) => (c.amount ? [{ x: c.x, y: at, text: shown(values[i], c.isQuantity), size: SIZE, bold: true, right: true }] : [])),
      ];
      const start = () => {
        bookPages += 1;
        runs = [
          { x: LEFT, y: 24, text: company.slice(0, 150), size: 9, bold: true },
          { x: LEFT, y: 36, text: `${book.title.toUpperCase()} for the year ${year}`, size: 10, bold: true },
          { x: PAGE.width - LEFT, y: 36, text: `Page ${pdf.pageCount + 1}`, size: 10, bold: true, right: true },
          { x: LEFT, y: 46, text: accn.slice(0, 190), size: 6.5 },
          ...cols.map((c) => ({ x: c.x, y: 62, text: c.label, size: SIZE, bold: true, right: c.right })),
        ];
        y = FIRST_ROW - ROW;
        if (bookPages > 1) runs.push(...totalsRow('Balance forwarded', sums, (y += ROW)));
        page = sums.map(() => 0);
      };
      const finish = async (last: boolean) => {
        runs.push(...totalsRow('Page totals', page, 566), ...totalsRow(last ? 'Book totals' : 'Carried forward', sums, 576));
        await pdf.page(runs);
      };
      start();
      for await (const batch of book.rows(db, year)) {
        opts.signal?.throwIfAborted();
        for (const row of batch as BookRow[]) {
          if (y + ROW > LAST_ROW) {
            await finish(false);
            start();
          }
          y += ROW;
          if ('heading' in row) {
            runs.push({ x: LEFT, y, text: row.heading.slice(0, 170), size: SIZE, bold: true });
            continue;
          }
          rows += 1;
          cols.forEach((c, i) => {
            const raw = row.cells[i] ?? '';
            if (c.amount) {
              const v = c.isQuantity ? Number(raw || '0') : cents(raw);
              sums[i] += v;
              page[i] += v;
            }
            const text = c.right ? cellText(raw, c.isQuantity) : raw.slice(0, c.width);
            if (text) runs.push({ x: c.x, y, text, size: SIZE, right: c.right });
          });
        }
        done += batch.filter((r) => !('heading' in r)).length;
        await opts.onProgress?.(Math.min(done, total), total);
      }
      await finish(true);
      books.push({
        key: book.key,
        title: book.title,
        first_page: firstPage,
        last_page: pdf.pageCount,
        rows,
        totals: Object.fromEntries(cols.flatMap((c, i) => (c.amount ? [[c.label, c.isQuantity ? String(sums[i]) : shown(sums[i], false).replace(/,/g, '')]] : []))),
      });
    }
    await pdf.close();
  } catch (err) {
    pdf.destroy();
    throw err;
  }
  return { year, pages: pdf.pageCount, books };
}
