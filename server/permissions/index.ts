import type { RouteDef } from '../http/routeRegistry';
import { coaPermissionRoutes } from './coaPermissions.routes';
import { permissionInsightRoutes } from './insight.routes';
import { permissionMatrixRoutes } from './matrix.routes';

/** Permissions Management and PV/JV Accounts permission (spec 002 §2.5). */
export const permissionRoutes: RouteDef[] = [...permissionMatrixRoutes, ...permissionInsightRoutes, ...coaPermissionRoutes];
export { accountsUserMayPostTo, mayPostToAccount } from './coaPermission';
export { seedDemoAccountGrants } from './demoGrants';
