import { Codes } from '../../contract';
import {
  TREASURY_MESSAGES as M,
  createTreasuryRequestEp,
  listTreasuryRequestsEp,
  showTreasuryRequestEp,
  treasuryStatusEp,
  treasuryWorkflow,
  type TreasuryRequestRow,
  type treasuryRequestColumns,
} from '../../contract/treasuryApprovals';
import type { SortKey } from '../../contract/kit';
import { sqlArray } from '../db/arrays';
import { sql } from '../db/db';
import { answer, FORBIDDEN, invalid, notFound } from '../http/answer';
import { holdsAny } from '../auth/users';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, pagedList, queueListRoutes, route, runTransition, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { raiseRequest, REQUEST_FROM, REQUEST_SELECT, requestDetail, StaleRequest } from './requests';
import { treasuryStore } from './transitions';

const SORT: SortMap<typeof treasuryRequestColumns> = {
  requestor_name: sql`lower(ru.last_name)`,
  customer_code: sql`c.customer_code`,
  customer_name: sql`lower(c.customer_name)`,
  amount: sql`r.amount_received`,
  cr_no: sql`r.receipt_no`,
  date_requested: sql`t.requested_at`,
};

const lists = queueListRoutes(treasuryWorkflow, listTreasuryRequestsEp, {
  summary: (tab) => `Treasury requests of the ${tab.label} tab, oldest first, searched by customer, check, receipt or requestor`,
  list: (tab, { query, deps }) =>
    pagedList<TreasuryRequestRow, SortKey<typeof treasuryRequestColumns>>(deps.db, {
      select: REQUEST_SELECT,
      from: REQUEST_FROM,
      where: [sql`t.status = ANY(${sqlArray(tab.statuses, 'int')})`],
      search: { text: query.search, in: [sql`c.customer_code`, sql`c.customer_name`, sql`r.check_no`, sql`r.receipt_no`, sql`t.request_no`, sql`ru.last_name`, sql`ru.first_name`] },
      sort: SORT,
      tiebreak: sql`t.detail_id`,
      query,
    }),
});

const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

export const treasuryRoutes: RouteDef[] = [
  ...lists,
  route(showTreasuryRequestEp, {
    scopes: ['view_treasury_approvals'],
    summary: 'One treasury request with the change asked for and the check as it was',
    handler: async ({ params, deps, ok }) => {
      const detail = await requestDetail(deps.db, params.detail_id);
      return detail ? ok(detail) : notFound('Request not found.');
    },
  }),
  route(treasuryStatusEp, {
    scopes: ['approve_treasury_request', 'decline_treasury_request'],
    summary: "Approve (status 1: the check is changed) or disapprove (status 2, with a reason) a request that is not one's own",
    handler: async ({ body, deps, user }) => {
      const action = body.status === 1 ? 'approve' : 'disapprove';
      // The route admits either scope; each status needs its own.
      if (!holdsAny(user, [treasuryWorkflow.actions[action].scope])) return FORBIDDEN;
      const type = await deps.db.one<{ collection_type: string }>(sql`SELECT collection_type FROM treasury_requests WHERE detail_id = ${body.id}`);
      if (!type) return notFound('Request not found.');
      if (type.collection_type !== body.collection_type) return invalid([M.typeMismatch], { collection_type: [M.typeMismatch] });
      try {
        const res = await runTransition(deps.db, treasuryWorkflow, treasuryStore, action, body.id, { user, now: nowOf(deps), reason: body.reason });
        if (!res.done) return res.answer;
        return answer(Codes.UPDATED, await requestDetail(deps.db, res.id));
      } catch (err) {
        if (err instanceof StaleRequest) return conflict(err.message);
        throw err;
      }
    },
  }),
  route(createTreasuryRequestEp, {
    scopes: ['create_collection'],
    summary: "Ask treasury to change a check's bank and branch or its deposit date, with the reasons",
    handler: async ({ body, deps, user }) => {
      const now = deps.clock.now();
      const done = await deps.db.transaction((tx) => raiseRequest(tx, body, { userId: user.id, at: new Date(now).toISOString() }, manilaToday(now)));
      if (typeof done !== 'number') return done;
      return answer(Codes.CREATED, await requestDetail(deps.db, done));
    },
  }),
];
