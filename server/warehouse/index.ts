import type { RouteDef } from '../http/routeRegistry';
import { assignmentRoutes } from './assignment.routes';
import { floorRoutes } from './floors.routes';
import { warehouseLookupRoutes, warehouseMasterRoutes } from './warehouses.routes';
import { zoneRoutes } from './zones.routes';

export { seedWarehouses } from './seed';
export { seedInventoryDocuments } from './documentsSeed';

/** Warehouses, floors, zones and pallets. */
export const warehouseRoutes: RouteDef[] = [...warehouseMasterRoutes, ...warehouseLookupRoutes, ...floorRoutes, ...zoneRoutes, ...assignmentRoutes];
