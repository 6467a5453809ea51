import type { Answer } from '../http/answer';

/** A refusal found inside a transaction: thrown to roll the transaction back, answered by the route (`settle`). */
export class Refused extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}

/** Runs a route's work; a Refused thrown in it becomes its answer. */
export async function settle(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}
