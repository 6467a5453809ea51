import type { RecallBatch, RecallCustomer, RecallDetail, RecallNotification, RecallReturn } from '../../contract/recalls';
import { nextNumber } from '../books/post';
import { sql, type Db, type SQL } from '../db/db';
import { jsonRows } from '../db/manyRows';
import { sqlArray } from '../db/arrays';
import { isoText, userName } from '../kit';

/**
 * A recall's figures, read from the stock movements of its batches (each batch's movements through the
 * (batch_id, date) index, so a recall costs the movements of its batches only). Deliveries are the SO
 * movements of an invoice's DR; returns are the RET movements coming back from a customer, whether a
 * return of the books (sales_returns) or a stock return (SRPF, received). contract/recalls.ts says what
 * distributed and recovered mean.
 */

/** The customer movements of a recall's batches: deliveries (positive out) and returns (positive in), by customer. */
const customerMoves = (recallId: number): SQL => sql`
  SELECT m.batch_id, m.transaction_date, m.module, m.source_document,
         CASE WHEN m.module = 'SO' THEN -m.quantity ELSE 0 END AS delivered,
         CASE WHEN m.module = 'RET' THEN m.quantity ELSE 0 END AS returned,
         COALESCE(si.customer_id, sri.customer_id, sh.customer_id) AS customer_id, si.si_number, si.si_date
  FROM inventory_movements m
  LEFT JOIN sales_invoices si ON m.module = 'SO' AND si.dr_number = m.source_document
  LEFT JOIN sales_returns sr ON m.module = 'RET' AND sr.return_no = m.source_document
  LEFT JOIN sales_invoices sri ON sri.si_id = sr.si_id
  LEFT JOIN srpf_headers sh ON m.module = 'RET' AND sh.srpf_no = m.source_document AND sh.srpf_type = 'SRPF'
  WHERE m.batch_id IN (SELECT batch_id FROM recall_batches WHERE recall_id = ${recallId})
    AND m.module IN ('SO', 'RET') AND m.status = 1`;

const percent = (recovered: SQL, distributed: SQL): SQL => sql`CASE WHEN ${distributed} > 0 THEN round(${recovered} * 100.0 / ${distributed}, 2)::text END`;

/** The contact a recall notice goes to: the pharmacy's first, then purchasing, receiving, accounting. */
const CONTACT_ORDER = sql`array_position(ARRAY['pharmacy', 'purchasing', 'authorized_receive_person', 'accounting', 'authorized_purchase_person', 'secretary'], cc.contact_group)`;

async function customersOf(db: Db, recallId: number, from: string): Promise<RecallCustomer[]> {
  return jsonRows<RecallCustomer>(
    db,
    sql`
      SELECT c.customer_id, c.customer_code, c.customer_name,
             NULLIF(concat_ws(', ', NULLIF(c.billing_bldg_street_address, ''), COALESCE((SELECT pc.city FROM ph_cities pc WHERE pc.city_id = c.billing_city_id), c.city)), '') AS address,
             ct.contact_person, COALESCE(ct.contact_no, ct.contact_no_1) AS contact_no, ct.email,
             x.invoices, x.first_delivery::text AS first_delivery, x.last_delivery::text AS last_delivery,
             x.delivered, x.distributed, x.recovered, x.distributed - x.recovered AS outstanding,
             ${percent(sql`x.recovered`, sql`x.distributed`)} AS effectiveness,
             (SELECT ${isoText('max(n.notified_at)')} FROM recall_notifications n WHERE n.recall_id = ${recallId} AND n.customer_id = c.customer_id) AS notified_at,
             (SELECT COUNT(*)::int FROM recall_notifications n WHERE n.recall_id = ${recallId} AND n.customer_id = c.customer_id) AS notifications
      FROM (
        SELECT mv.customer_id,
               SUM(mv.delivered)::int AS delivered,
               (SUM(mv.delivered) - COALESCE(SUM(mv.returned) FILTER (WHERE mv.transaction_date < ${from}::date), 0))::int AS distributed,
               COALESCE(SUM(mv.returned) FILTER (WHERE mv.transaction_date >= ${from}::date), 0)::int AS recovered,
               string_agg(DISTINCT mv.si_number || ' (' || mv.si_date || ')', ', ') AS invoices,
               MIN(mv.si_date) AS first_delivery, MAX(mv.si_date) AS last_delivery
        FROM (${customerMoves(recallId)}) mv
        WHERE mv.customer_id IS NOT NULL
        GROUP BY mv.customer_id
        HAVING SUM(mv.delivered) > 0) x
      JOIN customers c ON c.customer_id = x.customer_id
      LEFT JOIN LATERAL (SELECT cc.contact_person, cc.contact_no, cc.contact_no_1, cc.email FROM customer_contacts cc
                         WHERE cc.customer_id = c.customer_id AND cc.contact_person IS NOT NULL ORDER BY ${CONTACT_ORDER} LIMIT 1) ct ON true`,
    sql`r.outstanding DESC, r.customer_name`,
  );
}

/** One recall with its batches, customers, totals, notifications and the returns since it began; null when unknown. */
export async function readRecall(db: Db, recallId: number): Promise<RecallDetail | null> {
  const head = await db.one<Omit<RecallDetail, 'batches' | 'customers' | 'totals' | 'notifications' | 'returns'>>(sql`
    SELECT r.recall_id, r.recall_no, p.product_code, p.product_name, r.recall_class, r.reason, r.initiated_on::text AS initiated_on, r.status,
           ${userName('u')} AS created_by
    FROM recalls r JOIN products p ON p.product_id = r.product_id JOIN users u ON u.id = r.created_by
    WHERE r.recall_id = ${recallId}`);
  if (!head) return null;
  const batches = await db.rows<RecallBatch>(sql`
    SELECT b.batch_id, b.batch_no, b.expiry_date::text AS expiry_date,
           COALESCE((SELECT -SUM(m.quantity) FROM inventory_movements m WHERE m.batch_id = b.batch_id AND m.module = 'SO' AND m.status = 1), 0)::int AS delivered,
           COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.batch_id = b.batch_id AND m.status = 1), 0)::int AS on_hand
    FROM recall_batches rb JOIN product_batches b ON b.batch_id = rb.batch_id WHERE rb.recall_id = ${recallId} ORDER BY b.expiry_date, b.batch_no`);
  const customers = await customersOf(db, recallId, head.initiated_on);
  const notifications = await db.rows<RecallNotification>(sql`
    SELECT n.notification_id, c.customer_code, c.customer_name, n.channel, n.remarks, ${userName('u')} AS notified_by, ${isoText('n.notified_at')} AS notified_at
    FROM recall_notifications n JOIN customers c ON c.customer_id = n.customer_id JOIN users u ON u.id = n.notified_by
    WHERE n.recall_id = ${recallId} ORDER BY n.notified_at DESC, n.notification_id DESC`);
  const returns = await db.rows<RecallReturn>(sql`
    SELECT mv.source_document AS srpf_no, c.customer_name, mv.transaction_date::text AS date, b.batch_no, mv.returned::int AS quantity,
           EXISTS (SELECT 1 FROM srpf_headers sh WHERE sh.srpf_no = mv.source_document AND sh.recall_id = ${recallId}) AS names_recall
    FROM (${customerMoves(recallId)}) mv JOIN customers c ON c.customer_id = mv.customer_id JOIN product_batches b ON b.batch_id = mv.batch_id
    WHERE mv.module = 'RET' AND mv.transaction_date >= ${head.initiated_on}::date
    ORDER BY mv.transaction_date, mv.source_document`);
  const distributed = customers.reduce((s, c) => s + c.distributed, 0);
  const recovered = customers.reduce((s, c) => s + c.recovered, 0);
  const effectiveness = (await db.one<{ p: string | null }>(sql`SELECT ${percent(sql`${recovered}::numeric`, sql`${distributed}::numeric`)} AS p`))!.p;
  return {
    ...head,
    recall_class: Number(head.recall_class),
    batches,
    customers,
    totals: { distributed, recovered, outstanding: distributed - recovered, effectiveness, customers: customers.length, notified: customers.filter((c) => c.notifications > 0).length },
    notifications,
    returns,
  };
}

export interface NewRecall {
  productId: number;
  batchIds: number[];
  recallClass: number;
  reason: string;
  initiatedOn: string;
  userId: number;
  at: string;
}

/** Writes a recall and its batches; its number RCL-YYYY-NNNN. Resolves to its id. */
export async function createRecall(tx: Db, r: NewRecall): Promise<{ id: number; no: string }> {
  const no = await nextNumber(tx, 'RCL', r.initiatedOn, 4);
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO recalls (recall_no, product_id, recall_class, reason, initiated_on, created_by, created_at)
    VALUES (${no}, ${r.productId}, ${r.recallClass}, ${r.reason}, ${r.initiatedOn}::date, ${r.userId}, ${r.at}::timestamptz) RETURNING recall_id AS id`);
  await tx.run(sql`INSERT INTO recall_batches (recall_id, batch_id) SELECT ${row!.id}, unnest(${sqlArray(r.batchIds, 'int')})`);
  return { id: Number(row!.id), no };
}

/** The customers among `ids` that did not receive the recall's batches (a notice goes only to receivers). */
export async function notReceivers(db: Db, recallId: number, ids: number[]): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(sql`
    SELECT x.id FROM unnest(${sqlArray(ids, 'int')}) AS x(id)
    WHERE x.id NOT IN (SELECT mv.customer_id FROM (${customerMoves(recallId)}) mv WHERE mv.customer_id IS NOT NULL AND mv.delivered > 0)`);
  return rows.map((r) => Number(r.id));
}
