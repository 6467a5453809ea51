import type { Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';

/**
 * A refusal found deep inside a transaction (a rule checked under a lock, a
 * hook saying no): thrown so everything written before it rolls back, and
 * answered with its own answer. Every route() answers it (refusalsAnswered),
 * so a handler only needs `settle` or `refusedOr` where it wants the answer
 * itself, e.g. to go on after the transaction.
 */
export class Refused extends Error {
  constructor(
    readonly answer: Answer,
    message = 'refused',
  ) {
    super(message);
  }
}

/** Refuse with 00001 and its messages (by field where a form shows them). */
export const refuse = (messages: string[], fields?: Record<string, string[]>): never => {
  throw new Refused(invalid(messages, fields));
};

/** Refuse with one message on one field. */
export const refuseOn = (field: string, message: string): never => refuse([message], { [field]: [message] });

/** Runs a route's work; a Refused thrown in it becomes its answer. */
export async function settle(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}

/** Runs a transaction; a Refused thrown inside rolls it back and becomes the answer. */
export async function refusedOr<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T | Answer> {
  try {
    return await db.transaction(write);
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}
