import { ADVANCES_ACCOUNT, type AdvanceLineRow, type AdvanceSummary } from '../../contract/creditOps';
import { sql, type Db, type SQL } from '../db/db';

/*
 * Advances from Customers (2050) by customer. Every line of the account is
 * the entry of a receipt (its advance), of its bounce or of an advance
 * applied later; the customer is found from the receipt or application that
 * entry wrote, else from the entry's payee (other writers name the customer
 * there). Lines no customer can be found for still count, under the payee,
 * so the total is always the account's.
 */

export interface AdvanceFilters {
  date_from: string;
  date_to: string;
  customer_code: string;
}

/** The account's lines up to date_to with their customer (c) and entry (e). */
const LINES = (to: string): SQL => sql`
  SELECT l.id::int AS id, l.transaction_date, l.debit, l.credit, e.journal_entry, e.module, e.reference, e.particulars,
         c.customer_code, COALESCE(c.customer_name, e.payee) AS customer_name
  FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
  LEFT JOIN LATERAL (
    SELECT customer_id FROM collection_receipts r WHERE r.je_id = e.id
    UNION ALL SELECT customer_id FROM collection_receipts r WHERE r.settle_je_id = e.id
    UNION ALL SELECT customer_id FROM collections co WHERE co.je_id = e.id
    UNION ALL SELECT customer_id FROM customers cu WHERE cu.customer_name = e.payee
    LIMIT 1) w ON true
  LEFT JOIN customers c ON c.customer_id = w.customer_id
  WHERE l.account_code = ${ADVANCES_ACCOUNT} AND l.transaction_date <= ${to}::date`;

const scoped = (f: AdvanceFilters): SQL =>
  sql`SELECT * FROM (${LINES(f.date_to)}) x ${f.customer_code ? sql`WHERE x.customer_code = ${f.customer_code}` : sql``}`;

/** The range's lines with the running balance (credit - debit) from the balance before the range. */
const RANGE = (f: AdvanceFilters): SQL => sql`
  WITH s AS (${scoped(f)}),
       opening AS (SELECT COALESCE(SUM(credit - debit), 0) AS b FROM s WHERE transaction_date < ${f.date_from}::date)
  SELECT s.id, s.transaction_date::text AS transaction_date, s.journal_entry, s.module, s.reference, s.customer_code, s.customer_name, s.particulars,
         s.debit::numeric(16, 2)::text AS debit, s.credit::numeric(16, 2)::text AS credit,
         ((SELECT b FROM opening) + SUM(s.credit - s.debit) OVER (ORDER BY s.transaction_date, s.id))::numeric(18, 2)::text AS running_balance
  FROM s WHERE s.transaction_date >= ${f.date_from}::date`;

export async function advancePage(db: Db, f: AdvanceFilters, p: { page: number; page_size: number; direction: 'asc' | 'desc' }): Promise<{ rows: AdvanceLineRow[]; total: number }> {
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db.rows<AdvanceLineRow & { total: number }>(sql`
    SELECT r.*, COUNT(*) OVER ()::int AS total FROM (${RANGE(f)}) r
    ORDER BY r.transaction_date ${dir}, r.id ${dir} OFFSET ${p.page * p.page_size} LIMIT ${p.page_size}`);
  const total = rows[0]?.total ?? (p.page > 0 ? (await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM (${RANGE(f)}) r`))!.n : 0);
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}

export async function* advanceBatches(db: Db, f: AdvanceFilters, size = 5000): AsyncIterable<AdvanceLineRow[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await db.rows<AdvanceLineRow>(sql`SELECT * FROM (${RANGE(f)}) r ORDER BY r.transaction_date, r.id OFFSET ${offset} LIMIT ${size}`);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

export async function advanceSummary(db: Db, f: AdvanceFilters): Promise<AdvanceSummary> {
  const rows = await db.rows<{ customer_code: string | null; customer_name: string | null; opening: string; debit: string; credit: string; closing: string; grand: boolean }>(sql`
    WITH s AS (${scoped(f)}),
         per AS (SELECT customer_code, customer_name,
                        SUM(credit - debit) FILTER (WHERE transaction_date < ${f.date_from}::date) AS opening,
                        SUM(debit) FILTER (WHERE transaction_date >= ${f.date_from}::date) AS debit,
                        SUM(credit) FILTER (WHERE transaction_date >= ${f.date_from}::date) AS credit
                 FROM s GROUP BY customer_code, customer_name)
    SELECT customer_code, customer_name, COALESCE(SUM(opening), 0)::numeric(18, 2)::text AS opening, COALESCE(SUM(debit), 0)::numeric(18, 2)::text AS debit,
           COALESCE(SUM(credit), 0)::numeric(18, 2)::text AS credit,
           (COALESCE(SUM(opening), 0) + COALESCE(SUM(credit), 0) - COALESCE(SUM(debit), 0))::numeric(18, 2)::text AS closing,
           GROUPING(customer_code, customer_name) <> 0 AS grand
    FROM per GROUP BY GROUPING SETS ((customer_code, customer_name), ())
    ORDER BY grand, customer_name NULLS LAST, customer_code`);
  const control = await db.one<{ b: string }>(sql`
    SELECT COALESCE(SUM(credit - debit), 0)::numeric(18, 2)::text AS b FROM journal_lines
    WHERE account_code = ${ADVANCES_ACCOUNT} AND transaction_date <= ${f.date_to}::date`);
  const grand = rows.find((r) => r.grand);
  return {
    customers: rows
      .filter((r) => !r.grand && !(r.opening === '0.00' && r.debit === '0.00' && r.credit === '0.00'))
      .map((r) => ({ customer_code: r.customer_code, customer_name: r.customer_name ?? '', opening: r.opening, debit: r.debit, credit: r.credit, closing: r.closing })),
    total: { opening: grand?.opening ?? '0.00', debit: grand?.debit ?? '0.00', credit: grand?.credit ?? '0.00', closing: grand?.closing ?? '0.00' },
    control_closing: control!.b,
  };
}
