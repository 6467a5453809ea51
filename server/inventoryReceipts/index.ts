import type { RouteDef } from '../http/routeRegistry';
import { receiptRoutes } from './receipts.routes';

/** Inventory receipts: receiving approved purchase orders onto pallets, inspection and approval (issue 12). */
export const inventoryReceiptRoutes: RouteDef[] = [...receiptRoutes];
