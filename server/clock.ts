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
