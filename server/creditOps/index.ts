import type { RouteDef } from '../http/routeRegistry';
import { accessRoutes } from './access.routes';
import { depositRoutes } from './deposits.routes';
import { manualSiRoutes } from './manualSi.routes';
import { creditSubledgerRoutes } from './subledgers.routes';

export { seedCreditOps } from './seed';

/** Unidentified deposits, collections access, manual sales invoices and the advances from customers sub-ledger (issue 14). */
export const creditOpsRoutes: RouteDef[] = [...depositRoutes, ...accessRoutes, ...manualSiRoutes, ...creditSubledgerRoutes];
