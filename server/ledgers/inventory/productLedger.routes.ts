import { productLedgerBatches, productLedgerReport, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import { reportRoutes, route } from '../../kit';
import { productBatchRows, productLedgerSummary } from './productLedger';

/** Product Ledger (spec 000 §2.15): the module summary (declared in the contract, no export) and the "Inventory Per Batch Number" drill-down. */
const summaryRoutes = reportRoutes<ProductLedgerRow, typeof productLedgerReport>(productLedgerReport, {
  summary: { page: 'Product ledger: beginning balance, purchases, sales, transfers, adjustments and ending balance of a product (or batch)' },
  page: async (body, db) => {
    const rows = await productLedgerSummary(db, body, body.direction);
    return { rows, total: rows.length };
  },
});

export const productLedgerBatchesRoute = route(productLedgerBatches, {
  scopes: [productLedgerReport.scopes.view],
  summary: "Product ledger drill-down: one module's movements (or the batches' balances) per batch number, paged",
  handler: async ({ body, deps, ok }) => {
    const { rows, total } = await productBatchRows(deps.db, body, body);
    return ok(rows, total);
  },
});

export const productLedgerRoutes = [...summaryRoutes, productLedgerBatchesRoute];
