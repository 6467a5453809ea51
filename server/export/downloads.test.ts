import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../app';
import { sha256 } from '../auth/tokens';
import { isoAt } from '../clock';
import { sql } from '../db/db';
import type { Answer } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { createTestServer, type TestServer } from '../testing';
import { DOWNLOAD_GONE, exportToXlsx, XLSX_CONTENT_TYPE } from '.';

const TTL_SECONDS = 120;
let t: TestServer;
let exportDir: string;

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A test-only export whose batches wait for the test: the first batch, then
 * nothing until `more` is released, then SLOW_BATCHES - 1 more.
 */
const SLOW_BATCHES = 6;
const slow = {
  started: deferred(),
  more: deferred(),
  settled: deferred<{ answer?: Answer; error?: unknown }>(),
  read: 0,
  closedEarly: false,
};
const slowExport = defineRoute({
  method: 'POST',
  url: '/__test__/slow-export',
  scopes: 'authenticated',
  summary: 'A slow export for the client-disconnect test',
  handler: async (ctx) => {
    async function* batches(): AsyncGenerator<{ a: string }[]> {
      let finished = false;
      try {
        slow.read += 1;
        yield [{ a: 'row 1' }];
        slow.started.resolve();
        await slow.more.promise;
        for (let i = 2; i <= SLOW_BATCHES; i++) {
          slow.read += 1;
          yield [{ a: `row ${i}` }];
        }
        finished = true;
      } finally {
        slow.closedEarly = !finished;
      }
    }
    try {
      const answer = await exportToXlsx(ctx, {
        title: 'Slow',
        fileName: ['slow_export'],
        filters: [],
        columns: [{ header: 'A', key: 'a', kind: 'text', width: 10 }],
        batches: batches(),
      });
      slow.settled.resolve({ answer });
      return answer;
    } catch (error) {
      slow.settled.resolve({ error });
      throw error;
    }
  },
});

beforeAll(async () => {
  exportDir = mkdtempSync(path.join(tmpdir(), 'erp-downloads-'));
  t = await createTestServer({ env: { EXPORT_DIR: exportDir, EXPORT_TTL_SECONDS: String(TTL_SECONDS) }, extraRoutes: [slowExport] });
});
afterAll(async () => {
  // Whatever a failed test left waiting.
  slow.more.resolve();
  await t?.close();
  if (exportDir) rmSync(exportDir, { recursive: true, force: true });
});

const TB = { date_from: '2024-01-01', date_to: '2024-03-31' };

/** A trial balance export by `token`: its download URL. */
async function exportAs(token: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/ledger/trial-balance/export', payload: TB, token });
  expect(res.status).toBe(200);
  return res.body.result as string;
}

/** GET the URL with `token` as the bearer (the app's client adds the session's), or with no Authorization header (a plain navigation). */
const follow = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

function expectGone(res: Awaited<ReturnType<typeof follow>>) {
  expect(res.statusCode).toBe(404);
  expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
  expect(res.body).toBe(DOWNLOAD_GONE);
}

describe('download links', () => {
  it('serve the file as an attachment to the session that asked, with its bearer token', async () => {
    const finance = await t.login('finance');
    const url = await exportAs(finance);
    const res = await follow(url, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="trial_balance_2024-01-01_2024-03-31.xlsx"; filename*=UTF-8''trial_balance_2024-01-01_2024-03-31.xlsx`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // An XLSX is a zip: "PK".
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Only the hash of the token is stored.
    const token = url.split('/').pop()!;
    const leaked = await t.db.one(sql`SELECT 1 FROM export_downloads WHERE token_hash = ${token} OR file_path LIKE ${`%${token}%`}`);
    expect(leaked).toBeUndefined();
  });

  it('unknown and malformed tokens answer 404 with a short plain message', async () => {
    const finance = await t.login('finance');
    expectGone(await follow(`/api/downloads/${'A'.repeat(43)}`, finance));
    expectGone(await follow('/api/downloads/not-a-token', finance));
    expectGone(await follow('/api/downloads/..%2F..%2Fetc%2Fpasswd', finance));
  });

  it('are refused without the Authorization header: the link alone (a log, the history, a screenshot) is useless', async () => {
    const finance = await t.login('finance');
    const url = await exportAs(finance);
    expectGone(await follow(url));
    // Not a bearer header, or a malformed one: the same answer.
    expectGone(await t.app.inject({ method: 'GET', url, headers: { authorization: finance } }));
    expectGone(await t.app.inject({ method: 'GET', url, headers: { authorization: `Basic ${finance}` } }));
    expectGone(await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } }));
    // Still there for the session that asked.
    expect((await follow(url, finance)).statusCode).toBe(200);
  });

  it('are refused to any other live session, even another session of the same user, and to another user', async () => {
    const asking = await t.login('finance');
    const sameUserOtherSession = await t.login('finance');
    const otherUser = await t.login('admin');
    const url = await exportAs(asking);
    expectGone(await follow(url, sameUserOtherSession));
    expectGone(await follow(url, otherUser));
    // The other sessions are alive and well: it is the link that is not theirs.
    expect((await t.call({ method: 'GET', url: '/api/users/me', token: sameUserOtherSession })).status).toBe(200);
    const res = await follow(url, asking);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('expire after EXPORT_TTL_SECONDS, and the next export deletes the expired file', async () => {
    const finance = await t.login('finance');
    const url = await exportAs(finance);
    const files = readdirSync(exportDir).map((f) => path.join(exportDir, f));
    expect((await follow(url, finance)).statusCode).toBe(200);
    t.clock.advance((TTL_SECONDS - 1) * 1000);
    expect((await follow(url, finance)).statusCode).toBe(200);
    t.clock.advance(2000);
    expectGone(await follow(url, finance));
    // The session is still alive (idle 30 min): it is the link that expired.
    expect((await t.call({ method: 'GET', url: '/api/users/me', token: finance })).status).toBe(200);
    expect(files.every((f) => existsSync(f))).toBe(true);
    await exportAs(finance);
    expect(files.some((f) => existsSync(f))).toBe(false);
    const expired = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM export_downloads WHERE expires_at <= ${isoAt(t.clock.now())}::timestamptz`);
    expect(expired?.n).toBe(0);
  });

  it('die with the session that asked for the export (logout), not with another session of the same user', async () => {
    const first = await t.login('finance');
    const second = await t.login('finance');
    const url1 = await exportAs(first);
    const url2 = await exportAs(second);
    expect((await t.call({ method: 'POST', url: '/api/users/logout', token: first })).status).toBe(200);
    expectGone(await follow(url1, first));
    expect((await follow(url2, second)).statusCode).toBe(200);
  });

  it('die when the session goes idle or the user is deactivated', async () => {
    const token = await t.login('finance');
    const url = await exportAs(token);
    await t.db.run(sql`UPDATE users SET active = false WHERE username = 'finance'`);
    try {
      expectGone(await follow(url, token));
    } finally {
      await t.db.run(sql`UPDATE users SET active = true WHERE username = 'finance'`);
    }
    expect((await follow(url, token)).statusCode).toBe(200);
    // Idle: the session was last seen longer ago than SESSION_IDLE_MINUTES, while the link itself is young.
    await t.db.run(sql`UPDATE sessions SET last_seen_at = last_seen_at - make_interval(mins => ${t.config.sessionIdleMinutes + 1})
                       WHERE token_hash = ${sha256(token)}`);
    expectGone(await follow(url, token));
  });

  it('a failed export leaves neither a file nor a link behind', async () => {
    const token = await t.login('finance');
    const user = (await t.app.deps.sessions.authenticate(token))!;
    const before = readdirSync(exportDir).length;
    const links = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM export_downloads`);
    async function* failing(): AsyncGenerator<{ a: string }[]> {
      yield [{ a: 'one' }];
      throw new Error('database went away');
    }
    await expect(
      exportToXlsx(
        { user, deps: t.app.deps },
        { title: 'Broken', fileName: ['broken'], filters: [], columns: [{ header: 'A', key: 'a', kind: 'text', width: 5 }], batches: failing() },
      ),
    ).rejects.toThrow('database went away');
    expect(readdirSync(exportDir).length).toBe(before);
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM export_downloads`))?.n).toBe(links?.n);
  });

  it('an export whose client disconnects stops reading, and leaves neither a file nor a link behind', async () => {
    const token = await t.login('finance');
    const before = new Set(readdirSync(exportDir));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const client = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/__test__/slow-export',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    client.on('error', () => {}); // the socket hang-up we cause
    client.on('response', () => expect.fail('the export was answered although its client had gone'));
    client.end('{}');
    const newFiles = () => readdirSync(exportDir).filter((f) => !before.has(f));
    // The export is under way (its file created, its link recorded) when the client goes away.
    await slow.started.promise;
    await expect.poll(() => newFiles().length).toBe(1);
    const link = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM export_downloads WHERE file_name = 'slow_export.xlsx'`);
    expect(link?.n).toBe(1);
    client.destroy();
    // Wait until the server has seen the connection close, then let the batches come.
    await expect
      .poll(() => new Promise<number>((resolve, reject) => t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n)))))
      .toBe(0);
    slow.more.resolve();
    const { answer, error } = await slow.settled.promise;
    // Not an error (the error handler would log a 500): a cancelled answer that nobody reads.
    expect(error).toBeUndefined();
    expect(answer?.status).toBe(499);
    // It stopped reading: the batch in flight when the client left was the last one read.
    expect(slow.read).toBeLessThan(SLOW_BATCHES);
    expect(slow.closedEarly).toBe(true);
    expect(newFiles()).toEqual([]);
    const links = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM export_downloads WHERE file_name = 'slow_export.xlsx'`);
    expect(links?.n).toBe(0);
  });
});

describe('the request log', () => {
  it('redacts the token of a download link', () => {
    const token = 'Abc123_-'.repeat(5) + 'xyz';
    expect(redactUrl(`/api/downloads/${token}`)).toBe('/api/downloads/[redacted]');
    expect(redactUrl(`/api/downloads/${token}?x=1`)).toBe('/api/downloads/[redacted]?x=1');
    // Encoded forms the router decodes to the same route.
    expect(redactUrl(`/api/download%73/${token}`)).toBe('/api/downloads/[redacted]');
    expect(redactUrl(`/api/downloads/%41${token.slice(1)}`)).toBe('/api/downloads/[redacted]');
    for (const url of [`/api/downloads/${token}`, `/api/download%73/${token}`]) expect(redactUrl(url)).not.toContain(token.slice(3));
  });

  it('still redacts secrets in query strings and leaves other URLs alone', () => {
    expect(redactUrl('/api/users/sso?token=s3cret&next=/x')).toBe('/api/users/sso?token=[redacted]&next=/x');
    expect(redactUrl('/reset?a=1&password=hunter2')).toBe('/reset?a=1&password=[redacted]');
    expect(redactUrl('/api/ledger/trial-balance/export')).toBe('/api/ledger/trial-balance/export');
    expect(redactUrl('/api/%ZZ')).toBe('/api/%ZZ');
  });
});
