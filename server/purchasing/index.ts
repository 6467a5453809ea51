import type { RouteDef } from '../http/routeRegistry';
import { attachToPurchaseRequest, prAttachmentFile, prAttachmentUploads } from './attachments.routes';
import { forecastRoutes } from './forecast.routes';
import { poTrailRoutes } from './poTrail.routes';
import { purchaseLogRoutes } from './purchaseLogs.routes';
import { purchaseRequestRoutes } from './purchaseRequests.routes';
import { supplierRoutes } from './suppliers.routes';

/** Every purchasing endpoint (contract/purchasing.ts), for server/routes/index.ts. */
export const purchasingRoutes: RouteDef[] = [...forecastRoutes, ...purchaseLogRoutes, ...purchaseRequestRoutes, ...supplierRoutes, ...poTrailRoutes, attachToPurchaseRequest];

/** Multipart file fields of the attachment route, and the route that serves attachments (server/uploads). */
export const purchasingUploadRoutes = prAttachmentUploads;
export const purchasingFileRoutes = [prAttachmentFile];
export { seedPurchasing } from './seed';
