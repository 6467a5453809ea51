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
  account_code: string;
}

function subledgerRoutes(decl: Decl, name: string, accounts: (code: string) => SQL, sign: 1 | -1): RouteDef[] {
  const scope = (b: Filters): LinesScope => ({ accounts: accounts(b.account_code), from: b.date_from, to: b.date_to, sign });
  return [
    ...reportRoutes<AccountLineRow, Decl['report']>(decl.report, {
      summary: { page: `${decl.report.title}: lines in a date range with their documents and running balance` },
      page: (body, db) => linesPage(db, scope(body), body),
      export: {
        fileName: (b) => [name, b.account_code, b.date_from, b.date_to],
        filters: async (b, db) => {
          const acc = b.account_code ? await db.one<{ n: string }>(sql`SELECT account_name AS n FROM accounts WHERE account_code = ${b.account_code}`) : undefined;
          return [
            ...(b.account_code ? [{ label: 'Account', value: `${b.account_code} ${acc?.n ?? ''}`.trim() }] : []),
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

const fixed = (code: string) => () => oneAccount(code);

export const accountSubledgerRoutes: RouteDef[] = [
  ...subledgerRoutes(outputVat, 'output_vat', fixed(OUTPUT_VAT), -1),
  ...subledgerRoutes(inputVat, 'input_vat', fixed(INPUT_VAT), 1),
  ...subledgerRoutes(cwtSubledger, 'cwt', fixed(CWT), 1),
  ...subledgerRoutes(cashInBank, 'cash_in_bank', cashInBankAccounts, 1),
  ...subledgerRoutes(currentLiabilities, 'current_liabilities', currentLiabilityAccounts, -1),
];
