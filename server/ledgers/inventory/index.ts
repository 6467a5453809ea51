import { inventorySubLedgerRoutes } from './inventorySubLedger.routes';
import { inventoryLookupRoutes } from './lookups.routes';
import { productLedgerRoutes } from './productLedger.routes';
import { salesPerProductRoutes } from './salesPerProduct.routes';
import { ytdSalesRoutes } from './ytdSales.routes';

/** Inventory Sub Ledger, Product Ledger, Sales Per Product and YTD Sales ledgers, with their lookups. */
export const inventoryLedgerRoutes = [...inventorySubLedgerRoutes, ...productLedgerRoutes, ...salesPerProductRoutes, ...ytdSalesRoutes, ...inventoryLookupRoutes];
