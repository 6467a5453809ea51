import type { Config } from '../config';
import type { RouteDef } from '../http/routeRegistry';
import { authRoutes } from './auth.routes';
import { demoRoutes } from './demo.routes';
import { ecosystemRoutes } from './ecosystem.routes';
import { gateRoutes } from './gate.routes';
import { ledgerRoutes } from '../finance/ledger.routes';
import { lookupRoutes } from '../finance/lookups.routes';
import { notificationRoutes } from './notifications.routes';
import { passwordRoutes } from './password.routes';
import { userRoutes } from './users.routes';

/**
 * The route registry: every API endpoint of the server, in one list. A new
 * area adds its `*.routes.ts` array here. Demo-only routes are left out in
 * production.
 */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...notificationRoutes,
  ...ecosystemRoutes,
  ...gateRoutes,
  ...demoRoutes,
  ...ledgerRoutes,
  ...lookupRoutes,
];

export function apiRoutes(config: Pick<Config, 'mode'>): RouteDef[] {
  return ALL_ROUTES.filter((r) => !r.demoOnly || config.mode === 'demo');
}
