import { customerFileRoute, customerMasterRoutes, customerUploadRoutes } from './customers.routes';
import { customerListRoutes } from './list.routes';

/** The customer master (spec 002 §2.1-§2.4, §7.1): list and export, create, read, update, status, attachments. */
export const customerRoutes = [...customerListRoutes, ...customerMasterRoutes];
export { customerUploadRoutes };
export const customerFileRoutes = [customerFileRoute];
export { seedCustomerProfiles } from './seed';
