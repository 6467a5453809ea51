import type { RouteDef } from '../http/routeRegistry';
import { adjustmentRoutes } from './adjustments.routes';
import { importRoutes } from './imports.routes';

/** Inventory adjustments, their XLSX import, and the opening-stock import (issue 12). */
export const inventoryAdjustmentRoutes: RouteDef[] = [...adjustmentRoutes, ...importRoutes];
