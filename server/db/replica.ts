import type { Clock } from '../clock';
import { sql, type Db } from './db';

/**
 * Where a report reads (issue 30). With a streaming replica (DATABASE_REPLICA_URL), reports and exports read from
 * it while it is close enough behind the primary; writes, and every read of a session that wrote more recently
 * than the replica has replayed, stay on the primary.
 *
 * How far behind the replica is, measured without trusting either server's clock: every probe notes the primary's
 * WAL position with this instance's time, and reads the replica's replayed position. The replica holds everything
 * the primary had at the latest noted time whose position it has replayed: that time is the data's "as of". A write
 * that finished before that time is therefore on the replica.
 */
export interface ReadChoice {
  db: Db;
  /** The time (ms) up to which the data read is complete: now on the primary, the replayed time on the replica. */
  asOf: number;
  from: 'primary' | 'replica';
}

export interface ReadRouter {
  /** The database a report of this session reads; `lastWriteAt` is when the session last wrote (ms), if ever. */
  choose(lastWriteAt: number | null): Promise<ReadChoice>;
  /** Whether writes must be noted on the session (only with a replica: otherwise every read is on the primary). */
  readonly tracksWrites: boolean;
  close(): Promise<void>;
}

/** Without a replica: everything reads the primary, as of now. */
export function primaryOnly(primary: Db, clock: Clock): ReadRouter {
  return {
    choose: async () => ({ db: primary, asOf: clock.now(), from: 'primary' }),
    tracksWrites: false,
    close: async () => {},
  };
}

const PROBE_EVERY_MS = 100;
/** Noted primary positions are kept this long: a replica further behind is past any sensible lag bound anyway. */
const KEEP_SAMPLES_MS = 10 * 60_000;
/** Clocks of two instances may differ a little: a session's write counts as this much later than its instance said. */
const CLOCK_SKEW_MS = 1_000;

/** A WAL position `16/B374D848` as a number that orders like the position. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/**
 * The replica's "as of", kept current by a ticker (every PROBE_EVERY_MS: two one-row queries), so a request never
 * waits for a probe. Each tick first reads how far the replica has replayed and finds the latest noted primary
 * position it covers, then notes the primary's current position for the ticks to come.
 */
export function replicaRouter(primary: Db, replica: Db, clock: Clock, maxLagMs: number, onProbeError?: (err: unknown) => void): ReadRouter {
  const samples: { at: number; lsn: bigint }[] = [];
  let asOf: number | null = null;
  let failing = false;
  let stopped = false;

  async function tick(): Promise<void> {
    try {
      const r = await replica.one<{ lsn: string | null }>(sql`SELECT pg_last_wal_replay_lsn()::text AS lsn`);
      const replayed = r?.lsn ? lsnValue(r.lsn) : -1n;
      for (const s of samples) if (s.lsn <= replayed) asOf = Math.max(asOf ?? s.at, s.at);
      const at = clock.now();
      const p = await primary.one<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
      samples.push({ at, lsn: lsnValue(p!.lsn) });
      // Positions the replica has passed are no longer needed but the newest of them; old ones go in any case.
      while (samples.length > 1 && (samples[1].lsn <= replayed || samples[0].at < at - KEEP_SAMPLES_MS)) samples.shift();
      failing = false;
    } catch (err) {
      // An unreachable server reads as "too far behind" (asOf stops moving): the primary serves until it answers.
      if (!failing) onProbeError?.(err);
      failing = true;
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = (async () => {
    // Two ticks: the first notes a position, the second sees the replica reach it.
    await tick();
    await tick();
    const loop = () => {
      if (stopped) return;
      timer = setTimeout(() => void tick().finally(loop), PROBE_EVERY_MS);
      timer.unref?.();
    };
    loop();
  })();

  return {
    tracksWrites: true,
    async choose(lastWriteAt) {
      await first;
      const now = clock.now();
      const fresh = asOf !== null && now - asOf <= maxLagMs;
      const seesOwnWrites = lastWriteAt === null || (asOf !== null && lastWriteAt + CLOCK_SKEW_MS <= asOf);
      if (fresh && seesOwnWrites) return { db: replica, asOf: asOf!, from: 'replica' };
      return { db: primary, asOf: now, from: 'primary' };
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await first;
      await replica.close();
    },
  };
}
