import { memoInput, memoWorkflows, type MemoAction, type MemoInput } from '../../contract/memos';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { BOOKS_END } from '../finance/seed/documents';
import { runTransition } from '../kit';
import { memoProblems } from './checks';
import { insertMemo, recordMemoWrite } from './memoStore';
import { memoTransitions } from './transitions';

/**
 * Demo memos written by the credit user and decided by the approver, through
 * the same business code as the screens (so the approved ones are posted like
 * any other): credit memos approved, one waiting for approval and a draft, a
 * debit memo approved and one returned to its maker. A no-op once any memo exists.
 */
export async function seedMemos(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM memos LIMIT 1`)) return;
  const users = await db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users WHERE username IN ('credit', 'approver')`);
  const maker = users.find((u) => u.username === 'credit');
  const checker = users.find((u) => u.username === 'approver');
  if (!maker || !checker) return;
  const day = (n: number) => new Date(Date.parse(`${BOOKS_END}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  // Customers with an invoice of at least 5,000.00 still open, written well before the memos' dates.
  const invoices = await db.rows<{ customer_code: string; si_id: number }>(sql`
    SELECT DISTINCT ON (c.customer_id) c.customer_code, si.si_id::int AS si_id
    FROM customers c
    JOIN sales_invoices si ON si.customer_id = c.customer_id AND si.si_date <= ${day(-30)}::date
    JOIN LATERAL (SELECT SUM(debit - credit) AS balance FROM receivable_entries re WHERE re.si_id = si.si_id) b ON b.balance >= 5000
    WHERE c.status = 1 AND NOT EXISTS (SELECT 1 FROM collection_receipts r WHERE r.customer_id = c.customer_id AND r.receipt_no LIKE 'OR-%')
    ORDER BY c.customer_id DESC, si.si_id LIMIT 6`);
  if (invoices.length < 6) return;
  const memos: { input: Pick<MemoInput, 'memo_type' | 'memo_kind' | 'memo_date' | 'amount' | 'reason'> & { remarks?: string }; then: MemoAction[]; reason?: string }[] = [
    { input: { memo_type: 'credit', memo_kind: 'discount_rebate', memo_date: day(-6), amount: '1120.00', reason: 'Prompt payment discount of 2 % agreed for the quarter' }, then: ['submit', 'approve'] },
    { input: { memo_type: 'credit', memo_kind: 'returns', memo_date: day(-4), amount: '2240.00', reason: 'Damaged boxes returned on SRPF' }, then: ['submit', 'approve'] },
    { input: { memo_type: 'debit', memo_kind: 'penalty_interest', memo_date: day(-3), amount: '560.00', reason: 'Late payment interest, 2 % a month' }, then: ['submit', 'approve'] },
    { input: { memo_type: 'credit', memo_kind: 'price_adjustment', memo_date: day(-2), amount: '3360.00', reason: 'Invoiced at the old price list' }, then: ['submit'] },
    { input: { memo_type: 'debit', memo_kind: 'freight_recharge', memo_date: day(-2), amount: '1500.00', reason: 'Special delivery requested by the customer' }, then: ['submit', 'return'], reason: 'Attach the courier waybill, please' },
    { input: { memo_type: 'credit', memo_kind: 'bad_debt', memo_date: day(-1), amount: '4500.00', reason: 'Uncollectible after demand letters', remarks: 'For the credit committee' }, then: [] },
  ];
  const actorOf = (id: number, minutes: number) => ({ userId: id, at: new Date(Date.parse(`${BOOKS_END}T02:00:00Z`) + minutes * 60_000).toISOString() });
  for (const [n, m] of memos.entries()) {
    const body = memoInput.parse({ ...m.input, customer_code: invoices[n].customer_code, si_id: invoices[n].si_id, submit: 0 });
    await db.transaction(async (tx) => {
      const check = await memoProblems(tx, body, BOOKS_END);
      if ('fields' in check) throw new Error(`demo memo ${n} refused: ${JSON.stringify(check.fields)}`);
      const made = actorOf(maker.id, n);
      const id = await insertMemo(tx, body, check.customerId, made);
      await recordMemoWrite(tx, id, null, made);
      for (const [k, action] of m.then.entries()) {
        const who = action === 'submit' ? maker : checker;
        const at = actorOf(who.id, n + 10 * (k + 1)).at;
        const res = await runTransition(tx, memoWorkflows[body.memo_type], memoTransitions(who.id, BOOKS_END), action, id, {
          user: { id: who.id } as AuthUser,
          now: at,
          reason: action === 'return' ? (m.reason ?? null) : null,
        });
        if (!res.done) throw new Error(`demo memo ${n}: ${action} refused: ${JSON.stringify(res.answer.result)}`);
      }
    });
  }
}
