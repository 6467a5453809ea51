import type { RouteDef } from '../http/routeRegistry';

/** Stock returns pull-out (SRPF), issue 11. Filled in by its module. */
export const srpfRoutes: RouteDef[] = [];
