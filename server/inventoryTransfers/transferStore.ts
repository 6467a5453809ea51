import type { z } from 'zod';
import { TRANSFER_MESSAGES as M, transferWorkflow, WARNINGS_FIELD, type transferInput, type TransferDetail, type TransferLine } from '../../contract/inventoryTransfers';
import type { AuthUser } from '../auth/users';
import { shelfLifeBand } from '../../contract/warehouse';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { expiredOn, isoText, recordRevision, sellableOn, userName } from '../kit';
import { Refused } from '../kit/refused';
import { palletOnHand, monthsToExpiry } from '../warehouse/public';
import { promised } from './transferSql';

/**
 * A transfer's writes, always inside the caller's transaction: the request,
 * its lines and its revision together; posting writes the IT pair.
 */
export type TransferBody = z.output<typeof transferInput>;
type Line = TransferBody['lines'][number];

/** A refusal found inside a transaction: the kit's, thrown to roll it back, answered by the route. */
export { Refused } from '../kit/refused';

const linesJson = (lines: readonly Line[]) =>
  JSON.stringify(lines.map((l, n) => ({ n: n + 1, p: l.product_id, b: l.batch_id, o: l.origin_pallet_id, d: l.destination_pallet_id, q: l.requested_quantity })));
const LINES = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) AS l(n int, p int, b int, o int, d int, q int)`;

interface LineCheck {
  n: number;
  product_name: string | null;
  batch_no: string | null;
  batch_ok: boolean;
  origin_code: string | null;
  origin_area: string | null;
  origin_wh: number | null;
  dest_ok: boolean;
  same: boolean;
  dest_area: string | null;
  dest_wh: number | null;
  on_hand: number;
  promised: number;
  q: number;
  months: number | null;
  expiry_date: string | null;
  expired: boolean | null;
  earlier_batch: string | null;
}

/**
 * Refusals (00001 by line) and warnings of a request. Refused: a batch that is
 * not the product's, an unknown or inactive pallet, a replenishment not from
 * reserve to the picking area of the same warehouse, more than the origin
 * pallet holds. Warned (the user accepts them): a batch under 8 months to
 * expiry, a batch that is not the one expiring first in the origin area, a
 * quantity other open transfers already asked for.
 */
export async function checkLines(tx: Db, body: Pick<TransferBody, 'lines'> & { transfer_version: string }, today: string, except: number | null): Promise<{ refusal: Answer | null; warnings: string[] }> {
  const rows = await tx.rows<LineCheck>(sql`
    SELECT l.n, p.product_name, b.batch_no, (b.batch_id IS NOT NULL AND b.product_id = l.p) AS batch_ok,
           op.pallet_code AS origin_code, ofl.area AS origin_area, ofl.warehouse_id AS origin_wh,
           (dp.pallet_id IS NOT NULL AND dp.active AND dfl.is_active = 1) AS dest_ok, l.o = l.d AS same, dfl.area AS dest_area, dfl.warehouse_id AS dest_wh,
           ${palletOnHand(sql`l.o`, sql`l.b`)} AS on_hand, ${promised(sql`l.o`, sql`l.b`, except)} AS promised, l.q,
           ${monthsToExpiry(sql`b.expiry_date`, today)} AS months, b.expiry_date::text AS expiry_date, ${expiredOn(sql`b.expiry_date`, today)} AS expired,
           (SELECT eb.batch_no FROM pallet_stock es JOIN product_batches eb ON eb.batch_id = es.batch_id
              JOIN warehouse_pallets ep ON ep.pallet_id = es.pallet_id JOIN warehouse_floors ef ON ef.floor_id = ep.floor_id
            WHERE es.product_id = l.p AND es.quantity > 0 AND ef.area = ofl.area AND ef.warehouse_id = ofl.warehouse_id
              AND eb.expiry_date < b.expiry_date AND ${sellableOn(sql`eb.expiry_date`, today)} AND ep.active
            ORDER BY eb.expiry_date, eb.batch_no LIMIT 1) AS earlier_batch
    FROM ${LINES(linesJson(body.lines))}
    LEFT JOIN products p ON p.product_id = l.p
    LEFT JOIN product_batches b ON b.batch_id = l.b
    LEFT JOIN warehouse_pallets op ON op.pallet_id = l.o AND op.active
    LEFT JOIN warehouse_floors ofl ON ofl.floor_id = op.floor_id AND ofl.is_active = 1
    LEFT JOIN warehouse_pallets dp ON dp.pallet_id = l.d
    LEFT JOIN warehouse_floors dfl ON dfl.floor_id = dp.floor_id
    ORDER BY l.n`);
  const fields: Record<string, string[]> = {};
  const add = (key: string, m: string) => (fields[key] ??= []).push(m);
  const warnings: string[] = [];
  for (const r of rows) {
    const at = `lines.${r.n - 1}`;
    if (!r.batch_ok || !r.product_name) add(`${at}.batch_id`, M.batchOfProduct(r.n));
    if (!r.origin_code) add(`${at}.origin_pallet_id`, M.palletUnknown(r.n, 'origin'));
    if (!r.dest_ok) add(`${at}.destination_pallet_id`, M.palletUnknown(r.n, 'destination'));
    else if (r.same) add(`${at}.destination_pallet_id`, M.samePallet(r.n));
    if (body.transfer_version === 'v2' && r.origin_code && r.origin_area !== 'reserve') add(`${at}.origin_pallet_id`, M.notReserve(r.n));
    if (body.transfer_version === 'v2' && r.dest_ok && (r.dest_area !== 'picking' || r.dest_wh !== r.origin_wh)) add(`${at}.destination_pallet_id`, M.notPicking(r.n));
    // One expiry rule (contract/expiry.ts): an expired batch never goes to a pick face; within the reserve it may move.
    if (r.expired && r.dest_ok && r.dest_area === 'picking' && r.product_name) add(`${at}.batch_id`, M.expiredToPicking(r.n, r.product_name, r.batch_no!, r.expiry_date!));
    if (!r.batch_ok || !r.origin_code || !r.product_name) continue;
    if (r.q > r.on_hand) add(`${at}.requested_quantity`, M.notEnough(r.product_name, r.batch_no!, r.origin_code, r.on_hand, r.q));
    else if (r.q + r.promised > r.on_hand) warnings.push(M.promised(r.product_name, r.batch_no!, r.origin_code, r.promised));
    if (r.months !== null && !r.expired && shelfLifeBand(r.months) === 'red') warnings.push(M.nearExpiry(r.product_name, r.batch_no!, r.months));
    if (r.earlier_batch) warnings.push(M.notFefo(r.product_name, r.batch_no!, r.earlier_batch));
  }
  const messages = [...new Set(Object.values(fields).flat())];
  return { refusal: messages.length ? invalid(messages, fields) : null, warnings };
}

/** Checks the lines, refuses (throws) on errors, and on warnings the user has not accepted. */
export async function assertLines(tx: Db, body: Pick<TransferBody, 'lines' | 'accept_warnings'> & { transfer_version: string }, today: string, except: number | null): Promise<void> {
  const { refusal, warnings } = await checkLines(tx, body, today, except);
  if (refusal) throw new Refused(refusal);
  if (warnings.length && !body.accept_warnings) throw new Refused(invalid([M.warnings, ...warnings], { [WARNINGS_FIELD]: warnings }));
}

export async function writeLines(tx: Db, transferId: number, lines: readonly Line[]): Promise<void> {
  await tx.run(sql`DELETE FROM inventory_transfer_lines WHERE transfer_id = ${transferId}`);
  await tx.run(sql`
    INSERT INTO inventory_transfer_lines (transfer_id, line_no, product_id, batch_id, origin_pallet_id, destination_pallet_id, requested_quantity)
    SELECT ${transferId}, l.n, l.p, l.b, l.o, l.d, l.q FROM ${LINES(linesJson(lines))} ORDER BY l.n`);
}

/** What the history shows of a request's lines. */
export const linesText = (tx: Db, transferId: number) =>
  tx.one<{ t: string | null }>(sql`
    SELECT string_agg(p.product_code || ' ' || b.batch_no || ' ' || op.pallet_code || ' -> ' || dp.pallet_code || ' x ' || l.requested_quantity, '; ' ORDER BY l.line_no) AS t
    FROM inventory_transfer_lines l JOIN products p ON p.product_id = l.product_id JOIN product_batches b ON b.batch_id = l.batch_id
    JOIN warehouse_pallets op ON op.pallet_id = l.origin_pallet_id JOIN warehouse_pallets dp ON dp.pallet_id = l.destination_pallet_id
    WHERE l.transfer_id = ${transferId}`);

export async function loadTransfer(db: Db, transferId: number, today: string): Promise<TransferDetail | null> {
  const head = await db.one<Omit<TransferDetail, 'lines'>>(sql`
    SELECT t.transfer_id, t.transfer_code, t.transfer_version, t.posting_date::text AS posting_date, t.status::int AS status,
           (SELECT COUNT(DISTINCT l.product_id) FROM inventory_transfer_lines l WHERE l.transfer_id = t.transfer_id)::int AS products,
           (t.status = 3 AND EXISTS (SELECT 1 FROM inventory_transfer_lines l WHERE l.transfer_id = t.transfer_id AND l.received_quantity > 0)) AS partly_received,
           ${userName('ru')} AS requested_by, t.requested_by AS requested_by_id, ${isoText('t.requested_at')} AS requested_at,
           t.remarks, t.reason,
           ${userName('au')} AS approved_by, ${isoText('t.approved_at')} AS approved_at,
           ${userName('pu')} AS posted_by, ${isoText('t.posted_at')} AS posted_at,
           ${userName('vu')} AS received_by, ${isoText('t.received_at')} AS received_at,
           ${userName('cu')} AS cancelled_by, ${isoText('t.cancelled_at')} AS cancelled_at
    FROM inventory_transfers t JOIN users ru ON ru.id = t.requested_by
    LEFT JOIN users au ON au.id = t.approved_by LEFT JOIN users pu ON pu.id = t.posted_by
    LEFT JOIN users vu ON vu.id = t.received_by LEFT JOIN users cu ON cu.id = t.cancelled_by
    WHERE t.transfer_id = ${transferId}`);
  if (!head) return null;
  const lines = await db.rows<TransferLine>(sql`
    SELECT l.line_no::int AS line_no, l.product_id, p.product_code, p.product_name, u.unit_name AS unit, l.batch_id, b.batch_no, b.expiry_date::text AS expiry_date,
           ${monthsToExpiry(sql`b.expiry_date`, today)} AS shelf_life_months,
           l.origin_pallet_id, op.pallet_code AS pallet_origin, ofl.floor, l.destination_pallet_id, dp.pallet_code AS pallet_destination, dfl.floor AS floor_destination,
           l.requested_quantity, l.approved_quantity, l.posted_quantity, l.received_quantity,
           (${palletOnHand(sql`l.origin_pallet_id`, sql`l.batch_id`)} - ${promised(sql`l.origin_pallet_id`, sql`l.batch_id`, transferId)})::int AS available_stock
    FROM inventory_transfer_lines l JOIN products p ON p.product_id = l.product_id LEFT JOIN product_units u ON u.unit_id = p.unit_id
    JOIN product_batches b ON b.batch_id = l.batch_id
    JOIN warehouse_pallets op ON op.pallet_id = l.origin_pallet_id JOIN warehouse_floors ofl ON ofl.floor_id = op.floor_id
    JOIN warehouse_pallets dp ON dp.pallet_id = l.destination_pallet_id JOIN warehouse_floors dfl ON dfl.floor_id = dp.floor_id
    WHERE l.transfer_id = ${transferId} ORDER BY l.line_no`);
  return { ...head, lines };
}

/** What arrives now per line number; lines not named receive nothing. */
export type Arrivals = ReadonlyMap<number, number>;

/**
 * What a receipt brings: the quantities given per line (none given: all still
 * in transit), refused when a line is unknown, more than is still in transit
 * or nothing at all arrives; `complete` when no unit stays in transit after
 * it. A transfer that is not Posted is left to the workflow to refuse.
 */
export async function planReceipt(tx: Db, transferId: number, given: readonly { line_no: number; quantity: number }[] | undefined): Promise<{ arrivals?: Arrivals; complete: boolean }> {
  const head = await tx.one<{ status: number }>(sql`SELECT status::int AS status FROM inventory_transfers WHERE transfer_id = ${transferId} FOR UPDATE`);
  if (!given || head?.status !== 3) return { complete: true };
  const lines = await tx.rows<{ line_no: number; left: number }>(sql`
    SELECT line_no::int AS line_no, (COALESCE(posted_quantity, 0) - COALESCE(received_quantity, 0))::int AS left
    FROM inventory_transfer_lines WHERE transfer_id = ${transferId} ORDER BY line_no`);
  const left = new Map(lines.map((l) => [l.line_no, l.left]));
  const arrivals = new Map<number, number>();
  const problems: string[] = [];
  const fields: Record<string, string[]> = {};
  given.forEach((g, i) => {
    const l = left.get(g.line_no);
    const problem = l === undefined ? M.receiveUnknownLine(g.line_no) : g.quantity > l ? M.receiveTooMany(g.line_no, l) : null;
    if (problem) {
      problems.push(problem);
      fields[`lines.${i}.quantity`] = [problem];
    } else arrivals.set(g.line_no, (arrivals.get(g.line_no) ?? 0) + g.quantity);
  });
  if (problems.length) throw new Refused(invalid(problems, fields));
  if (![...arrivals.values()].some((q) => q > 0)) throw new Refused(invalid([M.receiveNothing], { lines: [M.receiveNothing] }));
  const complete = lines.every((l) => (arrivals.get(l.line_no) ?? 0) === l.left);
  return { arrivals, complete };
}

/** Writes a new request (status 0) and its revision; answers its id. */
export async function insertTransfer(tx: Db, body: TransferBody, user: AuthUser, now: string, today: string, code: string): Promise<number> {
  const row = await tx.one<{ transfer_id: number }>(sql`
    INSERT INTO inventory_transfers (transfer_code, transfer_version, posting_date, status, remarks, requested_by, requested_at, updated_at)
    VALUES (${code}, ${body.transfer_version}, ${today}::date, 0, ${body.remarks ?? null}, ${user.id}, ${now}::timestamptz, ${now}::timestamptz)
    RETURNING transfer_id`);
  const id = Number(row!.transfer_id);
  await writeLines(tx, id, body.lines);
  await recordRevision(tx, {
    entity: 'inventory_transfers',
    entityId: id,
    action: 'requested',
    maker: 'created',
    userId: user.id,
    at: now,
    changes: [
      { field: 'status', label: 'Status', old: null, new: 0, old_text: null, new_text: transferWorkflow.statuses[0] },
      { field: 'lines', label: 'Lines', old: null, new: (await linesText(tx, id))?.t ?? null },
    ],
    remarks: body.remarks ?? null,
    module: 'Inventory Transfer',
    reference: code,
  });
  return id;
}
