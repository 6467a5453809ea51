import type { RouteDef } from '../http/routeRegistry';
import { allocatedRoutes } from './allocated';
import { depreciationRoutes } from './depreciation';
import { purchaseOrderRoutes } from './purchaseOrders';
import { registerRoutes } from './register';
import { assetReportRoutes } from './reports';

export { seedAssets } from './seed';

/** Fixed assets, depreciation, asset purchase orders and allocated expenses (issue 13). */
export const assetRoutes: RouteDef[] = [...registerRoutes, ...depreciationRoutes, ...purchaseOrderRoutes, ...assetReportRoutes, ...allocatedRoutes];
