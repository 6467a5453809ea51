import type { ReceivableRow } from '../../../contract/salesLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { keysetBatches } from '../../export';
import { nextDay } from '../../inventoryReports/public';
// The inventory sub-ledger's table-neutral paging helper (the general ledger's technique); see its header.
import { balancesBefore, countRows, keyAt, pageWindow, type BalanceSum, type MonthKeyedLedger, type RowKey } from '../monthKeyedPaging';

/**
 * Receivable sub-ledger over receivable_entries (one posting per invoice,
 * return and collection). Running balances are debit - credit from the first
 * posting ever: of one customer, or of all customers (the AR control account,
 * equal to GL 1100). With a DR/SI number the ledger is that invoice's postings.
 */
export interface ReceivableFilters {
  customer_id?: number;
  /** Upper-cased DR / printed SI / digital SI number, '' for none. */
  dr_si_number: string;
  date_from: string;
  date_to: string;
}

/**
 * The postings of one customer, or of all: then the monthly totals are summed
 * over customers first (the helper expects one totals row per month).
 */
const byCustomer = (customerId?: number): MonthKeyedLedger => ({
  postings: sql`receivable_entries`,
  date: sql`transaction_date`,
  id: sql`id`,
  where: customerId ? sql`customer_id = ${customerId}` : sql`true`,
  monthTotals: customerId
    ? sql`customer_month_totals`
    : sql`(SELECT month, SUM(line_count)::int AS line_count, SUM(debit) AS debit, SUM(credit) AS credit FROM customer_month_totals GROUP BY month) t`,
});

const BALANCE: BalanceSum = { name: 'balance', posting: sql`debit - credit`, month: sql`debit - credit`, type: sql`numeric(18,2)` };

async function balanceBefore(db: Db, ledger: MonthKeyedLedger, key: RowKey): Promise<string> {
  return (await balancesBefore(db, ledger, [BALANCE], key)).balance ?? '0.00';
}

/** ReceivableRow columns of the postings `r` (with their running balance `running`), joined to customer and invoice. */
function rowsOf(postings: SQL, running: SQL): SQL {
  return sql`
    SELECT r.id::int AS id, r.transaction_date::text AS transaction_date, r.reference, c.customer_name, c.customer_code,
           r.particulars AS new_particulars, r.debit::text AS receivable_debit, r.credit::text AS receivable_credit,
           -- What is still owed on the invoice: its postings up to this one (all on or after the invoice date, same customer).
           (SELECT SUM(e.debit - e.credit) FROM receivable_entries e
            WHERE e.customer_id = r.customer_id AND e.transaction_date BETWEEN si.si_date AND r.transaction_date
              AND e.si_id = r.si_id AND (e.transaction_date, e.id) <= (r.transaction_date, r.id))::numeric(18,2)::text AS balance,
           ${running}::numeric(18,2)::text AS running_balance,
           r.transaction, si.si_number AS printed_si_number, si.digital_si AS digital_si_number, si.dr_number
    FROM (${postings}) r
    JOIN customers c ON c.customer_id = r.customer_id
    JOIN sales_invoices si ON si.si_id = r.si_id`;
}

/** The postings of the invoice(s) a DR/SI number names, each with its running balance since the invoice. */
function invoicePostings(f: ReceivableFilters): SQL {
  return sql`
    SELECT e.*, SUM(e.debit - e.credit) OVER (ORDER BY e.transaction_date, e.id) AS running
    FROM sales_invoices si
    JOIN receivable_entries e ON e.customer_id = si.customer_id AND e.transaction_date >= si.si_date AND e.si_id = si.si_id
    WHERE (si.dr_number = ${f.dr_si_number} OR si.si_number = ${f.dr_si_number} OR si.digital_si = ${f.dr_si_number})
      ${f.customer_id ? sql`AND si.customer_id = ${f.customer_id}` : sql``}`;
}

export interface PageArgs {
  page: number;
  page_size: number;
  direction: 'asc' | 'desc';
}

/** One invoice's postings: a handful of rows, read whole. */
async function invoicePage(db: Db, f: ReceivableFilters, p: PageArgs): Promise<{ rows: ReceivableRow[]; total: number }> {
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const inRange = sql`SELECT * FROM (${invoicePostings(f)}) x WHERE transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date`;
  const rows = await db.rows<ReceivableRow>(sql`
    ${rowsOf(inRange, sql`r.running`)}
    ORDER BY r.transaction_date ${dir}, r.id ${dir}
    LIMIT ${p.page_size} OFFSET ${p.page * p.page_size}`);
  const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM (${inRange}) x`);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function receivablePage(db: Db, f: ReceivableFilters, p: PageArgs): Promise<{ rows: ReceivableRow[]; total: number }> {
  if (f.dr_si_number) return invoicePage(db, f, p);
  const ledger = byCustomer(f.customer_id);
  const total = await countRows(db, ledger, f.date_from, f.date_to);
  const win = pageWindow(total, p.page, p.page_size, p.direction);
  if (!win) return { rows: [], total };
  const first = await keyAt(db, ledger, f.date_from, f.date_to, win.start);
  if (!first) return { rows: [], total };
  const opening = await balanceBefore(db, ledger, first);
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const postings = sql`
    SELECT * FROM receivable_entries
    WHERE ${ledger.where} AND transaction_date <= ${f.date_to}::date
      AND (transaction_date, id) >= (${first.date}::date, ${first.id}::bigint)
    ORDER BY transaction_date, id LIMIT ${win.count}`;
  const rows = await db.rows<ReceivableRow>(sql`
    ${rowsOf(postings, sql`(${opening}::numeric + SUM(r.debit - r.credit) OVER (ORDER BY r.transaction_date, r.id))`)}
    ORDER BY r.transaction_date ${dir}, r.id ${dir}`);
  return { rows, total };
}

interface BatchKey extends RowKey {
  /** Running balance after the last exported row. */
  balance: string;
}

/** Every posting of the filters in date order, in keyset batches, the running balance carried from batch to batch. */
export function receivableBatches(db: Db, f: ReceivableFilters, batchSize?: number): AsyncIterable<ReceivableRow[]> {
  if (f.dr_si_number) {
    return keysetBatches<ReceivableRow, RowKey>(
      (after, limit) =>
        db.rows<ReceivableRow>(sql`
          ${rowsOf(sql`SELECT * FROM (${invoicePostings(f)}) x
                       WHERE transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
                         AND (transaction_date, id) > (${after?.date ?? f.date_from}::date, ${after?.id ?? 0}::bigint)`, sql`r.running`)}
          ORDER BY r.transaction_date, r.id LIMIT ${limit}`),
      (last) => ({ date: last.transaction_date, id: last.id }),
      batchSize,
    );
  }
  const ledger = byCustomer(f.customer_id);
  return keysetBatches<ReceivableRow, BatchKey>(
    async (after, limit) => {
      // (date_from, 0) is before every posting of the first day: ids start at 1.
      const start = after ?? { date: f.date_from, id: 0, balance: await balanceBefore(db, ledger, { date: f.date_from, id: 0 }) };
      const postings = sql`
        SELECT * FROM receivable_entries
        WHERE ${ledger.where} AND transaction_date <= ${f.date_to}::date
          AND (transaction_date, id) > (${start.date}::date, ${start.id}::bigint)
        ORDER BY transaction_date, id LIMIT ${limit}`;
      return db.rows<ReceivableRow>(sql`
        ${rowsOf(postings, sql`(${start.balance}::numeric + SUM(r.debit - r.credit) OVER (ORDER BY r.transaction_date, r.id))`)}
        ORDER BY r.transaction_date, r.id`);
    },
    (last) => ({ date: last.transaction_date, id: last.id, balance: last.running_balance }),
    batchSize,
  );
}

/**
 * The balance of the filters before Date From and at the end of Date To (the export's opening and closing
 * rows), from the kept month totals; null for one invoice's postings, which carry their own balance.
 */
export async function receivableOpeningClosing(db: Db, f: ReceivableFilters): Promise<{ opening: string; closing: string } | null> {
  if (f.dr_si_number) return null;
  const ledger = byCustomer(f.customer_id);
  const [opening, closing] = await Promise.all([balanceBefore(db, ledger, { date: f.date_from, id: 0 }), balanceBefore(db, ledger, { date: nextDay(f.date_to), id: 0 })]);
  return { opening, closing };
}
