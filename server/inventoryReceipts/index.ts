import type { RouteDef } from '../http/routeRegistry';

/** Inventory receipts: receiving approved purchase orders onto pallets, inspection and approval (issue 12). Filled in by its module. */
export const inventoryReceiptRoutes: RouteDef[] = [];
