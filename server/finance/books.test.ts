import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/db';
import { openTestDb } from '../testing';
import { seedFinance } from './generate';

let db: Db;
beforeAll(async () => {
  db = await openTestDb('seeded');
  await seedFinance(db, 'test');
});
afterAll(async () => db?.close());

describe('the generated books', () => {
  it('has a realistic volume and every entry balances to the centavo', async () => {
    const n = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
    expect(n!.n).toBeGreaterThan(10_000);
    const unbalanced = await db.rows(sql`
      SELECT je_id FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit) LIMIT 5`);
    expect(unbalanced).toEqual([]);
  });

  it.each([
    ['2022-11-30', '2026-11-22'],
    ['2023-01-01', '2023-12-31'],
    ['2024-02-10', '2024-02-20'],
  ])('total debits equal total credits from %s to %s', async (from, to) => {
    const t = await db.one<{ dr: string; cr: string }>(sql`
      SELECT SUM(debit)::text AS dr, SUM(credit)::text AS cr FROM journal_lines
      WHERE transaction_date BETWEEN ${from}::date AND ${to}::date`);
    expect(t!.dr).toBe(t!.cr);
    expect(Number(t!.dr)).toBeGreaterThan(0);
  });

  it('is deterministic: the same sums every run', async () => {
    const t = await db.one<{ ar: string }>(sql`SELECT SUM(debit - credit)::text AS ar FROM journal_lines WHERE account_code = '1100'`);
    const again = await openTestDb('seeded');
    await seedFinance(again, 'test');
    const t2 = await again.one<{ ar: string }>(sql`SELECT SUM(debit - credit)::text AS ar FROM journal_lines WHERE account_code = '1100'`);
    await again.close();
    expect(t2!.ar).toBe(t!.ar);
  });

  it('keeps the monthly totals equal to the lines', async () => {
    const diff = await db.rows(sql`
      SELECT m.account_code, m.month FROM account_month_totals m
      JOIN (SELECT account_code, date_trunc('month', transaction_date)::date AS month, SUM(debit) AS dr, SUM(credit) AS cr
            FROM journal_lines GROUP BY 1, 2) l USING (account_code, month)
      WHERE m.debit <> l.dr OR m.credit <> l.cr`);
    expect(diff).toEqual([]);
  });

  it('keeps the day totals equal to the lines', async () => {
    const diff = await db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM account_day_totals d
      FULL JOIN (SELECT account_code, transaction_date AS day, SUM(debit) AS dr, SUM(credit) AS cr, COUNT(*)::int AS c
                 FROM journal_lines GROUP BY 1, 2) l USING (account_code, day)
      WHERE d.debit IS DISTINCT FROM l.dr OR d.credit IS DISTINCT FROM l.cr OR d.line_count IS DISTINCT FROM l.c`);
    expect(diff!.n).toBe(0);
  });
});

/** The sub-ledgers and the documents tell the same story as the general ledger. */
describe('the documents behind the books', () => {
  const glBalance = async (account: string) =>
    (await db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM journal_lines WHERE account_code = ${account}`))!.b;

  it('posts every document once: one journal entry per invoice, receipt, collection, return and payment', async () => {
    const missing = await db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM (
        SELECT je_id FROM sales_invoices UNION ALL SELECT je_id FROM receiving_reports UNION ALL SELECT je_id FROM collections
        UNION ALL SELECT je_id FROM sales_returns UNION ALL SELECT je_id FROM supplier_payments) d
      WHERE NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = d.je_id)`);
    expect(missing!.n).toBe(0);
  });

  it('keeps the receivable postings equal to Accounts Receivable - Trade (1100)', async () => {
    const sub = await db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM receivable_entries`);
    expect(sub!.b).toBe(await glBalance('1100'));
    expect(Number(sub!.b)).toBeGreaterThan(0);
  });

  it('keeps the inventory movements equal to Merchandise Inventory (1200), and no batch below zero', async () => {
    const sub = await db.one<{ b: string }>(sql`SELECT SUM(amount)::text AS b FROM inventory_movements`);
    expect(sub!.b).toBe(await glBalance('1200'));
    const negative = await db.rows(sql`SELECT batch_id FROM inventory_movements GROUP BY batch_id HAVING SUM(quantity) < 0 LIMIT 3`);
    expect(negative).toEqual([]);
  });

  it('keeps the unremitted EWT set-ups equal to EWT Payable (2110)', async () => {
    const open = await db.one<{ b: string }>(sql`SELECT (-SUM(amount))::text AS b FROM ewt_setups WHERE reversal_date IS NULL`);
    expect(open!.b).toBe(await glBalance('2110'));
  });

  it('splits every invoice into VAT-able sales, VAT and exempt sales to the centavo, and its lines add up', async () => {
    const bad = await db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM sales_invoices si
      JOIN (SELECT si_id, SUM(net) AS net, SUM(gross) AS gross FROM sales_invoice_lines GROUP BY si_id) l USING (si_id)
      WHERE si.total <> si.vatable_sales + si.vat_amount + si.vat_exempt OR si.total <> l.net OR si.gross <> l.gross`);
    expect(bad!.n).toBe(0);
  });
});
