import { sql, type Db } from '../db/db';
import { schedulePayments } from './payments';

/**
 * Demo payment schedule: the approved legal retainer voucher waiting for
 * payment (server/payableVouchers/seed.ts) is scheduled by check from the BDO
 * account, so the Scheduled tab has a row to release. Nothing is posted (the
 * release posts). A no-op once any schedule exists or without that voucher.
 */
export async function seedTreasuryPayments(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM payment_schedules LIMIT 1`)) return;
  const ids = await db.one<{ finance: number | null; bank: number | null; pv: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'finance') AS finance,
           (SELECT bank_account_id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1) AS bank,
           (SELECT payable_voucher_hdr_id::int FROM payable_voucher_hdr WHERE invoice_no = 'SRT-2026-311' AND status = 'approved' AND paid_cv_id IS NULL) AS pv`);
  if (!ids?.finance || !ids.bank || !ids.pv) return;
  await db.transaction((tx) =>
    schedulePayments(tx, { pv_ids: [ids.pv!], pay_date: '2026-12-11', bank_account_id: ids.bank!, method: 'check', remarks: 'Due 12 December: release with the Friday checks' }, {
      userId: ids.finance!,
      isSuperuser: false,
      at: '2026-11-25T01:00:00Z',
    }),
  );
}
