import type { RouteDef } from '../http/routeRegistry';
import { attachToSrpf, srpfAttachmentFile, srpfUploadRoutes } from './attachments.routes';
import { srpfExportRoutes } from './export.routes';
import { srpfLookupRoutes } from './lookups.routes';
import { srpfDocumentRoutes } from './srpf.routes';

/** Stock returns pull-out (SRPF), issue 11: spec 002 §7.6 under /collection/salesreturn. */
export const srpfRoutes: RouteDef[] = [...srpfDocumentRoutes, ...srpfLookupRoutes, ...srpfExportRoutes, attachToSrpf];

/** For server/routes/index.ts (UPLOAD_ROUTES, FILE_ROUTES): the multipart fields of the attachment route and the route serving the files. */
export { srpfUploadRoutes };
export const srpfFileRoutes = [srpfAttachmentFile];

/** The transitions, for an approver inbox: each `(tx, user, id, reason)`. */
export { approveSrpf, declineSrpf, receiveSrpf, returnSrpf, splitSrpf, submitSrpf } from './transitions';
export { seedSrpf } from './seed';
