import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';
import { documentRoutes, documentUploadRoutes } from './documents.routes';
import { siTemplateRoutes } from './siTemplate.routes';

/**
 * The customer view's Documents and SI Template sections (spec 002 §2.4,
 * §3.7, §3.9, §5) and the KYC state of a customer's documents. Registered
 * in server/routes/index.ts.
 */
export const customerDocumentsRoutes: RouteDef[] = [...documentRoutes, ...siTemplateRoutes];
export const customerDocumentsUploadRoutes: UploadRoute[] = documentUploadRoutes;
/** None of its own: the documents are served by the customer file route (/customer/files/{id}, server/customers). */
export const customerDocumentsFileRoutes: FileRoute[] = [];

/** For the Customers Center's KYC column and filter. */
export { kycFilterSql, kycStateSql } from './kyc';
/** Demo documents; call in demo mode after seedFinance (server/main.ts), with config.uploadDir and the Manila business day. */
export { seedCustomerDocuments } from './seed';

/** A customer's current documents and SI template, for the customer read (GET /customer/{customer_code}). */
export { currentDocuments, readDocumentsHead } from './read';
export { recordUpload } from './write';
export { readSiTemplateRow, siTemplateOf } from './siTemplate';
