import { afterAll, expect } from 'vitest';
import { setPostingWitness } from './books/postedBy';

/*
 * Every server test file: a write that posts to the books or moves stock must declare the cache effects of what it
 * posted (contract/kit/effects.ts), or the screens showing those ledgers stay stale after it. The file whose tests
 * ran such a write fails here, naming the endpoint and the tags it misses.
 */
const stale = new Set<string>();
setPostingWitness((route, missing) => stale.add(`${route} posts but refreshes no ${missing.join(', ')}`));

afterAll(() => {
  expect([...stale], 'writes whose declared effects (invalidates) miss what they posted').toEqual([]);
});
