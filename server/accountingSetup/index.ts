import type { RouteDef } from '../http/routeRegistry';
import { accountRoutes } from './accounts.routes';
import { draftRoutes } from './drafts.routes';
import { setupRoutes } from './setup.routes';

/**
 * Chart of accounts (spec 002 §7.9: list, drafts and their approval, soft
 * delete, show, drop-downs, export), cost centers, divisions, programs, COA
 * tagging and accounting code profiles. Registered in server/routes/index.ts.
 */
export const accountingSetupRoutes: RouteDef[] = [...accountRoutes, ...draftRoutes, ...setupRoutes];
export { seedAccountingSetup } from './seed';
export { postingRefusal } from './postable';
