import { treasuryRequestInput, treasuryWorkflow } from '../../contract/treasuryApprovals';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { BOOKS_END } from '../finance/seed/documents';
import { runTransition } from '../kit';
import { raiseRequest } from './requests';
import { treasuryStore } from './transitions';

/**
 * Demo treasury requests on the demo checks (server/collections/seed.ts),
 * raised by the credit user: one waiting (a post-dated check's deposit date
 * moved), one approved (a replacement check on another bank), one
 * disapproved (a branch that was right). A no-op once any request exists.
 */
export async function seedTreasuryRequests(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM treasury_requests LIMIT 1`)) return;
  const users = await db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users WHERE username IN ('credit', 'approver')`);
  const credit = users.find((u) => u.username === 'credit');
  const approver = users.find((u) => u.username === 'approver');
  const checks = await db.rows<{ receipt_id: number; payment_mode: string; check_date: string }>(sql`
    SELECT receipt_id::int, payment_mode, check_date::text FROM collection_receipts
    WHERE receipt_no LIKE 'OR-%' AND payment_mode IN ('CHECK', 'PDC') AND status <> 'BOUNCED' ORDER BY receipt_id LIMIT 3`);
  if (!credit || !approver || checks.length < 3) return;
  const day = (n: number) => new Date(Date.parse(`${BOOKS_END}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const at = (n: number) => `${BOOKS_END}T0${n}:30:00.000Z`;
  const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const requests = [
    {
      input: { receipt_id: checks[0].receipt_id, reason: 'Customer request', new_deposit_date: later(checks[0].check_date, 7), change_deposited_date_reason: 'The customer asked us to hold the check one more week (their year-end collections are late).' },
      decide: null,
    },
    {
      input: { receipt_id: checks[1].receipt_id, reason: 'Replacement check', new_bank: 'Land Bank of the Philippines', new_branch: 'Quezon Avenue', change_bank_reason: 'The customer replaced the check with one drawn on its Land Bank account.' },
      decide: 'approve' as const,
    },
    {
      input: { receipt_id: checks[2].receipt_id, reason: 'Encoding correction', new_bank: 'Metrobank', new_branch: 'Ayala Avenue', change_bank_reason: 'Branch written on the check looks like Ayala Avenue.' },
      decide: 'disapprove' as const,
    },
  ];
  for (const [n, r] of requests.entries()) {
    await db.transaction(async (tx) => {
      const made = await raiseRequest(tx, treasuryRequestInput.parse(r.input), { userId: credit.id, at: at(n + 1) }, day(0));
      if (typeof made !== 'number') throw new Error(`demo treasury request ${n} refused: ${JSON.stringify(made.result)}`);
      if (!r.decide) return;
      const reason = r.decide === 'disapprove' ? 'The check image shows the Makati branch, as recorded.' : null;
      const res = await runTransition(tx, treasuryWorkflow, treasuryStore, r.decide, made, { user: { id: approver.id } as AuthUser, now: at(n + 4), reason });
      if (!res.done) throw new Error(`demo treasury request ${n} not decided: ${JSON.stringify(res.answer.result)}`);
    });
  }
}
