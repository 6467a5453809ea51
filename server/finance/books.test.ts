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
});
