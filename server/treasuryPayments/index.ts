import type { RouteDef } from '../http/routeRegistry';
import { nonTradeRoutes } from './nonTrade.routes';
import { paymentRoutes } from './payments.routes';

export { seedNonTradeCollections, seedTreasuryPayments } from './seed';

/** Treasury payments to suppliers, vendors and employees, and non-trade collections (issue 14). */
export const treasuryPaymentRoutes: RouteDef[] = [...paymentRoutes, ...nonTradeRoutes];
