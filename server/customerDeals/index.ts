import type { RouteDef } from '../http/routeRegistry';
import type { FileRoute, UploadRoute } from '../uploads';
import { dealRoutes } from './deals.routes';
import { discountRoutes } from './discounts.routes';
import { dealListRoutes } from './lists.routes';

/**
 * Deals and discounts (spec 002 §2.4 Products & Discounts tab, §3.8; the deal
 * screens of spec 000 §2.5): the deal queue (Regular, Promotional, New), a
 * deal's form and its approval, the Deals Logs, and a customer's discounts.
 * Registered in server/routes/index.ts.
 */
export const customerDealsRoutes: RouteDef[] = [...dealListRoutes, ...dealRoutes, ...discountRoutes];
/** Deals carry no files. */
export const customerDealsUploadRoutes: UploadRoute[] = [];
export const customerDealsFileRoutes: FileRoute[] = [];
export { seedCustomerDeals } from './seed';
