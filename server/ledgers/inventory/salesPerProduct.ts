import type { salesPerProductColumns, SalesPerProductRow } from '../../../contract/inventoryLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { pageDays } from '../../finance/public';
import { orderBy } from '../../db/orderBy';
import type { SortMap } from '../../kit';

/**
 * Sales Per Product Ledger (spec 000 §2.13): one row per sales invoice line in
 * the range, of a customer and of some products when chosen. Channel and
 * segment are the customer's; tagging is the customer's status (Regular /
 * Non-Regular). gross = qty x price (VAT-inclusive), net = gross less the
 * line discount, both as invoiced.
 *
 * The count and overall net total of a range come from sales_product_day_totals
 * (per day and product, so a products filter is covered); a customer filter is
 * not in the totals, its days are summed from its own lines (a customer's
 * invoices are a small share, read by index). In date order (the default) a
 * page is then an offset into the first day it spans, costing its own rows.
 */
export interface SalesPerProductFilters {
  customer_id?: number;
  products: number[];
  date_from: string;
  date_to: string;
}

export const SALES_LINES_FROM = sql`
  FROM sales_invoice_lines l
  JOIN sales_invoices si ON si.si_id = l.si_id
  JOIN customers c ON c.customer_id = si.customer_id
  JOIN customer_regular_nonregular crn ON crn.customer_regular_nonregular_id = c.customer_regular_nonregular_id
  JOIN products p ON p.product_id = l.product_id
  JOIN product_batches b ON b.batch_id = l.batch_id`;

export function salesLinesWhere(f: SalesPerProductFilters): SQL {
  return sql`si.si_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
    ${f.customer_id ? sql`AND si.customer_id = ${f.customer_id}` : sql``}
    ${
      f.products.length
        ? sql`AND l.product_id IN (${sql.join(
            f.products.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }`;
}

export const SALES_LINE_COLUMNS = sql`
  l.line_id::int AS id, si.booked_by, EXTRACT(YEAR FROM si.si_date)::int AS year, EXTRACT(MONTH FROM si.si_date)::int AS month,
  si.si_date::text AS si_date, si.dr_number, si.digital_si AS digital_si_number, si.si_number AS printed_si_number,
  c.customer_name, si.so_number, si.is_promotional::int AS is_promotional, c.channel, crn.description AS tagging, c.segment,
  p.product_code, p.product_name AS product, b.batch_no, b.expiry_date::text AS exp_date, l.qty, l.fg,
  l.price::text AS price, l.dsc::text AS dsc, l.gross::text AS gross, l.net::text AS net`;

/** Sort columns (the contract's sortable columns) as SQL; ties broken by the line id. */
export const SALES_PER_PRODUCT_ORDER: SortMap<typeof salesPerProductColumns> = {
  si_date: sql`si.si_date`,
  dr_number: sql`si.dr_number`,
  printed_si_number: sql`si.si_number`,
  customer_name: sql`c.customer_name`,
  product_code: sql`p.product_code`,
  product: sql`p.product_name`,
  batch_no: sql`b.batch_no`,
  qty: sql`l.qty`,
  price: sql`l.price`,
  gross: sql`l.gross`,
  net: sql`l.net`,
};

/** One row per day of the filters: (day, n lines, net). */
function lineDays(f: SalesPerProductFilters): SQL {
  if (f.customer_id) {
    return sql`SELECT si.si_date AS day, COUNT(*) AS n, SUM(l.net) AS net
      FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id WHERE ${salesLinesWhere(f)} GROUP BY 1`;
  }
  return sql`
    SELECT day, SUM(line_count) AS n, SUM(net) AS net FROM sales_product_day_totals
    WHERE day BETWEEN ${f.date_from}::date AND ${f.date_to}::date
      ${f.products.length ? sql`AND product_id IN (${sql.join(f.products.map((id) => sql`${id}`), sql`, `)})` : sql``}
    GROUP BY day`;
}

type SalesPerProductPageArgs = { order_by: string; direction: 'asc' | 'desc'; page: number; page_size: number };

export async function salesPerProductPage(db: Db, f: SalesPerProductFilters, p: SalesPerProductPageArgs): Promise<SalesPerProductRow[]> {
  if (p.order_by !== 'si_date') return sortedPage(db, f, p);
  const { page } = await pageDays(db, lineDays(f), [], p);
  if (!page) return [];
  // The page's line ids first (an offset into its first day), then their columns.
  const rows = await db.rows<SalesPerProductRow>(sql`
    WITH k AS (SELECT l.line_id FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
               WHERE ${salesLinesWhere({ ...f, date_from: page.first, date_to: page.last })}
               ORDER BY si.si_date, l.line_id OFFSET ${page.skip} LIMIT ${page.take})
    SELECT ${SALES_LINE_COLUMNS} ${SALES_LINES_FROM}
    WHERE l.line_id IN (SELECT line_id FROM k)
    ORDER BY si.si_date, l.line_id`);
  return p.direction === 'desc' ? rows.reverse() : rows;
}

/** A page sorted by a column other than the date: the filtered range, sorted. */
function sortedPage(db: Db, f: SalesPerProductFilters, p: SalesPerProductPageArgs): Promise<SalesPerProductRow[]> {
  const order = orderBy(SALES_PER_PRODUCT_ORDER, p.order_by, 'si_date');
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  return db.rows<SalesPerProductRow>(sql`
    SELECT ${SALES_LINE_COLUMNS} ${SALES_LINES_FROM}
    WHERE ${salesLinesWhere(f)}
    ORDER BY ${order} ${dir}, l.line_id ${dir}
    LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`);
}

/** Row count and SUM(net) of every line of the filters, from the day totals. */
export async function salesPerProductTotals(db: Db, f: SalesPerProductFilters): Promise<{ n: number; net: string }> {
  const row = await db.one<{ n: number; net: string }>(sql`
    SELECT COALESCE(SUM(n), 0)::int AS n, COALESCE(SUM(net), 0)::numeric(18,2)::text AS net FROM (${lineDays(f)}) d`);
  return { n: Number(row?.n ?? 0), net: row?.net ?? '0.00' };
}

/** Export batch: lines after (si_date, line_id), in that order. */
export function salesPerProductAfter(db: Db, f: SalesPerProductFilters, after: { d: string; id: number } | null, limit: number) {
  return db.rows<SalesPerProductRow>(sql`
    SELECT ${SALES_LINE_COLUMNS} ${SALES_LINES_FROM}
    WHERE ${salesLinesWhere(f)} AND (si.si_date, l.line_id) > (${after?.d ?? '1900-01-01'}::date, ${after?.id ?? 0}::bigint)
    ORDER BY si.si_date, l.line_id LIMIT ${limit}`);
}
