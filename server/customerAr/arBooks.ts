import { sql, type Db, type SQL } from '../db/db';
import { invoiceBalancesOn } from '../ledgers/public';

/**
 * What every AR Information call reads the books through: the customer, the
 * money cast and the open invoices on a date. One definition, so the
 * outstanding list, its totals and the summary panel cannot disagree.
 */
export const money = (e: SQL) => sql`(${e})::numeric(16, 2)::text`;

export async function customerOf(db: Db, code: string) {
  return db.one<{ customer_id: number; credit_term_days: number }>(sql`SELECT customer_id, credit_term_days FROM customers WHERE customer_code = ${code}`);
}

/**
 * Every invoice with a balance on `asOf`, with its buckets (numeric, for summing), as a FROM item `o`.
 * Aged by days past due (due = invoice date + credit term); goods not yet delivered on the date are in transit.
 */
export function openInvoices(customerId: number, termDays: number, asOf: string): SQL {
  const bucket = (when: SQL) => sql`CASE WHEN NOT a.in_transit AND ${when} THEN a.balance ELSE 0 END`;
  return sql`(
    SELECT a.si_id, a.invoice_date, a.delivered_date, a.due_date, a.dr_number, a.si_number, a.balance,
           CASE WHEN a.in_transit THEN a.balance ELSE 0 END AS in_transit,
           ${bucket(sql`a.days_late <= 0`)} AS current,
           ${bucket(sql`a.days_late BETWEEN 1 AND 30`)} AS days_30,
           ${bucket(sql`a.days_late BETWEEN 31 AND 60`)} AS days_60,
           ${bucket(sql`a.days_late BETWEEN 61 AND 90`)} AS days_90,
           ${bucket(sql`a.days_late > 90`)} AS over_90_days
    FROM (
      SELECT si.si_id, si.si_date AS invoice_date, si.received_date AS delivered_date, si.si_date + ${termDays}::int AS due_date,
             si.dr_number, si.si_number, b.balance,
             si.received_date > ${asOf}::date AS in_transit,
             ${asOf}::date - (si.si_date + ${termDays}::int) AS days_late
      FROM (${invoiceBalancesOn(asOf, sql`AND si.customer_id = ${customerId}`)}) b
      JOIN sales_invoices si ON si.si_id = b.si_id
    ) a
  ) o`;
}

/** A page's ORDER BY, LIMIT and OFFSET: the sort expression, then a unique tiebreak in the same direction. */
export function pageOf(order: SQL, tiebreak: SQL, p: { direction: 'asc' | 'desc'; page: number; page_size: number }): SQL {
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`ORDER BY ${order} ${dir}, ${tiebreak} ${dir} LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`;
}
