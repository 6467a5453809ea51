import {
  INVENTORY_LEDGER_PATHS,
  inventoryLedgerBody,
  inventoryLedgerExportBody,
  type InventoryMovementRow,
} from '../../../contract/inventoryLedgers';
import { sql, type Db } from '../../db/db';
import { exportToXlsx, keysetBatches, type ExportColumn } from '../../export';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { balancesBeforeKey, movementsFrom, productPage, productsOf, type Balances, type ProductHead } from './inventorySubLedger';

/**
 * Inventory Sub Ledger (spec 000 §2.12): one group per chosen product, each
 * with the asked page of its movements and running quantity/amount balances.
 * Every card pages on its own: the screen asks for one product per card, a
 * request for several answers the same page of each.
 */
export const inventorySubLedger = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.inventory,
  scopes: ['view_inventory_sub_ledger_list'],
  summary: 'Inventory movements of the chosen products, per product, paged, with running quantity and amount balances',
  body: inventoryLedgerBody,
  handler: async ({ body, deps }) => {
    const products = await productsOf(deps.db, body.product_id, body.supplier_id);
    const groups = [];
    for (const p of products) groups.push(await productPage(deps.db, p, body));
    return ok(
      groups,
      groups.reduce((n, g) => n + g.total_rows, 0),
    );
  },
});

type ExportRow = InventoryMovementRow & { idx: number };
interface ExportKey extends Balances {
  idx: number;
  date: string;
  id: number;
}

/**
 * Every movement of the products in [from, to], product after product in
 * date order, in keyset batches; each product's balances start from what it
 * held before Date From and are carried from batch to batch in the key.
 */
export function inventoryExportBatches(db: Db, products: ProductHead[], from: string, to: string, batchSize?: number): AsyncIterable<ExportRow[]> {
  return keysetBatches<ExportRow, ExportKey>(
    async (after, limit) => {
      const out: ExportRow[] = [];
      let idx = after?.idx ?? 0;
      let cursor = after;
      while (out.length < limit && idx < products.length) {
        const pid = products[idx].product_id;
        // (Date From, 0) is before every movement of the first day: ids start at 1.
        const key = cursor?.idx === idx ? { date: cursor.date, id: cursor.id } : { date: from, id: 0 };
        const opening = cursor?.idx === idx ? cursor : await balancesBeforeKey(db, pid, key);
        const want = limit - out.length;
        const rows = await movementsFrom(db, pid, { key, inclusive: false }, to, want, opening);
        for (const r of rows) out.push({ ...r, idx });
        if (rows.length < want) {
          idx += 1;
          cursor = null;
        }
      }
      return out;
    },
    (last) => ({ idx: last.idx, date: last.transaction_date, id: last.product_movement_id, qty: String(last.qty_balance), amount: last.amount_balance }),
    batchSize,
  );
}

const COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'Product Code', key: 'product_code', kind: 'text', width: 16 },
  { header: 'Product Name', key: 'product_name', kind: 'text', width: 30 },
  { header: 'Date', key: 'transaction_date', kind: 'date', width: 12 },
  { header: 'Batch No.', key: 'batch_no', kind: 'text', width: 16 },
  { header: 'Source Document', key: 'source_document', kind: 'text', width: 16 },
  { header: 'Module', key: 'module', kind: 'text', width: 8 },
  { header: 'Movement', key: 'movement_type', kind: 'text', width: 9 },
  { header: 'Quantity', key: 'quantity', kind: 'int', width: 10 },
  { header: 'Qty Balance', key: 'qty_balance', kind: 'int', width: 12 },
  { header: 'Unit Cost', key: 'cost_unit', kind: 'money', width: 12 },
  { header: 'Diluted Cost', key: 'diluted_cost', kind: 'money', width: 12 },
  { header: 'Amount', key: 'amount', kind: 'money', width: 14 },
  { header: 'Amount Balance', key: 'amount_balance', kind: 'money', width: 16 },
  { header: 'Supplier', key: 'supplier_name', kind: 'text', width: 28 },
  { header: 'Floor', key: 'floor', kind: 'text', width: 14 },
  { header: 'Pallet', key: 'pallet_code', kind: 'text', width: 10 },
  { header: 'Particulars', key: 'particulars', kind: 'text', width: 30 },
  { header: 'Remarks', key: 'remarks', kind: 'text', width: 20 },
];

export const inventorySubLedgerExport = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.inventoryExport,
  scopes: ['export_inventory_sub_ledger_list'],
  summary: 'Inventory movements of the chosen products with running balances, as XLSX',
  body: inventoryLedgerExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const products = await productsOf(deps.db, body.product_id, body.supplier_id);
    const supplier = body.supplier_id
      ? await deps.db.one<{ name: string }>(sql`SELECT company_name AS name FROM suppliers WHERE vendor_id = ${body.supplier_id}`)
      : undefined;
    return exportToXlsx(ctx, {
      title: 'Inventory Sub Ledger',
      fileName: ['inventory_sub_ledger', body.date_from, body.date_to],
      filters: [
        { label: 'Supplier', value: supplier?.name ?? 'All' },
        { label: 'Products', value: products.map((p) => p.product_code).join(', ') },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
      ],
      columns: COLUMNS,
      batches: inventoryExportBatches(deps.db, products, body.date_from, body.date_to),
    });
  },
});

export const inventorySubLedgerRoutes = [inventorySubLedger, inventorySubLedgerExport];
