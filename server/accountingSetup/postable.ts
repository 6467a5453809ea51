import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';

/**
 * Why an entry may not post to these accounts, one message per account: an
 * unknown or deleted account, a header (headers never take postings), an
 * inactive one. Empty when every account may take the posting. For the
 * voucher modules, inside their posting transaction.
 */
export async function postingRefusal(db: Db, accountCodes: readonly string[]): Promise<string[]> {
  const codes = [...new Set(accountCodes)];
  if (!codes.length) return [];
  const rows = await db.rows<{ account_code: string; is_header: boolean; active: boolean; deleted: boolean }>(sql`
    SELECT account_code, is_header, active, deleted_at IS NOT NULL AS deleted FROM accounts WHERE account_code = ANY(${sqlArray(codes, 'text')})`);
  const byCode = new Map(rows.map((r) => [r.account_code, r]));
  return codes.flatMap((code) => {
    const a = byCode.get(code);
    if (!a || a.deleted) return [`Account ${code} is not in the chart of accounts.`];
    if (a.is_header) return [`Account ${code} is a header account: it takes no postings.`];
    if (!a.active) return [`Account ${code} is inactive: it takes no postings.`];
    return [];
  });
}
