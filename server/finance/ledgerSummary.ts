import type { GeneralLedgerSummary } from '../../contract/finance';
import { sql, type Db } from '../db/db';
import { balanceBefore, type LedgerScope } from './ledgerPaging';

/**
 * The opening balance, period totals and closing balance of a ledger scope,
 * in SQL numeric from the kept totals: months whole from the month totals,
 * the days of the partial months from the day totals. The running balance of
 * the range's last line equals the closing balance (ledger.test.ts).
 */
export async function ledgerSummary(db: Db, scope: LedgerScope): Promise<GeneralLedgerSummary> {
  const opening = await balanceBefore(db, scope.accounts, scope.from, 0);
  const t = (await db.one<{ debit: string; credit: string; closing: string; n: number }>(sql`
    SELECT COALESCE(SUM(debit), 0)::numeric(18, 2)::text AS debit, COALESCE(SUM(credit), 0)::numeric(18, 2)::text AS credit,
           (${opening}::numeric + COALESCE(SUM(debit - credit), 0))::numeric(18, 2)::text AS closing, COALESCE(SUM(line_count), 0)::int AS n
    FROM account_day_totals WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date`))!;
  return { opening_balance: opening, total_debit: t.debit, total_credit: t.credit, closing_balance: t.closing, line_count: t.n };
}
