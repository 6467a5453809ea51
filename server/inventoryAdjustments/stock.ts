import { ADJUSTMENT_ACCOUNTS, IA_MESSAGES as M, type AdjustmentType } from '../../contract/inventoryAdjustments';
import { sql, type Db, type SQL } from '../db/db';
import { palletOnHand } from '../warehouse/public';

/**
 * What the stock says about adjustment lines: the batch's current cost and
 * what a pallet holds of a batch (posted movements only). Shared by the
 * form, the import and the approval, so all three judge a line alike.
 */

/** A refusal found inside a transaction: the kit's, so every route and the inbox answer it alike. */
export { Refused } from '../kit/refused';

/**
 * The batch's cost now (alias `b` of product_batches): the weighted average of its movements while
 * it has stock, else its latest receipt's cost; null for a batch that never had any.
 */
export const batchCost = (batch: SQL): SQL => sql`COALESCE(
  (SELECT round(SUM(m.amount) / SUM(m.quantity), 4) FROM inventory_movements m WHERE m.batch_id = ${batch} HAVING SUM(m.quantity) > 0),
  (SELECT m.cost_unit FROM inventory_movements m WHERE m.batch_id = ${batch} AND m.quantity > 0 ORDER BY m.transaction_date DESC, m.movement_id DESC LIMIT 1))`;

export interface LineToCheck {
  /** The caller's key of the line: its index in the form, its row in a file. */
  key: number;
  product_id: number;
  batch_id: number;
  pallet_id: number;
  quantity: number;
}

export interface LineProblem {
  key: number;
  field: 'product_id' | 'batch_id' | 'pallet_id' | 'quantity';
  message: string;
}

export interface CheckedLine extends LineToCheck {
  unit_cost: string;
}

/**
 * Every problem of the lines at once: an unknown product, a batch of another product, an unknown or inactive
 * pallet, more taken than the pallet holds, stock added to a batch without a cost. Lines of the same pallet and
 * batch are judged together. The costs come back for the lines that pass.
 */
export async function checkLines(db: Db, type: AdjustmentType, lines: readonly LineToCheck[]): Promise<{ problems: LineProblem[]; costs: Map<number, string> }> {
  const problems: LineProblem[] = [];
  const costs = new Map<number, string>();
  if (!lines.length) return { problems, costs };
  const payload = JSON.stringify(lines.map((l) => ({ k: l.key, p: l.product_id, b: l.batch_id, w: l.pallet_id, q: l.quantity })));
  const rows = await db.rows<{
    k: number; q: number; product: string | null; batch_product: number | null; batch_no: string | null; pallet_code: string | null;
    pallet_active: boolean | null; on_hand: number; taken: number; unit_cost: string | null; product_ok: boolean;
  }>(sql`
    WITH l AS (SELECT * FROM jsonb_to_recordset(${payload}::jsonb) AS x(k int, p int, b int, w int, q int))
    SELECT l.k, l.q, p.product_code || ' ' || p.product_name AS product, p.product_id IS NOT NULL AS product_ok, b.product_id AS batch_product, b.batch_no,
           wp.pallet_code, wp.active AS pallet_active,
           ${palletOnHand(sql`l.w`, sql`l.b`)} AS on_hand,
           (SUM(l.q) OVER (PARTITION BY l.w, l.b))::int AS taken,
           (${batchCost(sql`l.b`)})::text AS unit_cost
    FROM l LEFT JOIN products p ON p.product_id = l.p LEFT JOIN product_batches b ON b.batch_id = l.b LEFT JOIN warehouse_pallets wp ON wp.pallet_id = l.w
    ORDER BY l.k`);
  const reported = new Set<string>();
  for (const r of rows) {
    const line = lines.find((l) => l.key === r.k)!;
    if (!r.product_ok) problems.push({ key: r.k, field: 'product_id', message: M.productUnknown });
    else if (r.batch_product !== line.product_id) problems.push({ key: r.k, field: 'batch_id', message: M.batchNotOfProduct });
    if (!r.pallet_code || !r.pallet_active) problems.push({ key: r.k, field: 'pallet_id', message: M.palletUnknown });
    if (!r.product_ok || r.batch_product !== line.product_id || !r.pallet_code) continue;
    const spot = `${line.pallet_id}:${line.batch_id}`;
    if (r.on_hand + r.taken < 0 && line.quantity < 0 && !reported.has(spot)) {
      reported.add(spot);
      problems.push({ key: r.k, field: 'quantity', message: M.notEnough(r.product!, r.batch_no!, r.pallet_code, r.on_hand, -r.taken) });
    }
    if (r.unit_cost === null && line.quantity > 0) problems.push({ key: r.k, field: 'quantity', message: M.noCost(r.product!, r.batch_no!) });
    if (ADJUSTMENT_ACCOUNTS[type].gain === null && line.quantity > 0) problems.push({ key: r.k, field: 'quantity', message: M.outOnly(type) });
    costs.set(r.k, r.unit_cost ?? '0');
  }
  return { problems, costs };
}
