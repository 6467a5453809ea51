import type { RouteDef } from '../http/routeRegistry';

/** Balance sheet and the finance sub-ledgers over the books (filled in by its module). */
export const financeReportRoutes: RouteDef[] = [];
