import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openDb, sql, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { refreshSalesDayTotals, seedFinance } from '../../server/finance/generate';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sha256 } from '../../server/auth/tokens';
import { inventoryReportsBench } from './inventoryReports';
import { recallBench } from './recall';
import { vatReturnBench } from './vatReturn';
import { booksPackBench } from './booksPack';
import { inventoryBench } from './inventory';
import { inboxBench } from './inbox';
import { receivablesBench } from './receivables';
import { srpfBench } from './srpf';
import { loadBench } from './load';
import { exportJobBench } from './exportJob';
import type { BenchOptions, BenchScale, BenchSection } from './options';
import { startPostgres } from '../../server/db/throwawayPostgres';

/**
 * Finance figures on the benchmark scale (>= 5M journal lines; `--scale=demo`
 * for a quick check of the mechanics on the demo books), on the embedded
 * database and on a PostgreSQL server started for the run, in sections:
 * - queries: general ledger pages of the busiest account over a year, the
 *   trial balance for a year, the income statement for a year by month and
 *   the balance sheet as of the year's end,
 *   each the median of 5 runs through the real route, with the naive query
 *   measured beside it on the same data; then the sub-ledgers and YTD report;
 * - export: the general ledger of the busiest account to XLSX;
 * - load: concurrent HTTP load on a listening server (scripts/bench/load.ts).
 */
const YEAR = { date_from: '2025-01-01', date_to: '2025-12-31' };
/** Where each scale's books are kept between runs (--reuse): the demo scale never touches the bench-scale books. */
const DIRS: Record<BenchScale, { pglite: string; postgres: string }> = {
  bench: { pglite: '.bench/pglite', postgres: '.bench/postgres' },
  demo: { pglite: '.bench/pglite-demo', postgres: '.bench/postgres-demo' },
};
/** Signed-in sessions of the load scenario (distinct users). */
const LOAD_SESSIONS = 20;

/**
 * Median of `times` runs after three warm-up runs: warm-cache figures (the
 * first read of a part of the books after opening the database also pays for
 * filling the buffer cache; on PGlite that was 30-130 ms for a GL page).
 */
export async function median(times: number, fn: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < 3; i++) await fn();
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
}

/** The obvious query: OFFSET paging with a window over the whole filtered range. */
async function naivePage(db: Db, account: string, page: number) {
  return db.rows(sql`
    SELECT * FROM (
      SELECT l.*, SUM(debit - credit) OVER (ORDER BY transaction_date, id) AS running_balance
      FROM journal_lines l WHERE account_code = ${account} AND transaction_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date) x
    ORDER BY transaction_date, id LIMIT 50 OFFSET ${page * 50}`);
}

async function naiveIncomeStatement(db: Db) {
  return db.rows(sql`
    SELECT a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code,
           date_trunc('month', l.transaction_date) AS m, SUM(l.credit - l.debit)
    FROM journal_lines l JOIN accounts a USING (account_code)
    WHERE a.account_fs_group = 'Income Statement' AND l.transaction_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date
    GROUP BY 1, 2, 3, 4, 5, 6`);
}

/** Books at `scale` in `db`: generated unless `reuse` and already there. */
async function ensureBooks(db: Db, reuse: boolean, scale: BenchScale): Promise<void> {
  await migrate(db);
  const n = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
  if (reuse && Number(n?.n) > 0) {
    console.log(`reusing ${Number(n!.n).toLocaleString('en-US')} journal lines from the previous run`);
    // Totals tables a newer migration added to books generated before it.
    const sales = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM sales_day_totals`);
    if (Number(sales?.n) === 0) {
      await refreshSalesDayTotals(db);
      await db.run(sql`ANALYZE`);
    }
    return;
  }
  const t = performance.now();
  const { lines } = await seedFinance(db, scale);
  console.log(`generated ${lines.toLocaleString('en-US')} journal lines in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

export interface BenchTarget {
  label: string;
  db: Db;
  databaseUrl?: string;
  /** Folder of the PGlite books (the app's config names it; unused on PostgreSQL). */
  pgliteDir: string;
  /** The PostgreSQL cluster's CPU so far, ms (load section). */
  pgCpuMs?: () => number | null;
}

/** The finance sections asked for, on one database, through the real routes. */
async function measure(target: BenchTarget, opts: BenchOptions): Promise<void> {
  const { db } = target;
  const volume = await db.one<{ lines: number; movements: number; invoices: number }>(sql`
    SELECT (SELECT COUNT(*) FROM journal_lines)::int AS lines, (SELECT COUNT(*) FROM inventory_movements)::int AS movements,
           (SELECT COUNT(*) FROM sales_invoices)::int AS invoices`);
  console.log(
    `volume: ${Number(volume!.lines).toLocaleString('en-US')} journal lines, ${Number(volume!.invoices).toLocaleString('en-US')} sales invoices, ` +
      `${Number(volume!.movements).toLocaleString('en-US')} inventory movements`,
  );

  const config = loadConfig({ ...process.env, ERP_MODE: 'demo', PGLITE_DIR: target.pgliteDir, DATABASE_URL: target.databaseUrl ?? '', LOG_LEVEL: 'fatal' });
  const app = await buildApp({ config, db });
  try {
    // Superuser sessions straight in the table keep the benchmark off the sign-in path.
    const tokens = await benchTokens(db, config.superuserRoleCode, opts.sections.has('load') ? LOAD_SESSIONS : 1);
    const call: Call = (url, payload) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[0]}` } }).then((r) => {
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
        return r;
      });

    if (opts.sections.has('queries') || opts.sections.has('export') || opts.sections.has('books')) {
      const busiest = await db.one<{ account_code: string; n: number }>(sql`
        SELECT account_code, COUNT(*)::int AS n FROM journal_lines WHERE transaction_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date
        GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
      const n = Number(busiest!.n);
      const pages = Math.ceil(n / 50);
      console.log(`busiest account ${busiest!.account_code}: ${n.toLocaleString('en-US')} lines in 2025 (${pages} pages of 50)`);
      console.log(`\n| ${target.label}: query | ours (ms) | naive (ms) | aim |\n|---|---:|---:|---|`);
      if (opts.sections.has('queries')) {
        await queriesBench(db, busiest!.account_code, pages, call);
        // The other modules' lists and reports over the same books.
        const get = (url: string) =>
          app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[0]}` } }).then((r) => {
            if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
            return r;
          });
        await receivablesBench(db, call);
        await inventoryBench(db, get);
        await srpfBench(db, get);
        await recallBench(db, call, get);
        await vatReturnBench(db, get);
        await inboxBench(db, (o) => app.inject(o));
      }
      // A year's books of accounts, with ledger pages read while it is written.
      if (opts.sections.has('books')) await booksPackBench(db, call, busiest!.account_code, 2025);
      if (opts.sections.has('export')) {
        await exportBench(target, busiest!.account_code, call);
        await exportJobBench(db, (o) => app.inject(o), tokens[0], busiest!.account_code);
      }
    }
    if (opts.sections.has('load')) {
      await loadBench(
        { label: target.label, kind: db.kind, app, tokens, pgCpuMs: target.pgCpuMs, databaseUrl: target.databaseUrl },
        opts.loadSeconds,
        opts.instances,
        opts.loadRuns,
      );
    }
  } finally {
    await app.close();
  }
}

/** The report queries: GL pages, trial balance and income statement beside the naive queries, then the sub-ledgers. */
async function queriesBench(db: Db, account: string, pages: number, call: Call): Promise<void> {
  for (const [label, page] of [['GL first page', 0], ['GL middle page', Math.floor(pages / 2)], ['GL last page', pages - 1]] as const) {
    const ours = await median(5, () => call('/api/ledger/general', { account_code: account, ...YEAR, page, page_size: 50 }));
    const naive = await median(5, () => naivePage(db, account, page));
    console.log(`| ${label} (page ${page}) | ${ours.toFixed(1)} | ${naive.toFixed(1)} | < 25 ms |`);
  }
  const tb = await median(5, () => call('/api/ledger/trial-balance', { ...YEAR, page: 0, page_size: 50 }));
  const tbNaive = await median(5, () =>
    db.rows(sql`SELECT account_code, SUM(debit), SUM(credit) FROM journal_lines WHERE transaction_date <= ${YEAR.date_to}::date GROUP BY 1`),
  );
  console.log(`| trial balance, full year 2025 | ${tb.toFixed(1)} | ${tbNaive.toFixed(1)} | < 300 ms |`);
  const is = await median(5, () =>
    call('/api/ledger/other-reports/income-statement', {
      ...YEAR,
      period_breakdown: 'month',
      breakdown: ['type', 'group', 'subgroup', 'line_item', 'accounts'],
    }),
  );
  const isNaive = await median(5, () => naiveIncomeStatement(db));
  console.log(`| income statement, 2025 by month, all levels | ${is.toFixed(1)} | ${isNaive.toFixed(1)} | < 500 ms |`);
  // Comparative with the year-end before (compare_to left blank), as the screen opens it.
  const bs = await median(5, () => call('/api/finance-reports/balance-sheet', { as_of: YEAR.date_to }));
  const bsNaive = await median(5, () =>
    db.rows(sql`
      SELECT a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code, SUM(l.debit - l.credit)
      FROM journal_lines l JOIN accounts a USING (account_code)
      WHERE a.account_fs_group = 'Balance Sheet' AND l.transaction_date <= ${YEAR.date_to}::date GROUP BY 1, 2, 3, 4, 5`),
  );
  console.log(`| balance sheet as of ${YEAR.date_to}, comparative | ${bs.toFixed(1)} | ${bsNaive.toFixed(1)} | < 50 ms |`);
  await subLedgerBench(call);
  await inventoryReportsBench(db, call);
}

/**
 * Sub-ledger pages over 2025: the first and the last page of each report
 * (the last page is where OFFSET paging or a window over the range shows).
 */
async function subLedgerBench(call: Call): Promise<void> {
  const paged = { ...YEAR, page_size: 50 };
  const reports: [label: string, url: string, body: object, total: (answer: { result: unknown; total_rows?: number }) => number][] = [
    ['receivable sub-ledger, all customers', '/api/ledger/transactions/recivables', {}, (a) => a.total_rows ?? 0],
    ['sales special journal', '/api/ledger/transactions/sales', {}, (a) => a.total_rows ?? 0],
    ['vatable sales ledger', '/api/ledger/transactions/vatable-sales', {}, (a) => a.total_rows ?? 0],
    ['sales per product ledger', '/api/ledger/transactions/sales-per-product', {}, (a) => a.total_rows ?? 0],
    ['inventory sub-ledger, product 1', '/api/ledger/transactions/inventory', { product_id: [1] }, (a) => (a.result as { total_rows: number }[])[0]?.total_rows ?? 0],
    ['EWT payable report', '/api/ewt-payable/subledgers', {}, (a) => a.total_rows ?? 0],
    // The finance sub-ledgers over control accounts (issue 13): one account, or a set of them merged.
    ['output VAT sub-ledger', '/api/finance-reports/output-vat', {}, (a) => a.total_rows ?? 0],
    ['input VAT sub-ledger', '/api/finance-reports/input-vat', {}, (a) => a.total_rows ?? 0],
    ['CWT sub-ledger', '/api/finance-reports/cwt', {}, (a) => a.total_rows ?? 0],
    ['cash in bank sub-ledger, every bank account', '/api/finance-reports/cash-in-bank', {}, (a) => a.total_rows ?? 0],
    ['current liabilities sub-ledger', '/api/finance-reports/current-liabilities', {}, (a) => a.total_rows ?? 0],
    ['transaction listing', '/api/finance-reports/transaction-listing', {}, (a) => a.total_rows ?? 0],
  ];
  for (const [label, url, body, total] of reports) {
    const first = await call(url, { ...paged, ...body, page: 0 });
    const pages = Math.max(1, Math.ceil(total(JSON.parse(first.body)) / 50));
    const firstMs = await median(5, () => call(url, { ...paged, ...body, page: 0 }));
    const lastMs = await median(5, () => call(url, { ...paged, ...body, page: pages - 1 }));
    console.log(`| ${label}, 2025: first / last page (${pages} pages) | ${firstMs.toFixed(1)} / ${lastMs.toFixed(1)} | — | < 50 ms |`);
  }
  const ytd = await median(5, () => call('/api/ledger/transactions/sales-per-channel-segment', { date_year: 2025, type: 'per_channel', page: 0, page_size: 50 }));
  console.log(`| YTD sales per channel, 2025 | ${ytd.toFixed(1)} | — | |`);
  await customerArBench(call);
}

/**
 * A customer's AR Information (the customer view's AR tab) for the customer
 * of 2025's first receivable posting (the generated customers have similar
 * volumes: thousands of invoices each at bench scale): outstanding invoices
 * aged as of the end of 2025 (first and last page, and the bucket totals),
 * and the transaction history (newest page and oldest page).
 */
async function customerArBench(call: Call): Promise<void> {
  const first = JSON.parse((await call('/api/ledger/transactions/recivables', { ...YEAR, page: 0, page_size: 1 })).body) as { result: { customer_code: string }[] };
  const code = first.result[0]?.customer_code;
  if (!code) return;
  const asOf = { customer_code: code, as_of: YEAR.date_to };
  const open = JSON.parse((await call('/api/customer/ar/outstanding', { ...asOf, page: 0, page_size: 50 })).body) as { total_rows: number };
  const openPages = Math.max(1, Math.ceil(open.total_rows / 50));
  const openFirst = await median(5, () => call('/api/customer/ar/outstanding', { ...asOf, page: 0, page_size: 50 }));
  const openLast = await median(5, () => call('/api/customer/ar/outstanding', { ...asOf, page: openPages - 1, page_size: 50 }));
  const totals = await median(5, () => call('/api/customer/ar/outstanding/totals', asOf));
  console.log(`| customer AR outstanding, ${code} as of ${YEAR.date_to}: first / last page (${openPages} pages) / totals | ${openFirst.toFixed(1)} / ${openLast.toFixed(1)} / ${totals.toFixed(1)} | — | < 100 ms |`);
  const history = JSON.parse((await call('/api/customer/ar/transactionhistory', { customer_code: code, page: 0, page_size: 50 })).body) as { total_rows: number };
  const historyPages = Math.max(1, Math.ceil(history.total_rows / 50));
  const newest = await median(5, () => call('/api/customer/ar/transactionhistory', { customer_code: code, page: 0, page_size: 50 }));
  const oldest = await median(5, () => call('/api/customer/ar/transactionhistory', { customer_code: code, page: historyPages - 1, page_size: 50 }));
  console.log(`| customer AR transaction history, ${code}: newest / oldest page (${historyPages} pages) | ${newest.toFixed(1)} / ${oldest.toFixed(1)} | — | < 100 ms |`);
}

type Call = (url: string, payload: object) => Promise<{ body: string }>;

/** Export of at least 1,000,000 general-ledger rows to XLSX through the real route, with the server's peak memory. */
async function exportBench(target: BenchTarget, account: string, call: Call): Promise<void> {
  // The busiest account over the whole books holds more than a million lines at bench scale.
  const body = { account_code: account, date_from: '2022-12-01', date_to: '2026-11-22' };
  const rows = await target.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines WHERE account_code = ${account} AND transaction_date >= '2022-12-01'`);
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t = performance.now();
  await call('/api/ledger/general/export', body);
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  console.log(
    `| export GL ${Number(rows!.n).toLocaleString('en-US')} rows to XLSX | ${seconds.toFixed(1)} s | — | < 30 s; process RSS ${(startRss / 1048576).toFixed(0)} MB before, ` +
      `peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - startRss) / 1048576).toFixed(0)} MB; aim < 400 MB) |`,
  );
}

export async function financeBench(opts: BenchOptions): Promise<void> {
  if (!['queries', 'books', 'export', 'load'].some((x) => opts.sections.has(x as BenchSection))) return;
  // --reuse (BENCH_REUSE=1) measures again on the books of the previous run of the same scale (generation takes minutes).
  const { reuse, scale } = opts;
  const dirs = DIRS[scale];

  if (opts.dbs.includes('pglite')) {
    console.log('\n## Finance books on the embedded database (PGlite)');
    if (!reuse || !existsSync(dirs.pglite)) rmSync(dirs.pglite, { recursive: true, force: true });
    const lite = await openDb({ pgliteDir: dirs.pglite });
    try {
      await ensureBooks(lite, reuse, scale);
      await measure({ label: 'PGlite', db: lite, pgliteDir: dirs.pglite }, opts);
    } finally {
      await lite.close();
    }
  }

  if (opts.dbs.includes('postgres')) {
    console.log('\n## Finance books on PostgreSQL (a cluster started for the run)');
    const pg = await startPostgres(reuse, path.resolve(dirs.postgres));
    if (!pg) {
      console.log('PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install -y postgresql');
      return;
    }
    try {
      const db = await openDb({ databaseUrl: pg.url, pgliteDir: '', poolMax: benchPoolMax() });
      try {
        await ensureBooks(db, reuse, scale);
        await measure({ label: 'PostgreSQL', db, databaseUrl: pg.url, pgliteDir: dirs.pglite, pgCpuMs: pg.cpuMs }, opts);
      } finally {
        await db.close();
      }
    } finally {
      pg.stop();
    }
  }
}

/**
 * `count` signed-in superuser sessions of distinct bench users (BENCH-1..),
 * written straight into the tables; their bearer tokens.
 */
export async function benchTokens(db: Db, superuserRoleCode: string, count: number): Promise<string[]> {
  await db.run(sql`INSERT INTO roles (role, slug, description) VALUES ('Administrator', ${superuserRoleCode}, 'bench') ON CONFLICT DO NOTHING`);
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const employeeNo = `BENCH-${i}`;
    const user =
      (await db.one<{ id: number }>(sql`SELECT id FROM users WHERE employee_no = ${employeeNo}`)) ??
      (await db.one<{ id: number }>(sql`
        INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
        VALUES (${employeeNo}, ${i === 1 ? 'bench' : `bench${i}`}, ${i === 1 ? 'bench@demo.invalid' : `bench${i}@demo.invalid`}, 'Bench', ${`Runner ${i}`}, 'none', false, true)
        RETURNING id`));
    await db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${user!.id}, id FROM roles WHERE slug = ${superuserRoleCode} ON CONFLICT DO NOTHING`);
    const token = randomBytes(32).toString('base64url');
    await db.run(sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (${sha256(token)}, ${user!.id}, now(), now(), now() + interval '1 day')`);
    tokens.push(token);
  }
  return tokens;
}

/** The server's PostgreSQL pool size as the server would read it (DATABASE_POOL_MAX, default 10). */
export function benchPoolMax(): number {
  return loadConfig({ ...process.env, ERP_MODE: 'demo' }).databasePoolMax;
}
