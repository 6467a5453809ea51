import type { RouteDef } from '../http/routeRegistry';

/** Journal vouchers and the period close (issue 13). Filled in by its module. */
export const journalVoucherRoutes: RouteDef[] = [];
