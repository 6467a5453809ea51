import type { RouteDef } from '../http/routeRegistry';

/** Unidentified deposits, collections access, manual sales invoices and the advances from customers sub-ledger (issue 14). Filled in by its module. */
export const creditOpsRoutes: RouteDef[] = [];
