import type { RouteDef } from '../http/routeRegistry';
import { expiredStockRoutes } from './expiredStock.routes';
import { generatorRoutes } from './generator.routes';
import { lotTraceRoutes } from './lotTrace.routes';
import { movementRoutes } from './movements.routes';
import { reportRoutes } from './reports.routes';

/** The inventory report, movement list, transaction log, report generator, near expiry and lot trace (issue 12); expired stock and its write-down (issue 25). */
export const inventoryReportRoutes: RouteDef[] = [...reportRoutes, ...movementRoutes, ...lotTraceRoutes, ...generatorRoutes, ...expiredStockRoutes];
