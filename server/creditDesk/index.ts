import type { RouteDef } from '../http/routeRegistry';

/** Customer aging, statements of account and the credit views of a customer (issue 14). Filled in by its module. */
export const creditDeskRoutes: RouteDef[] = [];
