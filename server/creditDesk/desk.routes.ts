import { creditDeskEp, type CreditDesk } from '../../contract/creditDesk';
import { sql } from '../db/db';
import { route } from '../kit';
import { manilaToday } from '../clock';
import { agingTotals } from './aging.routes';
import { money } from './agingSql';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The credit desk's figures for today: what falls due this week, checks maturing, past due by bucket, memos waiting. */
export const creditDesk = route(creditDeskEp, {
  scopes: ['view_credit_and_collections'],
  summary: 'Credit desk: collections due this week, post-dated checks maturing, past-due totals by bucket, memos waiting',
  handler: async ({ deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    const weekEnd = addDays(today, 6);
    // Only invoices whose due date can fall in the week (dated within the longest term before it) are summed.
    const due = (await deps.db.one<CreditDesk['due_this_week']>(sql`
      WITH cand AS (
        SELECT si.si_id FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id
        WHERE si.si_date >= ${today}::date - (SELECT COALESCE(MAX(credit_term_days), 0) FROM customers) AND si.si_date <= ${weekEnd}::date
          AND si.si_date + c.credit_term_days BETWEEN ${today}::date AND ${weekEnd}::date
      ),
      b AS (
        SELECT re.si_id, SUM(re.debit - re.credit) AS balance FROM receivable_entries re
        WHERE re.si_id IN (SELECT si_id FROM cand) AND re.transaction_date <= ${today}::date GROUP BY re.si_id HAVING SUM(re.debit - re.credit) > 0
      )
      SELECT ${today}::text AS date_from, ${weekEnd}::text AS date_to, COUNT(*)::int AS invoices, ${money(sql`COALESCE(SUM(b.balance), 0)`)} AS amount FROM b`))!;
    const pdcEnd = addDays(today, 7);
    const pdcs = (await deps.db.one<CreditDesk['pdcs_maturing']>(sql`
      SELECT ${pdcEnd}::text AS date_to, COUNT(*)::int AS checks, ${money(sql`COALESCE(SUM(r.amount_received), 0)`)} AS amount
      FROM collection_receipts r WHERE r.status = 'PDC' AND r.check_date <= ${pdcEnd}::date`))!;
    // The memos module has its own migration: the desk shows no count until it is there.
    const hasMemos = (await deps.db.one<{ t: string | null }>(sql`SELECT to_regclass('public.memos')::text AS t`))?.t;
    const memos = hasMemos ? Number((await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM memos WHERE status = 1`))?.n ?? 0) : null;
    const desk: CreditDesk = { as_of: today, due_this_week: due, pdcs_maturing: pdcs, past_due: await agingTotals(deps.db, { as_of: today }), memos_waiting: memos };
    return ok(desk);
  },
});
