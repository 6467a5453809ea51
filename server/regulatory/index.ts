import type { RouteDef } from '../http/routeRegistry';
import { regulatoryRoutes as routes } from './licences.routes';
import { recallRoutes } from './recalls.routes';
import { controlledRoutes } from './controlled.routes';
export { expiring } from './licences.routes';

/** Licences and registrations, the gates they put on trade and their alerts, and the recalls (issue 28). */
export const regulatoryRoutes: RouteDef[] = [...routes(), ...recallRoutes, ...controlledRoutes];
export { passTradeGates, tradeGateRefusals, type TradeParties, type GatedDocument, type GateActor } from './gates';
export { seedLicences } from './seed';
