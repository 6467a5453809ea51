import { documentFileRoute, documentRoutes, documentUploadRoutes } from './documents.routes';
import { folderRoutes } from './folders.routes';

/** The Document Management System's routes for server/routes/index.ts: registry routes, the upload's file field, the file read back. */
export const documentManagementRoutes = [...folderRoutes, ...documentRoutes];
export { documentUploadRoutes };
export const documentFileRoutes = [documentFileRoute];
