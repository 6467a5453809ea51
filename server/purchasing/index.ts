import type { RouteDef } from '../http/routeRegistry';
import { forecastRoutes } from './forecast.routes';
import { poTrailRoutes } from './poTrail.routes';
import { purchaseLogRoutes } from './purchaseLogs.routes';
import { purchaseRequestRoutes } from './purchaseRequests.routes';
import { supplierRoutes } from './suppliers.routes';

/** Every purchasing endpoint (contract/purchasing.ts), for server/routes/index.ts. */
export const purchasingRoutes: RouteDef[] = [...forecastRoutes, ...purchaseLogRoutes, ...purchaseRequestRoutes, ...supplierRoutes, ...poTrailRoutes];
export { seedPurchasing } from './seed';
