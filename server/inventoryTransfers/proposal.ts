import { TRANSFER_MESSAGES as M, type ProposalInput, type ProposalResult, type ProposalRow } from '../../contract/inventoryTransfers';
import { shelfLifeBand } from '../../contract/warehouse';
import { sql, type Db } from '../db/db';
import { monthsToExpiry } from '../warehouse/public';
import { sellableOn } from '../kit';
import { promised } from './transferSql';

/**
 * The replenishment proposal (request-create grid): for each product, the
 * batches on the main warehouse's Main/Central (reserve) pallets, expiry
 * first (FEFO: the batch that expires first leads), with what each pallet
 * can still give (on hand less other open transfers), the product's stock in
 * the reserve and picking areas, and a destination in the picking area (the
 * pick face already holding the product, else the first free one). When a
 * quantity is asked for, it is spread over the rows expiry first.
 */
export async function proposeReplenishment(db: Db, input: { products: { product_id: number; quantity?: number | undefined }[] }, today: string): Promise<ProposalResult> {
  const asked = JSON.stringify(input.products.map((p) => ({ p: p.product_id, q: p.quantity ?? 0 })));
  const rows = await db.rows<Omit<ProposalRow, 'warnings'>>(sql`
    WITH ask AS (SELECT DISTINCT ON (a.p) a.p, a.q FROM jsonb_to_recordset(${asked}::jsonb) AS a(p int, q int) ORDER BY a.p, a.q DESC),
    main AS (SELECT warehouse_id FROM warehouses WHERE kind = 'main' AND active),
    area_stock AS (
      SELECT ps.product_id, f.area, SUM(ps.quantity)::int AS qty
      FROM pallet_stock ps JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      WHERE ps.product_id IN (SELECT p FROM ask) AND f.warehouse_id IN (SELECT warehouse_id FROM main)
      GROUP BY 1, 2),
    src AS (
      SELECT ps.product_id, ps.batch_id, ps.pallet_id, wp.pallet_code, f.floor, b.batch_no, b.expiry_date,
             (ps.quantity - ${promised(sql`ps.pallet_id`, sql`ps.batch_id`, null)})::int AS available
      FROM pallet_stock ps JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id AND wp.active
      JOIN warehouse_floors f ON f.floor_id = wp.floor_id AND f.is_active = 1 AND f.area = 'reserve'
      JOIN product_batches b ON b.batch_id = ps.batch_id
      -- Expired stock waits for its write-off in the reserve: it never goes to a pick face.
      WHERE ps.product_id IN (SELECT p FROM ask) AND ps.quantity > 0 AND ${sellableOn(sql`b.expiry_date`, today)} AND f.warehouse_id IN (SELECT warehouse_id FROM main)),
    ranked AS (
      SELECT s.*, dense_rank() OVER (PARTITION BY s.product_id ORDER BY s.expiry_date, s.batch_no)::int AS fefo_rank,
             COALESCE(SUM(GREATEST(s.available, 0)) OVER (PARTITION BY s.product_id ORDER BY s.expiry_date, s.batch_no, s.pallet_code
                                                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS before
      FROM src s)
    SELECT r.product_id, p.product_code, p.product_name, u.unit_name AS unit, r.batch_id, r.batch_no, r.expiry_date::text AS expiry_date,
           ${monthsToExpiry(sql`r.expiry_date`, today)} AS shelf_life_months, r.fefo_rank,
           r.pallet_id AS origin_pallet_id, r.pallet_code AS pallet_origin, r.floor,
           dest.pallet_id AS destination_pallet_id, dest.pallet_code AS pallet_destination, dest.floor AS floor_destination,
           COALESCE((SELECT qty FROM area_stock x WHERE x.product_id = r.product_id AND x.area = 'reserve'), 0) AS main,
           COALESCE((SELECT qty FROM area_stock x WHERE x.product_id = r.product_id AND x.area = 'picking'), 0) AS picking,
           GREATEST(r.available, 0) AS available_quantity,
           GREATEST(0, LEAST(GREATEST(r.available, 0), a.q - r.before))::int AS requested_quantity
    FROM ranked r JOIN ask a ON a.p = r.product_id JOIN products p ON p.product_id = r.product_id LEFT JOIN product_units u ON u.unit_id = p.unit_id
    LEFT JOIN LATERAL (
      SELECT wp.pallet_id, wp.pallet_code, f.floor FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      WHERE wp.active AND f.is_active = 1 AND f.area = 'picking' AND f.warehouse_id IN (SELECT warehouse_id FROM main)
      ORDER BY COALESCE((SELECT SUM(ps.quantity) FROM pallet_stock ps WHERE ps.pallet_id = wp.pallet_id AND ps.product_id = r.product_id), 0) DESC,
               NOT EXISTS (SELECT 1 FROM pallet_stock ps WHERE ps.pallet_id = wp.pallet_id) DESC, wp.pallet_code
      LIMIT 1) dest ON true
    ORDER BY p.product_name, r.product_id, r.expiry_date, r.batch_no, r.pallet_code`);

  const warnings: string[] = [];
  const out: ProposalRow[] = rows.map((r) => ({
    ...r,
    warnings: r.requested_quantity > 0 && shelfLifeBand(r.shelf_life_months) === 'red' ? [M.nearExpiry(r.product_name, r.batch_no, r.shelf_life_months)] : [],
  }));
  for (const p of input.products as ProposalInput['products']) {
    const q = typeof p.quantity === 'number' ? p.quantity : 0;
    if (!q) continue;
    const mine = out.filter((r) => r.product_id === p.product_id);
    const has = mine.reduce((s, r) => s + r.available_quantity, 0);
    if (has < q) warnings.push(M.shortfall(mine[0]?.product_name ?? `Product ${p.product_id}`, q, has));
  }
  return { rows: out, warnings };
}
