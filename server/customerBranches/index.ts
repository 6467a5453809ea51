import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';

/** Registered in server/routes/index.ts; filled in by the customer branch feature. */
export const customerBranchesRoutes: RouteDef[] = [];
export const customerBranchesUploadRoutes: UploadRoute[] = [];
export const customerBranchesFileRoutes: FileRoute[] = [];
