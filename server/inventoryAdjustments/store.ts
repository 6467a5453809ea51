import {
  ADJUSTMENT_TYPES,
  adjustmentWorkflow,
  IA_MESSAGES as M,
  type AdjustmentDetail,
  type AdjustmentLine,
  type AdjustmentType,
} from '../../contract/inventoryAdjustments';
import type { AuthUser } from '../auth/users';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, notFound } from '../http/answer';
import { assertOwnDraft, changedFields, conflict, isoText, recordRevision, userName } from '../kit';
import { checkLines, Refused } from './stock';
import { ENTITY, transition } from './transitions';

export const MODULE = 'Inventory Adjustments';
export type { AdjustmentAction } from './transitions';

export const ROW_SELECT = sql`
  a.adjustment_id, a.adjustment_no, a.adjustment_date::text AS adjustment_date, a.adjustment_type, a.reason, a.status::int AS status,
  COALESCE(i.file_name, 'Manual') AS source,
  (SELECT COUNT(*)::int FROM inventory_adjustment_lines l WHERE l.adjustment_id = a.adjustment_id) AS line_count,
  a.total_quantity, a.total_amount::numeric(16, 2)::text AS total_amount,
  ${userName('cu')} AS created_by_name, ${isoText('a.created_at')} AS created_at,
  CASE WHEN du.id IS NULL THEN NULL ELSE ${userName('du')} END AS decided_by_name,
  ${isoText('COALESCE(a.approved_at, a.declined_at)')} AS decided_at`;
export const ROW_FROM = sql`inventory_adjustments a
  JOIN users cu ON cu.id = a.created_by
  LEFT JOIN users du ON du.id = COALESCE(a.approved_by, a.declined_by)
  LEFT JOIN inventory_imports i ON i.import_id = a.import_id`;

export async function adjustmentDetail(db: Db, id: number): Promise<AdjustmentDetail | null> {
  const head = await db.one<Omit<AdjustmentDetail, 'lines'>>(sql`
    SELECT ${ROW_SELECT}, a.import_id, a.decline_reason, je.journal_entry, a.created_by, a.submitted_by
    FROM ${ROW_FROM} LEFT JOIN journal_entries je ON je.id = a.je_id
    WHERE a.adjustment_id = ${id}`);
  if (!head) return null;
  const lines = await db.rows<AdjustmentLine>(sql`
    SELECT l.line_no, l.product_id, p.product_code, p.product_name, l.batch_id, b.batch_no, b.expiry_date::text AS expiry_date,
           l.pallet_id, wp.pallet_code, f.floor, w.warehouse_name, l.quantity,
           COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.pallet_id = l.pallet_id AND m.batch_id = l.batch_id AND m.status = 1), 0)::int AS on_hand,
           l.unit_cost::text AS unit_cost, l.amount::text AS amount, l.remarks
    FROM inventory_adjustment_lines l
    JOIN products p ON p.product_id = l.product_id JOIN product_batches b ON b.batch_id = l.batch_id
    JOIN warehouse_pallets wp ON wp.pallet_id = l.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
    WHERE l.adjustment_id = ${id} ORDER BY l.line_no`);
  return { ...head, lines };
}

export interface SaveLine {
  product_id: number;
  batch_id: number;
  pallet_id: number;
  quantity: number;
  remarks?: string | null;
}
export interface SaveInput {
  adjustment_date: string;
  adjustment_type: AdjustmentType;
  reason: string;
  lines: SaveLine[];
  submit: boolean;
}
export interface SaveContext {
  user: AuthUser;
  now: string;
  today: string;
  /** The import the lines came from. */
  importId?: number | null;
  /** How a line's problem is told: on the form's field (default) or by the file's row (the import). */
  lineLabel?: (index: number) => string;
}

const HEAD_LABELS = { adjustment_date: 'Date', adjustment_type: 'Type', reason: 'Reason', lines: 'Lines', total_quantity: 'Net Quantity', total_amount: 'Net Amount' };

/**
 * Writes a new adjustment (id null) or a draft again, checked line by line against the stock; submits it when asked.
 * Every refusal is thrown as Refused (the caller's transaction rolls back). Resolves to the adjustment's id.
 */
export async function saveAdjustment(tx: Db, id: number | null, v: SaveInput, ctx: SaveContext): Promise<number> {
  if (v.adjustment_date > ctx.today) throw new Refused(invalid([M.futureDate], { adjustment_date: [M.futureDate] }));
  const { problems, costs } = await checkLines(tx, v.adjustment_type, v.lines.map((l, key) => ({ key, ...l })));
  if (problems.length) {
    if (ctx.lineLabel) throw new Refused(invalid(problems.map((p) => `${ctx.lineLabel!(p.key)}: ${p.message}`)));
    const fields: Record<string, string[]> = {};
    for (const p of problems) (fields[`lines.${p.key}.${p.field}`] ??= []).push(p.message);
    throw new Refused(invalid(problems.map((p) => `Line ${p.key + 1}: ${p.message}`), fields));
  }
  const lines = JSON.stringify(v.lines.map((l, n) => ({ n: n + 1, ...l, remarks: l.remarks ?? null, unit_cost: costs.get(n) ?? '0' })));
  const who = ctx.user.id;
  let before: Record<string, unknown> | null = null;
  if (id === null) {
    const no = await nextNumber(tx, 'IA', v.adjustment_date);
    const row = await tx.one<{ id: number }>(sql`
      INSERT INTO inventory_adjustments (adjustment_no, adjustment_date, adjustment_type, reason, status, import_id, created_by, created_at, updated_by, updated_at)
      VALUES (${no}, ${v.adjustment_date}::date, ${v.adjustment_type}, ${v.reason}, 0, ${ctx.importId ?? null}, ${who}, ${ctx.now}::timestamptz, ${who}, ${ctx.now}::timestamptz)
      RETURNING adjustment_id AS id`);
    id = Number(row!.id);
  } else {
    before = (await tx.one<Record<string, unknown>>(sql`
      SELECT adjustment_date::text AS adjustment_date, adjustment_type, reason, total_quantity, total_amount::text AS total_amount,
             (SELECT COUNT(*)::int FROM inventory_adjustment_lines l WHERE l.adjustment_id = a.adjustment_id) AS lines, status, created_by, adjustment_no
      FROM inventory_adjustments a WHERE adjustment_id = ${id} FOR UPDATE`)) ?? null;
    if (!before) throw new Refused(notFound(M.notFound));
    if (Number(before.status) !== 0) throw new Refused(conflict(M.notEditable));
    assertOwnDraft(ctx.user, { createdBy: before.created_by as number, noun: adjustmentWorkflow.noun, label: String(before.adjustment_no) });
    delete before.created_by;
    delete before.adjustment_no;
    await tx.run(sql`UPDATE inventory_adjustments SET adjustment_date = ${v.adjustment_date}::date, adjustment_type = ${v.adjustment_type}, reason = ${v.reason},
                       updated_by = ${who}, updated_at = ${ctx.now}::timestamptz WHERE adjustment_id = ${id}`);
    await tx.run(sql`DELETE FROM inventory_adjustment_lines WHERE adjustment_id = ${id}`);
  }
  await tx.run(sql`
    INSERT INTO inventory_adjustment_lines (adjustment_id, line_no, product_id, batch_id, pallet_id, quantity, unit_cost, amount, remarks)
    SELECT ${id}, l.n, l.product_id, l.batch_id, l.pallet_id, l.quantity, l.unit_cost, round(l.quantity * l.unit_cost, 2), l.remarks
    FROM jsonb_to_recordset(${lines}::jsonb) AS l(n int, product_id int, batch_id int, pallet_id int, quantity int, unit_cost numeric, remarks text)`);
  const after = (await tx.one<Record<string, unknown>>(sql`
    UPDATE inventory_adjustments a SET total_quantity = t.q, total_amount = t.amt
    FROM (SELECT COALESCE(SUM(quantity), 0)::int AS q, COALESCE(SUM(amount), 0) AS amt, COUNT(*)::int AS n FROM inventory_adjustment_lines WHERE adjustment_id = ${id}) t
    WHERE a.adjustment_id = ${id}
    RETURNING a.adjustment_no, a.adjustment_date::text AS adjustment_date, a.adjustment_type, a.reason, a.total_quantity, a.total_amount::text AS total_amount, t.n AS lines`))!;
  const changes = changedFields(before, after, Object.keys(HEAD_LABELS), HEAD_LABELS);
  const typeChange = changes.find((c) => c.field === 'adjustment_type');
  if (typeChange) Object.assign(typeChange, { old_text: before ? ADJUSTMENT_TYPES[before.adjustment_type as AdjustmentType] : null, new_text: ADJUSTMENT_TYPES[v.adjustment_type] });
  await recordRevision(tx, {
    entity: ENTITY,
    entityId: id,
    action: before ? 'updated' : 'created',
    maker: before ? 'edited' : 'created',
    userId: who,
    at: ctx.now,
    changes,
    remarks: ctx.importId ? `Imported (import ${ctx.importId}).` : null,
    module: MODULE,
    reference: String(after.adjustment_no),
  });
  if (v.submit) await transition(tx, 'submit', id, ctx.user, ctx.now);
  return id;
}
