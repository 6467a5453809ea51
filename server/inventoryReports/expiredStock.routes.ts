import { Codes } from '../../contract';
import {
  EXPIRED_MESSAGES as M,
  EXPIRED_STOCK_SCOPES,
  EXPIRED_WRITE_DOWN_LINES,
  expiredStockEp,
  expiredWriteDownEp,
  type ExpiredStockRow,
  type ExpiredWriteDown,
} from '../../contract/expiredStock';
import { sql, type Db } from '../db/db';
import { jsonRows } from '../db/manyRows';
import { answer, invalid } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { expiredOn, route } from '../kit';
import { Refused } from '../kit/refused';
import { whoOf, batchCost, saveAdjustment } from '../inventoryAdjustments/public';
import { sqlArray } from '../db/arrays';

/*
 * Expired stock and its proposed write-down (contract/expiredStock.ts): what
 * sits on the pallets now past its expiry, valued at the batch's cost now
 * (the cost the adjustment will take it out at), and the drafts that write it
 * down. Pallet stock is the kept table of posted movements (pallet_stock), so
 * the report reads the expired batches' pallets only.
 */

/** Open expiry adjustments (draft or for approval) and the stock they take out: not proposed twice. */
const OPEN_WRITE_DOWNS = sql`
  SELECT l.batch_id, l.pallet_id, MIN(a.adjustment_no) AS adjustment_no FROM inventory_adjustment_lines l
  JOIN inventory_adjustments a ON a.adjustment_id = l.adjustment_id
  WHERE a.adjustment_type = 'expiry' AND a.status IN (0, 1) GROUP BY l.batch_id, l.pallet_id`;

export async function expiredStock(db: Db, today: string, warehouse: string | undefined): Promise<ExpiredStockRow[]> {
  return jsonRows<ExpiredStockRow>(
    db,
    sql`
      SELECT ps.batch_id || ':' || ps.pallet_id AS key, ps.product_id, ps.batch_id, ps.pallet_id, p.product_code, p.product_name, b.batch_no,
             b.expiry_date::text AS expiry_date, (${today}::date - b.expiry_date)::int AS days_expired, w.warehouse_name AS warehouse, wp.pallet_code,
             ps.quantity::int AS quantity, c.cost::numeric(16, 4)::text AS unit_cost, round(ps.quantity * c.cost, 2)::numeric(16, 2)::text AS value,
             o.adjustment_no AS proposed_in
      FROM product_batches b JOIN pallet_stock ps ON ps.batch_id = b.batch_id AND ps.quantity > 0
      JOIN products p ON p.product_id = ps.product_id
      JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      JOIN warehouses w ON w.warehouse_id = f.warehouse_id
      CROSS JOIN LATERAL (SELECT COALESCE(${batchCost(sql`b.batch_id`)}, 0) AS cost) c
      LEFT JOIN (${OPEN_WRITE_DOWNS}) o ON o.batch_id = ps.batch_id AND o.pallet_id = ps.pallet_id
      WHERE ${expiredOn(sql`b.expiry_date`, today)} ${warehouse ? sql`AND w.warehouse_code = ${warehouse}` : sql``}`,
    sql`r.expiry_date, r.product_code, r.batch_no, r.warehouse, r.pallet_code`,
  );
}

/**
 * Proposes the write-down of the expired stock not on an open write-down yet: expiry adjustments dated today,
 * 500 lines each, drafts of the proposer (saveAdjustment checks each line against its pallet as the form does),
 * in one transaction: all of them or none.
 */
async function proposeWriteDown(db: Db, rows: ExpiredStockRow[], who: ReturnType<typeof whoOf>): Promise<ExpiredWriteDown> {
  const open = rows.filter((r) => !r.proposed_in);
  if (!open.length) throw new Refused(invalid([M.nothingToWriteDown]));
  return db.transaction(async (tx) => {
    const made: ExpiredWriteDown['adjustments'] = [];
    for (let at = 0; at < open.length; at += EXPIRED_WRITE_DOWN_LINES) {
      const chunk = open.slice(at, at + EXPIRED_WRITE_DOWN_LINES);
      const lines = chunk.map((r) => ({ product_id: r.product_id, batch_id: r.batch_id, pallet_id: r.pallet_id, quantity: -r.quantity, remarks: `Expired ${r.expiry_date}` }));
      const id = await saveAdjustment(tx, null, { adjustment_date: who.today, adjustment_type: 'expiry', reason: M.reason(who.today), lines, submit: false }, who);
      const a = (await tx.one<{ adjustment_no: string; total_amount: string }>(sql`
        SELECT adjustment_no, (-total_amount)::numeric(16, 2)::text AS total_amount FROM inventory_adjustments WHERE adjustment_id = ${id}`))!;
      made.push({ adjustment_id: id, adjustment_no: a.adjustment_no, lines: chunk.length, total_amount: a.total_amount });
    }
    const total = (await tx.one<{ t: string }>(sql`
      SELECT to_char(-SUM(total_amount), 'FM999,999,999,999,990.00') AS t FROM inventory_adjustments
      WHERE adjustment_id = ANY(${sqlArray(made.map((m) => m.adjustment_id), 'int')})`))!.t;
    return { message: M.proposed(made.length, open.length, total), adjustments: made };
  });
}

export const expiredStockRoutes: RouteDef[] = [
  route(expiredStockEp, {
    scopes: [EXPIRED_STOCK_SCOPES.view],
    reads: 'replica',
    summary: 'Expired stock on the pallets today, at the batch cost, with the open write-down taking each out',
    handler: async ({ body, deps, user, ok }) => ok(await expiredStock(deps.read, whoOf(deps, user).today, body.warehouse || undefined)),
  }),
  route(expiredWriteDownEp, {
    scopes: [EXPIRED_STOCK_SCOPES.writeDown],
    summary: 'Propose the write-down of the expired stock not yet on one: Expiry Write-off adjustments (drafts, 500 lines each)',
    handler: async ({ body, deps, user }) => {
      const who = whoOf(deps, user);
      const rows = await expiredStock(deps.db, who.today, body.warehouse || undefined);
      return answer(Codes.CREATED, await proposeWriteDown(deps.db, rows, who));
    },
  }),
];
