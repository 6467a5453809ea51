import { describe, expect, it } from 'vitest';
import { HashGate } from './hashGate';

/** The bound on concurrent password hashing of the public sign-in calls. */
describe('HashGate', () => {
  it('runs at most `concurrent` at once, queues `queued` more, and refuses the rest at once', async () => {
    const gate = new HashGate(2, 3);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const results = Array.from({ length: 7 }, () => gate.run(work));
    // Two run, three wait, two are refused without waiting.
    expect(await results[5]).toBeNull();
    expect(await results[6]).toBeNull();
    while (releases.length) {
      await new Promise((r) => setTimeout(r, 0));
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
    // Free again: the next one runs.
    const again = gate.run(async () => 'again');
    expect(await again).toBe('again');
  });
});
