import { sql, type Db } from '../db/db';
import { generateDocuments } from './seed/documents';
import { seedMasterData } from './seed/masterSeed';
import { postDocuments } from './seed/postings';
import { exec } from './seed/sqlGen';

export { BOOKS_END, BOOKS_START } from './seed/documents';

/**
 * Deterministic demo business, generated set-based in SQL (INSERT ... SELECT
 * over generate_series) so the benchmark scale loads millions of lines in
 * minutes: master data, the documents (seed/documents.ts), then one balanced
 * journal entry per posted document (seed/postings.ts), then the monthly
 * totals reports start their balances from.
 */
export type FinanceScale = 'test' | 'demo' | 'bench';
/** Sales invoices per scale; every other document count follows from it. */
const INVOICES: Record<FinanceScale, number> = { test: 1500, demo: 6000, bench: 640_000 };

export async function seedFinance(db: Db, scale: FinanceScale = 'demo'): Promise<{ lines: number }> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM accounts`);
  if ((existing?.n ?? 0) > 0) return { lines: 0 };
  const invoices = INVOICES[scale];
  await seedMasterData(db);
  await generateDocuments(db, invoices);
  await postDocuments(db, Math.ceil(invoices / 3));
  await refreshMonthTotals(db);
  // Fresh statistics and visibility maps: the planner picks the ledger indexes
  // and index-only scans skip the heap (without this a bulk load reads every row).
  for (const t of ['journal_lines', 'account_month_totals', 'account_day_totals', 'inventory_movements', 'receivable_entries', 'sales_invoices', 'sales_invoice_lines']) {
    await exec(db, `VACUUM ANALYZE ${t}`);
  }
  await exec(db, 'ANALYZE'); // the smaller tables too (EWT set-ups, promises, period totals)
  const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
  return { lines: count?.n ?? 0 };
}

/** Rebuild the period totals (per account by month and day, per product and customer by month) from the postings. */
export async function refreshMonthTotals(db: Db): Promise<void> {
  await db.run(sql`DELETE FROM account_month_totals`);
  await db.run(sql`
    INSERT INTO account_month_totals (account_code, month, debit, credit, line_count)
    SELECT account_code, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*)
    FROM journal_lines GROUP BY 1, 2`);
  await db.run(sql`DELETE FROM account_day_totals`);
  await db.run(sql`
    INSERT INTO account_day_totals (account_code, day, debit, credit, line_count)
    SELECT account_code, transaction_date, SUM(debit), SUM(credit), COUNT(*)
    FROM journal_lines GROUP BY 1, 2`);
  await db.run(sql`DELETE FROM product_month_totals`);
  await db.run(sql`
    INSERT INTO product_month_totals (product_id, month, quantity, amount, line_count)
    SELECT product_id, date_trunc('month', transaction_date)::date, SUM(quantity), SUM(amount), COUNT(*)
    FROM inventory_movements GROUP BY 1, 2`);
  await db.run(sql`DELETE FROM customer_month_totals`);
  await db.run(sql`
    INSERT INTO customer_month_totals (customer_id, month, debit, credit, line_count)
    SELECT customer_id, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*)
    FROM receivable_entries GROUP BY 1, 2`);
}
