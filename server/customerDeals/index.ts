import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';

/** Registered in server/routes/index.ts; filled in by the customer deal feature. */
export const customerDealsRoutes: RouteDef[] = [];
export const customerDealsUploadRoutes: UploadRoute[] = [];
export const customerDealsFileRoutes: FileRoute[] = [];
