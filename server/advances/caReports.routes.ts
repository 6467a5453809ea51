import { caEmployeeSummaryEp, caReport, caReportColumns, EMPLOYEE_ADVANCES_ACCOUNT, type CaReportRow } from '../../contract/advances';
import { sql, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, reportRoutes, route, type SortMap } from '../kit';
import { EMPLOYEE_NAME } from './cashAdvances';

/*
 * Cash advances as of a date: outstanding (released and not liquidated by
 * then), overdue for liquidation (outstanding past the due date), or every
 * advance released by then; and per employee, beside Advances to Employees in
 * the books (the advances are the account's only writer in the demo books
 * besides the generator's payroll loans, so the figure is shown, not forced).
 */

interface Filters {
  as_of: string;
  view: 'outstanding' | 'overdue' | 'all';
  employee_id?: number;
}

/** Outstanding as of the date: released on or before it, not liquidated on or before it. */
const OUTSTANDING = (asOf: string) => sql`ca.released_on <= ${asOf}::date AND (ca.liquidated_on IS NULL OR ca.liquidated_on > ${asOf}::date)`;

function rows(f: Filters): SQL {
  const view =
    f.view === 'outstanding' ? OUTSTANDING(f.as_of) : f.view === 'overdue' ? sql`${OUTSTANDING(f.as_of)} AND ca.due_date < ${f.as_of}::date` : sql`ca.released_on <= ${f.as_of}::date`;
  return sql`(
    SELECT ca.cash_advance_id::int AS cash_advance_id, ca.ca_no, ${EMPLOYEE_NAME('em')} AS employee, ca.purpose, ca.released_on, ca.due_date,
           ca.amount, CASE WHEN ca.liquidated_on <= ${f.as_of}::date THEN ca.liquidated_amount END AS liquidated_amount,
           CASE WHEN ca.liquidated_on <= ${f.as_of}::date THEN 'liquidated' ELSE 'released' END AS status,
           (LEAST(COALESCE(ca.liquidated_on, ${f.as_of}::date), ${f.as_of}::date) - ca.released_on)::int AS age_days,
           CASE WHEN ${OUTSTANDING(f.as_of)} AND ca.due_date < ${f.as_of}::date THEN (${f.as_of}::date - ca.due_date)::int ELSE 0 END AS days_overdue
    FROM cash_advances ca JOIN employees em ON em.employee_id = ca.employee_id
    WHERE ca.released_on IS NOT NULL AND ${view} ${f.employee_id ? sql`AND ca.employee_id = ${f.employee_id}` : sql``}) t`;
}

const SELECT = sql`t.cash_advance_id, t.ca_no, t.employee, t.purpose, t.released_on::text AS released_on, t.due_date::text AS due_date, t.amount::text AS amount,
  t.liquidated_amount::text AS liquidated_amount, t.status, t.age_days, t.days_overdue`;
const SORT: SortMap<typeof caReportColumns> = {
  ca_no: sql`t.ca_no`,
  employee: sql`lower(t.employee)`,
  released_on: sql`t.released_on`,
  due_date: sql`t.due_date`,
  amount: sql`t.amount`,
  age_days: sql`t.age_days`,
  days_overdue: sql`t.days_overdue`,
};
const VIEW_LABEL = { outstanding: 'Outstanding', overdue: 'Overdue for liquidation', all: 'Every released advance' } as const;

export const caReportRoutes: RouteDef[] = [
  ...reportRoutes<CaReportRow, typeof caReport>(caReport, {
    summary: { page: 'Cash advances as of a date: outstanding, overdue for liquidation, or all, with their age' },
    page: (body, db) => pagedList<CaReportRow, keyof typeof SORT>(db, { select: SELECT, from: rows(body), sort: SORT, tiebreak: sql`t.cash_advance_id`, query: body }),
    export: {
      fileName: (b) => ['cash_advances', b.view, b.as_of],
      filters: async (b, db) => {
        const e = b.employee_id ? await db.one<{ n: string }>(sql`SELECT ${EMPLOYEE_NAME('em')} AS n FROM employees em WHERE em.employee_id = ${b.employee_id}`) : undefined;
        return [{ label: 'As of', value: b.as_of }, { label: 'View', value: VIEW_LABEL[b.view] }, ...(e ? [{ label: 'Employee', value: e.n }] : [])];
      },
      batches: (b, db) =>
        keysetBatches<CaReportRow, number>(
          (after, limit) => jsonBatch<CaReportRow>(db, sql`SELECT ${SELECT} FROM ${rows(b)} WHERE t.cash_advance_id > ${after ?? 0} ORDER BY t.cash_advance_id LIMIT ${limit}`, sql`b.cash_advance_id`),
          (last) => last.cash_advance_id,
        ),
    },
  }),
  route(caEmployeeSummaryEp, {
    scopes: ['view_cash_advance'],
    reads: 'replica',
    summary: 'Cash advances outstanding and overdue per employee as of a date, beside Advances to Employees in the books',
    handler: async ({ body, deps, ok }) => {
      const f = { ...body, view: 'outstanding' as const };
      const employees = await deps.read.rows<{ employee: string; open: number; outstanding: string; overdue: number; overdue_amount: string }>(sql`
        SELECT t.employee, COUNT(*)::int AS open, SUM(t.amount)::numeric(16,2)::text AS outstanding,
               COUNT(*) FILTER (WHERE t.days_overdue > 0)::int AS overdue, COALESCE(SUM(t.amount) FILTER (WHERE t.days_overdue > 0), 0)::numeric(16,2)::text AS overdue_amount
        FROM ${rows(f)} GROUP BY t.employee ORDER BY lower(t.employee)`);
      const totals = await deps.read.one<{ total: string; books: string }>(sql`
        SELECT COALESCE((SELECT SUM(t.amount) FROM ${rows(f)}), 0)::numeric(16,2)::text AS total,
               COALESCE((SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = ${EMPLOYEE_ADVANCES_ACCOUNT} AND transaction_date <= ${body.as_of}::date), 0)::numeric(16,2)::text AS books`);
      return ok({ employees, total_outstanding: totals!.total, books: totals!.books });
    },
  }),
];
