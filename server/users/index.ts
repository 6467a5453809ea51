import { roleRoutes } from '../roles/public';
import { lookupRoutes } from './lookups.routes';
import { userAdminRoutes } from './userAdmin.routes';
import { userRoleRoutes } from './userRoles.routes';
import { signatureFileRoute, signatureRoutes, signatureUploadRoutes } from './signature.routes';

/** Users and Roles administration (spec 002 §2.5): users, their roles, roles, and the user form's lookups. */
export const userManagementRoutes = [...userAdminRoutes, ...signatureRoutes, ...userRoleRoutes, ...lookupRoutes, ...roleRoutes];
export const userUploadRoutes = signatureUploadRoutes;
export const userFileRoutes = [signatureFileRoute];
export { linkUserLookups } from './lookups.routes';
