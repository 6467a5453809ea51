import { sql, type Db, type SQL } from '../db/db';
import { invalid } from '../http/answer';
import { Refused } from '../kit/refused';

/** What pallet `pallet` holds of batch `batch`: posted movements, as kept in pallet_batch_stock (migration 132). */
export const palletOnHand = (pallet: SQL, batch: SQL): SQL =>
  sql`COALESCE((SELECT s.quantity FROM pallet_batch_stock s WHERE s.pallet_id = ${pallet} AND s.batch_id = ${batch}), 0)::int`;

/**
 * Stock leaving pallets, the one rule every writer shares (sales invoices,
 * returns to the supplier, adjustments, transfers): the pallets are locked
 * in id order (SELECT ... FOR UPDATE on warehouse_pallets, so two writers
 * sharing pallets take turns and never wait on each other crosswise), then
 * what each pallet holds of each batch, posted movements only, must cover
 * what is taken. The caller inserts its movements after this, in the same
 * transaction, so the lock covers them.
 */
export interface PalletTake {
  pallet_id: number;
  batch_id: number;
  /** Units taken off the pallet (positive). */
  quantity: number;
}

/** The first pallet and batch that would go below zero. */
export interface PalletShort {
  product_code: string;
  product_name: string;
  batch_no: string;
  pallet_code: string;
  on_hand: number;
  taken: number;
}

export const palletShortMessage = (s: PalletShort) =>
  `Not enough stock: ${s.product_code} ${s.product_name}, batch ${s.batch_no} on pallet ${s.pallet_code} has ${s.on_hand}; ${s.taken} cannot be taken.`;

const refuseShort = (s: PalletShort): never => {
  throw new Refused(invalid([palletShortMessage(s)]));
};

export async function lockPallets(tx: Db, palletIds: readonly number[]): Promise<void> {
  if (!palletIds.length) return;
  await tx.run(sql`
    SELECT pallet_id FROM warehouse_pallets
    WHERE pallet_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(palletIds)])}::jsonb)::int)
    ORDER BY pallet_id FOR UPDATE`);
}

/**
 * Locks the pallets and refuses (throws; `refuse` decides how, by default a
 * Refused answered 00001 naming product, batch and pallet) when a pallet
 * would go below zero. Takes of the same pallet and batch are judged together.
 */
export async function takeFromPallets(tx: Db, takes: readonly PalletTake[], refuse: (s: PalletShort) => never = refuseShort): Promise<void> {
  const out = takes.filter((t) => t.quantity > 0);
  if (!out.length) return;
  await lockPallets(tx, out.map((t) => t.pallet_id));
  const short = await tx.one<PalletShort>(sql`
    WITH t AS (
      SELECT w AS pallet_id, b AS batch_id, SUM(q)::int AS taken
      FROM jsonb_to_recordset(${JSON.stringify(out.map((t) => ({ w: t.pallet_id, b: t.batch_id, q: t.quantity })))}::jsonb) AS x(w int, b int, q int)
      GROUP BY 1, 2)
    SELECT p.product_code, p.product_name, b.batch_no, wp.pallet_code, s.on_hand, t.taken
    FROM t CROSS JOIN LATERAL (SELECT ${palletOnHand(sql`t.pallet_id`, sql`t.batch_id`)} AS on_hand) s
    JOIN product_batches b ON b.batch_id = t.batch_id JOIN products p ON p.product_id = b.product_id
    JOIN warehouse_pallets wp ON wp.pallet_id = t.pallet_id
    WHERE s.on_hand < t.taken
    ORDER BY wp.pallet_code, b.batch_no LIMIT 1`);
  if (short) refuse(short);
}
