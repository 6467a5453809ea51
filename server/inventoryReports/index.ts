import type { RouteDef } from '../http/routeRegistry';

/** The inventory report, movement, transaction log and report generator (issue 12). Filled in by its module. */
export const inventoryReportRoutes: RouteDef[] = [];
