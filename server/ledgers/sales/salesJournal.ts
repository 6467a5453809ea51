import type { salesJournalColumns, SalesJournalRow } from '../../../contract/salesLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { keysetBatches } from '../../export';
import { pageDays } from '../../finance/public';
import { orderBy } from '../../db/orderBy';
import type { SortMap } from '../../kit';

/**
 * Sales Special Journal: every sales invoice of the range credits sales with
 * its amount net of VAT (as GL 4010 does); every sales return debits sales
 * with its amount net of VAT (as GL 4020 does), shown with negative gross and
 * net. The balance is the running net sales (credit - debit) of the filtered
 * rows from Date From, in date order (invoice before return on one day).
 *
 * In date order (the default) a page costs its own rows: the day totals
 * (sales_day_totals, per day and transaction type) give the range's count, the
 * days the page spans and the net sales before its first day; the page is then
 * those days' documents with the running balance continued from there. A
 * customer filter is not in the totals: its days are counted from its own
 * documents (a customer's invoices are a small share, read by index).
 * Sorted by another column, the balance of a row still depends on every row
 * before it in date order, so such a page reads the filtered range (one window
 * pass).
 */
export interface SalesJournalFilters {
  /** Transaction type id. */
  id?: number;
  customer_id?: number;
  date_from: string;
  date_to: string;
}

/** Invoices and returns of the filters, numeric columns, with the date-order key (transaction_date, o, doc_id). */
function documents(f: SalesJournalFilters): SQL {
  const invoiceFilter = sql`${f.customer_id ? sql`AND si.customer_id = ${f.customer_id}` : sql``} ${f.id ? sql`AND si.transaction_type_id = ${f.id}` : sql``}`;
  return sql`
    SELECT 'SI' AS document, 1 AS o, si.si_id AS doc_id, si.si_number AS reference, si.si_date AS transaction_date,
           si.received_date, si.si_number, si.digital_si, tt.type AS transaction_type, c.customer_name, c.customer_code,
           si.gross, si.total AS net, 0::numeric AS sales_debit, si.total - si.vat_amount AS sales_credit
    FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id JOIN transaction_types tt ON tt.id = si.transaction_type_id
    WHERE si.si_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date ${invoiceFilter}
    UNION ALL
    SELECT 'RET', 2, r.return_id, r.return_no, r.return_date, NULL, si.si_number, si.digital_si, tt.type, c.customer_name, c.customer_code,
           -r.amount, -r.amount, r.amount - r.vat, 0
    FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id
    JOIN customers c ON c.customer_id = si.customer_id JOIN transaction_types tt ON tt.id = si.transaction_type_id
    WHERE r.return_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date ${invoiceFilter}`;
}

/** SalesJournalRow columns of `j` (documents with their running `balance`). */
const ROW_COLUMNS = sql`
  j.document || '-' || j.doc_id AS id, j.document, j.reference, j.transaction_date::text AS transaction_date,
  j.received_date::text AS received_date, j.si_number, j.digital_si, j.transaction_type, j.customer_name, j.customer_code,
  j.gross::numeric(18,2)::text AS gross, j.net::numeric(18,2)::text AS net,
  j.sales_debit::numeric(18,2)::text AS sales_debit, j.sales_credit::numeric(18,2)::text AS sales_credit,
  j.balance::numeric(18,2)::text AS balance`;

const DATE_ORDER = sql`transaction_date, o, doc_id`;

// Numeric columns sort as numbers (not their text form); ties fall back to date order.
const SORT: SortMap<typeof salesJournalColumns> = {
  transaction_date: sql`j.transaction_date`,
  received_date: sql`j.received_date`,
  si_number: sql`j.si_number`,
  transaction_type: sql`j.transaction_type`,
  customer_name: sql`j.customer_name`,
  gross: sql`j.gross`,
  net: sql`j.net`,
  sales_debit: sql`j.sales_debit`,
  sales_credit: sql`j.sales_credit`,
};

export interface SortedPage {
  page: number;
  page_size: number;
  order_by: string;
  direction: 'asc' | 'desc';
}

/** One row per day of the filters: (day, n documents, net sales credit - debit). */
function documentDays(f: SalesJournalFilters): SQL {
  if (f.customer_id) {
    return sql`SELECT transaction_date AS day, COUNT(*) AS n, SUM(sales_credit - sales_debit) AS net FROM (${documents(f)}) d GROUP BY 1`;
  }
  return sql`
    SELECT day, SUM(invoice_count + return_count) AS n, SUM(invoice_sales - return_sales) AS net FROM sales_day_totals
    WHERE day BETWEEN ${f.date_from}::date AND ${f.date_to}::date ${f.id ? sql`AND transaction_type_id = ${f.id}` : sql``}
    GROUP BY day`;
}

export async function salesJournalPage(db: Db, f: SalesJournalFilters, p: SortedPage): Promise<{ rows: SalesJournalRow[]; total: number }> {
  const span = await pageDays(db, documentDays(f), ['net'], p);
  if (p.order_by !== 'transaction_date') return { rows: await sortedPage(db, f, p), total: span.total };
  if (!span.page) return { rows: [], total: span.total };
  const { first, last, skip, take, before } = span.page;
  const rows = await db.rows<SalesJournalRow>(sql`
    WITH d AS (${documents({ ...f, date_from: first, date_to: last })}),
         j AS (SELECT d.*, ${before.net}::numeric + SUM(sales_credit - sales_debit) OVER (ORDER BY ${DATE_ORDER}) AS balance FROM d)
    SELECT ${ROW_COLUMNS} FROM j ORDER BY j.transaction_date, j.o, j.doc_id OFFSET ${skip} LIMIT ${take}`);
  return { rows: p.direction === 'desc' ? rows.reverse() : rows, total: span.total };
}

/** A page sorted by a column other than the date: the running balance over the whole filtered range, then the sort. */
function sortedPage(db: Db, f: SalesJournalFilters, p: SortedPage): Promise<SalesJournalRow[]> {
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const order = orderBy(SORT, p.order_by, 'transaction_date');
  return db.rows<SalesJournalRow>(sql`
    WITH d AS (${documents(f)}),
         j AS (SELECT d.*, SUM(sales_credit - sales_debit) OVER (ORDER BY ${DATE_ORDER}) AS balance FROM d)
    SELECT ${ROW_COLUMNS} FROM j
    ORDER BY ${order} ${dir} NULLS LAST, j.transaction_date ${dir}, j.o ${dir}, j.doc_id ${dir}
    LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`);
}

interface BatchKey {
  date: string;
  o: number;
  docId: number;
  balance: string;
}

/** Every row of the filters in date order, in keyset batches, the balance carried from batch to batch. */
export function salesJournalBatches(db: Db, f: SalesJournalFilters, batchSize?: number): AsyncIterable<SalesJournalRow[]> {
  return keysetBatches<SalesJournalRow & { o: number; doc_id: number }, BatchKey>(
    (after, limit) => {
      const start = after ?? { date: f.date_from, o: 0, docId: 0, balance: '0' };
      return db.rows(sql`
        WITH d AS (SELECT * FROM (${documents(f)}) x
                   WHERE (transaction_date, o, doc_id) > (${start.date}::date, ${start.o}::int, ${start.docId}::bigint)
                   ORDER BY ${DATE_ORDER} LIMIT ${limit}),
             j AS (SELECT d.*, ${start.balance}::numeric + SUM(sales_credit - sales_debit) OVER (ORDER BY ${DATE_ORDER}) AS balance FROM d)
        SELECT ${ROW_COLUMNS}, j.o, j.doc_id::bigint AS doc_id FROM j ORDER BY j.transaction_date, j.o, j.doc_id`);
    },
    (last) => ({ date: last.transaction_date, o: Number(last.o), docId: Number(last.doc_id), balance: last.balance }),
    batchSize,
  );
}
