import type { RouteDef } from '../http/routeRegistry';

/** A bank's branches and the company's accounts with it (filled in by the bank accounts module). */
export const bankAccountRoutes: RouteDef[] = [];
