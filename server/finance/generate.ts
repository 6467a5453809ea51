import { seedCustomerProductCodes } from '../customerProductCodes/public';
import { seedCustomerProfiles } from '../customers/public';
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
 * journal entry per posted document (seed/postings.ts); the period totals
 * reports start their balances from are kept by triggers as they go in.
 */
export type FinanceScale = 'test' | 'demo' | 'bench';
/** Sales invoices per scale; every other document count follows from it. */
const INVOICES: Record<FinanceScale, number> = { test: 1500, demo: 6000, bench: 640_000 };

export async function seedFinance(db: Db, scale: FinanceScale = 'demo'): Promise<{ lines: number }> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM accounts`);
  if ((existing?.n ?? 0) > 0) return { lines: 0 };
  const invoices = INVOICES[scale];
  await seedMasterData(db);
  await seedCustomerProfiles(db);
  await seedCustomerProductCodes(db);
  await generateDocuments(db, invoices);
  await postDocuments(db, Math.ceil(invoices / 3));
  // The period totals of accounts, products and customers were kept by the database as the
  // postings went in (098_books_kept_totals.sql); the sales totals are rebuilt from the documents.
  await refreshSalesDayTotals(db);
  // Fresh statistics and visibility maps: the planner picks the ledger indexes
  // and index-only scans skip the heap (without this a bulk load reads every row).
  for (const t of ['journal_lines', 'account_month_totals', 'account_day_totals', 'inventory_movements', 'receivable_entries', 'sales_invoices', 'sales_invoice_lines', 'sales_returns', 'sales_day_totals', 'sales_product_day_totals']) {
    await exec(db, `VACUUM ANALYZE ${t}`);
  }
  await exec(db, 'ANALYZE'); // the smaller tables too (EWT set-ups, promises, period totals)
  const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
  return { lines: count?.n ?? 0 };
}

/**
 * Rebuild the sales day totals (050_sales_day_totals.sql) and the customer
 * month totals (065_sales_customer_month_totals.sql) from the sales
 * documents. The generator is the only writer of sales invoices, lines and
 * returns today, so rebuilding after it keeps the totals exact; whatever
 * writes those documents later must call this (or maintain the rows) too.
 */
export async function refreshSalesDayTotals(db: Db): Promise<void> {
  await db.run(sql`DELETE FROM sales_day_totals`);
  await db.run(sql`
    INSERT INTO sales_day_totals (day, transaction_type_id, invoice_count, return_count, invoice_sales, return_sales)
    SELECT day, type_id, SUM(invoices), SUM(returns), SUM(invoice_sales), SUM(return_sales) FROM (
      SELECT si_date AS day, transaction_type_id AS type_id, 1 AS invoices, 0 AS returns, total - vat_amount AS invoice_sales, 0 AS return_sales
      FROM sales_invoices
      UNION ALL
      SELECT r.return_date, si.transaction_type_id, 0, 1, 0, r.amount - r.vat
      FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id) d
    GROUP BY 1, 2`);
  await db.run(sql`DELETE FROM sales_product_day_totals`);
  await db.run(sql`
    INSERT INTO sales_product_day_totals (day, product_id, line_count, net)
    SELECT si.si_date, l.product_id, COUNT(*), SUM(l.net)
    FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id GROUP BY 1, 2`);
  await db.run(sql`DELETE FROM sales_customer_month_totals`);
  await db.run(sql`
    INSERT INTO sales_customer_month_totals (month, customer_id, net)
    SELECT date_trunc('month', si_date)::date, customer_id, SUM(vatable_sales + zero_rated + vat_exempt)
    FROM sales_invoices GROUP BY 1, 2`);
}
