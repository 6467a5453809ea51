import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/db';
import { seedFinance } from '../finance/generate';
import { openTestDb } from '../testing';
import { nextNumber, postEntry, PostingError } from './post';

let db: Db;
beforeAll(async () => {
  db = await openTestDb('seeded');
  await seedFinance(db, 'test');
});
afterAll(async () => db?.close());

/** Rows where the kept totals differ from the totals counted from scratch (empty when they agree). */
async function totalsDrift(): Promise<unknown[]> {
  return db.rows(sql`
    WITH month_kept AS (SELECT account_code, month, debit, credit, line_count FROM account_month_totals WHERE line_count <> 0),
         month_fresh AS (SELECT account_code, date_trunc('month', transaction_date)::date AS month, SUM(debit) AS debit, SUM(credit) AS credit, COUNT(*)::int AS line_count
                         FROM journal_lines GROUP BY 1, 2),
         day_kept AS (SELECT account_code, day, debit, credit, line_count FROM account_day_totals WHERE line_count <> 0),
         day_fresh AS (SELECT account_code, transaction_date AS day, SUM(debit) AS debit, SUM(credit) AS credit, COUNT(*)::int AS line_count
                       FROM journal_lines GROUP BY 1, 2),
         customer_kept AS (SELECT customer_id, month, debit, credit, line_count FROM customer_month_totals WHERE line_count <> 0),
         customer_fresh AS (SELECT customer_id, date_trunc('month', transaction_date)::date AS month, SUM(debit) AS debit, SUM(credit) AS credit, COUNT(*)::int AS line_count
                            FROM receivable_entries GROUP BY 1, 2),
         product_kept AS (SELECT product_id, month, quantity, amount, line_count FROM product_month_totals WHERE line_count <> 0),
         product_fresh AS (SELECT product_id, date_trunc('month', transaction_date)::date AS month, SUM(quantity) AS quantity, SUM(amount) AS amount, COUNT(*)::int AS line_count
                           FROM inventory_movements GROUP BY 1, 2),
         stock_kept AS (SELECT product_id, quantity FROM product_stock_totals WHERE quantity <> 0),
         stock_fresh AS (SELECT product_id, SUM(quantity) AS quantity FROM inventory_movements GROUP BY 1 HAVING SUM(quantity) <> 0)
    SELECT 'account month' AS kind, * FROM ((SELECT * FROM month_kept EXCEPT SELECT * FROM month_fresh) UNION ALL (SELECT * FROM month_fresh EXCEPT SELECT * FROM month_kept)) a
    UNION ALL SELECT 'account day', * FROM ((SELECT * FROM day_kept EXCEPT SELECT * FROM day_fresh) UNION ALL (SELECT * FROM day_fresh EXCEPT SELECT * FROM day_kept)) b
    UNION ALL SELECT 'customer month', customer_id::text, month, debit, credit, line_count FROM ((SELECT * FROM customer_kept EXCEPT SELECT * FROM customer_fresh) UNION ALL (SELECT * FROM customer_fresh EXCEPT SELECT * FROM customer_kept)) c
    UNION ALL SELECT 'product month', product_id::text, month, quantity, amount, line_count FROM ((SELECT * FROM product_kept EXCEPT SELECT * FROM product_fresh) UNION ALL (SELECT * FROM product_fresh EXCEPT SELECT * FROM product_kept)) d
    UNION ALL SELECT 'product stock', product_id::text, NULL, quantity, NULL, NULL FROM ((SELECT * FROM stock_kept EXCEPT SELECT * FROM stock_fresh) UNION ALL (SELECT * FROM stock_fresh EXCEPT SELECT * FROM stock_kept)) e
    LIMIT 10`);
}

describe('posting to the books', () => {
  it('the generated books load with totals equal to a count from scratch', async () => {
    expect(await totalsDrift()).toEqual([]);
  });

  it('writes one balanced entry with its number; the month and day totals move by its lines', async () => {
    const before = await db.one<{ dr: string; n: number }>(sql`
      SELECT COALESCE(SUM(debit), 0)::text AS dr, COALESCE(SUM(line_count), 0)::int AS n FROM account_day_totals WHERE account_code = '1010' AND day = '2026-11-20'`);
    const posted = await db.transaction((tx) =>
      postEntry(tx, {
        date: '2026-11-20',
        module: 'CR',
        reference: 'OR-TEST-1',
        particulars: 'Test collection',
        lines: [
          { account: '1010', debit: '1000.10', credit: '0' },
          { account: '1310', debit: '8.93', credit: '0' },
          { account: '1100', debit: '0', credit: '1009.03' },
          { account: '2050', debit: '0', credit: '0' },
        ],
      }),
    );
    expect(posted.journal_entry).toMatch(/^JE-CR-2026-\d{6}$/);
    expect(posted.je_id).toBeGreaterThanOrEqual(1_000_000_000);
    const lines = await db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT account_code, debit::text, credit::text FROM journal_lines WHERE je_id = ${posted.je_id} ORDER BY id`);
    // The zero line is left out.
    expect(lines).toEqual([
      { account_code: '1010', debit: '1000.10', credit: '0.00' },
      { account_code: '1310', debit: '8.93', credit: '0.00' },
      { account_code: '1100', debit: '0.00', credit: '1009.03' },
    ]);
    const after = await db.one<{ dr: string; n: number }>(sql`
      SELECT SUM(debit)::text AS dr, SUM(line_count)::int AS n FROM account_day_totals WHERE account_code = '1010' AND day = '2026-11-20'`);
    expect((Number(after!.dr) - Number(before!.dr)).toFixed(2)).toBe('1000.10');
    expect(after!.n - before!.n).toBe(1);
    expect(await totalsDrift()).toEqual([]);
  });

  it('refuses an unbalanced entry or an unknown account and writes nothing', async () => {
    const count = async () => (await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries`))!.n;
    const n = await count();
    const attempt = (lines: { account: string; debit: string; credit: string }[]) =>
      db.transaction((tx) => postEntry(tx, { date: '2026-11-20', module: 'JV', reference: 'BAD', particulars: 'x', lines }));
    await expect(attempt([{ account: '1010', debit: '100.00', credit: '0' }, { account: '1100', debit: '0', credit: '99.99' }])).rejects.toThrow(PostingError);
    await expect(attempt([{ account: '1010', debit: '100.00', credit: '0' }, { account: '9999', debit: '0', credit: '100.00' }])).rejects.toThrow(/unknown account 9999/);
    await expect(attempt([{ account: '1010', debit: '-5', credit: '0' }, { account: '1100', debit: '0', credit: '-5' }])).rejects.toThrow(/negative/);
    expect(await count()).toBe(n);
  });

  it('keeps the customer and product totals as sub-ledger rows are written, changed and removed', async () => {
    await db.transaction(async (tx) => {
      const si = await tx.one<{ si_id: string; customer_id: number }>(sql`SELECT si_id::text, customer_id FROM sales_invoices WHERE ar_balance >= 100 ORDER BY si_id LIMIT 1`);
      await tx.run(sql`INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
        VALUES (${si!.customer_id}, '2026-11-21', 'DM', 'DM-T', ${si!.si_id}::bigint, 'test', 50.5, 0, 1),
               (${si!.customer_id}, '2026-10-02', 'CM', 'CM-T', ${si!.si_id}::bigint, 'test', 0, 20.25, 1)`);
      await tx.run(sql`UPDATE receivable_entries SET transaction_date = '2026-09-30' WHERE reference = 'CM-T'`);
      await tx.run(sql`DELETE FROM receivable_entries WHERE reference = 'DM-T'`);
      await tx.run(sql`INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount, floor, pallet_code)
        SELECT product_id, batch_id, '2026-11-21', 'IN', 'IA', 'IA-T', 3, 10, 10, 30, 'F1', 'P1' FROM product_batches ORDER BY batch_id LIMIT 2`);
      await tx.run(sql`DELETE FROM inventory_movements WHERE source_document = 'IA-T' AND batch_id = (SELECT MIN(batch_id) FROM product_batches)`);
    });
    expect(await totalsDrift()).toEqual([]);
  });

  it('numbers a series per year without gaps, also when documents are posted at once', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction((tx) => nextNumber(tx, 'OR', '2027-01-05'))),
    );
    expect([...numbers].sort()).toEqual(['OR-2027-000001', 'OR-2027-000002', 'OR-2027-000003', 'OR-2027-000004', 'OR-2027-000005']);
    expect(await db.transaction((tx) => nextNumber(tx, 'OR', '2028-01-05'))).toBe('OR-2028-000001');
  });
});
