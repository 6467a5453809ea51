import type { RouteDef } from '../http/routeRegistry';

/** Couriers, their service locations and their customers (filled in by the couriers module). */
export const courierRoutes: RouteDef[] = [];
