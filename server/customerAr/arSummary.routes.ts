import { AR_MESSAGES, customerArSummaryEp, customerCollectionTotalsEp, type CollectionTotals, type CustomerArSummary } from '../../contract/customerAr';
import { sql } from '../db/db';
import { notFound } from '../http/answer';
import { route } from '../kit';
import { manilaToday } from '../clock';
import { customerOf, money, openInvoices } from './arBooks';

/**
 * The figures around the AR Information accordion (spec 002 §2.4): the
 * customer summary panel and the collection totals chart, both from the
 * receivable sub-ledger on a date (default today in Manila).
 */

export const customerArSummary = route(customerArSummaryEp, {
  // The panel is the outstanding balance in other words (its Total AR and past-due buckets), so it needs
  // the same scope as the Outstanding Balance section, not just get_customer.
  scopes: ['get_customer_outstanding_balance'],
  reads: 'replica',
  summary: "AR Information: a customer's summary on a date (outstanding, past due, checks, advances, returns on process) against its credit limit",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const asOf = body.as_of ?? manilaToday(deps.clock.now());
    // Checks on hand on the date: post-dated checks received by then and not yet cleared or bounced (their
    // invoices are already credited, so the exposure adds them back). Advances: what the receipts of the
    // date and before still have unapplied. Returns on process come with the SRPF issue: zero until then.
    const summary = await deps.read.one<CustomerArSummary>(sql`
      WITH open AS (
        SELECT COALESCE(SUM(o.balance), 0) AS outstanding, COALESCE(SUM(o.days_30 + o.days_60 + o.days_90 + o.over_90_days), 0) AS due
        FROM ${openInvoices(customer.customer_id, customer.credit_term_days, asOf)}
      ),
      f AS (
        SELECT open.outstanding, open.due,
          (SELECT COALESCE(SUM(r.amount_received), 0) FROM collection_receipts r WHERE r.customer_id = c.customer_id AND r.payment_mode = 'PDC'
             AND r.receipt_date <= ${asOf}::date AND (r.settled_on IS NULL OR r.settled_on > ${asOf}::date)) AS pdc,
          (SELECT COALESCE(SUM(r.unapplied), 0) FROM collection_receipts r WHERE r.customer_id = c.customer_id AND r.unapplied > 0
             AND r.receipt_date <= ${asOf}::date) AS advances,
          0::numeric AS returns_on_process, c.credit_limit
        FROM open, customers c WHERE c.customer_id = ${customer.customer_id}
      ),
      x AS (SELECT f.*, f.outstanding + f.pdc + f.returns_on_process AS exposure FROM f)
      SELECT ${asOf}::text AS as_of, ${money(sql`outstanding`)} AS total_outstanding, ${money(sql`pdc`)} AS total_pdc,
        ${money(sql`advances`)} AS total_advances, ${money(sql`returns_on_process`)} AS total_returns, ${money(sql`due`)} AS total_due,
        ${money(sql`credit_limit`)} AS credit_limit, ${money(sql`exposure`)} AS credit_exposure,
        CASE WHEN credit_limit > 0 THEN round(exposure * 100 / credit_limit, 2)::text END AS credit_used_percent,
        exposure > credit_limit AS over_credit_limit
      FROM x`);
    return ok(summary!);
  },
});

export const customerCollectionTotals = route(customerCollectionTotalsEp, {
  scopes: ['get_collection_dashboard_totals'],
  reads: 'replica',
  summary: "AR Information: a customer's invoiced, collected and returned amounts per month, the 12 months up to a date",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const asOf = body.as_of ?? manilaToday(deps.clock.now());
    const first = sql`(make_date(extract(year FROM ${asOf}::date)::int, extract(month FROM ${asOf}::date)::int, 1) - interval '11 months')::date`;
    const sum = (e: string) => money(sql`COALESCE(SUM(${sql.identifier(e)}), 0)`);
    // Months as YYYY-MM text on both sides: no time zone between a date and its month.
    const totals = await deps.read.one<CollectionTotals>(sql`
      WITH months AS (
        SELECT to_char(${first} + make_interval(months => k), 'YYYY-MM') AS month FROM generate_series(0, 11) AS k
      ),
      posted AS (
        SELECT to_char(re.transaction_date, 'YYYY-MM') AS month,
          SUM(re.debit) FILTER (WHERE re.transaction = 'SI') AS invoiced,
          SUM(re.credit) FILTER (WHERE re.transaction = 'CR') AS collected,
          SUM(re.credit) FILTER (WHERE re.transaction = 'RET') AS returned
        FROM receivable_entries re
        WHERE re.customer_id = ${customer.customer_id} AND re.transaction_date BETWEEN ${first} AND ${asOf}::date
        GROUP BY 1
      ),
      m AS (
        SELECT months.month, COALESCE(p.invoiced, 0) AS invoiced, COALESCE(p.collected, 0) AS collected, COALESCE(p.returned, 0) AS returned
        FROM months LEFT JOIN posted p ON p.month = months.month
      )
      SELECT ${first}::text AS date_from, ${asOf}::text AS date_to,
        json_agg(json_build_object('month', month, 'invoiced', ${money(sql`invoiced`)}, 'collected', ${money(sql`collected`)}, 'returned', ${money(sql`returned`)}) ORDER BY month) AS months,
        ${sum('invoiced')} AS invoiced, ${sum('collected')} AS collected, ${sum('returned')} AS returned
      FROM m`);
    return ok(totals!);
  },
});
