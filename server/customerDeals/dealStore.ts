import { DEAL_FIELD_LABELS, DEAL_KIND_LABELS, dealWorkflow, type DealDetail, type DealInputOut, type DealStatus } from '../../contract/customerDeals';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { changedFields, recordRevision, type FieldChange } from '../kit';
import { discountSelect, discountText, stampOf } from './sqlParts';
import type { Actor } from '../kit/actor';

/** Reading and writing deal batches; the routes decide who may and when. */

export const DEAL_ENTITY = 'customer_discount_batches';

type Head = Omit<DealDetail, 'customers' | 'lines'>;

export async function loadDeal(db: Db, id: number): Promise<DealDetail | null> {
  const head = await db.one<Head>(sql`
    SELECT b.customer_discount_batch_hdr_id, b.batch_no, b.kind, b.title, b.valid_from::text AS valid_from, b.valid_to::text AS valid_to,
           b.remarks, b.status, b.decline_reason,
           ${stampOf('cb', 'b.created_at')} AS created, ${stampOf('ub', 'b.updated_at')} AS updated,
           ${stampOf('sb', 'b.submitted_at')} AS submitted, ${stampOf('ab', 'b.approved_at')} AS approved, ${stampOf('db', 'b.declined_at')} AS declined
    FROM customer_discount_batches b
    JOIN users cb ON cb.id = b.created_by
    JOIN users ub ON ub.id = b.updated_by
    LEFT JOIN users sb ON sb.id = b.submitted_by
    LEFT JOIN users ab ON ab.id = b.approved_by
    LEFT JOIN users db ON db.id = b.declined_by
    WHERE b.customer_discount_batch_hdr_id = ${id}`);
  if (!head) return null;
  const [customers, lines] = await Promise.all([
    db.rows<DealDetail['customers'][number]>(sql`
      SELECT c.customer_id, c.customer_code, c.customer_name
      FROM customer_discount_batch_customers bc JOIN customers c ON c.customer_id = bc.customer_id
      WHERE bc.customer_discount_batch_hdr_id = ${id} ORDER BY c.customer_code`),
    db.rows<DealDetail['lines'][number]>(sql`
      SELECT l.product_id, p.product_code, p.product_name, ${discountSelect('l')}
      FROM customer_discount_batch_lines l JOIN products p ON p.product_id = l.product_id
      WHERE l.customer_discount_batch_hdr_id = ${id} ORDER BY l.line_no`),
  ]);
  return { ...head, status: Number(head.status) as DealStatus, customers, lines };
}

/**
 * The checks a valid form still has to pass against the database, by form
 * field: every customer exists and is active, every product exists and is
 * active. Empty when the deal may be saved.
 */
export async function dealProblems(db: Db, v: Pick<DealInputOut, 'customer_ids' | 'lines'>): Promise<Record<string, string[]>> {
  const fields: Record<string, string[]> = {};
  const add = (key: string, message: string) => (fields[key] ??= []).push(message);
  const customers = await db.rows<{ customer_id: number; customer_code: string; customer_name: string; status: number }>(sql`
    SELECT customer_id, customer_code, customer_name, status FROM customers WHERE customer_id = ANY(${sqlArray(v.customer_ids, 'int')})`);
  const byId = new Map(customers.map((c) => [Number(c.customer_id), c]));
  for (const cid of v.customer_ids) {
    const c = byId.get(cid);
    if (!c) add('customer_ids', 'A chosen customer does not exist.');
    else if (Number(c.status) !== 1) add('customer_ids', `Customer ${c.customer_code} ${c.customer_name} is inactive.`);
  }
  const products = await db.rows<{ product_id: number; product_name: string; active: number }>(sql`
    SELECT product_id, product_name, active FROM products WHERE product_id = ANY(${sqlArray(v.lines.map((l) => l.product_id), 'int')})`);
  const productById = new Map(products.map((p) => [Number(p.product_id), p]));
  v.lines.forEach((l, i) => {
    const p = productById.get(l.product_id);
    if (!p) add(`lines.${i}.product_id`, `Line ${i + 1}: the product does not exist.`);
    else if (Number(p.active) !== 1) add(`lines.${i}.product_id`, `Line ${i + 1}: ${p.product_name} is inactive.`);
  });
  return fields;
}

export type { Actor };

async function writeChildren(tx: Db, id: number, v: DealInputOut): Promise<void> {
  await tx.run(sql`DELETE FROM customer_discount_batch_customers WHERE customer_discount_batch_hdr_id = ${id}`);
  await tx.run(sql`
    INSERT INTO customer_discount_batch_customers (customer_discount_batch_hdr_id, customer_id)
    SELECT ${id}, unnest(${sqlArray(v.customer_ids, 'int')})`);
  await tx.run(sql`DELETE FROM customer_discount_batch_lines WHERE customer_discount_batch_hdr_id = ${id}`);
  // One statement for every line: the lines travel as one JSON parameter.
  await tx.run(sql`
    INSERT INTO customer_discount_batch_lines (customer_discount_batch_hdr_id, line_no, product_id, srp, moq, free, discount, rebate)
    SELECT ${id}, l.ord, l.product_id, l.srp, l.moq, l.free, l.discount, l.rebate
    FROM jsonb_to_recordset(${JSON.stringify(v.lines.map((l, i) => ({ ...l, ord: i + 1 })))}::jsonb)
      AS l(ord int, product_id int, srp numeric, moq int, free int, discount numeric, rebate numeric)`);
}

/** A new deal, as a draft; resolves to its id. */
export async function insertDeal(tx: Db, v: DealInputOut, actor: Actor): Promise<number> {
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO customer_discount_batches (kind, title, valid_from, valid_to, remarks, status, created_by, created_at, updated_by, updated_at)
    VALUES (${v.kind}, ${v.title}, ${v.valid_from}::date, ${v.valid_to}::date, ${v.remarks}, 0,
            ${actor.userId}, ${actor.at}::timestamptz, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING customer_discount_batch_hdr_id AS id`);
  await writeChildren(tx, row!.id, v);
  return Number(row!.id);
}

/** Replaces a deal's content when it is still editable (`editable` statuses); false when it is not (or gone). */
export async function updateDeal(tx: Db, id: number, v: DealInputOut, actor: Actor, editable: readonly number[]): Promise<boolean> {
  const row = await tx.one<{ id: number }>(sql`
    UPDATE customer_discount_batches
    SET kind = ${v.kind}, title = ${v.title}, valid_from = ${v.valid_from}::date, valid_to = ${v.valid_to}::date, remarks = ${v.remarks},
        updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE customer_discount_batch_hdr_id = ${id} AND status = ANY(${sqlArray(editable, 'int')})
    RETURNING customer_discount_batch_hdr_id AS id`);
  if (!row) return false;
  await writeChildren(tx, id, v);
  return true;
}

const HEADER_FIELDS = ['kind', 'title', 'valid_from', 'valid_to', 'remarks'] as const;

/**
 * What changed between two versions of a deal, as the Deals Logs show it:
 * the header fields, the customers (by code), and each product whose values
 * were added, changed or removed (labelled with the product's name).
 */
export function dealChanges(before: DealDetail | null, after: DealDetail): FieldChange[] {
  const header = changedFields(before as Record<string, unknown> | null, after as unknown as Record<string, unknown>, HEADER_FIELDS, DEAL_FIELD_LABELS).map((c) =>
    c.field === 'kind'
      ? { ...c, old_text: c.old ? DEAL_KIND_LABELS[c.old as keyof typeof DEAL_KIND_LABELS] : null, new_text: DEAL_KIND_LABELS[c.new as keyof typeof DEAL_KIND_LABELS] }
      : c,
  );
  const customersOf = (d: DealDetail | null) => (d ? d.customers.map((c) => c.customer_code).join(', ') : null);
  const customers = customersOf(before) === customersOf(after) ? [] : [{ field: 'customer_ids', label: DEAL_FIELD_LABELS.customer_ids, old: customersOf(before), new: customersOf(after) }];
  const linesOf = (d: DealDetail | null) => new Map((d?.lines ?? []).map((l) => [l.product_id, l]));
  const old = linesOf(before);
  const now = linesOf(after);
  const lines: FieldChange[] = [];
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const o = old.get(id);
    const n = now.get(id);
    const [ot, nt] = [o ? discountText(o) : null, n ? discountText(n) : null];
    if (ot !== nt) lines.push({ field: `lines.${(n ?? o)!.product_code}`, label: (n ?? o)!.product_name, old: ot, new: nt });
  }
  return [...header, ...customers, ...lines];
}

/** Records a create or update of a deal (`before` null: created) with its changed fields, in the caller's transaction. */
export async function recordDealWrite(tx: Db, id: number, before: DealDetail | null, actor: Actor): Promise<void> {
  const after = (await loadDeal(tx, id))!;
  await recordRevision(tx, {
    entity: DEAL_ENTITY,
    entityId: id,
    action: before ? 'updated' : 'created',
    maker: before ? 'edited' : 'created',
    userId: actor.userId,
    at: actor.at,
    changes: dealChanges(before, after),
    module: dealWorkflow.module,
    reference: after.batch_no,
  });
}

