import type { SQL } from './db';

/**
 * The ORDER BY expression of a list's sort key: one of the map's OWN entries,
 * the fallback's otherwise. Never `map[key]` with a key from a request: on a
 * plain object '__proto__', 'constructor' or 'toString' find Object.prototype's
 * members, which end as a 500 (or worse) instead of a sort. The contract
 * refuses undeclared keys already (sortKey in contract/envelope.ts); this is
 * the server's half, for whatever reaches a handler.
 */
export function orderBy<M extends Readonly<Record<string, SQL>>>(map: M, key: string | undefined, fallback: Extract<keyof M, string>): SQL {
  const own: Readonly<Record<string, SQL>> = map;
  return key !== undefined && Object.hasOwn(own, key) ? own[key] : own[fallback];
}
