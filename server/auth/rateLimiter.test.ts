import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { sql, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openTestDb } from '../testing';
import { RateLimiter, tooManyAttemptsMessage } from './rateLimiter';

// The counts live in the database (issue 30): two limiters over the same table stand for two server instances.
let db: Db;
beforeAll(async () => {
  db = await openTestDb('empty');
  await migrate(db);
});
afterAll(() => db.close());

let buckets = 0;
const limiterOf = (clock: ReturnType<typeof manualClock>, rules: { limit: number; windowMs: number }[]) =>
  new RateLimiter(db, clock, `test-${++buckets}`, rules);

describe('RateLimiter', () => {
  it('blocks after the limit inside the window and frees the key when the window passes', async () => {
    const clock = manualClock(0);
    const rl = limiterOf(clock, [{ limit: 3, windowMs: 60_000 }]);
    for (let i = 0; i < 3; i++) {
      expect((await rl.take('k')).wait).toBe(0);
      clock.advance(1000);
    }
    expect(await rl.retryAfterMs('k')).toBe(57_000);
    expect((await rl.take('k')).wait).toBe(57_000);
    expect(await rl.retryAfterMs('other')).toBe(0);
    clock.advance(57_000);
    expect(await rl.retryAfterMs('k')).toBe(0);
  });

  it('applies every rule (1 per 30 s and 5 per 10 min)', async () => {
    const clock = manualClock(0);
    const rl = limiterOf(clock, [
      { limit: 1, windowMs: 30_000 },
      { limit: 5, windowMs: 600_000 },
    ]);
    for (let i = 0; i < 5; i++) {
      expect((await rl.take('u')).wait).toBe(0);
      expect(await rl.retryAfterMs('u')).toBeGreaterThan(0);
      clock.advance(30_000);
    }
    // Five sent in 2.5 minutes: the long rule holds until the first leaves its window.
    expect(await rl.retryAfterMs('u')).toBe(600_000 - 150_000);
  });

  it('reset forgets a key, giveBack one event; the message rounds up to whole minutes', async () => {
    const clock = manualClock(0);
    const rl = limiterOf(clock, [{ limit: 1, windowMs: 1000 }]);
    await rl.record('k');
    await rl.reset('k');
    expect(await rl.retryAfterMs('k')).toBe(0);
    const { hit } = await rl.take('k');
    expect(await rl.retryAfterMs('k')).toBe(1000);
    await rl.giveBack(hit);
    expect(await rl.retryAfterMs('k')).toBe(0);
    expect(tooManyAttemptsMessage(61_000)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5_000)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('holds across instances: a limit reached through one limiter holds for another over the same table', async () => {
    const clock = manualClock(0);
    const rules = [{ limit: 2, windowMs: 60_000 }];
    const one = new RateLimiter(db, clock, 'shared', rules);
    const other = new RateLimiter(db, clock, 'shared', rules);
    expect((await one.take('ip')).wait).toBe(0);
    expect((await other.take('ip')).wait).toBe(0);
    expect((await one.take('ip')).wait).toBe(60_000);
    expect((await other.take('ip')).wait).toBe(60_000);
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const clock = manualClock(0);
    const rl = limiterOf(clock, [{ limit: 5, windowMs: 60_000 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => rl.take('burst')));
    expect(results.filter((r) => r.wait === 0)).toHaveLength(5);
  });

  it('keeps the key out of the table: only its digest is stored', async () => {
    const clock = manualClock(0);
    const rl = limiterOf(clock, [{ limit: 5, windowMs: 60_000 }]);
    await rl.take('someone@example.com|10.0.0.1');
    const rows = await db.rows<{ key_hash: string }>(
      sql`SELECT key_hash FROM rate_limit_hits WHERE bucket = ${`test-${buckets}`}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
