import type { RouteDef } from '../http/routeRegistry';
import { cvRoutes } from './cv.routes';
import { pvLookupRoutes } from './lookups.routes';
import { pvRoutes } from './pv.routes';

export { seedPayableVouchers } from './seed';

/** Payable and check vouchers, and the BIR 2307 (issue 13). */
export const payableVoucherRoutes: RouteDef[] = [...pvRoutes, ...cvRoutes, ...pvLookupRoutes];
