import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';

/** Registered in server/routes/index.ts; filled in by the customer md feature. */
export const customerMdsRoutes: RouteDef[] = [];
export const customerMdsUploadRoutes: UploadRoute[] = [];
export const customerMdsFileRoutes: FileRoute[] = [];
