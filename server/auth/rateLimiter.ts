import type { Clock } from '../clock';

/**
 * Sliding-window counters kept in memory.
 *
 * Why in memory and not a login_attempts table: the reference server runs as
 * one process, the counters only matter for minutes, and a table would add a
 * write on every failed attempt, which is exactly the traffic an attacker
 * controls. The price: limits reset on restart and are per process. A
 * deployment with several instances should put a shared limiter (or the
 * reverse proxy's) in front; the interface here stays the same.
 */
export interface Rule {
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly longestWindow: number;

  constructor(
    private readonly clock: Clock,
    private readonly rules: readonly Rule[],
    /** Upper bound on tracked keys, so a flood of distinct keys cannot eat memory. */
    private readonly maxKeys = 50_000,
  ) {
    this.longestWindow = Math.max(...rules.map((r) => r.windowMs));
  }

  /** Milliseconds until `key` may act again; 0 when it may act now. */
  retryAfterMs(key: string): number {
    const now = this.clock.now();
    const times = this.prune(key, now);
    let wait = 0;
    for (const rule of this.rules) {
      const inWindow = times.filter((t) => t > now - rule.windowMs);
      if (inWindow.length >= rule.limit) {
        // The window frees a slot when the hit `limit` places before the newest leaves it.
        const freeing = inWindow[inWindow.length - rule.limit];
        wait = Math.max(wait, freeing + rule.windowMs - now);
      }
    }
    return wait;
  }

  /** Count one event (a failure, or a message sent) for `key`. */
  record(key: string): void {
    const now = this.clock.now();
    const times = this.prune(key, now);
    times.push(now);
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Take back the latest counted event of `key` (the attempt turned out to be allowed to pass uncounted). */
  giveBack(key: string): void {
    const times = this.hits.get(key);
    if (!times?.length) return;
    times.pop();
    if (!times.length) this.hits.delete(key);
  }

  private prune(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((t) => t > now - this.longestWindow);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.prune(key, now);
    // Still too many live keys: drop the oldest inserted (Map keeps insertion order).
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/** The 00009 text, in whole minutes rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const MINUTE = 60_000;

/** Every limiter of one server instance (tests get fresh ones with each app). */
export function createLimiters(clock: Clock) {
  return {
    /** Failed passwords per username + client address. */
    loginUserIp: new RateLimiter(clock, [{ limit: 5, windowMs: 15 * MINUTE }]),
    /** Failed passwords per client address, any username (generous: an office shares one address). */
    loginIp: new RateLimiter(clock, [{ limit: 50, windowMs: 15 * MINUTE }]),
    /** One-time codes sent per user. */
    otpSend: new RateLimiter(clock, [
      { limit: 1, windowMs: 30_000 },
      { limit: 5, windowMs: 10 * MINUTE },
    ]),
    /** Wrong one-time codes per user (each code also dies after 5 wrong tries). */
    otpVerify: new RateLimiter(clock, [{ limit: 10, windowMs: 15 * MINUTE }]),
    /** Masked-destination look-ups per client address. */
    otpVia: new RateLimiter(clock, [{ limit: 30, windowMs: 15 * MINUTE }]),
    /** Forgot-password requests per address and per e-mail. */
    resetIp: new RateLimiter(clock, [{ limit: 5, windowMs: 15 * MINUTE }]),
    resetEmail: new RateLimiter(clock, [{ limit: 3, windowMs: 60 * MINUTE }]),
    /** Wrong current passwords on change-password, per user. */
    changePassword: new RateLimiter(clock, [{ limit: 5, windowMs: 15 * MINUTE }]),
    /** Wrong production-gate entries per address. */
    gate: new RateLimiter(clock, [{ limit: 10, windowMs: 15 * MINUTE }]),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
