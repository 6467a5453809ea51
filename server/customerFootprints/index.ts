import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';

/** Registered in server/routes/index.ts; filled in by the customer footprint feature. */
export const customerFootprintsRoutes: RouteDef[] = [];
export const customerFootprintsUploadRoutes: UploadRoute[] = [];
export const customerFootprintsFileRoutes: FileRoute[] = [];
