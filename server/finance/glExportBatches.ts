import type { GeneralLedgerRow } from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { accountsOf, balanceBefore } from './ledgerPaging';

/**
 * The general ledger export's query (spec 000 §2.9, §7): every line of the
 * filters in keyset batches, the running balance carried from batch to batch.
 * The export routes of the general ledger and the trial balance come with
 * their reports (ledger.routes.ts, reportRoutes), their columns from the
 * declared ones (contract/finance.ts).
 */

/** Position of the last exported line and the running balance after it. */
interface GlKey {
  date: string;
  id: number;
  balance: string;
}

/**
 * GL lines of the accounts in [from, to] after `after`, in (date, id) order,
 * with running balances continuing from `after.balance`. Each account's
 * lines come from its (account_code, transaction_date, id) index, at most
 * `limit` of them, so a batch of a sub-group costs its accounts times `limit`
 * rows, never the rest of the range.
 */
function glBatch(db: Db, accounts: SQL, to: string, after: GlKey, limit: number): Promise<GeneralLedgerRow[]> {
  const lines = sql`
    SELECT l.id::int AS id, e.journal_entry, l.transaction_date::text AS transaction_date, l.account_code, a.account_name,
           l.debit::text AS debit, l.credit::text AS credit,
           (${after.balance}::numeric + SUM(l.debit - l.credit) OVER (ORDER BY l.transaction_date, l.id))::numeric(18,2)::text AS running_balance,
           e.module, e.reference, e.payee, e.md, e.particulars, e.remarks, e.details, e.program, e.cost_center,
           e.bank_date::text AS bank_date, e.accounting_code
    FROM (SELECT jl.* FROM (${accounts}) acc(code)
          CROSS JOIN LATERAL (
            SELECT * FROM journal_lines
            WHERE account_code = acc.code AND transaction_date <= ${to}::date
              AND (transaction_date, id) > (${after.date}::date, ${after.id}::bigint)
            ORDER BY transaction_date, id LIMIT ${limit}) jl
          ORDER BY jl.transaction_date, jl.id LIMIT ${limit}) l
    JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code`;
  return jsonBatch<GeneralLedgerRow>(db, lines, sql`b.transaction_date, b.id`);
}

export interface GlExportFilters {
  account_code: string;
  sub_group: string;
  date_from: string;
  date_to: string;
}

/** Every GL line of the filters in date order, in keyset batches, the running balance carried from batch to batch. */
export function generalLedgerBatches(db: Db, f: GlExportFilters, batchSize?: number): AsyncIterable<GeneralLedgerRow[]> {
  const accounts = accountsOf(f.account_code, f.sub_group);
  return keysetBatches<GeneralLedgerRow, GlKey>(
    async (after, limit) => {
      // (date_from, 0) is before every line of the first day: ids start at 1.
      const start = after ?? { date: f.date_from, id: 0, balance: await balanceBefore(db, accounts, f.date_from, 0) };
      return glBatch(db, accounts, f.date_to, start, limit);
    },
    (last) => ({ date: last.transaction_date, id: last.id, balance: last.running_balance }),
    batchSize,
  );
}

