import type { RouteDef } from '../http/routeRegistry';

/** Vendors, suppliers, payees and employees (filled in by its module). */
export const vendorRoutes: RouteDef[] = [];
