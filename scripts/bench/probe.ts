/**
 * Times one route on kept bench books (a developer's probe, not part of the bench):
 *   DATABASE_URL=... npx tsx scripts/bench/probe.ts /api/url '{"json":"body"}' [runs]
 * Prints the median of `runs` (default 5) after warm-up, and the answer's first characters.
 */
import { openDb } from '../../server/db/db';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { benchTokens, median } from './finance';

const [url, body = '{}', runs = '5'] = process.argv.slice(2);
const config = loadConfig({ ...process.env, ERP_MODE: 'demo', LOG_LEVEL: 'fatal' });
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: '' });
const app = await buildApp({ config, db });
const [token] = await benchTokens(db, config.superuserRoleCode, 1);
const call = () => app.inject({ method: body === 'GET' ? 'GET' : 'POST', url, ...(body === 'GET' ? {} : { payload: JSON.parse(body) }), headers: { authorization: `Bearer ${token}` } });
const first = await call();
console.log(first.statusCode, first.body.slice(0, 400));
console.log(`${url}: ${(await median(Number(runs), call)).toFixed(1)} ms`);
await app.close();
await db.close();
