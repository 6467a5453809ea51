import { Codes } from '../../contract';
import { createDelegationEp, delegateOptionsEp, DELEGATION_MESSAGES as M, listDelegationsEp, revokeDelegationEp } from '../../contract/approvalDelegations';
import { sql } from '../db/db';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern, refusedOr, route } from '../kit';
import { userName } from '../kit/sqlText';
import { isoAt, manilaToday } from '../clock';
import { createDelegation, delegationById, delegationsOf, revokeDelegation } from './delegations';

/** Every signed-in user keeps their own delegations (naming one needs an approval of some document: checked inside). */
export const delegationRoutes: RouteDef[] = [
  route(listDelegationsEp, {
    scopes: 'authenticated',
    summary: 'The delegations the signed-in user gave (as approver) or received (as substitute), newest first, with their state today',
    handler: async ({ deps, user, ok }) => ok(await delegationsOf(deps.db, user.id, manilaToday(deps.clock.now()))),
  }),
  route(createDelegationEp, {
    scopes: 'authenticated',
    summary: "Name a substitute for the signed-in approver's approvals from a day to a day (no circles, one at a time)",
    handler: async ({ body, deps, user }) => {
      const today = manilaToday(deps.clock.now());
      const made = await refusedOr(deps.db, (tx) => createDelegation(tx, user, body, today, isoAt(deps.clock.now())));
      if (typeof made !== 'number') return made;
      return answer(Codes.CREATED, await delegationById(deps.db, user.id, today, made));
    },
  }),
  route(revokeDelegationEp, {
    scopes: 'authenticated',
    summary: 'Revoke a delegation the signed-in approver gave, before it ends',
    handler: async ({ params, deps, user }) => {
      const today = manilaToday(deps.clock.now());
      const done = await refusedOr(deps.db, (tx) => revokeDelegation(tx, user, params.delegation_id, today, isoAt(deps.clock.now())));
      if (done === false) return notFound(M.notFound);
      if (done !== true) return done;
      return answer(Codes.UPDATED, await delegationById(deps.db, user.id, today, params.delegation_id));
    },
  }),
  route(delegateOptionsEp, {
    scopes: 'authenticated',
    summary: 'Active users to name as a substitute (not the signed-in user), by name or username',
    handler: async ({ query, deps, user, ok }) => {
      const q = query.search?.trim();
      return ok(
        await deps.db.rows(sql`
          SELECT u.id AS user_id, ${userName('u')} AS name, u.username FROM users u
          WHERE u.active AND u.id <> ${user.id} ${q ? sql`AND (u.username ILIKE ${likePattern(q)} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${likePattern(q)})` : sql``}
          ORDER BY name LIMIT 50`),
      );
    },
  }),
];
