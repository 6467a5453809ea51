import { actorAt } from '../kit/actor';
import { Codes } from '../../contract';
import { closeMonthEp, closeYearEp, periodsEp, reopenMonthEp, reopenYearEp } from '../../contract/periods';
import type { Db } from '../db/db';
import type { Deps } from '../deps';
import { answer, type Answer } from '../http/answer';
import { route } from '../kit';
import { manilaToday } from '../clock';
import { closeMonth, closeYear, periodsOf, reopenMonth, reopenYear } from './periods';

const SCOPES = ['close_period'] as const;

/** Runs a close or reopen in one transaction and answers the periods of its year as they then stand. */
async function act(deps: Deps, year: number, work: (tx: Db, today: string) => Promise<true | Answer>): Promise<Answer> {
  const today = manilaToday(deps.clock.now());
  const done = await deps.db.transaction((tx) => work(tx, today));
  if (done !== true) return done;
  return answer(Codes.UPDATED, await periodsOf(deps.db, year, today));
}



export const periodRoutes = [
  route(periodsEp, {
    scopes: SCOPES,
    summary: "The accounting periods of a year (each month open or closed) and every year's close",
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      return ok(await periodsOf(deps.db, query.year ?? Number(today.slice(0, 4)), today));
    },
  }),
  route(closeMonthEp, {
    scopes: SCOPES,
    summary: 'Close a month (and the open months before it): postings dated in it are refused',
    handler: async ({ body, deps, user }) => act(deps, body.year, (tx, today) => closeMonth(tx, body.year, body.month, actorAt(user.id, deps.clock.now()), today)),
  }),
  route(reopenMonthEp, {
    scopes: SCOPES,
    summary: 'Reopen the latest closed month, with a reason',
    handler: async ({ body, deps, user }) => act(deps, body.year, (tx) => reopenMonth(tx, body.year, body.month, body.reason, actorAt(user.id, deps.clock.now()))),
  }),
  route(closeYearEp, {
    scopes: SCOPES,
    summary: 'Close a year: its months are closed and the income and expense accounts are closed to retained earnings (journal CLS, 31 December)',
    handler: async ({ body, deps, user }) => act(deps, body.year, (tx, today) => closeYear(tx, body.year, actorAt(user.id, deps.clock.now()), today)),
  }),
  route(reopenYearEp, {
    scopes: SCOPES,
    summary: "Reopen the latest closed year, with a reason: its closing entry is reversed",
    handler: async ({ body, deps, user }) => act(deps, body.year, (tx) => reopenYear(tx, body.year, body.reason, actorAt(user.id, deps.clock.now()))),
  }),
];
