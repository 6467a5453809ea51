import { MONTH_KEYS, type ForecastRow, type ForecastYear, type IncomingPo, type MonthQty } from '../../contract/purchasing';
import { sql, type Db } from '../db/db';

/*
 * The figures of the forecast grid, from the same books the finance reports
 * read: the inventory postings (inventory_movements; module SO = sales, RET =
 * returns to stock, IA = adjustments, RR = receipts, IT = floor transfers that
 * net to zero) and their monthly totals. The quantity on hand at the start of
 * a year is the monthly totals before it (never years of movements); a year's
 * months come from the product's index range for that year only.
 */

const yearStart = (y: number) => `${y}-01-01`;

const twelve = (rows: { month: number; qty: number }[]): MonthQty[] =>
  Array.from({ length: 12 }, (_, i) => ({ month: i + 1, qty: Number(rows.find((r) => r.month === i + 1)?.qty ?? 0) }));

interface MonthMovements {
  month: number;
  sales: number;
  rts: number;
  adjustment: number;
  received: number;
  other: number;
}

export async function onHandBefore(db: Db, productId: number, date: string): Promise<number> {
  const row = await db.one<{ q: number }>(sql`
    SELECT COALESCE(SUM(quantity), 0)::int AS q FROM product_month_totals
    WHERE product_id = ${productId} AND month < ${date}::date`);
  return Number(row?.q ?? 0);
}

async function movementsOfYear(db: Db, productId: number, year: number): Promise<MonthMovements[]> {
  return db.rows<MonthMovements>(sql`
    SELECT extract(month FROM transaction_date)::int AS month,
           COALESCE(SUM(-quantity) FILTER (WHERE module = 'SO'), 0)::int AS sales,
           COALESCE(SUM(quantity) FILTER (WHERE module = 'RET'), 0)::int AS rts,
           COALESCE(SUM(quantity) FILTER (WHERE module = 'IA'), 0)::int AS adjustment,
           COALESCE(SUM(quantity) FILTER (WHERE module = 'RR'), 0)::int AS received,
           COALESCE(SUM(quantity) FILTER (WHERE module NOT IN ('SO', 'RET', 'IA', 'RR')), 0)::int AS other
    FROM inventory_movements
    WHERE product_id = ${productId} AND transaction_date >= ${yearStart(year)}::date AND transaction_date < ${yearStart(year + 1)}::date
    GROUP BY 1`);
}

/** Invoiced in the month but received by the customer after it: booked, not yet delivered at month end. */
async function pencilBookOfYear(db: Db, productId: number, year: number): Promise<{ month: number; qty: number }[]> {
  return db.rows(sql`
    SELECT extract(month FROM si.si_date)::int AS month, SUM(l.qty)::int AS qty
    FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
    WHERE l.product_id = ${productId}
      AND si.si_date >= ${yearStart(year)}::date AND si.si_date < ${yearStart(year + 1)}::date
      AND date_trunc('month', si.received_date) > date_trunc('month', si.si_date)
    GROUP BY 1`);
}

/**
 * Purchase orders still to come (not cancelled, not received before the receipts module), by the month
 * they are due: the request's wanted delivery, or a direct PO's own delivery date (migration 129: every
 * PO's lines carry the PO, a direct PO's have no request).
 */
async function incomingPoOfYear(db: Db, productId: number, year: number): Promise<ForecastYear['incoming_po']> {
  const rows = await db.rows<IncomingPo & { month: number }>(sql`
    SELECT extract(month FROM d.due)::int AS month, po.po_no, pr.pr_no, po.po_hdr_id, l.requested_qty AS total_orders
    FROM purchase_request_lines l
    JOIN purchase_orders po ON po.po_hdr_id = l.po_hdr_id
    LEFT JOIN purchase_requests pr ON pr.pr_hdr_id = po.pr_hdr_id
    CROSS JOIN LATERAL (SELECT COALESCE(pr.estimated_delivery_date, po.delivery_date, po.po_date) AS due) d
    WHERE l.product_id = ${productId} AND po.approved_status <> 2 AND NOT po_received_outside_receipts(po.po_no)
      AND d.due >= ${yearStart(year)}::date AND d.due < ${yearStart(year + 1)}::date
    ORDER BY d.due, po.po_hdr_id`);
  return Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    po: rows.filter((r) => r.month === i + 1).map(({ po_no, pr_no, po_hdr_id, total_orders }) => ({ po_no, pr_no, po_hdr_id, total_orders })),
  }));
}

const FORECAST_COLUMNS = sql.raw(MONTH_KEYS.join(', '));

async function forecastsOfYear(db: Db, productId: number, productCode: string, year: number): Promise<ForecastRow[]> {
  const rows = await db.rows<Omit<ForecastRow, 'product_code'>>(sql`
    SELECT f.forecast_id::int AS forecast_id, f.forecast_year::int AS forecast_year, ${FORECAST_COLUMNS},
           f.forecast_date::text AS forecast_date, f.is_current,
           NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), '') AS created_by_name,
           to_char(f.created_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS created_at
    FROM forecasts f LEFT JOIN users u ON u.id = f.created_by
    WHERE f.product_id = ${productId} AND f.forecast_year = ${year}
    ORDER BY f.is_current DESC, f.forecast_id DESC`);
  return rows.map((r) => ({ ...r, product_code: productCode }));
}

export async function forecastYear(db: Db, product: { product_id: number; product_code: string }, year: number): Promise<ForecastYear> {
  const id = product.product_id;
  // One after the other: PGlite has a single connection anyway.
  const beginning = await onHandBefore(db, id, yearStart(year));
  const moves = await movementsOfYear(db, id, year);
  const pencil = await pencilBookOfYear(db, id, year);
  const incoming = await incomingPoOfYear(db, id, year);
  const forecast = await forecastsOfYear(db, id, product.product_code, year);
  const pick = (k: keyof Omit<MonthMovements, 'month'>) => twelve(moves.map((m) => ({ month: m.month, qty: m[k] })));
  return {
    year,
    forecast,
    actual_sales: pick('sales').map((m) => ({ month: m.month, actual_sales_data: m.qty })),
    beginning_inventory: beginning,
    rts: pick('rts'),
    adjustment: pick('adjustment'),
    received_inventories: pick('received'),
    other_movements: pick('other'),
    pencil_book: twelve(pencil),
    incoming_po: incoming,
  };
}

/** Years with postings or forecasts for the product. */
export async function availableYears(db: Db, productId: number): Promise<number[]> {
  const rows = await db.rows<{ y: number }>(sql`
    SELECT DISTINCT y FROM (
      SELECT extract(year FROM month)::int AS y FROM product_month_totals WHERE product_id = ${productId}
      UNION SELECT forecast_year::int FROM forecasts WHERE product_id = ${productId}) x
    ORDER BY y`);
  return rows.map((r) => Number(r.y));
}
