import { sql, type Db } from '../db/db';
import { accountsOfModule } from './coaPermission';

/**
 * The demo's PV/JV account permissions (spec 002 §6): which chart accounts
 * the two finance users may post to on a payable or journal voucher. The
 * Finance Manager may use every account each module offers; the Senior
 * Accountant (otpuser) only cash, payables and operating expenses on payable
 * vouchers, and nothing on journal vouchers, so the demo shows a restricted
 * user too. Needs the chart (seedFinance) first; a no-op once any grant
 * exists, so an administrator's changes survive a restart.
 */
const RESTRICTED_PV_NAMES = ['Cash in Bank%', 'Accounts Payable%', '%Withholding Tax Payable%'];

export async function seedDemoAccountGrants(db: Db): Promise<void> {
  const any = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM coa_permissions`);
  if ((any?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const moduleId of [98, 99]) {
      await tx.run(sql`
        INSERT INTO coa_permissions (user_id, module_id, account_code)
        SELECT u.id, ${moduleId}, a.account_code FROM users u, accounts a
        WHERE u.username = 'finance' AND ${accountsOfModule(moduleId)}`);
    }
    const names = sql.join(RESTRICTED_PV_NAMES.map((n) => sql`a.account_name LIKE ${n}`), sql` OR `);
    await tx.run(sql`
      INSERT INTO coa_permissions (user_id, module_id, account_code)
      SELECT u.id, 98, a.account_code FROM users u, accounts a
      WHERE u.username = 'otpuser' AND ${accountsOfModule(98)} AND (${names} OR a.account_type = 'Expenses')`);
  });
}
