import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for. Public calls whose answer must
 * not depend on what exists (forgot password: is this address known?) answer
 * first and do the revealing part here, so their timing is the same for
 * everyone. A failure is logged, never answered. `settled()` lets the demo
 * outbox and the tests wait for what was started before them.
 */
export class Background {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, work: () => Promise<unknown>): void {
    const p: Promise<void> = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, `background work failed: ${what}`),
      )
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when everything started so far has finished (also what it started in turn). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
