import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';
import { branchConfigRoutes } from './config.routes';
import { branchLinkRoutes } from './links.routes';

/** The Branches tab of the customer view (spec 002 §2.4, §3.10, §4, §7.1): settings and links. Registered in server/routes/index.ts. */
export const customerBranchesRoutes: RouteDef[] = [...branchConfigRoutes, ...branchLinkRoutes];
export const customerBranchesUploadRoutes: UploadRoute[] = [];
export const customerBranchesFileRoutes: FileRoute[] = [];
