import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../auth/tokens';
import { isoAt } from '../clock';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { DOWNLOAD_GONE, exportToXlsx, XLSX_CONTENT_TYPE } from '.';

const TTL_SECONDS = 120;
let t: TestServer;
let exportDir: string;
beforeAll(async () => {
  exportDir = mkdtempSync(path.join(tmpdir(), 'erp-downloads-'));
  t = await createTestServer({ env: { EXPORT_DIR: exportDir, EXPORT_TTL_SECONDS: String(TTL_SECONDS) } });
});
afterAll(async () => {
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

/** What the browser gets when it navigates to the URL: no Authorization header. */
const follow = (url: string) => t.app.inject({ method: 'GET', url });

function expectGone(res: Awaited<ReturnType<typeof follow>>) {
  expect(res.statusCode).toBe(404);
  expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
  expect(res.body).toBe(DOWNLOAD_GONE);
}

describe('download links', () => {
  it('serve the file as an attachment to whoever holds the link, while the session lives', async () => {
    const url = await exportAs(await t.login('finance'));
    const res = await follow(url);
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
    expectGone(await follow(`/api/downloads/${'A'.repeat(43)}`));
    expectGone(await follow('/api/downloads/not-a-token'));
    expectGone(await follow('/api/downloads/..%2F..%2Fetc%2Fpasswd'));
  });

  it('expire after EXPORT_TTL_SECONDS, and the next export deletes the expired file', async () => {
    const finance = await t.login('finance');
    const url = await exportAs(finance);
    const files = readdirSync(exportDir).map((f) => path.join(exportDir, f));
    expect((await follow(url)).statusCode).toBe(200);
    t.clock.advance((TTL_SECONDS - 1) * 1000);
    expect((await follow(url)).statusCode).toBe(200);
    t.clock.advance(2000);
    expectGone(await follow(url));
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
    expectGone(await follow(url1));
    expect((await follow(url2)).statusCode).toBe(200);
  });

  it('die when the session goes idle or the user is deactivated', async () => {
    const token = await t.login('finance');
    const url = await exportAs(token);
    await t.db.run(sql`UPDATE users SET active = false WHERE username = 'finance'`);
    try {
      expectGone(await follow(url));
    } finally {
      await t.db.run(sql`UPDATE users SET active = true WHERE username = 'finance'`);
    }
    expect((await follow(url)).statusCode).toBe(200);
    // Idle: the session was last seen longer ago than SESSION_IDLE_MINUTES, while the link itself is young.
    await t.db.run(sql`UPDATE sessions SET last_seen_at = last_seen_at - make_interval(mins => ${t.config.sessionIdleMinutes + 1})
                       WHERE token_hash = ${sha256(token)}`);
    expectGone(await follow(url));
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
});
