import type { InventoryLedgerGroup, InventoryMovementRow } from '../../../contract/inventoryLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { balancesBefore, countRows, keyAt, pageWindow, type BalanceSum, type MonthKeyedLedger, type RowKey } from '../monthKeyedPaging';

/**
 * Inventory sub-ledger of one product: its movements in date order with the
 * quantity and amount balances after each, starting from everything before
 * Date From (product_month_totals + the partial month), so page N+1 continues
 * exactly where page N ended and a page costs only its own rows.
 */
export const productLedger = (productId: number): MonthKeyedLedger => ({
  postings: sql`inventory_movements`,
  date: sql`transaction_date`,
  id: sql`movement_id`,
  where: sql`product_id = ${productId}`,
  monthTotals: sql`product_month_totals`,
});

const BALANCES: BalanceSum[] = [
  { name: 'qty', posting: sql`quantity`, month: sql`quantity`, type: sql`bigint` },
  { name: 'amount', posting: sql`amount`, month: sql`amount`, type: sql`numeric(18,2)` },
];

export interface Balances {
  qty: string;
  amount: string;
}

export async function balancesBeforeKey(db: Db, productId: number, key: RowKey): Promise<Balances> {
  const b = await balancesBefore(db, productLedger(productId), BALANCES, key);
  return { qty: b.qty ?? '0', amount: b.amount ?? '0.00' };
}

export interface ProductHead {
  product_id: number;
  product_code: string;
  product_name: string;
}

/** The chosen products in id order, of the supplier when one is given (unknown ids are left out). */
export function productsOf(db: Db, ids: number[], supplierId: number | undefined): Promise<ProductHead[]> {
  return db.rows<ProductHead>(sql`
    SELECT product_id, product_code, product_name FROM products
    WHERE product_id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
      ${supplierId ? sql`AND supplier_id = ${supplierId}` : sql``}
    ORDER BY product_id`);
}

/**
 * Movements of a product with (date, id) from `first` on, at most `limit`,
 * up to `to`, with balances continuing from `opening`. The lines come from
 * the (product_id, transaction_date, movement_id) index.
 */
export function movementsFrom(db: Db, productId: number, first: { key: RowKey; inclusive: boolean }, to: string, limit: number, opening: Balances): Promise<InventoryMovementRow[]> {
  const after: SQL = first.inclusive
    ? sql`(transaction_date, movement_id) >= (${first.key.date}::date, ${first.key.id}::bigint)`
    : sql`(transaction_date, movement_id) > (${first.key.date}::date, ${first.key.id}::bigint)`;
  return db.rows<InventoryMovementRow>(sql`
    SELECT m.movement_id::int AS product_movement_id, p.product_code, p.product_name, b.batch_no, m.source_document,
           m.quantity, (${opening.qty}::bigint + SUM(m.quantity) OVER w)::int AS qty_balance,
           m.cost_unit::text AS cost_unit, m.diluted_cost::text AS diluted_cost, m.amount::text AS amount,
           (${opening.amount}::numeric + SUM(m.amount) OVER w)::numeric(18,2)::text AS amount_balance,
           m.movement_type, m.module, m.particulars, m.transaction_date::text AS transaction_date,
           to_char(m.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
           s.company_name AS supplier_name, m.floor, m.pallet_code, m.remarks
    FROM (SELECT * FROM inventory_movements
          WHERE product_id = ${productId} AND transaction_date <= ${to}::date AND ${after}
          ORDER BY transaction_date, movement_id LIMIT ${limit}) m
    JOIN products p ON p.product_id = m.product_id
    JOIN product_batches b ON b.batch_id = m.batch_id
    LEFT JOIN suppliers s ON s.vendor_id = m.supplier_id
    WINDOW w AS (ORDER BY m.transaction_date, m.movement_id)
    ORDER BY m.transaction_date, m.movement_id`);
}

export interface PageArgs {
  date_from: string;
  date_to: string;
  page: number;
  page_size: number;
  direction: 'asc' | 'desc';
}

/** One card: the product and the asked page of its movements (descending shows the latest first). */
export async function productPage(db: Db, product: ProductHead, p: PageArgs): Promise<InventoryLedgerGroup> {
  const ledger = productLedger(product.product_id);
  const total = await countRows(db, ledger, p.date_from, p.date_to);
  const group: InventoryLedgerGroup = { ...product, total_rows: total, product_movement: [] };
  const win = pageWindow(total, p.page, p.page_size, p.direction);
  if (!win) return group;
  const key = await keyAt(db, ledger, p.date_from, p.date_to, win.start);
  if (!key) return group;
  const opening = await balancesBeforeKey(db, product.product_id, key);
  const rows = await movementsFrom(db, product.product_id, { key, inclusive: true }, p.date_to, win.count, opening);
  group.product_movement = p.direction === 'desc' ? rows.reverse() : rows;
  return group;
}
