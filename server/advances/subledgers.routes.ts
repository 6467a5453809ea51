import { ADVANCE_ACCOUNTS, advancesToSuppliers, advancesToSuppliersNonTrade, advancesToVendors } from '../../contract/advances';
import type { RouteDef } from '../http/routeRegistry';
import { accountSubledgerRoutes } from '../financeReports/public';

/*
 * The three advances accounts, each an account sub-ledger of the finance reports' kind: the payee is the entry's (a
 * payable voucher names its payee), the running balance debit - credit, the summary from the period totals, so each
 * closes on its account's trial balance figure (advances.test.ts).
 */
export const advanceSubledgerRoutes: RouteDef[] = [
  ...accountSubledgerRoutes(advancesToSuppliers, 'advances_to_suppliers_trade', { account: ADVANCE_ACCOUNTS.trade }, 1),
  ...accountSubledgerRoutes(advancesToSuppliersNonTrade, 'advances_to_suppliers_non_trade', { account: ADVANCE_ACCOUNTS.nonTrade }, 1),
  ...accountSubledgerRoutes(advancesToVendors, 'advances_to_vendors', { account: ADVANCE_ACCOUNTS.vendors }, 1),
];
