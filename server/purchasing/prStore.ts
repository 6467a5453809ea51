import { z } from 'zod';
import {
  moqProblems,
  paymentTermText,
  prCreateBody,
  type PrLine,
  type PrStatus,
  type PurchaseRequest,
  type SupplierProduct,
} from '../../contract/purchasing';
import { sql, type Db } from '../db/db';
import { availableStock } from '../products/public';
import type { StoredUpload } from '../uploads';

/** Reading and writing purchase requests; the routes decide who may and when. */

type PrInput = z.output<typeof prCreateBody>;

const fullName = (alias: string) => sql.raw(`NULLIF(trim(COALESCE(${alias}.first_name, '') || ' ' || COALESCE(${alias}.last_name, '')), '')`);
const manilaTime = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS')`);

/** Product columns the PR grid shows, as SupplierProduct (p = products). */
export const SUPPLIER_PRODUCT = sql`p.product_id, p.product_code, p.product_name, p.quantity, p.cost::text AS cost, un.unit_name AS unit,
  ${availableStock(sql`p.product_id`)} AS stock_level,
  p.supplier_lead_time, sg.name AS product_segment,
  p.percent_down_payment::text AS percent_down_payment, p.percent_intransit::text AS percent_intransit,
  p.percent_upon_delivery::text AS percent_upon_delivery`;
export const SUPPLIER_PRODUCT_JOINS = sql`LEFT JOIN product_units un ON un.unit_id = p.unit_id LEFT JOIN product_segments sg ON sg.id = p.product_segment_id`;

export async function loadPr(db: Db, id: number): Promise<PurchaseRequest | undefined> {
  const h = await db.one<Omit<PurchaseRequest, 'supplier' | 'term_pdc' | 'attachments' | 'details' | 'po'> & Record<string, unknown>>(sql`
    SELECT pr.pr_hdr_id, pr.pr_no, pr.pr_date::text AS pr_date, pr.department, pr.estimated_delivery_date::text AS estimated_delivery_date,
           pr.payment_term, pr.grand_total::text AS grand_total, ${fullName('pb')} AS prepared_by, pr.generate_type, pr.particulars,
           pr.term_po::text AS term_po, pr.term_dr::text AS term_dr, pr.term_transit::text AS term_transit, pr.status,
           ${fullName('ab')} AS approved_by, ${manilaTime('pr.approved_at')} AS approved_at,
           ${fullName('cb')} AS cancelled_by, ${manilaTime('pr.cancelled_at')} AS cancelled_at,
           ${fullName('db')} AS declined_by, ${manilaTime('pr.declined_at')} AS declined_at, pr.remarks,
           s.vendor_id, s.vendor_code, s.company_name, s.lead_time_days,
           po.po_hdr_id, po.po_no, po.approved_status AS po_approved_status
    FROM purchase_requests pr
    JOIN suppliers s ON s.vendor_id = pr.supplier_id
    JOIN users pb ON pb.id = pr.prepared_by
    LEFT JOIN users ab ON ab.id = pr.approved_by
    LEFT JOIN users cb ON cb.id = pr.cancelled_by
    LEFT JOIN users db ON db.id = pr.declined_by
    LEFT JOIN purchase_orders po ON po.pr_hdr_id = pr.pr_hdr_id
    WHERE pr.pr_hdr_id = ${id}`);
  if (!h) return undefined;
  const details = await db.rows<PrLine>(sql`
    SELECT l.line_no, l.requested_qty, l.unit_price::text AS unit_price, l.total_amount::text AS total_amount, l.lead_time, l.payment_term,
           s.company_name AS supplier, ${SUPPLIER_PRODUCT}
    FROM purchase_request_lines l JOIN products p ON p.product_id = l.product_id JOIN suppliers s ON s.vendor_id = p.supplier_id
    ${SUPPLIER_PRODUCT_JOINS}
    WHERE l.pr_hdr_id = ${id} ORDER BY l.line_no`);
  const termPdc = await db.rows<PurchaseRequest['term_pdc'][number]>(sql`
    SELECT product_term_id, percentage::text AS percentage, days FROM purchase_request_pdc_terms WHERE pr_hdr_id = ${id} ORDER BY line_no`);
  const attachments = await db.rows<PurchaseRequest['attachments'][number]>(sql`
    SELECT attachment_id::int AS attachment_id, file_name, mime_type, size_bytes, ${manilaTime('uploaded_at')} AS uploaded_at,
           CASE WHEN stored_path IS NOT NULL THEN '/purchase-requests/attachments/' || attachment_id END AS file_url
    FROM purchase_request_attachments WHERE pr_hdr_id = ${id} ORDER BY attachment_id`);
  const { vendor_id, vendor_code, company_name, lead_time_days, po_hdr_id, po_no, po_approved_status, ...header } = h;
  return {
    ...(header as Omit<PurchaseRequest, 'supplier' | 'term_pdc' | 'attachments' | 'details' | 'po'>),
    status: Number(h.status) as PrStatus,
    supplier: { vendor_id: Number(vendor_id), vendor_code: String(vendor_code), company_name: String(company_name), lead_time_days: Number(lead_time_days) },
    term_pdc: termPdc,
    attachments,
    details,
    po: po_hdr_id == null ? null : { po_hdr_id: Number(po_hdr_id), po_no: String(po_no), approved_status: Number(po_approved_status) },
  };
}

interface ProductFacts extends SupplierProduct {
  supplier_id: number;
  active: number;
  payment_terms: { percent_amount?: string; days_remaining?: number }[];
}

/**
 * The 00001 messages of a request's lines against the products as stored:
 * each product must exist, be active, come from the chosen supplier, appear
 * once, and be ordered at least at its MOQ (spec 001 §5).
 */
export async function lineProblems(db: Db, body: PrInput): Promise<{ messages: string[]; products: Map<number, ProductFacts> }> {
  const ids = body.details.map((d) => d.product_id);
  const rows = await db.rows<ProductFacts>(sql`
    SELECT ${SUPPLIER_PRODUCT}, p.supplier_id, p.active, p.payment_terms FROM products p ${SUPPLIER_PRODUCT_JOINS}
    WHERE p.product_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  const products = new Map(rows.map((r) => [Number(r.product_id), r]));
  const supplier = await db.one<{ status: number }>(sql`SELECT status FROM suppliers WHERE vendor_id = ${body.supplier}`);
  const messages: string[] = [];
  if (!supplier) messages.push('Supplier not found.');
  const seen = new Map<number, number>();
  body.details.forEach((d, i) => {
    const line = i + 1;
    const p = products.get(d.product_id);
    if (!p) return messages.push(`Line ${line}: product not found.`);
    if (seen.has(d.product_id)) messages.push(`Line ${line}: ${p.product_name} is already on line ${seen.get(d.product_id)}.`);
    seen.set(d.product_id, line);
    if (supplier && Number(p.supplier_id) !== body.supplier) messages.push(`Line ${line}: ${p.product_name} is not supplied by the selected supplier.`);
    if (Number(p.active) !== 1) messages.push(`Line ${line}: ${p.product_name} is inactive.`);
  });
  const moq = moqProblems(body.details.map((d) => ({ requested_qty: d.requested_qty, quantity: Number(products.get(d.product_id)?.quantity ?? 0) })));
  return { messages: [...messages, ...moq], products };
}

/** A product's own terms as the line's payment term text. */
function productTermText(p: ProductFacts): string {
  return paymentTermText({
    term_po: p.percent_down_payment,
    term_dr: p.percent_upon_delivery,
    term_transit: p.percent_intransit,
    term_pdc: (p.payment_terms ?? []).map((t) => ({ percentage: t.percent_amount ?? 0, days: t.days_remaining ?? 0 })),
  });
}

/**
 * Replace the lines (prices from the products, never from the client) and
 * payment terms, then total the request in SQL numeric.
 */
export async function writeLinesAndTerms(tx: Db, id: number, body: PrInput, products: Map<number, ProductFacts>): Promise<void> {
  await tx.run(sql`DELETE FROM purchase_request_lines WHERE pr_hdr_id = ${id}`);
  for (const [i, d] of body.details.entries()) {
    const p = products.get(d.product_id)!;
    await tx.run(sql`
      INSERT INTO purchase_request_lines (pr_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount, lead_time, payment_term)
      SELECT ${id}, ${i + 1}, p.product_id, ${d.requested_qty}, p.cost, ${d.requested_qty} * p.cost, p.supplier_lead_time, ${productTermText(p)}
      FROM products p WHERE p.product_id = ${d.product_id}`);
  }
  await writeTerms(tx, id, body);
  await tx.run(sql`
    UPDATE purchase_requests SET grand_total = (SELECT COALESCE(SUM(total_amount), 0) FROM purchase_request_lines WHERE pr_hdr_id = ${id})
    WHERE pr_hdr_id = ${id}`);
}

export async function writeTerms(tx: Db, id: number, body: Pick<PrInput, 'term_pdc'>): Promise<void> {
  await tx.run(sql`DELETE FROM purchase_request_pdc_terms WHERE pr_hdr_id = ${id}`);
  for (const [i, t] of body.term_pdc.entries()) {
    await tx.run(sql`
      INSERT INTO purchase_request_pdc_terms (pr_hdr_id, line_no, product_term_id, percentage, days)
      VALUES (${id}, ${i + 1}, ${t.product_term_id ?? null}, ${t.percentage}, ${t.days})`);
  }
}

export async function addAttachments(tx: Db, id: number, userId: number, files: PrInput['attachments']): Promise<void> {
  for (const f of files) {
    await tx.run(sql`
      INSERT INTO purchase_request_attachments (pr_hdr_id, file_name, mime_type, size_bytes, uploaded_by)
      VALUES (${id}, ${f.file_name}, ${f.mime_type}, ${f.size_bytes}, ${userId})`);
  }
}

/** Attachments that are files on disk (server/uploads): metadata with the stored name. */
export async function addStoredAttachments(tx: Db, id: number, userId: number, files: readonly StoredUpload[], at: string): Promise<void> {
  for (const f of files) {
    await tx.run(sql`
      INSERT INTO purchase_request_attachments (pr_hdr_id, file_name, mime_type, size_bytes, uploaded_by, uploaded_at, stored_path)
      VALUES (${id}, ${f.fileName}, ${f.contentType}, ${f.sizeBytes}, ${userId}, ${at}::timestamptz, ${f.storedName})`);
  }
}
