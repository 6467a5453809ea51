import { ADVANCE_ACCOUNTS, advancesToSuppliers, advancesToSuppliersNonTrade, advancesToVendors } from '../../contract/advances';
import type { AccountLineRow } from '../../contract/financeReports';
import { sql } from '../db/db';
import type { RouteDef } from '../http/routeRegistry';
import { reportRoutes, route } from '../kit';
import { linesBalanceRows, linesBatches, linesPage, linesSummary, type LinesScope, oneAccount } from '../financeReports/public';

/*
 * The three advances accounts read by the finance reports' account pager: the
 * payee is the entry's (a payable voucher names its payee), the running
 * balance debit - credit, the summary from the period totals, so each closes
 * on its account's trial balance figure (advances.test.ts).
 */

type Decl = typeof advancesToSuppliers;

function advanceSubledger(decl: Decl, account: string, fileName: string): RouteDef[] {
  const scope = (b: { date_from: string; date_to: string }): LinesScope => ({ accounts: oneAccount(account), from: b.date_from, to: b.date_to, sign: 1 });
  return [
    ...reportRoutes<AccountLineRow, Decl['report']>(decl.report, {
      summary: { page: `${decl.report.title}: the lines of ${account} with the payee and the running balance` },
      page: (body, db) => linesPage(db, scope(body), body),
      export: {
        fileName: (b) => [fileName, b.date_from, b.date_to],
        filters: async (b, db) => {
          const acc = await db.one<{ n: string }>(sql`SELECT account_name AS n FROM accounts WHERE account_code = ${account}`);
          return [
            { label: 'Account', value: `${account} ${acc?.n ?? ''}`.trim() },
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
      summary: `${decl.report.title}: opening, debits, credits and closing`,
      handler: async ({ body, deps, ok }) => ok(await linesSummary(deps.db, scope(body))),
    }),
  ];
}

export const advanceSubledgerRoutes: RouteDef[] = [
  ...advanceSubledger(advancesToSuppliers, ADVANCE_ACCOUNTS.trade, 'advances_to_suppliers_trade'),
  ...advanceSubledger(advancesToSuppliersNonTrade, ADVANCE_ACCOUNTS.nonTrade, 'advances_to_suppliers_non_trade'),
  ...advanceSubledger(advancesToVendors, ADVANCE_ACCOUNTS.vendors, 'advances_to_vendors'),
];
