import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Db } from './db';
import { lsnValue, replicaRouter } from './replica';

/** A stand-in server answering one WAL position (the primary's current, the replica's replayed). */
function server(name: string, lsn: () => string | Error): Db {
  return {
    kind: 'postgres',
    one: async () => {
      const v = lsn();
      if (v instanceof Error) throw v;
      return { lsn: v } as never;
    },
    name,
    close: async () => {},
  } as unknown as Db;
}

describe('replica router', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/16B3748') < lsnValue('0/16B3750')).toBe(true);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  it('reads the replica once it has replayed the primary, the primary while it lags past the bound or for a session that wrote after', async () => {
    const clock = manualClock(1_000_000);
    let primaryLsn = '0/100';
    let replayed = '0/100';
    let replicaDown = false;
    const primary = server('primary', () => primaryLsn);
    const replica = server('replica', () => (replicaDown ? new Error('connection refused') : replayed));
    const router = replicaRouter(primary, replica, clock, 5_000);
    // Caught up: the replica, complete up to the last noted time.
    let c = await router.choose(null);
    expect(c.from).toBe('replica');
    expect(c.asOf).toBe(1_000_000);

    // The primary moves on and the replica stays behind: as-of stays, then the lag bound sends reads to the primary.
    primaryLsn = '0/200';
    clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 250));
    c = await router.choose(null);
    expect(c.from).toBe('replica');
    expect(c.asOf).toBeLessThanOrEqual(1_000_000);
    clock.advance(5_000);
    await new Promise((r) => setTimeout(r, 250));
    expect((await router.choose(null)).from).toBe('primary');

    // It catches up: the replica again, as of a time after the primary reached 0/200.
    replayed = '0/200';
    await new Promise((r) => setTimeout(r, 350));
    c = await router.choose(null);
    expect(c.from).toBe('replica');
    expect(c.asOf).toBeGreaterThan(1_001_000);
    // A session that wrote after that time reads the primary; one that wrote before reads the replica.
    expect((await router.choose(clock.now())).from).toBe('primary');
    expect((await router.choose(c.asOf - 2_000)).from).toBe('replica');

    // An unreachable replica: its as-of stops, and past the bound the primary answers.
    replicaDown = true;
    clock.advance(6_000);
    await new Promise((r) => setTimeout(r, 250));
    expect((await router.choose(null)).from).toBe('primary');
    await router.close();
  });
});
