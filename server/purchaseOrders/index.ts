import type { RouteDef } from '../http/routeRegistry';

/** Purchase orders, their approval levels, non-asset purchase orders and payable management (issue 14). Filled in by its module. */
export const purchaseOrderRoutes: RouteDef[] = [];
