import type { RouteDef } from '../http/routeRegistry';

/** Inventory transfers floor to floor (v1) and replenishment (v2), expiry first (issue 12). Filled in by its module. */
export const inventoryTransferRoutes: RouteDef[] = [];
