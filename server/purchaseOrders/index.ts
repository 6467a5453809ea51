import type { RouteDef } from '../http/routeRegistry';
import { naPoRoutes } from './nonAsset.routes';
import { payableRoutes } from './payables.routes';
import { poRoutes } from './po.routes';

/** Purchase orders, their approval levels, non-asset purchase orders and payable management (issue 14). */
export const purchaseOrderRoutes: RouteDef[] = [...poRoutes, ...naPoRoutes, ...payableRoutes];
export { seedPurchaseOrders } from './seed';
