import type { AuthUser } from '../auth/users';
import { manilaToday } from '../clock';

/**
 * Who makes a write, and when: the user's id and the server clock's ISO time, as revisions, makers and postings record
 * them. A domain that needs more (the signed-in user, a delegation) extends it under its own name.
 */
export interface Actor {
  userId: number;
  /** ISO time from the server clock. */
  at: string;
}

/** An actor with the Manila business date of `at` (documents and postings are dated by it). */
export interface DatedActor extends Actor {
  today: string;
}

export const actorAt = (userId: number, now: number): Actor => ({ userId, at: new Date(now).toISOString() });

export const actorOf = (user: AuthUser, now: number): DatedActor => ({ ...actorAt(user.id, now), today: manilaToday(now) });
