import type { RouteDef } from '../http/routeRegistry';
import { employeeMasterRoutes } from './employees.routes';
import { vendorLookupRoutes } from './lookups.routes';
import { vendorMasterRoutes } from './vendors.routes';

export { seedVendorsAndEmployees } from './seed';

/** Vendors, suppliers, payees and employees (issue 14 "Master data"). */
export const vendorRoutes: RouteDef[] = [...vendorMasterRoutes, ...vendorLookupRoutes, ...employeeMasterRoutes];
