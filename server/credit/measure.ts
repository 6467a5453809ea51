import type { CaFlag } from '../../contract/creditAssessment';
import { sql, type Db, type SQL } from '../db/db';
import type { Measures } from './assessment';

/*
 * The aggregates of a credit assessment, summed and divided in SQL numeric
 * (formulas: server/credit/assessment.ts). Balances start from
 * customer_month_totals and add the lines of the partial month, like the
 * general ledger's opening balance, so they never sum years of postings.
 */

export interface CustomerFacts {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  credit_term_days: number;
  credit_limit: string;
  ca_flag: CaFlag[];
}

export async function findCustomer(db: Db, code: string): Promise<CustomerFacts | undefined> {
  return db.one<CustomerFacts>(sql`
    SELECT customer_id, customer_code, customer_name, credit_term_days, credit_limit::text AS credit_limit, ca_flag
    FROM customers WHERE customer_code = ${code}`);
}

export interface Measured extends Measures {
  window_from: string;
  /** Invoices in the window: none means there is nothing to assess ("No Data."). */
  invoices: number;
}

export async function measure(db: Db, c: CustomerFacts, date: string): Promise<Measured | undefined> {
  /** Receivable of the customer from every posting strictly before day `d` (an SQL date expression). */
  const arBefore = (d: SQL) => sql`(
      COALESCE((SELECT SUM(debit - credit) FROM customer_month_totals
                WHERE customer_id = ${c.customer_id} AND month < date_trunc('month', ${d})), 0)
    + COALESCE((SELECT SUM(debit - credit) FROM receivable_entries
                WHERE customer_id = ${c.customer_id} AND transaction_date >= date_trunc('month', ${d}) AND transaction_date < ${d}), 0))`;
  return db.one<Measured>(sql`
    WITH w AS (
      SELECT (${date}::date - interval '1 year' + interval '1 day')::date AS wfrom, ${date}::date AS wto,
             ${c.credit_limit}::numeric AS credit_limit, ${c.credit_term_days}::int AS term),
    w2 AS (SELECT *, (wto - wfrom + 1) AS days FROM w),
    bal AS (
      SELECT ${arBefore(sql`w2.wfrom`)} AS beginning, ${arBefore(sql`(w2.wto + 1)`)} AS ending FROM w2),
    ytd AS (
      SELECT COALESCE(SUM(debit) FILTER (WHERE transaction = 'SI'), 0) - COALESCE(SUM(credit) FILTER (WHERE transaction = 'RET'), 0) AS sales,
             COALESCE(SUM(credit) FILTER (WHERE transaction = 'CR'), 0) AS collection,
             COUNT(*) FILTER (WHERE transaction = 'SI')::int AS invoices
      FROM receivable_entries, w2
      WHERE customer_id = ${c.customer_id} AND transaction_date BETWEEN w2.wfrom AND w2.wto),
    past_due AS (
      -- Open balance at the date of each invoice 90 days or more beyond its term.
      SELECT COALESCE(SUM(open), 0) AS amount FROM (
        SELECT SUM(re.debit - re.credit) AS open
        FROM receivable_entries re JOIN sales_invoices si ON si.si_id = re.si_id, w2
        WHERE re.customer_id = ${c.customer_id} AND re.transaction_date <= w2.wto
          AND si.si_date + w2.term + 90 <= w2.wto
        GROUP BY re.si_id HAVING SUM(re.debit - re.credit) > 0) o),
    ptp AS (
      SELECT COUNT(*)::int AS due, COUNT(*) FILTER (WHERE kept)::int AS kept
      FROM promises_to_pay, w2
      WHERE customer_id = ${c.customer_id} AND promise_date BETWEEN w2.wfrom AND w2.wto),
    m AS (
      SELECT w2.*, bal.beginning, bal.ending, (bal.beginning + bal.ending) / 2 AS average_ar,
             ytd.sales, ytd.collection, ytd.invoices, past_due.amount AS past_due, ptp.due, ptp.kept
      FROM w2, bal, ytd, past_due, ptp),
    d AS (SELECT m.*, CASE WHEN sales > 0 THEN round(average_ar * days / sales, 2) END AS dso FROM m)
    SELECT wfrom::text AS window_from, invoices,
           beginning::numeric(18,2)::text AS beginning_balance,
           ending::numeric(18,2)::text AS ending_balance,
           round(average_ar, 2)::text AS average_ar,
           sales::numeric(18,2)::text AS ytd_sales,
           collection::numeric(18,2)::text AS ytd_collection,
           COALESCE(dso, 0)::text AS dso,
           COALESCE(dso - term, 0)::numeric(18,2)::text AS dso_vs_ct,
           round(collection / 12, 2)::text AS average_collection,
           (CASE WHEN ending > 0 THEN round(past_due * 100 / ending, 2) ELSE 0 END)::numeric(18,2)::text AS percent_past_due_rate,
           (credit_limit - ending)::numeric(18,2)::text AS credit_limit_performance,
           CASE WHEN credit_limit > 0 THEN round(ending * 100 / credit_limit, 2)::text END AS percent_of_ar_vs_credit_limit,
           (CASE WHEN sales > 0 THEN round(collection / sales, 4) ELSE 0 END)::numeric(18,4)::text AS payment_ratio,
           CASE WHEN due > 0 THEN round(kept * 100.0 / due, 2)::text END AS ptp_conversion_rate,
           round(credit_limit * 1.25, 2)::text AS limit_grossed_up,
           credit_limit::numeric(18,2)::text AS limit_as_is,
           GREATEST(credit_limit - ending, 0)::numeric(18,2)::text AS limit_unused
    FROM d`);
}
