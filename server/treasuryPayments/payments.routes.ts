import { Codes } from '../../contract';
import {
  PAY_STATUSES,
  PAYEE_GROUPS,
  cancelScheduleEp,
  clearEp,
  payableColumns,
  payableExportEp,
  payableListEp,
  payableTotalsEp,
  payBanksEp,
  releaseEp,
  scheduleEp,
  type PayableRow,
  type PayableTotals,
  type PayBankOption,
} from '../../contract/treasuryPayments';
import { PAYEE_TYPES } from '../../contract/payableVouchers';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { exportToXlsx, jsonBatch, keysetBatches } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { answer, type Answer } from '../http/answer';
import { exportColumnsOf, pagedList, readableRows, refusedOr, route, whereOf, type SortMap } from '../kit';
import type { VoucherActor } from '../payableVouchers/public';
import { manilaToday } from '../clock';
import { agingOf, cancelSchedules, clearPayments, PAYABLE_FROM, PAYABLE_SEARCH, payableSelect, payableWhere, releasePayments, schedulePayments } from './payments';

export const actorOf = (user: AuthUser, now: number): VoucherActor => ({ userId: user.id, isSuperuser: user.isSuperuser, at: new Date(now).toISOString() });

/** Runs a write in one transaction; a refusal rolls it back and is the answer. */
export async function written<T>(db: Db, code: string, write: (tx: Db) => Promise<T>): Promise<Answer> {
  const done = await refusedOr(db, async (tx) => ({ value: await write(tx) }));
  return 'value' in done ? answer(code, done.value) : done;
}

const SORT: SortMap<typeof payableColumns> = {
  pv_no: sql`h.pv_no`,
  pv_date: sql`h.pv_date`,
  payee_name: sql`lower(${sql`CASE WHEN h.payee_type = 'employee' THEN e.last_name || ', ' || e.first_name ELSE s.company_name END`})`,
  due_date: sql`h.due_date`,
  days_past_due: sql`h.due_date`,
  net_payable: sql`h.net_payable`,
  pay_date: sql`ps.pay_date`,
};

/** Which payee groups a payments view covers is the route's business: one scope, view_treasury, reads them all. */
export const paymentRoutes = [
  route(payableListEp, {
    scopes: ['view_treasury'],
    summary: 'Approved payable vouchers of a payee group (trade, vendors, employees) by payment status, with due dates and aging',
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      const { rows, total } = await pagedList<PayableRow, typeof query.order_by>(deps.db, {
        select: payableSelect(today),
        from: PAYABLE_FROM,
        where: [...payableWhere(query), query.due_to && sql`h.due_date <= ${query.due_to}::date`],
        search: { text: query.search, in: PAYABLE_SEARCH },
        sort: SORT,
        tiebreak: sql`h.payable_voucher_hdr_id`,
        nulls: 'last',
        query,
      });
      return ok(rows, total);
    },
  }),
  route(payableTotalsEp, {
    scopes: ['view_treasury'],
    summary: 'The totals of a payments tab: count, amount and its aging as of today',
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      const where = whereOf([...payableWhere(query), query.due_to && sql`h.due_date <= ${query.due_to}::date`], { text: query.search, in: PAYABLE_SEARCH });
      const t = (await deps.db.one<PayableTotals>(sql`
        SELECT ${today} AS as_of, COUNT(*)::int AS count, COALESCE(SUM(x.net), 0)::numeric(16, 2)::text AS amount,
               ${sql.join(['not_due', 'days_30', 'days_60', 'days_90', 'over_90'].map((b) => sql`COALESCE(SUM(x.net) FILTER (WHERE x.aging = ${b}), 0)::numeric(16, 2)::text AS ${sql.raw(b)}`), sql`, `)}
        FROM (SELECT h.net_payable AS net, ${agingOf(today)} AS aging FROM ${PAYABLE_FROM} ${where}) x`))!;
      return ok(t);
    },
  }),
  route(payableExportEp, {
    scopes: ['view_treasury'],
    summary: 'A payments tab as XLSX',
    handler: async (ctx) => {
      const { body, deps } = ctx;
      const today = manilaToday(deps.clock.now());
      const conditions = [...payableWhere(body), body.due_to && sql`h.due_date <= ${body.due_to}::date`];
      return exportToXlsx(ctx, {
        title: `Payable to ${body.payees === 'trade' ? 'Suppliers (Trade)' : body.payees === 'vendors' ? 'Vendors' : 'Employees'}`,
        fileName: ['treasury', body.payees, body.status],
        filters: [
          { label: 'Payee Type', value: PAYEE_TYPES[PAYEE_GROUPS[body.payees]] },
          { label: 'Payment Status', value: PAY_STATUSES[body.status] },
          { label: 'As Of', value: today },
          ...(body.due_to ? [{ label: 'Due Until', value: body.due_to }] : []),
          ...(body.search ? [{ label: 'Search', value: body.search }] : []),
        ],
        columns: exportColumnsOf(payableColumns),
        sum: ['net_payable'],
        batches: readableRows(
          payableColumns,
          keysetBatches<PayableRow, number>(
            (after, limit) => {
              const where = whereOf([...conditions, sql`h.payable_voucher_hdr_id > ${after ?? 0}`], { text: body.search, in: PAYABLE_SEARCH });
              return jsonBatch<PayableRow>(deps.db, sql`SELECT ${payableSelect(today)} FROM ${PAYABLE_FROM} ${where} ORDER BY h.payable_voucher_hdr_id LIMIT ${limit}`, sql`b.payable_voucher_hdr_id`);
            },
            (last) => last.payable_voucher_hdr_id,
          ),
          formatManilaDateTime,
        ),
      });
    },
  }),
  route(payBanksEp, {
    scopes: ['view_treasury'],
    summary: "The company's active peso bank accounts payments are made from",
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows<PayBankOption>(sql`
          SELECT ba.bank_account_id, bk.bank_name || ' ' || ba.account_number || ' (' || ba.account_name || ')' AS label, ba.account_code
          FROM bank_accounts ba JOIN banks bk ON bk.bank_id = ba.bank_id WHERE ba.active AND ba.currency = 'PHP' ORDER BY bk.bank_name, ba.account_number`),
      ),
  }),
  route(scheduleEp, {
    scopes: ['release_payment'],
    summary: 'Schedule approved vouchers waiting for payment: date, bank account and method',
    handler: async ({ body, deps, user }) =>
      written(deps.db, Codes.CREATED, async (tx) => ({ count: await schedulePayments(tx, { ...body, remarks: body.remarks ?? null }, actorOf(user, deps.clock.now())) })),
  }),
  route(releaseEp, {
    scopes: ['release_payment'],
    summary: 'Release scheduled payments of one payee: writes and releases their check voucher (posts the payables against cash in bank)',
    handler: async ({ body, deps, user }) =>
      written(deps.db, Codes.UPDATED, (tx) => releasePayments(tx, { ...body, reference: body.reference ?? null, particulars: body.particulars ?? null }, actorOf(user, deps.clock.now()))),
  }),
  route(cancelScheduleEp, {
    scopes: ['release_payment'],
    summary: 'Cancel scheduled payments (the vouchers wait again)',
    handler: async ({ body, deps, user }) => written(deps.db, Codes.UPDATED, async (tx) => ({ count: await cancelSchedules(tx, body.schedule_ids, body.reason, actorOf(user, deps.clock.now())) })),
  }),
  route(clearEp, {
    scopes: ['release_payment'],
    summary: 'Mark released checks or transfers cleared by the bank',
    handler: async ({ body, deps, user }) => written(deps.db, Codes.UPDATED, async (tx) => ({ count: await clearPayments(tx, body.cv_ids, body.cleared_date, actorOf(user, deps.clock.now())) })),
  }),
];
