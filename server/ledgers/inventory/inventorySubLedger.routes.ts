import { inventoryMovementColumns, inventorySubLedgerReport as report, type InventoryMovementRow } from '../../../contract/inventoryLedgers';
import { sql, type Db } from '../../db/db';
import { exportToXlsx, keysetBatches } from '../../export';
import { formatManilaDateTime } from '../../export/manilaTime';
import { exportColumnsOf, readableRows, route } from '../../kit';
import { runningBalanceRows } from '../../kit/report';
import { amountOfCentavos, centavosOf } from '../../../contract/kit/centavos';
import { nextDay } from '../../inventoryReports/public';
import { balancesBeforeKey, movementsFrom, productPage, productsOf, type Balances, type ProductHead } from './inventorySubLedger';

/*
 * Inventory Sub Ledger (spec 000 §2.12), declared in the contract. Both routes
 * are written with route() rather than reportRoutes: the page answers one
 * group (card) per product, each with its own page of movements and total,
 * not one page of rows; and reportRoutes always brings its page route along,
 * so the export (columns from the declaration all the same) is written here too.
 */

/**
 * One group per chosen product, each with the asked page of its movements and
 * running quantity/amount balances. Every card pages on its own: the screen
 * asks for one product per card, a request for several answers the same page
 * of each.
 */
export const inventorySubLedger = route(report.page, {
  scopes: [report.scopes.view],
  summary: 'Inventory movements of the chosen products, per product, paged, with running quantity and amount balances',
  handler: async ({ body, deps, ok }) => {
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

/**
 * The export's Opening Balance, Period Totals and Closing Balance rows: the amounts of all the products added up
 * (exactly, in centavos); the quantities only for one product (pieces of different products do not add up).
 */
async function rangeRows(db: Db, products: ProductHead[], from: string, to: string) {
  const ends = await Promise.all(
    products.map(async (p) => [await balancesBeforeKey(db, p.product_id, { date: from, id: 0 }), await balancesBeforeKey(db, p.product_id, { date: nextDay(to), id: 0 })]),
  );
  const amount = (end: 0 | 1) => amountOfCentavos(ends.reduce((s, e) => s + centavosOf(e[end].amount), 0));
  const qty = (end: 0 | 1) => (products.length === 1 ? { qty_balance: ends[0][end].qty } : {});
  const rows = runningBalanceRows(inventoryMovementColumns, { from, to, opening: amount(0), closing: amount(1) }, { balance: 'amount_balance' });
  return {
    before: [{ ...rows.before[0], ...qty(0) }],
    after: (sums: Record<string, string>) => {
      const [totals, closing] = rows.after(sums);
      return [totals, { ...closing, ...qty(1) }];
    },
  };
}

export const inventorySubLedgerExport = route(report.export, {
  scopes: [report.scopes.export],
  summary: 'Inventory movements of the chosen products with running balances, as XLSX',
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const products = await productsOf(deps.db, body.product_id, body.supplier_id);
    const supplier = body.supplier_id
      ? await deps.db.one<{ name: string }>(sql`SELECT company_name AS name FROM suppliers WHERE vendor_id = ${body.supplier_id}`)
      : undefined;
    return exportToXlsx<InventoryMovementRow>(ctx, {
      title: report.title,
      fileName: ['inventory_sub_ledger', body.date_from, body.date_to],
      filters: [
        { label: 'Supplier', value: supplier?.name ?? 'All' },
        { label: 'Products', value: products.map((p) => p.product_code).join(', ') },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
      ],
      columns: exportColumnsOf(inventoryMovementColumns),
      batches: readableRows(inventoryMovementColumns, inventoryExportBatches(deps.db, products, body.date_from, body.date_to), formatManilaDateTime),
      sum: products.length === 1 ? ['quantity', 'amount'] : ['amount'],
      ...(await rangeRows(deps.db, products, body.date_from, body.date_to)),
    });
  },
});

export const inventorySubLedgerRoutes = [inventorySubLedger, inventorySubLedgerExport];
