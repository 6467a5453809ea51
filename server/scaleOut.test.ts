import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPhilippineAddresses } from './addresses/load';
import { postEntry } from './books/post';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed';
import { startPostgres, startReplica, type PgCluster } from './db/throwawayPostgres';
import { seedFinance } from './finance/generate';
import { manilaToday } from './clock';
import { TEST_SEED } from './testing';
import { onPostgres } from './testingPostgres';
import { startServerProcess, type ServerProcess } from './serverProcess';

/*
 * Issue 30, on this machine as in a deployment: a PostgreSQL primary, a streaming replica made with pg_basebackup,
 * and two server instances (separate processes, as `npm run serve` starts them) over both, sharing one export
 * folder. Whatever one instance was told, the other knows: sessions, download links, limits. Reports read the
 * replica once it has what they need; a stopped instance finishes what it acknowledged.
 */

const LAG_BOUND_SECONDS = 5;
const PASSWORD = 'Demo@12345';


async function call(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(base + p, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: { code: string; result: unknown; as_of?: string } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a file
  }
  return { status: res.status, json, text, headers: res.headers };
}

async function signIn(base: string, username: string, password = PASSWORD): Promise<string> {
  const r = await call(base, 'POST', '/users/login', { username, password });
  expect(r.status, r.text).toBe(200);
  return (r.json!.result as { token: string }).token;
}

describe.skipIf(onPostgres.skip)(onPostgres.title('Two instances on a PostgreSQL primary and a streaming replica'), () => {
  let work: string;
  let primary: PgCluster;
  let replica: PgCluster;
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  const today = manilaToday(Date.now());

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'erp-scale-out-'));
    primary = (await startPostgres(false, path.join(work, 'primary')))!;
    db = await openDb({ databaseUrl: primary.url, pgliteDir: '', poolMax: 2 });
    await migrate(db);
    await loadPhilippineAddresses(db);
    await seedDemoData(db, TEST_SEED);
    await seedFinance(db, 'test');
    replica = await startReplica(primary, path.join(work, 'replica'));
    const env = {
      ERP_MODE: 'production',
      CROSS_LOGIN_SECRET: 'scale-out-test-secret-0123456789abcdefghij',
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
      REPLICA_MAX_LAG_SECONDS: String(LAG_BOUND_SECONDS),
      DATABASE_POOL_MAX: '4',
      // One folder both instances write and read, as a shared volume would be.
      EXPORT_DIR: path.join(work, 'exports'),
      UPLOAD_DIR: path.join(work, 'uploads'),
      REVISION_HEAD_FILE: path.join(work, 'revision-heads.jsonl'),
      STATIC_DIR: path.join(work, 'no-static'),
      LOG_LEVEL: 'warn',
    };
    // One after the other, as a rolling start would: the second finds the schema migrated.
    // A logs each request it takes: the stop test counts them against the answers.
    a = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    b = await startServerProcess(env);
  }, 300_000);

  afterAll(async () => {
    for (const i of [a, b]) if (i && i.proc.exitCode === null) i.proc.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.close();
    replica?.stop();
    primary?.stop();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('a session opened on one instance works on the other, and an export made on one downloads from the other', async () => {
    const token = await signIn(a.url, 'admin');
    const me = await call(b.url, 'GET', '/users/me', undefined, token);
    expect(me.status).toBe(200);
    expect((me.json!.result as { username: string }).username).toBe('admin');

    const exported = await call(a.url, 'POST', '/finance-reports/trial-balance/export', { date_from: `${today.slice(0, 4)}-01-01`, date_to: today, view: 'accounts' }, token);
    expect(exported.status, exported.text).toBe(200);
    const link = exported.json!.result as string;
    const file = await fetch(b.url.replace(/\/api$/, '') + link, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // an XLSX is a zip

    // Each instance keeps the users it has just signed in; a logout through one reaches the other's copy at once.
    expect((await call(b.url, 'GET', '/users/me', undefined, token)).status).toBe(200);
    expect((await call(a.url, 'POST', '/users/logout', {}, token)).status).toBe(200);
    const loggedOut = Date.now();
    let refused = -1;
    while (Date.now() - loggedOut < 2_000) {
      if ((await call(b.url, 'GET', '/users/me', undefined, token)).status === 401) {
        refused = Date.now() - loggedOut;
        break;
      }
    }
    expect(refused, 'the other instance refused the ended session').toBeGreaterThanOrEqual(0);
  });

  it('a sign-in limit reached through one instance holds on the other', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await call(a.url, 'POST', '/users/login', { username: 'viewer', password: 'wrong-password' });
      expect(r.json!.code).not.toBe('00009');
    }
    const onB = await call(b.url, 'POST', '/users/login', { username: 'viewer', password: PASSWORD });
    expect(onB.status).toBe(429);
    expect(onB.json!.code).toBe('00009');
  });

  it('reports read the replica, a posting on the primary shows there within the lag bound, and a writer reads its own writes', async () => {
    const token = await signIn(b.url, 'finance');
    const filters = { account_code: '1010', sub_group: '', date_from: `${today.slice(0, 7)}-01`, date_to: today };
    const before = await call(b.url, 'POST', '/ledger/general/summary', filters, token);
    expect(before.status, before.text).toBe(200);
    expect(before.headers.get('x-read-from')).toBe('replica');
    expect(Date.parse(before.json!.as_of!)).toBeGreaterThan(Date.now() - LAG_BOUND_SECONDS * 1000);
    const debit = (before.json!.result as { total_debit: string }).total_debit;

    const posted = Date.now();
    await db.transaction((tx) =>
      postEntry(tx, {
        date: today,
        module: 'JV',
        reference: 'SCALE-OUT-TEST',
        particulars: 'Cash counted at the branch',
        lines: [
          { account: '1010', debit: '123.45', credit: '0' },
          { account: '4010', debit: '0', credit: '123.45' },
        ],
      }),
    );
    let seenAfter = -1;
    while (Date.now() - posted < LAG_BOUND_SECONDS * 1000) {
      const r = await call(a.url, 'POST', '/ledger/general/summary', filters, token);
      if ((r.json!.result as { total_debit: string }).total_debit !== debit) {
        seenAfter = Date.now() - posted;
        expect((Number((r.json!.result as { total_debit: string }).total_debit) * 100 - Number(debit) * 100).toFixed(0)).toBe('12345');
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter, 'the posting showed on the replica within the lag bound').toBeGreaterThanOrEqual(0);
    console.log(`A posting on the primary showed on the replica's ledger after ${seenAfter} ms`);

    // A session that has just written reads what it wrote, wherever it asks next (here: the administrator saves
    // the report generator's columns, then opens the ledger through the other instance).
    const admin = await signIn(a.url, 'admin');
    const choice = { columns: ['product_code'], product_code: [], product_group: [], product_segment: [], warehouse: [], bands: [] };
    const wrote = await call(a.url, 'PUT', '/inventory/report/generator/choice', choice, admin);
    expect(wrote.status, wrote.text).toBe(200);
    const wroteAt = Date.now();
    const next = await call(b.url, 'POST', '/ledger/general/summary', filters, admin);
    expect(next.status).toBe(200);
    // Either the primary answered, or the replica already had the write (complete up to after it).
    expect(next.headers.get('x-read-from') === 'primary' || Date.parse(next.json!.as_of!) >= wroteAt - 1000).toBe(true);
  });

  it('an instance told to stop finishes the requests it took, and the other carries on with the same sessions', async () => {
    const token = await signIn(a.url, 'admin');
    const body = { date_from: `${Number(today.slice(0, 4)) - 1}-01-01`, date_to: today, view: 'accounts' };
    // One answered first: its keep-alive connection is open, so the next request on it is surely taken. The log from
    // here on tells which requests the instance took.
    expect((await call(a.url, 'POST', '/finance-reports/trial-balance', body, token)).status).toBe(200);
    const logged = a.output().length;
    const inFlight = Array.from({ length: 8 }, () => call(a.url, 'POST', '/finance-reports/trial-balance', body, token));
    await new Promise((r) => setTimeout(r, 30));
    a.proc.kill('SIGTERM');
    const answers = await Promise.allSettled(inFlight);
    expect(await a.exited).toBe(0);
    // Every request it took is answered in full (200); one that reached it after it began to stop is refused with
    // 503. One it never took fails to connect, or is reset when its connection, still in the kernel's queue, goes
    // with the listening socket: a load balancer sends those elsewhere. None it took is cut off half-way: the
    // requests its log says came in are exactly those answered.
    const statuses = answers.map((x) => (x.status === 'fulfilled' ? x.value.status : ((x.reason as { cause?: { code?: string } }).cause?.code ?? String(x.reason))));
    expect(statuses.every((st) => st === 200 || st === 503 || st === 'ECONNREFUSED' || st === 'ECONNRESET'), JSON.stringify(statuses)).toBe(true);
    expect(statuses).toContain(200);
    const log = a.output().slice(logged).split('\n');
    const taken = log.filter((line) => line.includes('"incoming request"') && line.includes('/finance-reports/trial-balance')).length;
    const refused = log.filter((line) => line.includes('"request aborted')).length;
    const story = log.filter((line) => /trial-balance|request completed|request aborted|shutting down/.test(line)).join('\n');
    expect([taken, refused], `${JSON.stringify(statuses)}\n${story}`).toEqual([statuses.filter((st) => st === 200).length, statuses.filter((st) => st === 503).length]);
    const me = await call(b.url, 'GET', '/users/me', undefined, token);
    expect(me.status).toBe(200);
  }, 60_000);
});
