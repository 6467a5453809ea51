import type { RouteDef } from '../http/routeRegistry';
import { jvRoutes } from './jv.routes';
import { jvLookupRoutes } from './lookups.routes';
import { periodRoutes } from './periods.routes';

export { seedPeriodClose } from './periods';

/** Journal vouchers and the period close (issue 13). */
export const journalVoucherRoutes: RouteDef[] = [...jvRoutes, ...periodRoutes, ...jvLookupRoutes];
