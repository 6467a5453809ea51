import type { RouteDef } from '../http/routeRegistry';
import { courierCustomerRoutes } from './courierCustomers.routes';
import { courierLocationRoutes, courierLookupRoutes, courierMasterRoutes } from './couriers.routes';

export { seedCourierLocations } from './seed';

/** Couriers, their service locations and their customers. */
export const courierRoutes: RouteDef[] = [...courierMasterRoutes, ...courierLocationRoutes, ...courierCustomerRoutes, ...courierLookupRoutes];
