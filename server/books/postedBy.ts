import { AsyncLocalStorage } from 'node:async_hooks';
import { POSTS_TO, type Posting } from '../../contract/kit/effects';

/**
 * What a request posted, as the server saw it: the books (journal lines) and the stock (inventory movements). The
 * app refreshes its caches by what the endpoint declares it posts (contract/kit/effects.ts), since it must work
 * against the existing backend too; this is the proof that the declarations hold. While a witness is installed
 * (the server tests install one: server/testing.ts), every write is run noting what it posts, and a write whose
 * endpoint does not declare the tags of what it posted is reported, so a posting screen that would leave a ledger
 * stale fails its own test file.
 */
type Noted = Extract<Posting, 'books' | 'stock'>;
type Witness = (route: string, missing: string[]) => void;

const noting = new AsyncLocalStorage<Set<Noted>>();
let witness: Witness | null = null;

/** Says that the current request posted to the books or moved stock (a no-op unless a witness listens). */
export function notePosted(kind: Noted): void {
  noting.getStore()?.add(kind);
}

export function setPostingWitness(w: Witness | null): void {
  witness = w;
}

/**
 * Runs a write's handler; with a witness installed, notes what it posts and reports the tags its endpoint's
 * declared effects (`invalidates`) lack. Without a witness the handler runs as it is.
 */
export async function witnessed<T extends { status: number }>(route: string, effects: readonly string[] | undefined, run: () => Promise<T>): Promise<T> {
  const w = witness;
  if (!w || !effects) return run();
  const posted = new Set<Noted>();
  const answer = await noting.run(posted, run);
  if (answer.status < 400) {
    const missing = [...posted].flatMap((kind) => POSTS_TO[kind].filter((tag) => !effects.includes(tag)).map((tag) => `${kind}: ${tag}`));
    if (missing.length) w(route, missing);
  }
  return answer;
}
