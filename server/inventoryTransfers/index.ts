import type { RouteDef } from '../http/routeRegistry';
import { transferRoutes } from './transfers.routes';

/** Inventory transfers floor to floor (v1) and replenishment (v2), expiry first (issue 12). */
export const inventoryTransferRoutes: RouteDef[] = [...transferRoutes];
