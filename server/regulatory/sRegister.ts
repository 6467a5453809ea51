import type { SRegister, SRegisterRow } from '../../contract/regulatory';
import { sql, type Db } from '../db/db';
import { jsonRows } from '../db/manyRows';

/**
 * The S-Register of one product (DDB Board Regulation 1-2014, PDEA form 3-14): every movement of its stock
 * between the company and others — receipts from suppliers, sales to purchasers, customers' returns,
 * returns to suppliers, adjustments — with the party, its address, its S-licence and permit valid on the
 * day, and the carrier of a sale (the invoice's, else the customer's delivery service provider); the running balance from the stock held before the period. Transfers
 * between the company's own sites change no holding and are left out; only posted movements count (a
 * transfer in transit is still the company's).
 */
const HOLDING = sql`m.status = 1 AND m.module <> 'IT'`;

export async function sRegister(db: Db, productCode: string, from: string, to: string): Promise<SRegister | null> {
  const product = await db.one<{ product_id: number; product_code: string; product_name: string; generic_name: string | null; controlled: SRegister['controlled'] }>(sql`
    SELECT product_id, product_code, product_name, generic_name, controlled FROM products WHERE upper(product_code) = upper(${productCode})`);
  if (!product) return null;
  const opening = Number(
    (await db.one<{ q: number }>(sql`
      SELECT COALESCE(SUM(m.quantity), 0)::int AS q FROM inventory_movements m
      WHERE m.product_id = ${product.product_id} AND ${HOLDING} AND m.transaction_date < ${from}::date`))!.q,
  );
  const rows = await jsonRows<SRegisterRow>(
    db,
    sql`
      SELECT m.movement_id::text AS key, m.transaction_date::text AS date,
             CASE WHEN m.module = 'BEG' THEN 'Opening stock' WHEN m.module = 'RR' THEN 'Receipt' WHEN m.module = 'SO' THEN 'Sale'
                  WHEN m.module = 'RET' AND m.quantity > 0 THEN 'Customer return' WHEN m.module = 'RET' THEN 'Return to supplier' ELSE 'Adjustment' END AS kind,
             m.source_document AS document, b.batch_no,
             COALESCE(c.customer_name, s.company_name) AS party,
             COALESCE(NULLIF(concat_ws(', ', NULLIF(c.billing_bldg_street_address, ''), c.city), ''), s.address) AS address,
             lic.licence_no, lic.permit_no, cr.company_name AS carrier,
             GREATEST(m.quantity, 0)::int AS received, GREATEST(-m.quantity, 0)::int AS issued,
             (${opening} + SUM(m.quantity) OVER (ORDER BY m.transaction_date, m.movement_id))::int AS balance,
             m.transaction_date AS sort_date, m.movement_id AS sort_id
      FROM inventory_movements m
      JOIN product_batches b ON b.batch_id = m.batch_id
      LEFT JOIN sales_invoices si ON m.module = 'SO' AND si.dr_number = m.source_document
      LEFT JOIN sales_returns sr ON m.module = 'RET' AND sr.return_no = m.source_document
      LEFT JOIN sales_invoices sri ON sri.si_id = sr.si_id
      LEFT JOIN srpf_headers sh ON m.module = 'RET' AND sh.srpf_no = m.source_document
      LEFT JOIN customers c ON c.customer_id = COALESCE(si.customer_id, sri.customer_id, CASE WHEN sh.srpf_type = 'SRPF' THEN sh.customer_id END)
      LEFT JOIN suppliers s ON (m.module = 'RR' OR (m.module = 'RET' AND m.quantity < 0)) AND s.vendor_id = m.supplier_id
      LEFT JOIN couriers cr ON m.module = 'SO' AND cr.courier_id = COALESCE(si.courier_id, c.shipping_delivery_service_provider)
      LEFT JOIN LATERAL (
        SELECT l.licence_no, l.permit_no FROM trade_licences l
        WHERE l.active AND l.kind LIKE 'S%' AND (l.customer_id = c.customer_id OR l.vendor_id = s.vendor_id)
          AND l.valid_until >= m.transaction_date AND (l.valid_from IS NULL OR l.valid_from <= m.transaction_date)
        ORDER BY l.valid_until DESC LIMIT 1) lic ON true
      WHERE m.product_id = ${product.product_id} AND ${HOLDING} AND m.transaction_date BETWEEN ${from}::date AND ${to}::date`,
    sql`r.sort_date, r.sort_id`,
  );
  const received = rows.reduce((n, r) => n + r.received, 0);
  const issued = rows.reduce((n, r) => n + r.issued, 0);
  return {
    product_code: product.product_code,
    product_name: product.product_name,
    generic_name: product.generic_name,
    controlled: product.controlled,
    date_from: from,
    date_to: to,
    opening,
    received,
    issued,
    closing: opening + received - issued,
    rows: rows.map(({ sort_date: _d, sort_id: _i, ...r }: SRegisterRow & { sort_date?: unknown; sort_id?: unknown }) => r),
  };
}
