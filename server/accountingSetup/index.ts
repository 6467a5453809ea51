import type { RouteDef } from '../http/routeRegistry';

/** Chart of accounts, cost centers, divisions, programs, COA tagging and accounting code profiles (filled in by its module). */
export const accountingSetupRoutes: RouteDef[] = [];
