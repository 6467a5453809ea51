import { customerProductCodeRoutes as crud } from './customerProductCodes.routes';
import { customerProductCodeUploadRoutes, importCustomerProductCodes } from './import.routes';

/** Product Maintenance's routes for server/routes/index.ts: the registry routes and the import's file field (UPLOAD_ROUTES). */
export const customerProductCodeRoutes = [...crud, importCustomerProductCodes];
export { customerProductCodeUploadRoutes };
export { seedCustomerProductCodes } from './seed';
