import type { RouteDef } from '../http/routeRegistry';

/** Fixed assets, depreciation, asset purchase orders and allocated expenses (issue 13). Filled in by its module. */
export const assetRoutes: RouteDef[] = [];
