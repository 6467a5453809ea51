import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';
import { footprintRoutes, footprintSignatureRoute, footprintUploadRoutes } from './footprints.routes';

/** Footprint tracing of a customer (spec 002 §2.10, §3.19, §7.7); registered in server/routes/index.ts. */
export const customerFootprintsRoutes: RouteDef[] = footprintRoutes;
export const customerFootprintsUploadRoutes: UploadRoute[] = footprintUploadRoutes;
export const customerFootprintsFileRoutes: FileRoute[] = [footprintSignatureRoute];
export { seedCustomerFootprints } from './seed';
