import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { openDb, sql, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { refreshSalesDayTotals, seedFinance } from '../../server/finance/generate';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sha256 } from '../../server/auth/tokens';
import { startPostgres } from './postgres';

/**
 * Finance figures on the benchmark scale (>= 5M journal lines), on the
 * embedded database and on a PostgreSQL server started for the run: general
 * ledger pages of the busiest account over a year, the trial balance for a
 * year and the income statement for a year by month, each the median of 5
 * runs through the real route, with the naive query measured beside it on
 * the same data.
 */
const PGLITE_DIR = '.bench/pglite';
const YEAR = { date_from: '2025-01-01', date_to: '2025-12-31' };

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

/** Books at benchmark scale in `db`: generated unless `reuse` and already there. */
async function ensureBooks(db: Db, reuse: boolean): Promise<void> {
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
  const { lines } = await seedFinance(db, 'bench');
  console.log(`generated ${lines.toLocaleString('en-US')} journal lines in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

export interface BenchTarget {
  label: string;
  db: Db;
  databaseUrl?: string;
}

/** Every finance measurement on one database, through the real routes. */
async function measure(target: BenchTarget): Promise<void> {
  const { db } = target;
  const volume = await db.one<{ lines: number; movements: number; invoices: number }>(sql`
    SELECT (SELECT COUNT(*) FROM journal_lines)::int AS lines, (SELECT COUNT(*) FROM inventory_movements)::int AS movements,
           (SELECT COUNT(*) FROM sales_invoices)::int AS invoices`);
  console.log(
    `volume: ${Number(volume!.lines).toLocaleString('en-US')} journal lines, ${Number(volume!.invoices).toLocaleString('en-US')} sales invoices, ` +
      `${Number(volume!.movements).toLocaleString('en-US')} inventory movements`,
  );
  const busiest = await db.one<{ account_code: string; n: number }>(sql`
    SELECT account_code, COUNT(*)::int AS n FROM journal_lines WHERE transaction_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date
    GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  const n = Number(busiest!.n);
  const pages = Math.ceil(n / 50);
  console.log(`busiest account ${busiest!.account_code}: ${n.toLocaleString('en-US')} lines in 2025 (${pages} pages of 50)`);

  const config = loadConfig({ ...process.env, ERP_MODE: 'demo', PGLITE_DIR, DATABASE_URL: target.databaseUrl ?? '', LOG_LEVEL: 'fatal' });
  const app = await buildApp({ config, db });
  // A superuser session straight in the table keeps the benchmark off the sign-in path.
  const token = await benchToken(db, config.superuserRoleCode);
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } }).then((r) => {
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      return r;
    });

  console.log(`\n| ${target.label}: query | ours (ms) | naive (ms) | aim |\n|---|---:|---:|---|`);
  for (const [label, page] of [['GL first page', 0], ['GL middle page', Math.floor(pages / 2)], ['GL last page', pages - 1]] as const) {
    const ours = await median(5, () => call('/api/ledger/general', { account_code: busiest!.account_code, ...YEAR, page, page_size: 50 }));
    const naive = await median(5, () => naivePage(db, busiest!.account_code, page));
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
  await subLedgerBench(call);
  await exportBench(target, busiest!.account_code, call);
  await app.close();
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
  ];
  for (const [label, url, body, total] of reports) {
    const first = await call(url, { ...paged, ...body, page: 0 });
    const pages = Math.max(1, Math.ceil(total(JSON.parse(first.body)) / 50));
    const firstMs = await median(5, () => call(url, { ...paged, ...body, page: 0 }));
    const lastMs = await median(5, () => call(url, { ...paged, ...body, page: pages - 1 }));
    console.log(`| ${label}, 2025: first / last page (${pages} pages) | ${firstMs.toFixed(1)} / ${lastMs.toFixed(1)} | — | |`);
  }
  const ytd = await median(5, () => call('/api/ledger/transactions/sales-per-channel-segment', { date_year: 2025, type: 'per_channel', page: 0, page_size: 50 }));
  console.log(`| YTD sales per channel, 2025 | ${ytd.toFixed(1)} | — | |`);
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

export async function financeBench(): Promise<void> {
  // BENCH_REUSE=1 measures again on the books of the previous run (generation takes minutes).
  const reuse = process.env.BENCH_REUSE === '1';

  console.log('\n## Finance books on the embedded database (PGlite)');
  if (!reuse || !existsSync(PGLITE_DIR)) rmSync(PGLITE_DIR, { recursive: true, force: true });
  const lite = await openDb({ pgliteDir: PGLITE_DIR });
  await ensureBooks(lite, reuse);
  await measure({ label: 'PGlite', db: lite });
  await lite.close();

  console.log('\n## Finance books on PostgreSQL (a cluster started for the run)');
  const pg = await startPostgres(reuse);
  if (!pg) {
    console.log('PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install -y postgresql');
    return;
  }
  try {
    const db = await openDb({ databaseUrl: pg.url, pgliteDir: '' });
    await ensureBooks(db, reuse);
    await measure({ label: 'PostgreSQL', db, databaseUrl: pg.url });
    await db.close();
  } finally {
    pg.stop();
  }
}

async function benchToken(db: Db, superuserRoleCode: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  await db.run(sql`INSERT INTO roles (role, slug, description) VALUES ('Administrator', ${superuserRoleCode}, 'bench') ON CONFLICT DO NOTHING`);
  const user =
    (await db.one<{ id: number }>(sql`SELECT id FROM users WHERE employee_no = 'BENCH-1'`)) ??
    (await db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
      VALUES ('BENCH-1', 'bench', 'bench@demo.invalid', 'Bench', 'Runner', 'none', false, true) RETURNING id`));
  await db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${user!.id}, id FROM roles WHERE slug = ${superuserRoleCode} ON CONFLICT DO NOTHING`);
  await db.run(sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (${hash}, ${user!.id}, now(), now(), now() + interval '1 day')`);
  return token;
}
