/**
 * Bounds the slow password hashing of the public sign-in calls: at most
 * `concurrent` hashes run at once (scrypt at N=2^17 takes 128 MiB and a core
 * each), at most `queued` more wait their turn, and beyond that a request is
 * refused at once (the caller answers 00009 with Retry-After) instead of
 * piling up memory and time: a crowd of sign-ins cannot starve the server.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrent = 2,
    private readonly queued = 32,
  ) {}

  /** Runs `work` when a slot frees, or resolves `null` at once when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.concurrent) {
      if (this.waiting.length >= this.queued) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
