import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';

/** Registered in server/routes/index.ts; filled in by the customer document feature. */
export const customerDocumentsRoutes: RouteDef[] = [];
export const customerDocumentsUploadRoutes: UploadRoute[] = [];
export const customerDocumentsFileRoutes: FileRoute[] = [];
