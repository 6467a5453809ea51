import { productReadRoutes } from './read.routes';
import { updateApprovalRoutes } from './updateApproval.routes';
import { productWorkflowRoutes } from './workflow.routes';

/** Every product master endpoint (spec 001 §7 Product), for server/routes/index.ts. */
export const productRoutes = [...productReadRoutes, ...productWorkflowRoutes, ...updateApprovalRoutes];
