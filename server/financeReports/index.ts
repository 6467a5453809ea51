import type { RouteDef } from '../http/routeRegistry';
import { cwtCustomerRoutes } from './cwtCustomers.routes';
import { payableRoutes } from './payables.routes';
import { receiptReportRoutes } from './receipts.routes';
import { statementRoutes } from './statements.routes';
import { controlSubledgerRoutes } from './subledgers.routes';
import { transactionRoutes } from './transactions.routes';

/** Balance sheet, trial balance v2 and the finance sub-ledgers over the books (issue 13). */
export const financeReportRoutes: RouteDef[] = [
  ...statementRoutes,
  ...controlSubledgerRoutes,
  ...cwtCustomerRoutes,
  ...transactionRoutes,
  ...payableRoutes,
  ...receiptReportRoutes,
];
