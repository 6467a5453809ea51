import { MONTH_KEYS, paymentTermText } from '../../contract/purchasing';
import { sql, type Db } from '../db/db';

/*
 * Demo purchasing data, deterministic (after the books: it needs products,
 * suppliers and the demo users): forecasts with a previous version for the
 * first products, purchase requests in every status, purchase orders of the
 * approved ones in several approval stages, each with its trail. A no-op once
 * purchase requests exist, or without the demo users.
 */

interface DemoPr {
  supplier: number;
  /** Product offsets within the supplier's products (by product_id) and MOQ multiples. */
  lines: [number, number][];
  status: 0 | 1 | 2 | 3;
  prDate: string;
  deliveryDate: string;
  particulars: string;
  terms: { po: number; dr: number; transit: number; pdc: [number, number][] };
  /** Approved only: purchase order approved_status and the trail after creation. */
  po?: { status: number; trail: string[] };
}

const DEMO_PRS: DemoPr[] = [
  { supplier: 1, lines: [[0, 4], [1, 2]], status: 0, prDate: '2026-11-02', deliveryDate: '2026-12-15', particulars: 'Replenishment for December peak season.', terms: { po: 0, dr: 100, transit: 0, pdc: [] } },
  { supplier: 2, lines: [[0, 3]], status: 0, prDate: '2026-11-09', deliveryDate: '2027-01-10', particulars: 'Hospital tender requirement.', terms: { po: 30, dr: 70, transit: 0, pdc: [] } },
  { supplier: 5, lines: [[0, 2], [1, 2], [2, 1]], status: 0, prDate: '2026-11-16', deliveryDate: '2026-12-20', particulars: 'Regular monthly order.', terms: { po: 0, dr: 50, transit: 0, pdc: [[50, 30]] } },
  { supplier: 1, lines: [[2, 3]], status: 1, prDate: '2026-10-05', deliveryDate: '2026-12-01', particulars: 'Approved stock order.', terms: { po: 0, dr: 100, transit: 0, pdc: [] }, po: { status: 1, trail: ['Checked by purchasing officer.', 'Approved by manager.', 'Purchase order approved.'] } },
  { supplier: 3, lines: [[0, 2], [1, 3]], status: 1, prDate: '2026-10-12', deliveryDate: '2026-12-28', particulars: 'Respiratory line restock.', terms: { po: 20, dr: 50, transit: 30, pdc: [] }, po: { status: 6, trail: ['Checked by purchasing officer.'] } },
  { supplier: 4, lines: [[0, 5]], status: 1, prDate: '2026-10-19', deliveryDate: '2027-01-15', particulars: 'Cardiovascular restock.', terms: { po: 0, dr: 0, transit: 0, pdc: [[50, 30], [50, 60]] }, po: { status: 4, trail: ['Checked by purchasing officer.', 'Approved by manager.'] } },
  { supplier: 6, lines: [[0, 2]], status: 1, prDate: '2026-10-26', deliveryDate: '2027-02-01', particulars: 'Analgesics buffer stock.', terms: { po: 0, dr: 100, transit: 0, pdc: [] }, po: { status: 0, trail: [] } },
  { supplier: 7, lines: [[0, 1], [1, 2]], status: 2, prDate: '2026-10-28', deliveryDate: '2026-12-10', particulars: 'Quantities to be reviewed.', terms: { po: 0, dr: 100, transit: 0, pdc: [] } },
  { supplier: 8, lines: [[0, 3]], status: 2, prDate: '2026-11-04', deliveryDate: '2027-01-05', particulars: 'Supplier to confirm lead time.', terms: { po: 50, dr: 50, transit: 0, pdc: [] } },
  { supplier: 2, lines: [[1, 2]], status: 3, prDate: '2026-09-14', deliveryDate: '2026-10-30', particulars: 'Duplicate request.', terms: { po: 0, dr: 100, transit: 0, pdc: [] } },
  { supplier: 6, lines: [[1, 2], [2, 2]], status: 3, prDate: '2026-09-21', deliveryDate: '2026-11-15', particulars: 'Cancelled: supplier out of stock.', terms: { po: 0, dr: 100, transit: 0, pdc: [] } },
];

export async function seedPurchasing(db: Db): Promise<void> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests`);
  if ((existing?.n ?? 0) > 0) return;
  const users = await db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users WHERE username IN ('purchaser', 'approver')`);
  const purchaser = users.find((u) => u.username === 'purchaser')?.id;
  const approver = users.find((u) => u.username === 'approver')?.id;
  const products = await db.rows<{ product_id: number; supplier_id: number; quantity: number }>(sql`
    SELECT product_id, supplier_id, quantity FROM products ORDER BY product_id`);
  if (!purchaser || !approver || products.length === 0) return;

  await db.transaction(async (tx) => {
    await seedForecasts(tx, purchaser);
    for (const pr of DEMO_PRS) {
      const own = products.filter((p) => p.supplier_id === pr.supplier);
      if (own.length === 0) continue;
      await seedPr(tx, pr, own, purchaser, approver);
    }
  });
}

/** First six products: a forecast for 2026 (with the version it replaced) and for 2027, from 2025's monthly sales. */
async function seedForecasts(tx: Db, userId: number): Promise<void> {
  const months = sql.raw(MONTH_KEYS.join(', '));
  // A little seasonality (-10%, 0, +10% in turn) around the average month; factors are literals of this file.
  const values = (factor: string) =>
    sql.raw(MONTH_KEYS.map((_, i) => `GREATEST(1, round(COALESCE(s.avg_sales, 0) * ${factor} * ${1 + ((i % 3) - 1) / 10}))::int`).join(', '));
  const salesPerMonth = sql`
    SELECT p.product_id, (SELECT SUM(-m.quantity) / 12.0 FROM inventory_movements m
                          WHERE m.product_id = p.product_id AND m.module = 'SO' AND m.transaction_date BETWEEN '2025-01-01' AND '2025-12-31') AS avg_sales
    FROM products p WHERE p.product_id <= 6`;
  for (const [year, factor, date, current] of [
    [2026, '0.9', '2025-12-01', false],
    [2026, '1.1', '2026-03-01', true],
    [2027, '1.15', '2026-11-02', true],
  ] as const) {
    await tx.run(sql`
      INSERT INTO forecasts (product_id, forecast_year, ${months}, forecast_date, is_current, created_by, created_at)
      SELECT s.product_id, ${year}, ${values(factor)}, ${date}::date, ${current}, ${userId}, ${`${date}T01:00:00Z`}::timestamptz
      FROM (${salesPerMonth}) s ORDER BY s.product_id`);
  }
}

async function seedPr(tx: Db, pr: DemoPr, own: { product_id: number; quantity: number }[], purchaser: number, approver: number): Promise<void> {
  const at = (date: string, hour: number) => `${date}T0${hour}:00:00Z`;
  const payment = paymentTermText({ term_po: pr.terms.po, term_dr: pr.terms.dr, term_transit: pr.terms.transit, term_pdc: pr.terms.pdc.map(([percentage, days]) => ({ percentage, days })) });
  const decidedOn = pr.prDate.replace(/-(\d\d)$/, (_, d) => `-${String(Number(d) + 2).padStart(2, '0')}`);
  const row = await tx.one<{ pr_hdr_id: number; pr_no: string }>(sql`
    INSERT INTO purchase_requests (pr_date, supplier_id, department, estimated_delivery_date, payment_term, grand_total, prepared_by, generate_type,
                                   particulars, term_po, term_dr, term_transit, status, approved_by, approved_at, cancelled_by, cancelled_at,
                                   declined_by, declined_at, remarks, created_at, updated_at)
    VALUES (${pr.prDate}::date, ${pr.supplier}, 'Purchasing', ${pr.deliveryDate}::date, ${payment}, 0, ${purchaser}, 2, ${pr.particulars},
            ${pr.terms.po}, ${pr.terms.dr}, ${pr.terms.transit}, ${pr.status},
            ${pr.status === 1 ? approver : null}, ${pr.status === 1 ? at(decidedOn, 2) : null}::timestamptz,
            ${pr.status === 3 ? purchaser : null}, ${pr.status === 3 ? at(decidedOn, 3) : null}::timestamptz,
            ${pr.status === 2 ? approver : null}, ${pr.status === 2 ? at(decidedOn, 4) : null}::timestamptz,
            ${pr.status === 2 ? 'Please revise the quantities.' : pr.status === 3 ? pr.particulars : null},
            ${at(pr.prDate, 1)}::timestamptz, ${at(decidedOn, 5)}::timestamptz)
    RETURNING pr_hdr_id, pr_no`);
  const id = row!.pr_hdr_id;
  for (const [i, [offset, multiple]] of pr.lines.entries()) {
    const p = own[offset % own.length];
    await tx.run(sql`
      INSERT INTO purchase_request_lines (pr_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount, lead_time, payment_term)
      SELECT ${id}, ${i + 1}, product_id, ${p.quantity * multiple}, cost, ${p.quantity * multiple} * cost, supplier_lead_time, ${payment}
      FROM products WHERE product_id = ${p.product_id}
      ON CONFLICT (pr_hdr_id, product_id) DO NOTHING`);
  }
  for (const [i, [percentage, days]] of pr.terms.pdc.entries()) {
    await tx.run(sql`INSERT INTO purchase_request_pdc_terms (pr_hdr_id, line_no, percentage, days) VALUES (${id}, ${i + 1}, ${percentage}, ${days})`);
  }
  await tx.run(sql`UPDATE purchase_requests SET grand_total = (SELECT SUM(total_amount) FROM purchase_request_lines WHERE pr_hdr_id = ${id}) WHERE pr_hdr_id = ${id}`);
  await tx.run(sql`
    INSERT INTO purchase_request_attachments (pr_hdr_id, file_name, mime_type, size_bytes, uploaded_by, uploaded_at)
    VALUES (${id}, ${`quotation-${row!.pr_no}.pdf`}, 'application/pdf', ${20480 + id * 512}, ${purchaser}, ${at(pr.prDate, 1)}::timestamptz)`);
  if (!pr.po) return;
  const po = await tx.one<{ po_hdr_id: number; po_no: string }>(sql`
    INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date, created_at)
    VALUES (${id}, ${pr.po.status}, ${decidedOn}::date, ${at(decidedOn, 2)}::timestamptz) RETURNING po_hdr_id, po_no`);
  const trail = [`Purchase order ${po!.po_no} created from approved purchase request ${row!.pr_no}.`, ...pr.po.trail];
  for (const [i, remarks] of trail.entries()) {
    await tx.run(sql`
      INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time)
      VALUES (${po!.po_hdr_id}, ${i === 0 ? approver : purchaser}, ${remarks}, ${at(decidedOn, 2 + i)}::timestamptz)`);
  }
}
