import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db/db';
import { writeBooksPack } from '../../server/bir/books/pack';

type Call = (url: string, payload: object) => Promise<unknown>;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

/**
 * A year's books of accounts on the bench books (issue 27 aim: built in the background without slowing ledger pages,
 * p95 under 50 ms while it runs): general ledger pages of the busiest account are read one after the other before
 * the build (alone) and while the pack is written, and the pack's time, pages and size are printed.
 */
export async function booksPackBench(db: Db, call: Call, account: string, year: number): Promise<void> {
  const page = (n: number) => call('/api/ledger/general', { account_code: account, date_from: `${year}-01-01`, date_to: `${year}-12-31`, page: n % 50, page_size: 50 });
  const timed = async (n: number) => {
    const t0 = performance.now();
    await page(n);
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (let n = 0; n < 60; n++) alone.push(await timed(n));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-books-'));
  try {
    const file = path.join(dir, 'books.pdf');
    let building = true;
    const t0 = performance.now();
    const built = writeBooksPack(db, year, file, { generatedAt: 'bench', generatedBy: 'bench' }).finally(() => {
      building = false;
    });
    const during: number[] = [];
    for (let n = 0; building; n++) during.push(await timed(n));
    const pack = await built;
    const seconds = (performance.now() - t0) / 1000;
    const rows = pack.books.reduce((s, b) => s + b.rows, 0);
    console.log(`| books of accounts ${year}: ${pack.pages.toLocaleString('en-US')} pages, ${rows.toLocaleString('en-US')} lines, ${(statSync(file).size / 1e6).toFixed(0)} MB | ${(seconds * 1000).toFixed(0)} | — | background |`);
    console.log(`| GL page p95 alone / while the books are built (${alone.length} / ${during.length} pages) | ${p95(alone).toFixed(1)} / ${p95(during).toFixed(1)} | — | < 50 ms |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
