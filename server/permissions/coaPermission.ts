import { coaModuleOf, mayPostToAccount as rule, type CoaAccountOption } from '../../contract/coaPermissions';
import { sql, type Db, type SQL } from '../db/db';

/**
 * "May user U post to account A in module M" (spec 002 §6), for the payable
 * and journal voucher endpoints: the contract's rule (mayPostToAccount) over
 * the user's grants in coa_permissions and the account's type in the chart.
 * A voucher route checks every line's account with it before it writes.
 */
export interface CoaHolder {
  id: number;
  isSuperuser: boolean;
}

export async function mayPostToAccount(db: Db, user: CoaHolder, moduleId: number, accountCode: string): Promise<boolean> {
  const account = await db.one<{ account_code: string; account_type: string; kept_by: string | null }>(sql`
    SELECT account_code, account_type, kept_by FROM accounts WHERE account_code = ${accountCode}`);
  const grants = user.isSuperuser
    ? []
    : await db.rows<{ module_id: number; account_code: string }>(sql`
        SELECT module_id, account_code FROM coa_permissions
        WHERE user_id = ${user.id} AND module_id = ${moduleId} AND account_code = ${accountCode}`);
  return rule({ isSuperuser: user.isSuperuser, grants }, moduleId, account);
}

/** SQL: the chart accounts a COA module offers (alias `a` for accounts). */
export function accountsOfModule(moduleId: number): SQL {
  const mod = coaModuleOf(moduleId);
  const types = mod?.accountTypes ?? [];
  // Only accounts that take postings: header accounts, inactive and deleted ones are never granted.
  return types.length
    ? sql`a.account_type IN (${sql.join(types.map((t) => sql`${t}`), sql`, `)}) AND NOT a.is_header AND a.active AND a.deleted_at IS NULL
          AND ${openToManualLines(mod!.keeps)}`
    : sql`false`;
}

/**
 * SQL: the account (alias `a`) may take a line a user chose (a voucher's line, a liquidation's expense, the
 * account a collection credits): it is no control account, or one of the sub-ledgers the module keeps.
 */
export function openToManualLines(keeps: readonly string[] = []): SQL {
  return keeps.length ? sql`(a.kept_by IS NULL OR a.kept_by IN (${sql.join(keeps.map((k) => sql`${k}`), sql`, `)}))` : sql`a.kept_by IS NULL`;
}

/** The accounts a user may post to in a module (a voucher form's drop-down): all the module offers for the superuser role, the granted ones otherwise. */
export function accountsUserMayPostTo(db: Db, user: CoaHolder, moduleId: number): Promise<CoaAccountOption[]> {
  const granted = user.isSuperuser
    ? sql``
    : sql`AND EXISTS (SELECT 1 FROM coa_permissions c WHERE c.user_id = ${user.id} AND c.module_id = ${moduleId} AND c.account_code = a.account_code)`;
  return db.rows<CoaAccountOption>(sql`
    SELECT a.account_code, a.account_name FROM accounts a
    WHERE ${accountsOfModule(moduleId)} ${granted}
    ORDER BY a.account_code`);
}
