import { cashInBank, currentLiabilities, cwtSubledger, inputVat, outputVat, type AccountLineRow } from '../../contract/financeReports';
import type { Column } from '../../contract/kit';
import type { SQL } from '../db/db';
import { sql } from '../db/db';
import type { RouteDef } from '../http/routeRegistry';
import { reportRoutes, route } from '../kit';
import { linesBalanceRows, linesBatches, linesPage, linesSummary, type LinesScope } from './accountLines';
import { cashInBankAccounts, currentLiabilityAccounts, CWT, INPUT_VAT, oneAccount, OUTPUT_VAT } from './controlAccounts';

/*
 * The sub-ledgers that are the lines of control accounts (Output VAT, Input
 * VAT, CWT, Cash in Bank, Current Liabilities): each is a page, an export
 * and a summary (opening, debits, credits, closing per account) over the
 * same scope, so the closing balance is the account's, by construction of
 * the period totals and proven against the trial balance in the tests.
 */

/** Any of the declarations: they differ only in their columns. */
type Decl = Omit<typeof outputVat, 'report'> & { report: Omit<(typeof outputVat)['report'], 'columns'> & { columns: readonly Column<AccountLineRow>[] } };
interface Filters {
  date_from: string;
  date_to: string;
  account_code?: string;
}

/**
 * Where a sub-ledger's lines come from: one control account (its name in the file's filters), or the accounts a
 * chosen account code narrows (Cash in Bank, Current Liabilities: the body's account_code, all of them when empty).
 */
export type SubledgerAccounts = { account: string } | { accounts: (code: string) => SQL };

/**
 * One account sub-ledger, declared: its page (the lines with their documents and running balance), its export and
 * its summary (opening, debits, credits, closing per account) over the same scope, so the closing balance is the
 * account's by construction of the period totals. `sign` is the running balance's: 1 debit - credit, -1 the other way.
 */
export function accountSubledgerRoutes(decl: Decl, name: string, from: SubledgerAccounts, sign: 1 | -1): RouteDef[] {
  const scope = (b: Filters): LinesScope => ({ accounts: 'accounts' in from ? from.accounts(b.account_code ?? '') : oneAccount(from.account), from: b.date_from, to: b.date_to, sign });
  const accountOf = (b: Filters) => ('accounts' in from ? b.account_code : from.account);
  return [
    ...reportRoutes<AccountLineRow, Decl['report']>(decl.report, {
      summary: { page: `${decl.report.title}: lines in a date range with their documents and running balance` },
      page: (body, db) => linesPage(db, scope(body), body),
      export: {
        fileName: (b) => [name, ...(b.account_code === undefined ? [] : [b.account_code]), b.date_from, b.date_to],
        filters: async (b, db) => {
          const code = accountOf(b);
          const acc = code ? await db.one<{ n: string }>(sql`SELECT account_name AS n FROM accounts WHERE account_code = ${code}`) : undefined;
          return [
            ...(code ? [{ label: 'Account', value: `${code} ${acc?.n ?? ''}`.trim() }] : []),
            { label: 'Date From', value: b.date_from },
            { label: 'Date To', value: b.date_to },
          ];
        },
        batches: (b, db) => linesBatches(db, scope(b)),
        balanceRows: (b, db) => linesBalanceRows(db, scope(b), decl.report.columns),
      },
    }),
    route(decl.summary, {
      scopes: ['view_finance_subledgers'],
      summary: `${decl.report.title}: opening, debits, credits and closing per account`,
      handler: async ({ body, deps, ok }) => ok(await linesSummary(deps.db, scope(body))),
    }),
  ];
}

export const controlSubledgerRoutes: RouteDef[] = [
  ...accountSubledgerRoutes(outputVat, 'output_vat', { account: OUTPUT_VAT }, -1),
  ...accountSubledgerRoutes(inputVat, 'input_vat', { account: INPUT_VAT }, 1),
  ...accountSubledgerRoutes(cwtSubledger, 'cwt', { account: CWT }, 1),
  ...accountSubledgerRoutes(cashInBank, 'cash_in_bank', { accounts: cashInBankAccounts }, 1),
  ...accountSubledgerRoutes(currentLiabilities, 'current_liabilities', { accounts: currentLiabilityAccounts }, -1),
];
