import { productLedgerBatches, productLedgerReport, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import { sql } from '../../db/db';
import { reportRoutes, route } from '../../kit';
import { productBatchRows, productLedgerSummary } from './productLedger';

/** Product Ledger (spec 000 §2.15): the module summary and its export (declared in the contract) and the "Inventory Per Batch Number" drill-down. */
const summaryRoutes = reportRoutes<ProductLedgerRow, typeof productLedgerReport>(productLedgerReport, {
  summary: { page: 'Product ledger: beginning balance, purchases, sales, transfers, adjustments and ending balance of a product (or batch)' },
  page: async (body, db) => {
    const rows = await productLedgerSummary(db, body, body.direction);
    return { rows, total: rows.length };
  },
  export: {
    fileName: (b) => ['product_ledger', String(b.id), b.batch_no, b.date_from, b.date_to],
    filters: async (b, db) => {
      const p = await db.one<{ code: string; name: string }>(sql`SELECT product_code AS code, product_name AS name FROM products WHERE product_id = ${b.id}`);
      return [
        { label: 'Product', value: p ? `${p.code} ${p.name}` : String(b.id) },
        { label: 'Batch No.', value: b.batch_no || 'All' },
        { label: 'Date From', value: b.date_from },
        { label: 'Date To', value: b.date_to },
      ];
    },
    batches: async function* (b, db) {
      yield await productLedgerSummary(db, { product_id: b.id, batch_no: b.batch_no, date_from: b.date_from, date_to: b.date_to }, 'asc');
    },
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
