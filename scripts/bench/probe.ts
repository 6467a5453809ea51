/**
 * Times one route on kept bench books (a developer's probe, not part of the bench):
 *   DATABASE_URL=... npx tsx scripts/bench/probe.ts /api/url '{"json":"body"}' [runs]
 *   (or PGLITE_DIR=... for a kept embedded database)
 * (the body GET for a GET). Prints the median of `runs` (default 5) after warm-up, and the
 * answer's first characters. As the bench superuser, or as the user PROBE_USER_ID names.
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../server/auth/tokens';
import { openDb, sql } from '../../server/db/db';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { benchTokens, median } from './finance';

const [url, body = '{}', runs = '5'] = process.argv.slice(2);
const config = loadConfig({ ...process.env, ERP_MODE: 'demo', LOG_LEVEL: 'fatal' });
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR ?? '' });
const app = await buildApp({ config, db });
const asUser = Number(process.env.PROBE_USER_ID ?? 0);
const token = asUser ? randomBytes(32).toString('base64url') : (await benchTokens(db, config.superuserRoleCode, 1))[0];
if (asUser) {
  await db.run(sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (${sha256(token)}, ${asUser}, now(), now(), now() + interval '1 hour')`);
}
const call = () => app.inject({ method: body === 'GET' ? 'GET' : 'POST', url, ...(body === 'GET' ? {} : { payload: JSON.parse(body) }), headers: { authorization: `Bearer ${token}` } });
const first = await call();
console.log(first.statusCode, first.body.slice(0, 400));
console.log(`${url}: ${(await median(Number(runs), call)).toFixed(1)} ms`);
if (asUser) await db.run(sql`DELETE FROM sessions WHERE token_hash = ${sha256(token)}`);
await app.close();
await db.close();
