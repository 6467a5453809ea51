import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDb, sql, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedFinance } from '../../server/finance/generate';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sha256 } from '../../server/auth/tokens';
import { randomBytes } from 'node:crypto';

/**
 * Finance figures on the benchmark scale (>= 5M journal lines) on the embedded
 * database: general ledger pages of the busiest account over a year (ours
 * beside the naive OFFSET + window over the whole range), and the trial
 * balance for a full year, each the median of 5 runs through the real route.
 */
const DIR = '.bench/pglite';

async function median(times: number, fn: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  await fn(); // warm-up
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)];
}

async function naivePage(db: Db, account: string, from: string, to: string, page: number) {
  return db.rows(sql`
    SELECT * FROM (
      SELECT l.*, SUM(debit - credit) OVER (ORDER BY transaction_date, id) AS running_balance
      FROM journal_lines l WHERE account_code = ${account} AND transaction_date BETWEEN ${from}::date AND ${to}::date) x
    ORDER BY transaction_date, id LIMIT 50 OFFSET ${page * 50}`);
}

export async function financeBench() {
  console.log('\n## Finance books (embedded PGlite)');
  // BENCH_REUSE=1 measures again on the books of the previous run (generation takes minutes).
  const reuse = process.env.BENCH_REUSE === '1' && existsSync(DIR);
  if (!reuse) rmSync(DIR, { recursive: true, force: true });
  const db = await openDb({ pgliteDir: DIR });
  await migrate(db);
  const t = performance.now();
  if (reuse) {
    const n = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
    console.log(`reusing ${n!.n.toLocaleString('en-US')} journal lines from the previous run`);
    await db.run(sql`VACUUM ANALYZE journal_lines`);
  } else {
    const { lines } = await seedFinance(db, 'bench');
    console.log(`generated ${lines.toLocaleString('en-US')} journal lines in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }

  const busiest = await db.one<{ account_code: string; n: number }>(sql`
    SELECT account_code, COUNT(*)::int AS n FROM journal_lines WHERE transaction_date BETWEEN '2025-01-01' AND '2025-12-31'
    GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  const n = busiest!.n;
  const pages = Math.ceil(n / 50);
  console.log(`busiest account ${busiest!.account_code}: ${n.toLocaleString('en-US')} lines in 2025 (${pages} pages of 50)`);

  const config = loadConfig({ ...process.env, ERP_MODE: 'demo', PGLITE_DIR: DIR, LOG_LEVEL: 'fatal' });
  const app = await buildApp({ config, db });
  // A superuser session straight in the table keeps the benchmark off the sign-in path.
  const token = await benchToken(db);
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } }).then((r) => {
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    });

  console.log('| query | ours (ms) | naive (ms) |\n|---|---:|---:|');
  for (const [label, page] of [['GL first page', 0], ['GL middle page', Math.floor(pages / 2)], ['GL last page', pages - 1]] as const) {
    const ours = await median(5, () => call('/api/ledger/general', { account_code: busiest!.account_code, date_from: '2025-01-01', date_to: '2025-12-31', page, page_size: 50 }));
    const naive = await median(5, () => naivePage(db, busiest!.account_code, '2025-01-01', '2025-12-31', page));
    console.log(`| ${label} (page ${page}) | ${ours.toFixed(1)} | ${naive.toFixed(1)} |`);
  }
  const tb = await median(5, () => call('/api/ledger/trial-balance', { date_from: '2025-01-01', date_to: '2025-12-31', page: 0, page_size: 50 }));
  const tbNaive = await median(5, () =>
    db.rows(sql`SELECT account_code, SUM(debit), SUM(credit) FROM journal_lines WHERE transaction_date <= '2025-12-31' GROUP BY 1`),
  );
  console.log(`| trial balance, full year 2025 | ${tb.toFixed(1)} | ${tbNaive.toFixed(1)} |`);
  await app.close();
  await db.close();
}

async function benchToken(db: Db): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  await db.run(sql`INSERT INTO roles (role, slug, description) VALUES ('Administrator', 'superadmin', 'bench') ON CONFLICT DO NOTHING`);
  const user =
    (await db.one<{ id: number }>(sql`SELECT id FROM users WHERE employee_no = 'BENCH-1'`)) ??
    (await db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
      VALUES ('BENCH-1', 'bench', 'bench@demo.invalid', 'Bench', 'Runner', 'none', false, true) RETURNING id`));
  await db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${user!.id}, id FROM roles WHERE slug = 'superadmin' ON CONFLICT DO NOTHING`);
  await db.run(sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (${hash}, ${user!.id}, now(), now(), now() + interval '1 day')`);
  return token;
}
