import { Codes } from '../../contract';
import {
  receiptApproveEp,
  receiptCancelEp,
  receiptColumns,
  receiptCountsEp,
  receiptCreateEp,
  receiptInspectEp,
  receiptListEp,
  receiptOpenPosEp,
  receiptPalletsEp,
  receiptRejectEp,
  receiptShowEp,
  receiptSubmitEp,
  receiptUpdateEp,
  RECEIPT_MESSAGES,
  RECEIPT_STATUSES,
  type OpenPo,
  type ReceiptPallet,
  type ReceiptRow,
  type ReceiptStatus,
} from '../../contract/inventoryReceipts';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { likePattern, pagedList, refusedOr, route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { moveReceipt } from './transitions';
import { HELD_QUANTITY, receiptDetail, RECEIPT_FROM, RECEIPT_SELECT } from './reading';
import { cancelReceipt, inspectReceipt, rejectReceipt, saveReceipt, submitReceipt, type ReceiptActor } from './store';

const READERS = ['receipt_list', 'view_inventory_receipts'] as const;
const actorOf = (now: number, user: AuthUser): ReceiptActor => ({ user, userId: user.id, at: new Date(now).toISOString(), today: manilaToday(now) });
const holds = (user: AuthUser, scope: string) => user.isSuperuser || user.scopes.has(scope);

/** Runs a write (a refusal rolls it back) and answers the receipt as it then stands. */
async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number>): Promise<Answer> {
  const done = await refusedOr(db, write);
  if (typeof done === 'object') return done;
  const d = await receiptDetail(db, done);
  return d ? answer(code, d) : notFound(RECEIPT_MESSAGES.notFound);
}

const SORT: SortMap<typeof receiptColumns> = {
  receipt_date: sql`r.receipt_date`,
  receipt_no: sql`r.receipt_no`,
  po_no: sql`po.po_no`,
  supplier_name: sql`lower(s.company_name)`,
  amount: sql`t.amount`,
  updated_at: sql`r.updated_at`,
};

export const receiptRoutes = [
  route(receiptListEp, {
    scopes: READERS,
    summary: 'Inventory receipts of a status: search receipt, PO, supplier or batch; sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<ReceiptRow, typeof query.order_by>(deps.db, {
        select: RECEIPT_SELECT,
        from: RECEIPT_FROM,
        where: [query.status && sql`r.status = ${query.status}`],
        search: {
          text: query.search,
          in: [sql`r.receipt_no`, sql`po.po_no`, sql`s.company_name`, sql`r.delivery_ref`, sql`rr.rr_no`,
            sql`(SELECT string_agg(l.batch_no, ' ') FROM inventory_receipt_lines l WHERE l.receipt_id = r.receipt_id)`],
        },
        sort: SORT,
        tiebreak: sql`r.receipt_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(receiptCountsEp, {
    scopes: READERS,
    summary: 'How many inventory receipts each status holds (the tabs)',
    handler: async ({ deps, ok }) => {
      const rows = await deps.db.rows<{ status: ReceiptStatus; n: number }>(sql`SELECT status, COUNT(*)::int AS n FROM inventory_receipts GROUP BY status`);
      const counts = Object.fromEntries(Object.keys(RECEIPT_STATUSES).map((s) => [s, 0])) as Record<ReceiptStatus, number>;
      for (const r of rows) counts[r.status] = r.n;
      return ok(counts);
    },
  }),
  route(receiptOpenPosEp, {
    scopes: ['create_inventory_receipt'],
    summary: 'Approved purchase orders with quantities still to receive, line by line',
    handler: async ({ query, deps, ok }) => {
      const p = query.search ? likePattern(query.search) : null;
      const rows = await deps.db.rows<OpenPo>(sql`
        SELECT po.po_hdr_id, po.po_no, po.po_date::text, po.supplier_id, s.company_name AS supplier_name,
               json_agg(json_build_object('pr_line_id', x.pr_line_id, 'product_id', x.product_id, 'product_code', x.product_code, 'product_name', x.product_name,
                 'shelf_life_months', x.shelf_life, 'ordered_quantity', x.ordered, 'received_quantity', x.held, 'remaining_quantity', x.ordered - x.held,
                 'unit_price', x.unit_price) ORDER BY x.line_no) AS lines
        FROM purchase_orders po JOIN suppliers s ON s.vendor_id = po.supplier_id
        CROSS JOIN LATERAL (
          SELECT pl.pr_line_id::int, pl.line_no, pl.product_id, p.product_code, p.product_name, p.shelf_life, pl.requested_qty AS ordered,
                 pl.unit_price::numeric(14, 2)::text AS unit_price,
                 COALESCE((SELECT SUM(${HELD_QUANTITY}) FROM inventory_receipt_lines l JOIN inventory_receipts r ON r.receipt_id = l.receipt_id
                           WHERE l.pr_line_id = pl.pr_line_id AND r.receipt_id <> ${query.receipt_id ?? 0}), 0)::int AS held
          FROM purchase_request_lines pl JOIN products p ON p.product_id = pl.product_id WHERE pl.po_hdr_id = po.po_hdr_id) x
        WHERE po.approved_status = 1 AND NOT po_received_outside_receipts(po.po_no) ${p ? sql`AND (po.po_no ILIKE ${p} OR s.company_name ILIKE ${p})` : sql``}
        GROUP BY po.po_hdr_id, po.po_no, po.po_date, po.supplier_id, s.company_name
        HAVING SUM(x.ordered - x.held) > 0
        ORDER BY po.po_date, po.po_hdr_id
        LIMIT 100`);
      return ok(rows);
    },
  }),
  route(receiptPalletsEp, {
    scopes: ['create_inventory_receipt'],
    summary: "A warehouse's active pallets (of one floor when given) with their zone and units on hand",
    handler: async ({ query, deps, ok }) => {
      const rows = await deps.db.rows<ReceiptPallet>(sql`
        SELECT wp.pallet_id, wp.pallet_code, f.floor_id, f.floor, z.zone_name,
               COALESCE((SELECT SUM(ps.quantity) FROM pallet_stock ps WHERE ps.pallet_id = wp.pallet_id), 0)::int AS quantity
        FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id LEFT JOIN warehouse_zones z ON z.zone_id = wp.zone_id
        WHERE f.warehouse_id = ${query.warehouse_id} AND f.is_active = 1 AND wp.active ${query.floor_id ? sql`AND f.floor_id = ${query.floor_id}` : sql``}
        ORDER BY f.floor, wp.pallet_code
        LIMIT 1000`);
      return ok(rows);
    },
  }),
  route(receiptShowEp, {
    scopes: READERS,
    summary: 'One inventory receipt with its lines, inspection and the entry (posted, or the one approval posts)',
    handler: async ({ params, deps, ok }) => {
      const d = await receiptDetail(deps.db, params.id);
      return d ? ok(d) : notFound(RECEIPT_MESSAGES.notFound);
    },
  }),
  route(receiptCreateEp, {
    scopes: ['create_inventory_receipt'],
    summary: 'Receive an approved purchase order onto pallets: a draft, or sent for inspection at once',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => saveReceipt(tx, body, null, actorOf(deps.clock.now(), user))),
  }),
  route(receiptUpdateEp, {
    scopes: ['create_inventory_receipt'],
    summary: 'Save a draft receipt again, or send it for inspection',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => saveReceipt(tx, body, params.id, actorOf(deps.clock.now(), user))),
  }),
  route(receiptSubmitEp, {
    scopes: ['create_inventory_receipt'],
    summary: 'Send a draft receipt for inspection',
    handler: async ({ params, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => submitReceipt(tx, params.id, actorOf(deps.clock.now(), user))),
  }),
  route(receiptInspectEp, {
    scopes: ['inspect_inventory_receipt'],
    summary: 'Inspect a receipt: the quantity accepted of every line, a reason for what is rejected',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => inspectReceipt(tx, params.id, body, actorOf(deps.clock.now(), user))),
  }),
  route(receiptApproveEp, {
    scopes: ['approve_inventory_receipt'],
    summary: 'Approve an inspected receipt (not its maker nor inspector): stock in, receiving report and its entry',
    handler: async ({ params, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => moveReceipt(tx, 'approve', params.id, { user, now: new Date(deps.clock.now()).toISOString() })),
  }),
  route(receiptRejectEp, {
    scopes: ['inspect_inventory_receipt', 'approve_inventory_receipt'],
    summary: 'Reject a receipt for inspection (inspector) or for approval (approver), with the reason',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) =>
        rejectReceipt(tx, params.id, body.reason, actorOf(deps.clock.now(), user), {
          inspect: holds(user, 'inspect_inventory_receipt'),
          approve: holds(user, 'approve_inventory_receipt'),
        }),
      ),
  }),
  route(receiptCancelEp, {
    scopes: ['create_inventory_receipt'],
    summary: 'Cancel a draft receipt or one waiting for inspection, with the reason',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => cancelReceipt(tx, params.id, body.reason, actorOf(deps.clock.now(), user))),
  }),
];
