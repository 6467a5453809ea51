import type { RouteDef } from '../http/routeRegistry';

/** Advances to suppliers and vendors, the CWT report and updating, and cash advances (issue 13). Filled in by its module. */
export const advanceRoutes: RouteDef[] = [];
