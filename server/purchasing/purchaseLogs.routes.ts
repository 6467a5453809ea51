import { createPurchaseLogEp, listPurchaseLogsEp } from '../../contract/products';
import { PURCHASE_LOG_SORTABLE, type PurchaseLogRow } from '../../contract/purchasing';
import { sql, type SQL } from '../db/db';
import { invalid } from '../http/answer';
import { route } from '../kit';
import { manilaToday } from '../clock';
import { PRODUCT_READERS } from './scopes';
import { likePattern } from '../kit/like';
import { orderBy } from '../db/orderBy';

/*
 * Purchase logs of a product: the generated receipts and the logs entered by
 * hand, both read through the view purchase_log_rows (040_purchasing.sql).
 * A page sorts only the product's rows (index on product_id in both sources).
 */

const ORDER: Record<(typeof PURCHASE_LOG_SORTABLE)[number], SQL> = {
  log_date: sql`v.log_date`,
  rr_no: sql`v.rr_no`,
  batch: sql`v.batch`,
  received_quantity: sql`v.received_quantity`,
  unit_price: sql`v.unit_price`,
  expiry_date: sql`v.expiry_date`,
};

const ROW = sql`v.source, v.log_id::int AS log_id, v.log_date::text AS log_date, v.rr_no, p.product_name, p.product_code, v.batch,
  v.quantity_ordered, v.received_quantity, v.unit_price::numeric(14,2)::text AS unit_price,
  (v.unit_vat_inclusive - v.unit_vat_exclusive)::numeric(14,2)::text AS unit_vat,
  v.unit_vat_inclusive::numeric(14,2)::text AS unit_vat_inclusive,
  ((v.unit_vat_inclusive - v.unit_vat_exclusive) * v.received_quantity)::numeric(16,2)::text AS total_vat,
  v.unit_vat_exclusive::numeric(14,2)::text AS unit_vat_exclusive, v.free_goods,
  v.diluted_cost::numeric(14,2)::text AS diluted_cost, v.expiry_date::text AS expiry_date, v.manufacturing_date::text AS manufacturing_date`;

export const listPurchaseLogs = route(listPurchaseLogsEp, {
  scopes: PRODUCT_READERS,
  summary: 'Purchase logs of a product (receipts and logs entered by hand), paged, with a batch / RR / PO filter',
  handler: async ({ body, deps, ok }) => {
    const filter = body.filter
      ? sql`AND (v.batch ILIKE ${likePattern(body.filter)} OR v.rr_no ILIKE ${likePattern(body.filter)} OR v.po_no ILIKE ${likePattern(body.filter)})`
      : sql``;
    const order = orderBy(ORDER, body.order_by, 'log_date');
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const rows = await deps.db.rows<PurchaseLogRow>(sql`
      SELECT ${ROW} FROM purchase_log_rows v JOIN products p ON p.product_id = v.product_id
      WHERE v.product_id = ${body.product_id} ${filter}
      ORDER BY ${order} ${dir} NULLS LAST, v.log_date ${dir}, v.source, v.log_id ${dir}
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM purchase_log_rows v WHERE v.product_id = ${body.product_id} ${filter}`);
    return ok(rows, count?.n ?? 0);
  },
});

export const createPurchaseLog = route(createPurchaseLogEp, {
  scopes: ['add_purchase_log'],
  summary: 'Log a purchase received for a product by hand',
  handler: async ({ body, deps, user, ok }) => {
    const product = await deps.db.one(sql`SELECT 1 FROM products WHERE product_id = ${body.product_id}`);
    if (!product) return invalid(['Product not found.']);
    const created = await deps.db.one<{ log_id: number }>(sql`
      INSERT INTO purchase_logs (product_id, batch, quantity_ordered, received_quantity, unit_price, unit_vat_inclusive,
                                 unit_vat_exclusive, free_goods, diluted_cost, expiry_date, manufacturing_date, log_date, created_by)
      VALUES (${body.product_id}, ${body.batch}, ${body.quantity_ordered}, ${body.received_quantity}, ${body.unit_price}::numeric,
              ${body.unit_vat_inclusive}::numeric, ${body.unit_vat_exclusive}::numeric, ${body.free_goods}, ${body.diluted_cost}::numeric,
              ${body.expiry_date}::date, ${body.manufacturing_date}::date, ${manilaToday(deps.clock.now())}::date, ${user.id})
      RETURNING log_id::int AS log_id`);
    const row = await deps.db.one<PurchaseLogRow>(sql`
      SELECT ${ROW} FROM purchase_log_rows v JOIN products p ON p.product_id = v.product_id
      WHERE v.source = 'LOG' AND v.log_id = ${created!.log_id}`);
    return ok(row!);
  },
});

export const purchaseLogRoutes = [listPurchaseLogs, createPurchaseLog];
