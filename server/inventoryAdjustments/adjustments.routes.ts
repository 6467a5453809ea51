import { Codes } from '../../contract';
import {
  adjustmentApproveEp,
  adjustmentColumns,
  adjustmentCreateEp,
  adjustmentDeclineEp,
  adjustmentListEp,
  adjustmentShowEp,
  adjustmentSubmitEp,
  adjustmentUpdateEp,
  adjustmentWorkflow,
  IA_MESSAGES as M,
  stockBatchesEp,
  stockPalletsEp,
  stockProductsEp,
  type AdjustmentRow,
  type StockBatchOption,
  type StockPalletOption,
  type StockProductOption,
} from '../../contract/inventoryAdjustments';
import type { SortKey } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import type { Deps } from '../deps';
import { answer, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern, mayTouchDraft, othersDraft, ownDrafts, pagedList, queueListRoutes, route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { availableStock } from '../products/public';
import { batchCost } from './stock';
import { adjustmentDetail, ROW_FROM, ROW_SELECT, saveAdjustment, type AdjustmentAction } from './store';
import { transition } from './transitions';
import { Refused } from './stock';

const SORT: SortMap<typeof adjustmentColumns> = {
  adjustment_no: sql`a.adjustment_no`,
  adjustment_date: sql`a.adjustment_date`,
  adjustment_type: sql`a.adjustment_type`,
  total_amount: sql`a.total_amount`,
  created_at: sql`a.created_at`,
};

export const whoOf = (deps: Pick<Deps, 'clock'>, user: AuthUser) => ({ user, now: new Date(deps.clock.now()).toISOString(), today: manilaToday(deps.clock.now()) });

/** Runs a write in one transaction; a Refused thrown inside rolls it back and is the answer. Otherwise answers the adjustment as it now stands. */
export async function settle(db: Db, code: string, work: (tx: Db) => Promise<number>): Promise<Answer> {
  try {
    const id = await db.transaction(work);
    return answer(code, await adjustmentDetail(db, id));
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    throw err;
  }
}

const lists = queueListRoutes(adjustmentWorkflow, adjustmentListEp, {
  summary: (tab) => `Inventory adjustments of the ${tab.label} tab, searched by number, reason, product or batch, paged`,
  list: (tab, { query, deps, user }) =>
    pagedList<AdjustmentRow, SortKey<typeof adjustmentColumns>>(deps.db, {
      select: ROW_SELECT,
      from: ROW_FROM,
      where: [
        sql`a.status = ANY(${sqlArray(tab.statuses, 'int')})`,
        tab.ownDrafts && ownDrafts(user, sql`a.created_by`),
        query.search?.trim() &&
          sql`(a.adjustment_no ILIKE ${likePattern(query.search)} OR a.reason ILIKE ${likePattern(query.search)} OR i.file_name ILIKE ${likePattern(query.search)}
               OR EXISTS (SELECT 1 FROM inventory_adjustment_lines l JOIN products p ON p.product_id = l.product_id JOIN product_batches b ON b.batch_id = l.batch_id
                          WHERE l.adjustment_id = a.adjustment_id AND (p.product_code ILIKE ${likePattern(query.search)} OR p.product_name ILIKE ${likePattern(query.search)}
                                OR b.batch_no ILIKE ${likePattern(query.search)})))`,
      ],
      sort: SORT,
      tiebreak: sql`a.adjustment_id`,
      query,
    }),
});

const action = (ep: typeof adjustmentSubmitEp | typeof adjustmentApproveEp, name: AdjustmentAction, summary: string) =>
  route(ep, {
    scopes: [adjustmentWorkflow.actions[name].scope],
    summary,
    handler: async ({ params, deps, user }) => {
      const w = whoOf(deps, user);
      return settle(deps.db, Codes.UPDATED, async (tx) => {
        await transition(tx, name, params.id, user, w.now);
        return params.id;
      });
    },
  });

export const adjustmentRoutes: RouteDef[] = [
  ...lists,
  route(adjustmentShowEp, {
    scopes: ['view_inventory_adjustments'],
    summary: 'One inventory adjustment with its lines, what each pallet holds now, and its entry once approved',
    handler: async ({ params, deps, ok, user }) => {
      const d = await adjustmentDetail(deps.db, params.id);
      if (!d) return notFound(M.notFound);
      // A draft is its maker's alone.
      return d.status === 0 && !mayTouchDraft(user, d.created_by) ? othersDraft(adjustmentWorkflow.noun, d.adjustment_no) : ok(d);
    },
  }),
  route(adjustmentCreateEp, {
    scopes: ['create_inventory_adjustment'],
    summary: 'Write an inventory adjustment (draft, or submitted for approval at once), checked against the stock on each pallet',
    handler: async ({ body, deps, user }) => settle(deps.db, Codes.CREATED, (tx) => saveAdjustment(tx, null, body, whoOf(deps, user))),
  }),
  route(adjustmentUpdateEp, {
    scopes: ['create_inventory_adjustment'],
    summary: 'Save a draft inventory adjustment again, or submit it for approval',
    handler: async ({ params, body, deps, user }) => settle(deps.db, Codes.UPDATED, (tx) => saveAdjustment(tx, params.id, body, whoOf(deps, user))),
  }),
  action(adjustmentSubmitEp, 'submit', 'Submit a draft inventory adjustment for approval'),
  action(
    adjustmentApproveEp,
    'approve',
    'Approve an inventory adjustment (not its maker): locks its pallets, refuses one that would go below zero, posts the IA movements and one balanced entry',
  ),
  route(adjustmentDeclineEp, {
    scopes: [adjustmentWorkflow.actions.decline.scope],
    summary: 'Decline an inventory adjustment for approval (not its maker), with the reason',
    handler: async ({ params, body, deps, user }) => {
      const w = whoOf(deps, user);
      return settle(deps.db, Codes.UPDATED, async (tx) => {
        await transition(tx, 'decline', params.id, user, w.now, body.reason);
        return params.id;
      });
    },
  }),
  route(stockProductsEp, {
    scopes: ['create_inventory_adjustment'],
    summary: 'Products for an adjustment line, with what is on hand in all warehouses',
    handler: async ({ query, deps, ok }) => {
      const p = query.search ? likePattern(query.search) : null;
      return ok(
        await deps.db.rows<StockProductOption>(sql`
          SELECT p.product_id, p.product_code, p.product_name,
                 ${availableStock(sql`p.product_id`)} AS on_hand
          FROM products p ${p ? sql`WHERE p.product_code ILIKE ${p} OR p.product_name ILIKE ${p}` : sql``}
          ORDER BY p.product_code LIMIT 50`),
      );
    },
  }),
  route(stockBatchesEp, {
    scopes: ['create_inventory_adjustment'],
    summary: "A product's batches with what is on hand and their current cost, those with stock first, earliest expiry first",
    handler: async ({ query, deps, ok }) =>
      ok(
        await deps.db.rows<StockBatchOption>(sql`
          SELECT b.batch_id, b.batch_no, b.expiry_date::text AS expiry_date,
                 COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.batch_id = b.batch_id AND m.status = 1), 0)::int AS on_hand,
                 (${batchCost(sql`b.batch_id`)})::text AS unit_cost
          FROM product_batches b WHERE b.product_id = ${query.product_id}
          ORDER BY 4 > 0 DESC, b.expiry_date, b.batch_no LIMIT 200`),
      ),
  }),
  route(stockPalletsEp, {
    scopes: ['create_inventory_adjustment'],
    summary: 'Pallets for an adjustment line: those holding the batch first (with how much), then the other active pallets',
    handler: async ({ query, deps, ok }) => {
      const p = query.search ? likePattern(query.search) : null;
      return ok(
        await deps.db.rows<StockPalletOption>(sql`
          SELECT wp.pallet_id, wp.pallet_code, f.floor, w.warehouse_name, COALESCE(s.q, 0)::int AS on_hand
          FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
          LEFT JOIN (SELECT m.pallet_id, SUM(m.quantity) AS q FROM inventory_movements m
                     WHERE m.batch_id = ${query.batch_id} AND m.status = 1 AND m.pallet_id IS NOT NULL GROUP BY m.pallet_id) s ON s.pallet_id = wp.pallet_id
          WHERE (wp.active OR COALESCE(s.q, 0) <> 0)
            ${p ? sql`AND (wp.pallet_code ILIKE ${p} OR f.floor ILIKE ${p} OR w.warehouse_name ILIKE ${p})` : sql``}
          ORDER BY COALESCE(s.q, 0) <> 0 DESC, w.warehouse_name, wp.pallet_code LIMIT 100`),
      );
    },
  }),
];
