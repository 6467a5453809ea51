import { BOOKS_END } from '../finance/seed/documents';
import { sql, type Db } from '../db/db';
import type { Actor } from '../collections/receipts';
import { identifyDeposit, recordDeposit } from './deposits';

/**
 * Demo unidentified deposits, recorded through the same business code as the
 * screen: two bank credits still waiting for their customer and one already
 * identified (kept whole as the customer's advance). A no-op once any exists.
 * No collections access list is seeded: every demo user keeps collecting for
 * every customer until someone assigns one on the screen.
 */
export async function seedCreditOps(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM unidentified_deposits LIMIT 1`)) return;
  const finance = await db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`);
  const bank = await db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1`);
  const customer = await db.one<{ customer_code: string }>(sql`SELECT customer_code FROM customers ORDER BY customer_id DESC LIMIT 1`);
  if (!finance || !bank || !customer) return;
  const actor: Actor = { userId: finance.id, at: `${BOOKS_END}T03:00:00.000Z` };
  const day = (n: number) => new Date(Date.parse(`${BOOKS_END}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const deposits = [
    { deposit_date: day(-9), amount: '48250.00', reference: 'IBFT 00921877', remarks: 'Online transfer, no payor name on the bank statement' },
    { deposit_date: day(-4), amount: '12600.00', reference: 'CDM 5521', remarks: 'Cash deposit machine, Makati branch' },
    { deposit_date: day(-7), amount: '30000.00', reference: 'IBFT 00920015', remarks: null },
  ];
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const d of deposits) {
      const id = await recordDeposit(tx, { ...d, bank_account_id: bank.id }, actor);
      if (typeof id !== 'number') throw new Error(`demo deposit refused: ${JSON.stringify(id.result)}`);
      ids.push(id);
    }
    const done = await identifyDeposit(tx, ids[2], { customer_code: customer.customer_code, identified_on: day(-1), remarks: 'Customer sent the deposit slip', applications: [] }, actor);
    if (done !== true) throw new Error(`demo identification refused: ${JSON.stringify(done)}`);
  });
}
