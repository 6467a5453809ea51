import { Codes } from '../../contract';
import type { SortKey } from '../../contract/kit';
import {
  createTransferEp,
  listTransfersEp,
  PICKER_LIMIT,
  proposeTransferEp,
  showTransferEp,
  TRANSFER_MESSAGES as M,
  TRANSFER_SCOPES,
  TRANSFER_TAB_CODES,
  transferActionEp,
  transferColumns,
  transferPalletsEp,
  transferStockEp,
  transferWorkflow,
  untrackedStockEp,
  updateTransferEp,
  type PalletOption,
  type PalletStockRow,
  type TransferRow,
  type UntrackedRow,
} from '../../contract/inventoryTransfers';
import type { Scope } from '../../contract/scopes';
import { holdsAny } from '../auth/users';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { answer, FORBIDDEN, notFound, type Answer } from '../http/answer';
import { conflict, likePattern, pagedList, queueListRoutes, recordRevision, route, runTransition, userName } from '../kit';
import { manilaToday } from '../clock';
import { proposeReplenishment } from './proposal';
import { assertLines, insertTransfer, linesText, loadTransfer, planReceipt, Refused, writeLines } from './transferStore';
import { transferStore } from './transitions';
import { monthsToExpiry } from '../warehouse/public';
import { promised } from './transferSql';

const SORT: Record<SortKey<typeof transferColumns>, ReturnType<typeof sql>> = {
  transfer_code: sql`t.transfer_code`,
  posting_date: sql`t.posting_date`,
  status: sql`t.status`,
};
// The requester's name is read per row of the page, so counting a tab reads the transfers' index alone.
const SELECT = sql`t.transfer_id, t.transfer_code, t.transfer_version, t.posting_date::text AS posting_date, t.status::int AS status,
  l.products, (SELECT ${userName('u')} FROM users u WHERE u.id = t.requested_by) AS requested_by,
  (t.status = 3 AND l.any_received) AS partly_received`;
// One pass over a row's lines, per row of the page (an EXISTS here was planned as a scan of every line: 68 ms).
const LINES = sql`CROSS JOIN LATERAL (
  SELECT COUNT(DISTINCT l.product_id)::int AS products, COALESCE(bool_or(l.received_quantity > 0), false) AS any_received
  FROM inventory_transfer_lines l WHERE l.transfer_id = t.transfer_id) l`;
const FROM = sql`inventory_transfers t ${LINES}`;
const SEARCH = [sql`t.transfer_code`];

/** Everyone who may see any tab may read a transfer and the pickers. */
const ANY_TAB = [
  'view_inventory_transfer_confirmation',
  'view_inventory_transfer_in_transit',
  'view_inventory_transfer_received',
  'view_inventory_transfer_cancelled',
] as const satisfies readonly Scope[];

const clockOf = (ms: number) => ({ now: new Date(ms).toISOString(), today: manilaToday(ms) });

/** Runs a write in one transaction; a Refused thrown inside rolls it back and is the answer. */
async function writeThenShow(db: Db, code: string, today: string, write: (tx: Db) => Promise<number>): Promise<Answer> {
  try {
    const id = await db.transaction(write);
    return answer(code, await loadTransfer(db, id, today));
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}

const queueLists = queueListRoutes(transferWorkflow, listTransfersEp, {
  summary: (tab) => `Inventory transfers of the ${tab.label} tab (floor to floor or replenishment), paged, searchable by transfer code`,
  list: (tab, { query, deps }) =>
    pagedList<TransferRow, SortKey<typeof transferColumns>>(deps.db, {
      select: SELECT,
      from: FROM,
      countFrom: sql`inventory_transfers t`,
      where: [sql`t.tab = ${TRANSFER_TAB_CODES[tab.key]}`, query.version && sql`t.transfer_version = ${query.version}`],
      search: { text: query.search, in: SEARCH },
      sort: SORT,
      tiebreak: sql`t.transfer_id`,
      query,
    }),
});

export const transferRoutes = [
  ...queueLists,
  route(showTransferEp, {
    scopes: ANY_TAB,
    summary: 'One inventory transfer with its lines (batch, expiry, origin and destination pallets, quantities) and who did each step',
    handler: async ({ params, deps, ok }) => {
      const t = await loadTransfer(deps.db, params.transfer_id, manilaToday(deps.clock.now()));
      return t ? ok(t) : notFound('Transfer not found.');
    },
  }),
  route(proposeTransferEp, {
    scopes: [TRANSFER_SCOPES.create],
    summary: 'Replenishment proposal: the Main/Central batches of the products, expiry first, with available quantities and a picking-area destination',
    handler: async ({ body, deps, ok }) => ok(await proposeReplenishment(deps.db, body, manilaToday(deps.clock.now()))),
  }),
  route(createTransferEp, {
    scopes: [TRANSFER_SCOPES.create],
    summary: 'Request a transfer (v1 floor to floor, v2 replenishment): checked against the origin pallets; shelf-life and expiry-first warnings need accepting',
    handler: async ({ body, deps, user }) => {
      const { now, today } = clockOf(deps.clock.now());
      return writeThenShow(deps.db, Codes.CREATED, today, async (tx) => {
        await assertLines(tx, body, today, null);
        const code = await nextNumber(tx, body.transfer_version === 'v2' ? 'ITR' : 'ITF', today);
        return insertTransfer(tx, body, user, now, today, code);
      });
    },
  }),
  route(updateTransferEp, {
    scopes: [TRANSFER_SCOPES.create],
    summary: 'Change the lines of a pending transfer (origin and destination floor and pallet, quantities)',
    handler: async ({ params, body, deps, user }) => {
      const { now, today } = clockOf(deps.clock.now());
      return writeThenShow(deps.db, Codes.UPDATED, today, async (tx) => {
        const t = await tx.one<{ transfer_id: number; transfer_code: string; transfer_version: string; status: number; remarks: string | null }>(sql`
          SELECT transfer_id, transfer_code, transfer_version, status::int AS status, remarks FROM inventory_transfers WHERE transfer_id = ${params.transfer_id} FOR UPDATE`);
        if (!t) throw new Refused(notFound('Transfer not found.'));
        if (t.status !== 0) throw new Refused(conflict(M.notEditable(t.transfer_code, transferWorkflow.statuses[t.status as 0])));
        await assertLines(tx, { ...body, transfer_version: t.transfer_version }, today, t.transfer_id);
        const before = (await linesText(tx, t.transfer_id))?.t ?? null;
        await writeLines(tx, t.transfer_id, body.lines);
        await tx.run(sql`UPDATE inventory_transfers SET remarks = ${body.remarks ?? null}, updated_at = ${now}::timestamptz WHERE transfer_id = ${t.transfer_id}`);
        const after = (await linesText(tx, t.transfer_id))?.t ?? null;
        await recordRevision(tx, {
          entity: 'inventory_transfers',
          entityId: t.transfer_id,
          action: 'updated',
          maker: 'edited',
          userId: user.id,
          at: now,
          changes: [
            ...(before !== after ? [{ field: 'lines', label: 'Lines', old: before, new: after }] : []),
            ...(t.remarks !== (body.remarks ?? null) ? [{ field: 'remarks', label: 'Remarks', old: t.remarks, new: body.remarks ?? null }] : []),
          ],
          module: 'Inventory Transfer',
          reference: t.transfer_code,
        });
        return t.transfer_id;
      });
    },
  }),
  route(transferActionEp, {
    scopes: [TRANSFER_SCOPES.create, TRANSFER_SCOPES.approve, TRANSFER_SCOPES.post, TRANSFER_SCOPES.receive],
    summary: 'Approve (not the requester), post (stock leaves the origin pallets), receive all or part per line (stock arrives; the rest stays in transit) or cancel (with a reason) a transfer',
    handler: async ({ params, body, deps, user }) => {
      // The route lets every step's holder in; each action needs its own scope.
      if (!holdsAny(user, [transferWorkflow.actions[params.action].scope])) return FORBIDDEN;
      const { now, today } = clockOf(deps.clock.now());
      const ctx = { user, now, reason: body.reason };
      try {
        // A receipt of less than is in transit keeps the transfer Posted (receive_part); the last units make it Received.
        const res =
          params.action === 'receive'
            ? await deps.db.transaction(async (tx) => {
                const plan = await planReceipt(tx, params.transfer_id, body.lines);
                return runTransition(tx, transferWorkflow, transferStore(today, plan.arrivals), plan.complete ? 'receive' : 'receive_part', params.transfer_id, ctx);
              })
            : await runTransition(deps.db, transferWorkflow, transferStore(today), params.action, params.transfer_id, ctx);
        if (!res.done) return res.answer;
        return answer(Codes.UPDATED, await loadTransfer(deps.db, res.id, today));
      } catch (e) {
        if (e instanceof Refused) return e.answer;
        throw e;
      }
    },
  }),
  route(transferPalletsEp, {
    scopes: ANY_TAB,
    summary: 'The pallet picker: active pallets with their floor, zone and warehouse, by area and warehouse, searchable',
    handler: async ({ query, deps, ok }) => {
      const like = query.search ? likePattern(query.search) : null;
      const rows = await deps.db.rows<PalletOption>(sql`
        SELECT wp.pallet_id, wp.pallet_code, f.floor_id, f.floor, f.area, z.zone_name, w.warehouse_name
        FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
        LEFT JOIN warehouse_zones z ON z.zone_id = wp.zone_id
        WHERE wp.active AND f.is_active = 1 AND w.active
          ${query.area ? sql`AND f.area = ${query.area}` : sql``}
          ${query.warehouse_id ? sql`AND w.warehouse_id = ${query.warehouse_id}` : sql``}
          ${like ? sql`AND (wp.pallet_code ILIKE ${like} OR f.floor ILIKE ${like} OR z.zone_name ILIKE ${like} OR w.warehouse_name ILIKE ${like})` : sql``}
        ORDER BY w.kind = 'main' DESC, w.warehouse_name, f.floor, wp.pallet_code LIMIT ${PICKER_LIMIT}`);
      return ok(rows);
    },
  }),
  route(transferStockEp, {
    scopes: ANY_TAB,
    summary: 'Stock on pallets by batch (origin choices of a floor to floor transfer), with what open transfers leave available',
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      const like = query.search ? likePattern(query.search) : null;
      const rows = await deps.db.rows<PalletStockRow>(sql`
        SELECT ps.pallet_id, wp.pallet_code, f.floor, z.zone_name, w.warehouse_name, ps.product_id, p.product_code, p.product_name,
               ps.batch_id, b.batch_no, b.expiry_date::text AS expiry_date, ${monthsToExpiry(sql`b.expiry_date`, today)} AS shelf_life_months,
               ps.quantity::int AS quantity, (ps.quantity - ${promised(sql`ps.pallet_id`, sql`ps.batch_id`, null)})::int AS available_stock
        FROM pallet_stock ps JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
        JOIN warehouses w ON w.warehouse_id = f.warehouse_id LEFT JOIN warehouse_zones z ON z.zone_id = wp.zone_id
        JOIN products p ON p.product_id = ps.product_id JOIN product_batches b ON b.batch_id = ps.batch_id
        WHERE ps.quantity > 0 AND wp.active
          ${query.area ? sql`AND f.area = ${query.area}` : sql``}
          ${like ? sql`AND (p.product_code ILIKE ${like} OR p.product_name ILIKE ${like} OR b.batch_no ILIKE ${like} OR wp.pallet_code ILIKE ${like})` : sql``}
        ORDER BY p.product_name, b.expiry_date, b.batch_no, wp.pallet_code LIMIT ${PICKER_LIMIT}`);
      return ok(rows);
    },
  }),
  route(untrackedStockEp, {
    scopes: ANY_TAB,
    summary: 'Untracked quantities: posted stock by batch that sits on no pallet yet (it cannot be transferred until it is put on one)',
    handler: async ({ query, deps, ok }) => {
      const like = query.search ? likePattern(query.search) : null;
      const rows = await deps.db.rows<UntrackedRow>(sql`
        SELECT x.product_id, p.product_code, p.product_name, b.batch_no, b.expiry_date::text AS expiry_date, x.qty::int AS untracked_quantity
        FROM (SELECT batch_id, product_id, SUM(quantity) AS qty FROM inventory_movements WHERE pallet_id IS NULL AND status = 1 GROUP BY 1, 2 HAVING SUM(quantity) <> 0) x
        JOIN products p ON p.product_id = x.product_id JOIN product_batches b ON b.batch_id = x.batch_id
        ${like ? sql`WHERE p.product_code ILIKE ${like} OR p.product_name ILIKE ${like} OR b.batch_no ILIKE ${like}` : sql``}
        ORDER BY p.product_name, b.expiry_date LIMIT ${PICKER_LIMIT}`);
      return ok(rows);
    },
  }),
];
