import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';
import { customerMdRoutes } from './customerMds.routes';

/** Associate MDs of the customer view (spec 002 §2.4, §3.6, §7.1). Registered in server/routes/index.ts. */
export const customerMdsRoutes: RouteDef[] = customerMdRoutes;
export const customerMdsUploadRoutes: UploadRoute[] = [];
export const customerMdsFileRoutes: FileRoute[] = [];

/** A customer's associate MDs, for the customer read (GET /customer/{customer_code}: customer_mds). */
export { attachedOf as customerMdsOf } from './customerMds.routes';
