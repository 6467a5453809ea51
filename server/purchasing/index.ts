import type { RouteDef } from '../http/routeRegistry';
import { attachToPurchaseRequest, prAttachmentFile, prAttachmentUploads } from './attachments.routes';
import { forecastRoutes } from './forecast.routes';
import { poTrailRoutes } from './poTrail.routes';
import { purchaseLogRoutes } from './purchaseLogs.routes';
import { createPurchaseRequest, purchaseRequestRoutes, updatePurchaseRequest } from './purchaseRequests.routes';
import { PR_ATTACHMENT_FIELD, PR_ATTACHMENT_LABEL } from '../../contract/purchasing';
import { supplierRoutes } from './suppliers.routes';

/** Every purchasing endpoint (contract/purchasing.ts), for server/routes/index.ts. */
export const purchasingRoutes: RouteDef[] = [...forecastRoutes, ...purchaseLogRoutes, ...purchaseRequestRoutes, ...supplierRoutes, ...poTrailRoutes, attachToPurchaseRequest];

/** Multipart file fields of the attachment route, and the route that serves attachments (server/uploads). */
export const purchasingUploadRoutes = [
  ...prAttachmentUploads,
  // The create and update take the spec's payload as multipart too, its attachments as files (001 §3).
  ...[createPurchaseRequest, updatePurchaseRequest].map((route) => ({ route, files: { [PR_ATTACHMENT_FIELD]: { kind: 'document' as const, label: PR_ATTACHMENT_LABEL, multiple: true } } })),
];
export const purchasingFileRoutes = [prAttachmentFile];
export { seedPurchasing } from './seed';
