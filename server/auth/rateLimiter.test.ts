import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { RateLimiter, tooManyAttemptsMessage } from './rateLimiter';

describe('RateLimiter', () => {
  it('blocks after the limit inside the window and frees the key when the window passes', () => {
    const clock = manualClock(0);
    const rl = new RateLimiter(clock, [{ limit: 3, windowMs: 60_000 }]);
    for (let i = 0; i < 3; i++) {
      expect(rl.retryAfterMs('k')).toBe(0);
      rl.record('k');
      clock.advance(1000);
    }
    expect(rl.retryAfterMs('k')).toBe(57_000);
    expect(rl.retryAfterMs('other')).toBe(0);
    clock.advance(57_000);
    expect(rl.retryAfterMs('k')).toBe(0);
  });

  it('applies every rule (1 per 30 s and 5 per 10 min)', () => {
    const clock = manualClock(0);
    const rl = new RateLimiter(clock, [
      { limit: 1, windowMs: 30_000 },
      { limit: 5, windowMs: 600_000 },
    ]);
    for (let i = 0; i < 5; i++) {
      expect(rl.retryAfterMs('u')).toBe(0);
      rl.record('u');
      expect(rl.retryAfterMs('u')).toBeGreaterThan(0);
      clock.advance(30_000);
    }
    // Five sent in 2.5 minutes: the long rule holds until the first leaves its window.
    expect(rl.retryAfterMs('u')).toBe(600_000 - 150_000);
  });

  it('reset forgets a key; the message rounds up to whole minutes', () => {
    const rl = new RateLimiter(manualClock(0), [{ limit: 1, windowMs: 1000 }]);
    rl.record('k');
    rl.reset('k');
    expect(rl.retryAfterMs('k')).toBe(0);
    expect(tooManyAttemptsMessage(61_000)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5_000)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('keeps memory bounded under a flood of distinct keys', () => {
    const rl = new RateLimiter(manualClock(0), [{ limit: 5, windowMs: 60_000 }], 100);
    for (let i = 0; i < 1000; i++) rl.record(`k${i}`);
    expect(rl.retryAfterMs('k999')).toBe(0);
    expect((rl as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(101);
  });
});
