import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sql, type Db } from '../../server/db/db';
import { accountsOf } from '../../server/finance/ledgerPaging';

/**
 * The general ledger export at volume, through the real route: the busiest
 * account over the whole books, or the busiest sub-group when no account
 * reaches `minRows` lines (>= 1,000,000 at benchmark scale). Peak RSS is
 * sampled every 100 ms while the export runs, to show memory stays flat.
 */
export interface ExportBenchResult {
  scope: string;
  rows: number;
  seconds: number;
  peakRssMB: number;
  startRssMB: number;
  fileMB: number;
}

interface Scope {
  account_code: string;
  sub_group: string;
  n: number;
}

async function pickScope(db: Db, minRows: number): Promise<Scope> {
  const account = await db.one<Scope>(sql`
    SELECT account_code, '' AS sub_group, SUM(line_count)::int AS n FROM account_month_totals GROUP BY 1 ORDER BY 3 DESC LIMIT 1`);
  if (account && account.n >= minRows) return account;
  const group = await db.one<Scope>(sql`
    SELECT '' AS account_code, a.account_sub_group AS sub_group, SUM(t.line_count)::int AS n
    FROM account_month_totals t JOIN accounts a USING (account_code) GROUP BY 2 ORDER BY 3 DESC LIMIT 1`);
  if (!group) throw new Error('No journal lines: generate the books first');
  return group;
}

/** A session that may export: the bench user (as scripts/bench/finance.ts makes it) with the superuser role. */
async function exportToken(db: Db, app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  await db.run(sql`INSERT INTO roles (role, slug, description) VALUES ('Administrator', ${app.deps.config.superuserRoleCode}, 'bench') ON CONFLICT DO NOTHING`);
  const user =
    (await db.one<{ id: number }>(sql`SELECT id FROM users WHERE employee_no = 'BENCH-1'`)) ??
    (await db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
      VALUES ('BENCH-1', 'bench', 'bench@demo.invalid', 'Bench', 'Runner', 'none', false, true) RETURNING id`));
  await db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${user!.id}, id FROM roles WHERE slug = ${app.deps.config.superuserRoleCode} ON CONFLICT DO NOTHING`);
  return (await app.deps.sessions.create(user!.id)).token;
}

export async function benchExport(db: Db, opts: { minRows?: number } = {}): Promise<ExportBenchResult> {
  const scope = await pickScope(db, opts.minRows ?? 1_000_000);
  const range = await db.one<{ from: string; to: string }>(sql`
    SELECT MIN(month)::text AS from, (MAX(month) + interval '1 month' - interval '1 day')::date::text AS to FROM account_month_totals`);
  const exportDir = mkdtempSync(path.join(tmpdir(), 'erp-bench-exports-'));
  const config = loadConfig({ ...process.env, ERP_MODE: 'demo', LOG_LEVEL: 'fatal', STATIC_DIR: '/nonexistent', EXPORT_DIR: exportDir });
  const app = await buildApp({ config, db });
  try {
    const token = await exportToken(db, app);
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    const startRss = process.memoryUsage().rss;
    let peakRss = startRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    const t = performance.now();
    let res;
    try {
      res = await app.inject({
        method: 'POST',
        url: '/api/ledger/general/export',
        payload: { account_code: scope.account_code, sub_group: scope.sub_group, date_from: range!.from, date_to: range!.to },
        headers: { authorization: `Bearer ${token}` },
      });
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - t) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body.slice(0, 200)}`);
    // The monthly line counts of whole months are the exported row count.
    const rows = await db.one<{ n: number }>(sql`
      SELECT SUM(line_count)::int AS n FROM account_month_totals
      WHERE account_code IN (${accountsOf(scope.account_code, scope.sub_group)})`);
    const file = await db.one<{ file_path: string }>(sql`SELECT file_path FROM export_downloads ORDER BY created_at DESC LIMIT 1`);
    return {
      scope: scope.account_code ? `account ${scope.account_code}` : `sub-group ${scope.sub_group}`,
      rows: rows?.n ?? 0,
      seconds,
      peakRssMB: mb(peakRss),
      startRssMB: mb(startRss),
      fileMB: file ? Math.round((statSync(file.file_path).size / 1024 / 1024) * 10) / 10 : 0,
    };
  } finally {
    await app.close();
    rmSync(exportDir, { recursive: true, force: true });
  }
}
