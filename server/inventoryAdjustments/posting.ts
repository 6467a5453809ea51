import { ADJUSTMENT_ACCOUNTS, ADJUSTMENT_TYPES, IA_MESSAGES as M, INVENTORY_ACCOUNT, type AdjustmentType } from '../../contract/inventoryAdjustments';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { takeFromPallets, type PalletTake } from '../warehouse/public';
import { batchCost, Refused } from './stock';
import { notePosted } from '../books/postedBy';

/**
 * Approval of an adjustment, inside the workflow's transaction: the pallets
 * it takes from are locked first (takeFromPallets, shared with every writer
 * that moves stock off a pallet), so two approvals racing for the last units
 * of a pallet run one after the other and the second sees what the first
 * took; then no pallet may go below zero, the lines take the batch's cost now, the IA movements go in
 * and one balanced entry is posted on the adjustment's date.
 */
export async function postAdjustment(tx: Db, id: number): Promise<void> {
  const h = (await tx.one<{ adjustment_no: string; adjustment_date: string; adjustment_type: AdjustmentType; reason: string }>(sql`
    SELECT adjustment_no, adjustment_date::text AS adjustment_date, adjustment_type, reason FROM inventory_adjustments WHERE adjustment_id = ${id}`))!;
  // Net per pallet and batch (a file may add and take on one pallet); what leaves goes through the shared lock and check.
  const net = await tx.rows<PalletTake>(sql`
    SELECT pallet_id, batch_id, -SUM(quantity)::int AS quantity FROM inventory_adjustment_lines WHERE adjustment_id = ${id}
    GROUP BY pallet_id, batch_id HAVING SUM(quantity) < 0`);
  await takeFromPallets(tx, net, (s) => {
    throw new Refused(invalid([M.notEnough(`${s.product_code} ${s.product_name}`, s.batch_no, s.pallet_code, s.on_hand, s.taken)]));
  });

  // The cost now (other postings since the line was saved move a batch's average).
  const noCost = await tx.one<{ product: string; batch_no: string }>(sql`
    WITH c AS (SELECT l.line_no, ${batchCost(sql`l.batch_id`)} AS cost FROM inventory_adjustment_lines l WHERE l.adjustment_id = ${id}),
    upd AS (
      UPDATE inventory_adjustment_lines l SET unit_cost = c.cost, amount = round(l.quantity * c.cost, 2)
      FROM c WHERE l.adjustment_id = ${id} AND l.line_no = c.line_no AND c.cost IS NOT NULL RETURNING l.line_no)
    SELECT p.product_code || ' ' || p.product_name AS product, b.batch_no
    FROM c JOIN inventory_adjustment_lines l ON l.adjustment_id = ${id} AND l.line_no = c.line_no
    JOIN product_batches b ON b.batch_id = l.batch_id JOIN products p ON p.product_id = l.product_id
    WHERE c.cost IS NULL LIMIT 1`);
  if (noCost) throw new Refused(invalid([M.noCost(noCost.product, noCost.batch_no)]));

  const particulars = `${ADJUSTMENT_TYPES[h.adjustment_type]}: ${h.reason}`.slice(0, 500);
  notePosted('stock');
  const sums = (await tx.one<{ loss: string; gain: string; q: number; amount: string }>(sql`
    WITH ins AS (
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost,
                                       amount, supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
      SELECT l.product_id, l.batch_id, ${h.adjustment_date}::date, CASE WHEN l.quantity > 0 THEN 'IN' ELSE 'OUT' END, 'IA', ${h.adjustment_no},
             l.quantity, l.unit_cost, l.unit_cost, l.amount, p.supplier_id, f.floor, wp.pallet_code, wp.pallet_id, ${particulars}, l.remarks, 1
      FROM inventory_adjustment_lines l JOIN products p ON p.product_id = l.product_id
      JOIN warehouse_pallets wp ON wp.pallet_id = l.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      WHERE l.adjustment_id = ${id} ORDER BY l.line_no
      RETURNING quantity, amount)
    SELECT COALESCE(-SUM(amount) FILTER (WHERE quantity < 0), 0)::numeric(16, 2)::text AS loss,
           COALESCE(SUM(amount) FILTER (WHERE quantity > 0), 0)::numeric(16, 2)::text AS gain,
           COALESCE(SUM(quantity), 0)::int AS q, COALESCE(SUM(amount), 0)::numeric(16, 2)::text AS amount
    FROM ins`))!;

  const accounts = ADJUSTMENT_ACCOUNTS[h.adjustment_type];
  let jeId: number | null = null;
  // A line of cost zero moves stock but no money: there is then no entry to post.
  if (Number(sums.loss) !== 0 || Number(sums.gain) !== 0) {
    const posted = await postEntry(tx, {
      date: h.adjustment_date,
      module: 'IA',
      reference: h.adjustment_no,
      particulars,
      lines: [
        { account: accounts.loss, debit: sums.loss, credit: '0' },
        { account: INVENTORY_ACCOUNT, debit: '0', credit: sums.loss },
        { account: INVENTORY_ACCOUNT, debit: sums.gain, credit: '0' },
        { account: accounts.gain ?? accounts.loss, debit: '0', credit: sums.gain },
      ],
    });
    jeId = posted.je_id;
  }
  await tx.run(sql`UPDATE inventory_adjustments SET je_id = ${jeId}, total_quantity = ${sums.q}, total_amount = ${sums.amount}::numeric WHERE adjustment_id = ${id}`);
}
