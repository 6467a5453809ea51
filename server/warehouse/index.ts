import type { RouteDef } from '../http/routeRegistry';

/** Warehouses, floors, zones and pallets (filled in by its module). */
export const warehouseRoutes: RouteDef[] = [];
