import { FINANCE_EXPORT_PATHS, generalLedgerExportBody, trialBalanceExportBody, type GeneralLedgerRow, type TrialBalanceRow } from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, keysetBatches, type ExportColumn } from '../export';
import { defineRoute } from '../http/routeRegistry';
import { TB_COLUMNS, trialBalanceCte } from './ledger.routes';
import { accountsOf, balanceBefore } from './ledgerPaging';

/** General ledger and trial balance exports (spec 000 §2.9, §2.18, §7): XLSX through server/export. */

const GL_COLUMNS: ExportColumn<GeneralLedgerRow>[] = [
  { header: 'Journal Entry', key: 'journal_entry', kind: 'text', width: 20 },
  { header: 'Date', key: 'transaction_date', kind: 'date', width: 12 },
  { header: 'Account Code', key: 'account_code', kind: 'text', width: 14 },
  { header: 'Account Name', key: 'account_name', kind: 'text', width: 28 },
  { header: 'Debit', key: 'debit', kind: 'money', width: 16 },
  { header: 'Credit', key: 'credit', kind: 'money', width: 16 },
  { header: 'Running Balance', key: 'running_balance', kind: 'money', width: 18 },
  { header: 'Module', key: 'module', kind: 'text', width: 10 },
  { header: 'Reference', key: 'reference', kind: 'text', width: 18 },
  { header: 'Payee', key: 'payee', kind: 'text', width: 28 },
  { header: 'MD', key: 'md', kind: 'text', width: 10 },
  { header: 'Particulars', key: 'particulars', kind: 'text', width: 34 },
  { header: 'Remarks', key: 'remarks', kind: 'text', width: 22 },
  { header: 'Details', key: 'details', kind: 'text', width: 22 },
  { header: 'Program', key: 'program', kind: 'text', width: 16 },
  { header: 'Cost Center', key: 'cost_center', kind: 'text', width: 18 },
  { header: 'Bank Date', key: 'bank_date', kind: 'date', width: 12 },
  { header: 'Accounting Code', key: 'accounting_code', kind: 'text', width: 18 },
];

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
  return db.rows<GeneralLedgerRow>(sql`
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
    JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code
    ORDER BY l.transaction_date, l.id`);
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

export const generalLedgerExport = defineRoute({
  method: 'POST',
  url: FINANCE_EXPORT_PATHS.generalLedger,
  scopes: ['export_general_ledger'],
  summary: 'General ledger lines of an account or sub-group with running balance, as XLSX',
  body: generalLedgerExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const account = body.account_code
      ? await deps.db.one<{ name: string }>(sql`SELECT account_name AS name FROM accounts WHERE account_code = ${body.account_code}`)
      : undefined;
    return exportToXlsx(ctx, {
      title: 'General Ledger',
      fileName: ['general_ledger', body.account_code || body.sub_group, body.date_from, body.date_to],
      filters: [
        body.account_code
          ? { label: 'Account', value: `${body.account_code} ${account?.name ?? ''}`.trim() }
          : { label: 'Sub-group', value: body.sub_group },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
      ],
      columns: GL_COLUMNS,
      batches: generalLedgerBatches(deps.db, body),
    });
  },
});

const TB_EXPORT_COLUMNS: ExportColumn<TrialBalanceRow>[] = [
  { header: 'Account Code', key: 'account_code', kind: 'text', width: 14 },
  { header: 'Account Name', key: 'account_name', kind: 'text', width: 34 },
  { header: 'FS Group', key: 'account_fs_group', kind: 'text', width: 18 },
  { header: 'Group', key: 'account_group', kind: 'text', width: 22 },
  { header: 'Sub Group', key: 'account_sub_group', kind: 'text', width: 28 },
  { header: 'Line Item', key: 'account_line_item', kind: 'text', width: 24 },
  { header: 'Sub Line Item', key: 'account_sub_line_item', kind: 'text', width: 20 },
  { header: 'Beginning Balance', key: 'beginning_balance', kind: 'money', width: 20 },
  { header: 'Debit', key: 'debit', kind: 'money', width: 18 },
  { header: 'Credit', key: 'credit', kind: 'money', width: 18 },
  { header: 'Balance', key: 'balance', kind: 'money', width: 20 },
];

export const trialBalanceExport = defineRoute({
  method: 'POST',
  url: FINANCE_EXPORT_PATHS.trialBalance,
  scopes: ['export_trial_balance'],
  summary: 'Trial balance of a date range, every account with a balance or movement, as XLSX',
  body: trialBalanceExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const cte = trialBalanceCte(body);
    return exportToXlsx(ctx, {
      title: 'Trial Balance',
      fileName: ['trial_balance', body.date_from, body.date_to],
      filters: [
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
      ],
      columns: TB_EXPORT_COLUMNS,
      batches: keysetBatches<TrialBalanceRow, string>(
        (after, limit) =>
          deps.db.rows<TrialBalanceRow>(sql`${cte}
            SELECT ${TB_COLUMNS} FROM tb_rows t WHERE t.account_code > ${after ?? ''}
            ORDER BY t.account_code LIMIT ${limit}`),
        (last) => last.account_code,
      ),
    });
  },
});

export const financeExportRoutes = [generalLedgerExport, trialBalanceExport];
