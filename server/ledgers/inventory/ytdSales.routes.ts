import { YTD_GRAND_TOTAL_ID, ytdSalesReport, type ytdSalesColumns, type YtdSalesResult, type YtdSalesRow, type YtdType } from '../../../contract/inventoryLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { orderBy } from '../../db/orderBy';
import { route, type SortMap } from '../../kit';

/**
 * YTD Sales Ledger (spec 000 §2.16): sales of a year per customer channel or
 * segment and month. Sales are net of VAT as invoiced: vatable_sales +
 * zero_rated + vat_exempt of each invoice, in the month of its SI date.
 * Returns are not deducted (they belong to the month they happen in and are
 * reported by the sales special journal), so a year's total is exactly the
 * year's invoiced sales. Every channel or segment a customer has is listed,
 * with dashes where it sold nothing. The sums come from the customer month
 * totals (065_sales_customer_month_totals.sql), not from the invoices.
 *
 * The route is written with route() rather than reportRoutes: the page
 * answers the page's rows and the Grand Total row of all of them (pinned
 * under the grid), not just rows. There is no export.
 */
const TYPE_COLUMN: Record<YtdType, SQL> = { per_channel: sql`c.channel`, per_segment: sql`c.segment` };

/** type_name, month 1..12 and amount, for every type and month (zero when nothing sold). */
function monthly(type: YtdType, year: number): SQL {
  const col = TYPE_COLUMN[type];
  return sql`
    WITH s AS (
      SELECT ${col} AS type_name, EXTRACT(MONTH FROM t.month)::int AS month, SUM(t.net) AS amt
      FROM sales_customer_month_totals t JOIN customers c ON c.customer_id = t.customer_id
      WHERE t.month BETWEEN make_date(${year}::int, 1, 1) AND make_date(${year}::int, 12, 1)
      GROUP BY 1, 2),
    types AS (SELECT DISTINCT ${col} AS type_name FROM customers c),
    cells AS (
      SELECT t.type_name, m.month, COALESCE(s.amt, 0) AS amt
      FROM types t CROSS JOIN generate_series(1, 12) AS m(month)
      LEFT JOIN s ON s.type_name = t.type_name AND s.month = m.month)`;
}

// The grand total sorts by the year's sum of the type's months; ties by the type's name.
const SORT: SortMap<typeof ytdSalesColumns> = { type_name: sql`type_name`, Grand_Total: sql`SUM(amt)` };

const SALES_JSON = sql`json_agg(json_build_object('month', month, 'total_sales', amt::numeric(18,2)::text) ORDER BY month)`;

async function ytdSales(db: Db, type: YtdType, year: number, p: { order_by: string; direction: 'asc' | 'desc'; page: number; page_size: number }) {
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const order = sql`${orderBy(SORT, p.order_by, 'type_name')} ${dir}, type_name`;
  const rows = await db.rows<YtdSalesRow>(sql`${monthly(type, year)}
    SELECT (row_number() OVER (ORDER BY type_name))::int AS id, type_name, ${SALES_JSON} AS sales,
           SUM(amt)::numeric(18,2)::text AS "Grand_Total"
    FROM cells GROUP BY type_name
    ORDER BY ${order} LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`);
  const total = await db.one<YtdSalesRow & { n: number }>(sql`${monthly(type, year)},
    per_month AS (SELECT month, SUM(amt) AS amt FROM cells GROUP BY month)
    SELECT ${YTD_GRAND_TOTAL_ID}::int AS id, 'Grand Total' AS type_name, ${SALES_JSON} AS sales, SUM(amt)::numeric(18,2)::text AS "Grand_Total",
           (SELECT COUNT(DISTINCT type_name)::int FROM cells) AS n
    FROM per_month`);
  const { n, ...grand_total } = total!;
  const result: YtdSalesResult = [...rows, grand_total];
  return { result, total: Number(n) };
}

export const ytdSalesLedger = route(ytdSalesReport.page, {
  scopes: [ytdSalesReport.scopes.view],
  summary: 'Sales net of VAT of a year per customer channel or segment and month, with the grand total',
  handler: async ({ body, deps, ok }) => {
    const { result, total } = await ytdSales(deps.db, body.type, body.date_year, body);
    return ok(result, total);
  },
});

export const ytdSalesRoutes = [ytdSalesLedger];
