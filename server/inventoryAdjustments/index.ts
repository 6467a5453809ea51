import type { RouteDef } from '../http/routeRegistry';

/** Inventory adjustments, their XLSX import, and the opening-stock import (issue 12). Filled in by its module. */
export const inventoryAdjustmentRoutes: RouteDef[] = [];
