import { INVENTORY_LEDGER_PATHS, productBatchesBody, productLedgerBody } from '../../../contract/inventoryLedgers';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { productBatchRows, productLedgerSummary } from './productLedger';

/** Product Ledger (spec 000 §2.15): the module summary and the "Inventory Per Batch Number" modal. */
export const productLedger = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.productLedger,
  scopes: ['view_product_ledger_list'],
  summary: 'Product ledger: beginning balance, purchases, sales, transfers, adjustments and ending balance of a product (or batch)',
  body: productLedgerBody,
  handler: async ({ body, deps }) => {
    const rows = await productLedgerSummary(deps.db, body, body.direction);
    return ok(rows, rows.length);
  },
});

export const productLedgerBatches = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.productBatches,
  scopes: ['view_product_ledger_list'],
  summary: "Product ledger drill-down: one module's movements (or the batches' balances) per batch number, paged",
  body: productBatchesBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await productBatchRows(deps.db, body, body);
    return ok(rows, total);
  },
});

export const productLedgerRoutes = [productLedger, productLedgerBatches];
