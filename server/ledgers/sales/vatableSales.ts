import type { vatableSalesColumns, VatableSalesRow } from '../../../contract/salesLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { keysetBatches } from '../../export';
import { pageDays } from '../../finance/public';
import type { SortedPage } from './salesJournal';
import { orderBy } from '../../db/orderBy';
import type { SortMap } from '../../kit';

/**
 * Vatable Sales Ledger: one row per sales invoice with its VAT breakdown.
 * net_sales is what the customer owes (VAT-inclusive, after discount) =
 * vat_sales + vat_amount + rated_sales + vat_exempt; sales is net of VAT.
 * Returns are not listed here (the Sales Special Journal shows them).
 *
 * In date order (the default) a page costs its own rows: the invoice counts of
 * sales_day_totals give the range's count and the days the page spans, then
 * the page is an offset into its first day. A customer or customer-status
 * filter is not in the totals: its days are counted from its own invoices.
 */
export interface VatableSalesFilters {
  customer_id?: number;
  /** customer_regular_nonregular_id */
  reg_or_nonreg?: number;
  date_from: string;
  date_to: string;
}

function invoices(f: VatableSalesFilters): SQL {
  return sql`
    SELECT si.si_id, si.si_date, si.dr_number, si.si_number, c.customer_name, c.tin,
           si.total AS net_sales, si.vatable_sales AS vat_sales, si.zero_rated AS rated_sales, si.vat_exempt, si.vat_amount,
           si.vatable_sales + si.zero_rated + si.vat_exempt AS sales
    FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id
    WHERE si.si_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
      ${f.customer_id ? sql`AND si.customer_id = ${f.customer_id}` : sql``}
      ${f.reg_or_nonreg ? sql`AND c.customer_regular_nonregular_id = ${f.reg_or_nonreg}` : sql``}`;
}

const ROW_COLUMNS = sql`
  v.si_id::int AS id, v.si_date::text AS si_date, v.dr_number, v.si_number, v.customer_name, v.tin,
  v.net_sales::text AS net_sales, v.vat_sales::text AS vat_sales, v.rated_sales::text AS rated_sales,
  v.vat_exempt::text AS vat_exempt, v.vat_amount::text AS vat_amount, v.sales::numeric(18,2)::text AS sales`;

// Numeric columns sort as numbers; ties fall back to date order.
const SORT: SortMap<typeof vatableSalesColumns> = {
  si_date: sql`v.si_date`,
  dr_number: sql`v.dr_number`,
  si_number: sql`v.si_number`,
  customer_name: sql`v.customer_name`,
  net_sales: sql`v.net_sales`,
  vat_sales: sql`v.vat_sales`,
  vat_exempt: sql`v.vat_exempt`,
  vat_amount: sql`v.vat_amount`,
  sales: sql`v.sales`,
};

/** One row per day of the filters: (day, n invoices). */
function invoiceDays(f: VatableSalesFilters): SQL {
  if (f.customer_id || f.reg_or_nonreg) return sql`SELECT si_date AS day, COUNT(*) AS n FROM (${invoices(f)}) v GROUP BY 1`;
  return sql`
    SELECT day, SUM(invoice_count) AS n FROM sales_day_totals
    WHERE day BETWEEN ${f.date_from}::date AND ${f.date_to}::date GROUP BY day HAVING SUM(invoice_count) > 0`;
}

export async function vatableSalesPage(db: Db, f: VatableSalesFilters, p: SortedPage): Promise<{ rows: VatableSalesRow[]; total: number }> {
  const span = await pageDays(db, invoiceDays(f), [], p);
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  if (p.order_by !== 'si_date') {
    const order = orderBy(SORT, p.order_by, 'si_date');
    const rows = await db.rows<VatableSalesRow>(sql`
      SELECT ${ROW_COLUMNS} FROM (${invoices(f)}) v
      ORDER BY ${order} ${dir}, v.si_date ${dir}, v.si_id ${dir}
      LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`);
    return { rows, total: span.total };
  }
  if (!span.page) return { rows: [], total: span.total };
  const { first, last, skip, take } = span.page;
  const rows = await db.rows<VatableSalesRow>(sql`
    SELECT ${ROW_COLUMNS} FROM (${invoices({ ...f, date_from: first, date_to: last })}) v
    ORDER BY v.si_date, v.si_id OFFSET ${skip} LIMIT ${take}`);
  return { rows: p.direction === 'desc' ? rows.reverse() : rows, total: span.total };
}

/** Every invoice of the filters in (si_date, si_id) order, in keyset batches. */
export function vatableSalesBatches(db: Db, f: VatableSalesFilters, batchSize?: number): AsyncIterable<VatableSalesRow[]> {
  return keysetBatches<VatableSalesRow, { date: string; id: number }>(
    (after, limit) =>
      db.rows<VatableSalesRow>(sql`
        SELECT ${ROW_COLUMNS} FROM (${invoices(f)}) v
        WHERE (v.si_date, v.si_id) > (${after?.date ?? f.date_from}::date, ${after?.id ?? 0}::bigint)
        ORDER BY v.si_date, v.si_id LIMIT ${limit}`),
    (last) => ({ date: last.si_date, id: last.id }),
    batchSize,
  );
}
