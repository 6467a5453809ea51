import type { RouteDef } from '../http/routeRegistry';
import { bankAccountRoutes as accountRoutes, bankBranchRoutes, bankLookupRoutes } from './bankAccounts.routes';

export { seedBankAccounts } from './seed';

/** A bank's branches and the company's accounts with it. */
export const bankAccountRoutes: RouteDef[] = [...bankBranchRoutes, ...accountRoutes, ...bankLookupRoutes];
