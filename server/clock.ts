/**
 * The server never reads the time directly: everything that expires (sessions,
 * one-time codes, reset links, cross-login tokens, rate limits) asks a Clock,
 * so tests can move time forward instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start = Date.now()): ManualClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => {
      t = ms;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/** ISO text of a clock reading, the form every timestamp parameter is sent to SQL in. */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

const MANILA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business day (Asia/Manila) of a clock reading, as YYYY-MM-DD. */
export function manilaToday(ms: number): string {
  return MANILA_DATE.format(new Date(ms));
}

/** day + n days, as YYYY-MM-DD (calendar arithmetic in UTC, where dates have no zone). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
