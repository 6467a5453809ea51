import { Codes } from '../../contract';
import {
  caAccountsEp,
  caEmployeesEp,
  caLimits,
  cashAdvanceApproveEp,
  cashAdvanceCancelEp,
  cashAdvanceColumns,
  cashAdvanceCreateEp,
  cashAdvanceLiquidateEp,
  cashAdvanceListEp,
  cashAdvanceOverrideEp,
  cashAdvanceReleaseEp,
  cashAdvanceShowEp,
  dueDateEp,
  holidays,
  type CashAdvanceRow,
} from '../../contract/advances';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, refusedOr, resourceRoutes, route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { caDetail, CA_FROM, CA_SELECT, createCa, EMPLOYEE_NAME, liquidateCa, releaseCa, type Actor } from './cashAdvances';
import { decideCa } from './transitions';
import { addWorkingDays } from './workingDays';

/** Cash advances: the setup (limits, holidays), the lifecycle, the override. */

const holidayRoutes = resourceRoutes(holidays, {
  table: 'non_working_holidays',
  alias: 'h',
  select: sql`h.holiday_id, h.holiday_date::text AS holiday_date, h.holiday_name, h.active`,
  search: [sql`h.holiday_name`, sql`h.holiday_date::text`],
  sort: { holiday_date: sql`h.holiday_date`, holiday_name: sql`lower(h.holiday_name)`, active: sql`h.active` },
});

const limitRoutes = resourceRoutes(caLimits, {
  table: 'cash_advance_limits',
  alias: 'l',
  joins: sql`JOIN employees em ON em.employee_id = l.employee_id`,
  select: sql`l.limit_id, l.employee_id, ${EMPLOYEE_NAME('em')} AS employee, l.max_amount::text AS max_amount, l.liquidation_days, l.active`,
  label: EMPLOYEE_NAME('em'),
  search: [sql`em.last_name`, sql`em.first_name`, sql`em.employee_no`],
  sort: { employee: sql`lower(em.last_name || em.first_name)`, max_amount: sql`l.max_amount`, liquidation_days: sql`l.liquidation_days`, active: sql`l.active` },
  validate: async (db, input) =>
    (await db.one(sql`SELECT 1 FROM employees WHERE employee_id = ${Number(input.employee_id)} AND active`)) ? null : { employee_id: ['Choose an active employee from the list.'] },
});

const actorOf = (userId: number, now: number): Actor => ({ userId, at: new Date(now).toISOString() });

async function writeThenShow(db: Db, now: number, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await refusedOr(db, write);
  if (done === null) return notFound('Cash advance not found.');
  if (typeof done === 'object') return done;
  return answer(code, await caDetail(db, done, manilaToday(now)));
}

const SORT: SortMap<typeof cashAdvanceColumns> = {
  ca_no: sql`ca.ca_no`,
  request_date: sql`ca.request_date`,
  employee: sql`lower(em.last_name || em.first_name)`,
  amount: sql`ca.amount`,
  status: sql`ca.status`,
  due_date: sql`ca.due_date`,
};

export const cashAdvanceRoutes: RouteDef[] = [
  ...holidayRoutes,
  ...limitRoutes,
  route(caEmployeesEp, {
    scopes: ['view_cash_advance'],
    summary: 'Active employees (for the cash advance setup and requests)',
    handler: async ({ deps, ok }) =>
      ok(await deps.db.rows(sql`SELECT em.employee_id, ${EMPLOYEE_NAME('em')} AS label FROM employees em WHERE em.active ORDER BY lower(em.last_name), lower(em.first_name) LIMIT 2000`)),
  }),
  route(caAccountsEp, {
    scopes: ['view_cash_advance'],
    summary: 'Cash and bank accounts, and the accounts a liquidation may charge',
    handler: async ({ deps, ok }) => {
      const rows = await deps.db.rows<{ account_code: string; label: string; cash: boolean }>(sql`
        SELECT account_code, account_code || ' ' || account_name AS label, account_sub_group = 'Cash and Cash Equivalents' AS cash
        FROM accounts WHERE active AND NOT is_header AND deleted_at IS NULL AND account_code <> '1130' ORDER BY account_code`);
      return ok({
        cash: rows.filter((r) => r.cash).map(({ account_code, label }) => ({ account_code, label })),
        expense: rows.filter((r) => !r.cash).map(({ account_code, label }) => ({ account_code, label })),
      });
    },
  }),
  route(dueDateEp, {
    scopes: ['view_cash_advance'],
    summary: 'The date a number of working days after another (weekends and non-working holidays skipped)',
    handler: async ({ query, deps, ok }) => ok({ due_date: await addWorkingDays(deps.db, query.from, query.days) }),
  }),
  route(cashAdvanceListEp, {
    scopes: ['view_cash_advance'],
    summary: 'Cash advances by status, searched, sorted and paged',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<CashAdvanceRow, typeof query.order_by>(deps.db, {
        select: CA_SELECT(manilaToday(deps.clock.now())),
        from: CA_FROM,
        where: [query.status && sql`ca.status = ${query.status}`, query.needs_override && sql`ca.status = 'requested' AND ca.over_limit AND ca.override_by IS NULL`],
        search: { text: query.search, in: [sql`ca.ca_no`, sql`em.last_name`, sql`em.first_name`, sql`em.employee_no`, sql`ca.purpose`] },
        sort: SORT,
        tiebreak: sql`ca.cash_advance_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(cashAdvanceShowEp, {
    scopes: ['view_cash_advance'],
    summary: 'One cash advance with its liquidation lines and the employee’s limit',
    handler: async ({ params, deps, ok }) => {
      const d = await caDetail(deps.db, params.id, manilaToday(deps.clock.now()));
      return d ? ok(d) : notFound('Cash advance not found.');
    },
  }),
  route(cashAdvanceCreateEp, {
    scopes: ['manage_cash_advance'],
    summary: 'Request a cash advance for an employee (over the limit it waits for an override)',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, deps.clock.now(), Codes.CREATED, (tx) => createCa(tx, body, actorOf(user.id, deps.clock.now()))),
  }),
  route(cashAdvanceApproveEp, {
    scopes: ['manage_cash_advance'],
    summary: 'Approve a requested cash advance (not its requester; over the limit only once overridden)',
    handler: async ({ params, deps, user }) =>
      writeThenShow(deps.db, deps.clock.now(), Codes.UPDATED, (tx) => decideCa(tx, 'approve', params.id, { user, now: new Date(deps.clock.now()).toISOString() })),
  }),
  route(cashAdvanceOverrideEp, {
    scopes: ['override_cash_advance'],
    summary: "Override an employee's cash advance limit for one request, with the reason (never the requester's own)",
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, deps.clock.now(), Codes.UPDATED, (tx) => decideCa(tx, 'override', params.id, { user, now: new Date(deps.clock.now()).toISOString(), reason: body.reason })),
  }),
  route(cashAdvanceCancelEp, {
    scopes: ['manage_cash_advance'],
    summary: 'Cancel a cash advance not yet released, with the reason',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, deps.clock.now(), Codes.UPDATED, (tx) => decideCa(tx, 'cancel', params.id, { user, now: new Date(deps.clock.now()).toISOString(), reason: body.reason })),
  }),
  route(cashAdvanceReleaseEp, {
    scopes: ['manage_cash_advance'],
    summary: 'Release an approved cash advance: Dr Advances to Employees, Cr cash; sets the liquidation due date',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, deps.clock.now(), Codes.UPDATED, (tx) => releaseCa(tx, params.id, body, actorOf(user.id, deps.clock.now()))),
  }),
  route(cashAdvanceLiquidateEp, {
    scopes: ['manage_cash_advance'],
    summary: 'Liquidate a released cash advance: Dr the expenses, Cr the advance, the difference in cash',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, deps.clock.now(), Codes.UPDATED, (tx) => liquidateCa(tx, params.id, body, actorOf(user.id, deps.clock.now()))),
  }),
];
