import { sql, type SQL } from '../../db/db';

/**
 * Every sales invoice with a balance on `asOf`, as a SELECT of customer_id,
 * si_id, si_date, received_date and balance (its receivable postings up to the
 * date). Reads only the invoices that may owe on the date (migration 130:
 * si_date <= date < owes_nothing_from), and sums postings only for those
 * posted to after the date; the others owe their kept ar_balance. So the cost
 * follows the open invoices, not the years of settled ones.
 * `andWhere` narrows the invoices `si`, e.g. sql`AND si.customer_id = 7`.
 */
export function invoiceBalancesOn(asOf: string, andWhere: SQL = sql``): SQL {
  return sql`
    SELECT * FROM (
      SELECT si.customer_id, si.si_id, si.si_date, si.received_date,
        CASE WHEN si.last_posted_on <= ${asOf}::date THEN si.ar_balance
             ELSE (SELECT SUM(re.debit - re.credit) FROM receivable_entries re
                   WHERE re.si_id = si.si_id AND re.transaction_date <= ${asOf}::date) END AS balance
      FROM sales_invoices si
      WHERE si.owes_nothing_from > ${asOf}::date AND si.si_date <= ${asOf}::date ${andWhere}
      -- A fence: without it PostgreSQL copies the CASE into the outer filter and sums the postings twice.
      OFFSET 0
    ) owing
    WHERE owing.balance <> 0`;
}
