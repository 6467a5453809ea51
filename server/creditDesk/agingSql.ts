import { sql, type SQL } from '../db/db';
import { sqlArray } from '../db/arrays';
import { likePattern } from '../kit';
import { invoiceBalancesOn } from '../ledgers/public';

/**
 * The aging of customers on a date, read from the receivable sub-ledger in one
 * pass: every invoice's balance on the date (the sum of its postings up to it),
 * put in one bucket by days past due (due = invoice date + the customer's
 * credit term), summed per customer. The buckets of all customers therefore
 * add up to the sub-ledger's ending balance, which is the AR control account.
 */
export const money = (e: SQL) => sql`(${e})::numeric(16, 2)::text`;

/** Which customers an aging covers: all, those whose code or name contains a text, or a list of ids. */
export type CustomerSet = { search?: string; ids?: number[] };

function customerFilter(set: CustomerSet, column: SQL): SQL {
  const parts: SQL[] = [];
  if (set.ids) parts.push(sql`${column} = ANY(${sqlArray(set.ids, 'int')})`);
  if (set.search) {
    const p = likePattern(set.search);
    parts.push(sql`${column} IN (SELECT customer_id FROM customers WHERE customer_code ILIKE ${p} OR customer_name ILIKE ${p})`);
  }
  return parts.length ? sql`AND ${sql.join(parts, sql` AND `)}` : sql``;
}

/**
 * What receipts had unapplied on `asOf`, per customer: a receipt's advance is
 * what it has unapplied now plus what of it was applied to invoices after the
 * date (kind AP); a bounced receipt has none from its bounce on, and before it
 * had its amount and CWT less what was applied by then. Generated receipts are
 * applied whole on their day, so only these few rows are read (migration 108).
 * A customer return's credit memo adds what it could not take off the
 * customer's invoices, from its date (migration 138), less what of it was
 * applied by then (advance_left now plus its AP rows after the date, 139).
 */
function advancesOn(asOf: string, set: CustomerSet): SQL {
  return sql`(
    SELECT x.customer_id, SUM(x.amount) AS advances FROM (
      SELECT r.customer_id, r.unapplied AS amount FROM collection_receipts r
      WHERE r.unapplied > 0 AND r.receipt_date <= ${asOf}::date ${customerFilter(set, sql`r.customer_id`)}
      UNION ALL
      SELECT r.customer_id, ap.credit FROM receivable_entries ap JOIN collection_receipts r ON r.receipt_no = ap.reference
      WHERE ap.transaction = 'AP' AND ap.transaction_date > ${asOf}::date AND r.receipt_date <= ${asOf}::date AND r.status <> 'BOUNCED'
        ${customerFilter(set, sql`ap.customer_id`)}
      UNION ALL
      SELECT r.customer_id, r.amount_received + r.cwt
        - COALESCE((SELECT SUM(c.amount) FROM collections c WHERE c.receipt_id = r.receipt_id AND c.collection_date <= ${asOf}::date), 0)
      FROM collection_receipts r
      WHERE r.status = 'BOUNCED' AND r.receipt_date <= ${asOf}::date AND r.settled_on > ${asOf}::date ${customerFilter(set, sql`r.customer_id`)}
      UNION ALL
      SELECT h.customer_id, h.advance_left FROM srpf_headers h JOIN journal_entries e ON e.id = h.cm_je_id
      WHERE h.advance_left > 0 AND e.transaction_date <= ${asOf}::date ${customerFilter(set, sql`h.customer_id`)}
      UNION ALL
      SELECT h.customer_id, ap.credit FROM receivable_entries ap JOIN srpf_headers h ON h.cm_no = ap.reference JOIN journal_entries e ON e.id = h.cm_je_id
      WHERE ap.transaction = 'AP' AND ap.transaction_date > ${asOf}::date AND e.transaction_date <= ${asOf}::date
        ${customerFilter(set, sql`ap.customer_id`)}
    ) x GROUP BY x.customer_id
  )`;
}

/**
 * Per customer on `asOf`: customer_id, in_transit, current, days_30, days_60, days_90, over_90_days, total_ar,
 * past_due, advances (numeric), as a FROM item `g`. Customers with neither a balance nor an advance are left out.
 */
export function agingByCustomer(asOf: string, set: CustomerSet = {}): SQL {
  const bucket = (when: SQL) => sql`COALESCE(SUM(a.balance) FILTER (WHERE NOT a.in_transit AND ${when}), 0)`;
  return sql`(
    WITH inv AS (
      ${invoiceBalancesOn(asOf, customerFilter(set, sql`si.customer_id`))}
    ),
    a AS (
      SELECT inv.customer_id, inv.balance, inv.received_date > ${asOf}::date AS in_transit,
             ${asOf}::date - (inv.si_date + c.credit_term_days) AS late
      FROM inv JOIN customers c ON c.customer_id = inv.customer_id
    ),
    ar AS (
      SELECT a.customer_id,
        COALESCE(SUM(a.balance) FILTER (WHERE a.in_transit), 0) AS in_transit,
        ${bucket(sql`a.late <= 0`)} AS current,
        ${bucket(sql`a.late BETWEEN 1 AND 30`)} AS days_30,
        ${bucket(sql`a.late BETWEEN 31 AND 60`)} AS days_60,
        ${bucket(sql`a.late BETWEEN 61 AND 90`)} AS days_90,
        ${bucket(sql`a.late > 90`)} AS over_90_days,
        SUM(a.balance) AS total_ar
      FROM a GROUP BY a.customer_id
    )
    SELECT COALESCE(ar.customer_id, adv.customer_id) AS customer_id,
      COALESCE(ar.in_transit, 0) AS in_transit, COALESCE(ar.current, 0) AS current, COALESCE(ar.days_30, 0) AS days_30,
      COALESCE(ar.days_60, 0) AS days_60, COALESCE(ar.days_90, 0) AS days_90, COALESCE(ar.over_90_days, 0) AS over_90_days,
      COALESCE(ar.total_ar, 0) AS total_ar,
      COALESCE(ar.days_30 + ar.days_60 + ar.days_90 + ar.over_90_days, 0) AS past_due,
      COALESCE(adv.advances, 0) AS advances
    FROM ar FULL JOIN ${advancesOn(asOf, set)} adv ON adv.customer_id = ar.customer_id
    WHERE COALESCE(ar.total_ar, 0) <> 0 OR COALESCE(adv.advances, 0) <> 0
  ) g`;
}

/** The bucket columns of `g` (or of sums over it, with `sum`) as money text, in the contract's names. */
export function bucketColumns(sum = false): SQL {
  const col = (c: string) => (sum ? money(sql`COALESCE(SUM(${sql.identifier('g')}.${sql.identifier(c)}), 0)`) : money(sql`${sql.identifier('g')}.${sql.identifier(c)}`));
  const net = sum ? money(sql`COALESCE(SUM(g.total_ar - g.advances), 0)`) : money(sql`g.total_ar - g.advances`);
  return sql`${col('in_transit')} AS in_transit, ${col('current')} AS current, ${col('days_30')} AS days_30, ${col('days_60')} AS days_60,
    ${col('days_90')} AS days_90, ${col('over_90_days')} AS over_90_days, ${col('total_ar')} AS total_ar, ${col('past_due')} AS past_due,
    ${col('advances')} AS advances, ${net} AS net`;
}

/** The zero aging (a customer with nothing owed on the date). */
export const NO_BUCKETS = {
  in_transit: '0.00',
  current: '0.00',
  days_30: '0.00',
  days_60: '0.00',
  days_90: '0.00',
  over_90_days: '0.00',
  total_ar: '0.00',
  advances: '0.00',
  net: '0.00',
};
