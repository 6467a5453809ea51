import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { DEFAULT_SUPERUSER_ROLE_CODE, loadConfig } from '../../server/config';
import { openDb, sql, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed';
import { seedFinance } from '../../server/finance/generate';
import { benchTokens } from './finance';

/**
 * Section `export1m`: the general-ledger export of 1,000,000 rows on the
 * embedded database, in minutes instead of the hour the bench-scale books
 * take on PGlite. Its own database (.bench/pglite-export1m): the test-scale
 * books plus 1,000,000 journal lines on one account (9990, made for it),
 * spread over 2023-2026, each on its own entry with the payee and
 * particulars a real line has. Built once (about a minute) and reused.
 * Measured through the real route, with the process's memory before and
 * at its peak: the embedded database alone holds ~220 MB of the process as
 * soon as it is open, which is why both figures are printed.
 */
const DIR = '.bench/pglite-export1m';
const ACCOUNT = '9990';
const LINES = 1_000_000;

async function build(db: Db): Promise<void> {
  await migrate(db);
  await seedDemoData(db, { superuserRoleCode: DEFAULT_SUPERUSER_ROLE_CODE, passwordHashCost: 12 });
  await seedFinance(db, 'test');
  await db.run(sql`
    INSERT INTO accounts (account_code, account_name, account_type, account_fs_group, account_group, account_sub_group, account_line_item, normal_side)
    SELECT ${ACCOUNT}, 'Export Benchmark Receivable', account_type, account_fs_group, account_group, account_sub_group, account_line_item, normal_side
    FROM accounts WHERE account_code = '1100'`);
  const base = Number((await db.one<{ m: string }>(sql`SELECT COALESCE(MAX(id), 0)::text AS m FROM journal_entries`))!.m);
  const step = 100_000;
  for (let from = 1; from <= LINES; from += step) {
    const to = from + step - 1;
    await db.run(sql`
      INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, payee, particulars)
      SELECT ${base}::bigint + g, 'JX-' || (${base}::bigint + g), DATE '2023-01-01' + (g % 1400)::int, 'Sales', 'SI-' || g,
             'Mercury Drug Corporation - Branch ' || (g % 50), 'Sales invoice to customer, 30 days'
      FROM generate_series(${from}::bigint, ${to}::bigint) g`);
    await db.run(sql`
      INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
      SELECT ${base}::bigint + g, ${ACCOUNT}, DATE '2023-01-01' + (g % 1400)::int, (g % 997) * 13.37, 0
      FROM generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  await db.run(sql`ANALYZE`);
}

export async function exportMillionBench(reuse: boolean): Promise<void> {
  console.log('\n## Export of 1,000,000 general-ledger rows on the embedded database (PGlite)');
  if (!reuse) rmSync(DIR, { recursive: true, force: true });
  const fresh = !existsSync(DIR);
  const db = await openDb({ pgliteDir: DIR });
  if (fresh) {
    const t = performance.now();
    await build(db);
    console.log(`built: test-scale books + ${LINES.toLocaleString('en-US')} lines on ${ACCOUNT} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const rows = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines WHERE account_code = ${ACCOUNT}`);
  const config = loadConfig({ ...process.env, ERP_MODE: 'demo', PGLITE_DIR: DIR, DATABASE_URL: '', LOG_LEVEL: 'fatal', EXPORT_DIR: '.bench/exports' });
  const app = await buildApp({ config, db });
  const [token] = await benchTokens(db, config.superuserRoleCode, 1);
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/ledger/general/export',
    payload: { account_code: ACCOUNT, date_from: '2022-12-01', date_to: '2026-11-22' },
    headers: { authorization: `Bearer ${token}` },
  });
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
  console.log(`| export | rows | time | process memory before / peak (growth) | aim |\n|---|---:|---:|---|---|`);
  console.log(
    `| GL of ${ACCOUNT}, 2022-12-01 to 2026-11-22, to XLSX | ${Number(rows!.n).toLocaleString('en-US')} | ${seconds.toFixed(1)} s | ` +
      `${mb(startRss)} / ${mb(peak)} (+${mb(peak - startRss)}) | < 30 s, < 400 MB |`,
  );
  await app.close();
  await db.close();
  rmSync('.bench/exports', { recursive: true, force: true });
}
