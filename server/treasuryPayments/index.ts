import type { RouteDef } from '../http/routeRegistry';

/** Treasury payments to suppliers, vendors and employees, and non-trade collections (issue 14). Filled in by its module. */
export const treasuryPaymentRoutes: RouteDef[] = [];
