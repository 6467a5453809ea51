import { sql, type Db, type SQL } from '../db/db';
import { sqlArray } from '../db/arrays';

/**
 * The 12-month receivable figures of the Customers Center (pay ratio,
 * past-due rate, DSO against the credit term), kept per customer in
 * customer_balances by migration 125 for a day, with the first day they
 * could change (figures_until). The list and the export make every row hold
 * for their business day before reading: the rows computed for a later day
 * or past their figures_until are recomputed (a few hundred a day), so a
 * sort by a figure reads one index instead of summing every customer's
 * postings.
 */
const stale = (today: string) => sql`(figures_as_of > ${today}::date OR figures_until <= ${today}::date)`;

export async function holdFiguresFor(db: Db, today: string): Promise<number> {
  const any = await db.one<{ e: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM customer_balances WHERE ${stale(today)}) AS e`);
  if (!any?.e) return 0;
  return db.transaction(async (tx) => {
    // Locked first; the second statement then sees every posting committed before the lock (PostgreSQL, read committed).
    const ids = (await tx.rows<{ id: number }>(sql`SELECT customer_id AS id FROM customer_balances WHERE ${stale(today)} ORDER BY customer_id FOR UPDATE`)).map((r) => r.id);
    if (ids.length) await tx.run(sql`SELECT customer_ar_figures_refresh(${sqlArray(ids, 'int')}, ${today}::date)`);
    return ids.length;
  });
}

/** The kept figures of customer row `cb` (customer_balances), as the list shows and sorts them. */
export const FIGURES = {
  pay_ratio: sql`cb.pay_ratio`,
  past_due_rate: sql`cb.past_due_rate`,
  dso_vs_credit_terms: sql`cb.dso`,
} satisfies Record<string, SQL>;

/**
 * The figures' definition, summed from the postings for customer `c` (with
 * its balance `cb`) on `today`: what the kept figures must equal (the test
 * compares them on many days). Slow at scale (two laterals per customer).
 */
export const figuresFromPostings = (today: string) => ({
  from: sql`LEFT JOIN LATERAL (
    SELECT SUM(r.debit) FILTER (WHERE r.transaction = 'SI' AND r.transaction_date > ${today}::date - 365) AS sales12,
           SUM(r.credit) FILTER (WHERE r.transaction = 'CR' AND r.transaction_date > ${today}::date - 365) AS collected12
    FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.transaction_date > ${today}::date - 365 AND r.transaction_date <= ${today}::date) s ON true
  LEFT JOIN LATERAL (
    SELECT SUM(open) AS past_due FROM (
      SELECT SUM(r.debit - r.credit) AS open, MIN(r.transaction_date) FILTER (WHERE r.transaction = 'SI') AS invoiced
      FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.si_id IS NOT NULL AND r.transaction_date <= ${today}::date
      GROUP BY r.si_id) i
    WHERE i.open > 0 AND i.invoiced + c.credit_term_days < ${today}::date) pd ON true`,
  pay_ratio: sql`CASE WHEN s.sales12 > 0 THEN round(COALESCE(s.collected12, 0) * 100 / s.sales12, 2) END`,
  past_due_rate: sql`CASE WHEN cb.outstanding > 0 THEN round(COALESCE(pd.past_due, 0) * 100 / cb.outstanding, 2) ELSE 0 END`,
  dso_vs_credit_terms: sql`CASE WHEN s.sales12 > 0 THEN round(COALESCE(cb.outstanding, 0) * 365 / s.sales12 - c.credit_term_days, 2) END`,
});
