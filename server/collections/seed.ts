import { cents, pesos } from '../../contract/collections';
import { BOOKS_END } from '../finance/seed/documents';
import { sql, type Db } from '../db/db';
import type { Answer } from '../http/answer';
import { bounceCheck, createReceipt, type Actor, type NewReceipt } from './receipts';

/**
 * Demo collections recorded the way a user records them (through the same
 * business code, so their books are posted like any other): post-dated checks
 * on hand, a dated check with an advance left, a transfer kept whole as an
 * advance, a bounced check and a cash receipt over two invoices, for six
 * customers with open invoices. A no-op once any official receipt exists.
 */
export async function seedCollections(db: Db): Promise<void> {
  const any = await db.one(sql`SELECT 1 FROM collection_receipts WHERE receipt_no LIKE 'OR-%' LIMIT 1`);
  if (any) return;
  const finance = await db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`);
  const bank = await db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1`);
  if (!finance || !bank) return;
  const customers = await db.rows<{ customer_code: string; invoices: { si_id: number; balance: string }[] }>(sql`
    SELECT c.customer_code, json_agg(json_build_object('si_id', o.si_id, 'balance', o.balance::numeric(16, 2)::text) ORDER BY o.si_id) AS invoices
    FROM customers c
    JOIN LATERAL (SELECT si_id, SUM(debit - credit) AS balance FROM receivable_entries re WHERE re.customer_id = c.customer_id
                  GROUP BY si_id HAVING SUM(debit - credit) > 0 ORDER BY si_id LIMIT 2) o ON true
    GROUP BY c.customer_id, c.customer_code HAVING COUNT(*) = 2 ORDER BY c.customer_id LIMIT 6`);
  if (customers.length < 6) return;
  const actor: Actor = { userId: finance.id, at: `${BOOKS_END}T02:00:00.000Z` };
  const day = (n: number) => new Date(Date.parse(`${BOOKS_END}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const check = (no: string, bankName: string, date: string) => ({ bank_account_id: bank.id, check_no: no, check_bank: bankName, check_date: date });
  const receipts: { input: Omit<NewReceipt, 'customer_code' | 'cwt_2307_received'>; bounce?: string }[] = [
    { input: { receipt_date: day(-5), payment_mode: 'PDC', ...check('0045120031', 'BDO', day(13)), amount_received: customers[0].invoices[0].balance, applications: [{ si_id: customers[0].invoices[0].si_id, amount: customers[0].invoices[0].balance, cwt: '0.00' }] } },
    { input: { receipt_date: day(-3), payment_mode: 'PDC', ...check('0007781200', 'BPI', day(28)), amount_received: '20000.00', applications: [] } },
    { input: { receipt_date: day(-4), payment_mode: 'CHECK', ...check('0120045588', 'Metrobank', day(-5)), amount_received: pesos(cents(customers[2].invoices[0].balance) + 500_000), applications: [{ si_id: customers[2].invoices[0].si_id, amount: customers[2].invoices[0].balance, cwt: '0.00' }] } },
    { input: { receipt_date: day(-2), payment_mode: 'TRANSFER', bank_account_id: bank.id, amount_received: '15000.00', remarks: 'Deposit ahead of the next orders', applications: [] } },
    { input: { receipt_date: day(-6), payment_mode: 'PDC', ...check('0000451877', 'Security Bank', day(-1)), amount_received: customers[4].invoices[0].balance, applications: [{ si_id: customers[4].invoices[0].si_id, amount: customers[4].invoices[0].balance, cwt: '0.00' }] }, bounce: 'Drawn against insufficient funds' },
    { input: { receipt_date: day(-1), payment_mode: 'CASH', amount_received: customers[5].invoices[0].balance, applications: [{ si_id: customers[5].invoices[0].si_id, amount: customers[5].invoices[0].balance, cwt: '0.00' }] } },
  ];
  for (const [n, r] of receipts.entries()) {
    await db.transaction(async (tx) => {
      const made: number | Answer = await createReceipt(tx, { ...r.input, customer_code: customers[n].customer_code, cwt_2307_received: false }, actor);
      if (typeof made !== 'number') throw new Error(`demo collection ${n} refused: ${JSON.stringify(made.result)}`);
      if (r.bounce) await bounceCheck(tx, made, day(0), r.bounce, actor);
    });
  }
}
