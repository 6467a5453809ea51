import type { RouteDef } from '../http/routeRegistry';
import { applicationRoutes } from './applications';
import { caReportRoutes } from './caReports.routes';
import { cashAdvanceRoutes } from './cashAdvance.routes';
import { cwtRoutes } from './cwt.routes';
import { ewtFormRoutes } from './ewtForm.routes';
import { advanceSubledgerRoutes } from './subledgers.routes';

/** Advances to suppliers and vendors, the CWT report and updating, and cash advances (issue 13). */
export const advanceRoutes: RouteDef[] = [
  ...advanceSubledgerRoutes,
  ...applicationRoutes,
  ...cwtRoutes,
  ...cashAdvanceRoutes,
  ...caReportRoutes,
  ...ewtFormRoutes,
];
