import { productDecisionRoutes } from './approvals';
import { productReadRoutes } from './read.routes';
import { updateApprovalRoutes } from './updateApproval.routes';
import { productFormUploads, productWorkflowRoutes } from './workflow.routes';
import { productFileRoute } from './files';

/** Every product master endpoint (spec 001 §7 Product), for server/routes/index.ts. */
export const productRoutes = [...productReadRoutes, ...productWorkflowRoutes, ...updateApprovalRoutes, ...productDecisionRoutes];

/** Multipart file fields of the product saves, and the route that serves product files (server/uploads). */
export const productUploadRoutes = productFormUploads;
export const productFileRoutes = [productFileRoute];
