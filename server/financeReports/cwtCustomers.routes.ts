import { cwtByCustomer, cwtCustomerColumns, type CwtCustomerRow } from '../../contract/financeReports';
import { sql, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { pagedList, reportRoutes, type SortMap } from '../kit';
import { likePattern } from '../kit/like';

/*
 * CWT per customer: the creditable withholding tax each customer withheld
 * from its collections in the range (what its BIR 2307 certificates should
 * add up to), from the collections themselves. Its total is the CWT
 * account's debits from collections in the range (cwt.test.ts).
 */

interface Filters {
  date_from: string;
  date_to: string;
  search?: string;
}

function perCustomer(f: Filters): SQL {
  const p = f.search ? likePattern(f.search) : null;
  return sql`(
    SELECT c.customer_code, c.customer_name, c.tin, x.collections, x.amount_collected, x.cwt
    FROM (SELECT customer_id, COUNT(*)::int AS collections, SUM(amount) AS amount_collected, SUM(cwt) AS cwt
          FROM collections WHERE collection_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date AND cwt <> 0
          GROUP BY customer_id) x
    JOIN customers c ON c.customer_id = x.customer_id
    ${p ? sql`WHERE c.customer_code ILIKE ${p} OR c.customer_name ILIKE ${p} OR c.tin ILIKE ${p}` : sql``}) t`;
}

const SELECT = sql`t.customer_code, t.customer_name, t.tin, t.collections, t.amount_collected::numeric(18,2)::text AS amount_collected, t.cwt::numeric(18,2)::text AS cwt`;

const ORDER: SortMap<typeof cwtCustomerColumns> = {
  customer_code: sql`t.customer_code`,
  customer_name: sql`t.customer_name`,
  collections: sql`t.collections`,
  amount_collected: sql`t.amount_collected`,
  cwt: sql`t.cwt`,
};

export const cwtCustomerRoutes = reportRoutes<CwtCustomerRow, typeof cwtByCustomer>(cwtByCustomer, {
  summary: { page: 'CWT withheld per customer from the collections of a date range' },
  page: (body, db) => pagedList<CwtCustomerRow, keyof typeof ORDER>(db, { select: SELECT, from: perCustomer(body), sort: ORDER, tiebreak: sql`t.customer_code`, query: body }),
  export: {
    fileName: (b) => ['cwt_per_customer', b.date_from, b.date_to],
    filters: async (b) => [
      { label: 'Date From', value: b.date_from },
      { label: 'Date To', value: b.date_to },
      ...(b.search ? [{ label: 'Search', value: b.search }] : []),
    ],
    batches: (b, db) =>
      keysetBatches<CwtCustomerRow, string>(
        (after, limit) => jsonBatch<CwtCustomerRow>(db, sql`SELECT ${SELECT} FROM ${perCustomer(b)} WHERE t.customer_code > ${after ?? ''} ORDER BY t.customer_code LIMIT ${limit}`, sql`b.customer_code`),
        (last) => last.customer_code,
      ),
  },
});
