import { stampColumns, type WorkflowStore } from '../kit';
import type { Arrivals } from './transferStore';
import { TRANSFER_MESSAGES as M, type TransferAction } from '../../contract/inventoryTransfers';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { Refused } from '../kit/refused';
import { takeFromPallets, type PalletTake } from '../warehouse/public';
import { passTradeGates } from '../regulatory';
import { notePosted } from '../books/postedBy';

/*
 * A transfer's transitions on the workflow kit (contract: transferWorkflow): approve, post (the movements),
 * receive (all or part), cancel. Its writes (insert, lines) are transferStore.ts's.
 */

/** The workflow kit's store of transfers; `today` dates the movements a post writes, `arrivals` are a receipt's quantities. */
export function transferStore(today: string, arrivals?: Arrivals): WorkflowStore<TransferAction> {
  return {
    entity: 'inventory_transfers',
    table: sql`inventory_transfers`,
    id: sql`transfer_id`,
    status: sql`status`,
    label: sql`transfer_code`,
    maker: sql`requested_by`,
    stamps: stampColumns('approved', 'posted', 'received', 'cancelled'),
    reasonColumn: sql`reason`,
    touch: (now) => sql`updated_at = ${now}::timestamptz`,
    hooks: {
      approve: async (tx, item, ctx) => {
        await tx.run(sql`UPDATE inventory_transfer_lines SET approved_quantity = requested_quantity WHERE transfer_id = ${item.id}`);
        // An unregistered product does not move out (the regulatory gates).
        const products = sql`SELECT product_id FROM inventory_transfer_lines WHERE transfer_id = ${item.id}`;
        return passTradeGates(tx, { entity: 'inventory_transfers', id: item.id, document: 'Transfer', reference: item.label }, { products, sLicenceHolder: 'company' }, ctx);
      },
      post: (tx, item) => postMovements(tx, item.id, item.label, today),
      receive: (tx, item) => receiveMovements(tx, item.id, item.label, arrivals),
      receive_part: (tx, item) => receiveMovements(tx, item.id, item.label, arrivals),
    },
  };
}

/**
 * Posting: lock the origin pallets and check them (takeFromPallets, shared
 * with every writer that moves stock off a pallet): each pallet's batch must
 * still hold what the transfer takes; a transfer that lost the race for the last units is
 * refused naming product, batch and pallet. Then the IT pair at the batch's
 * cost: OUT of the origin (posted), IN to the destination (pending: in transit).
 */
async function postMovements(tx: Db, transferId: number, code: string, date: string): Promise<void> {
  const takes = await tx.rows<PalletTake>(sql`
    SELECT origin_pallet_id AS pallet_id, batch_id, SUM(COALESCE(approved_quantity, requested_quantity))::int AS quantity
    FROM inventory_transfer_lines WHERE transfer_id = ${transferId} GROUP BY 1, 2`);
  await takeFromPallets(tx, takes, (s) => {
    throw new Refused(invalid([M.notEnough(s.product_name, s.batch_no, s.pallet_code, s.on_hand, s.taken)]));
  });
  await tx.run(sql`UPDATE inventory_transfer_lines SET posted_quantity = COALESCE(approved_quantity, requested_quantity) WHERE transfer_id = ${transferId}`);
  // The batch's cost: its latest receipt into stock (any module), else the product's cost.
  notePosted('stock');
  await tx.run(sql`
    INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost,
                                     amount, supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
    SELECT l.product_id, l.batch_id, ${date}::date, s.kind, 'IT', ${code}, s.sign * l.posted_quantity, c.cost_unit, c.diluted_cost,
           s.sign * round(l.posted_quantity * c.diluted_cost, 2), p.supplier_id, f.floor, wp.pallet_code, wp.pallet_id,
           CASE s.kind WHEN 'OUT' THEN 'Transfer to ' || dp.pallet_code ELSE 'Transfer from ' || op.pallet_code END, NULL, s.status
    FROM inventory_transfer_lines l JOIN products p ON p.product_id = l.product_id
    JOIN warehouse_pallets op ON op.pallet_id = l.origin_pallet_id JOIN warehouse_pallets dp ON dp.pallet_id = l.destination_pallet_id
    CROSS JOIN (VALUES ('OUT', -1, 1, 1), ('IN', 1, 0, 2)) AS s(kind, sign, status, o)
    JOIN warehouse_pallets wp ON wp.pallet_id = CASE s.kind WHEN 'OUT' THEN l.origin_pallet_id ELSE l.destination_pallet_id END
    JOIN warehouse_floors f ON f.floor_id = wp.floor_id
    CROSS JOIN LATERAL (
      SELECT COALESCE(m.cost_unit, p.cost_vat) AS cost_unit, COALESCE(m.diluted_cost, p.cost_vat) AS diluted_cost
      FROM (SELECT 1) one LEFT JOIN LATERAL (
        SELECT cost_unit, diluted_cost FROM inventory_movements WHERE batch_id = l.batch_id AND quantity > 0 AND module <> 'IT' ORDER BY movement_id DESC LIMIT 1) m ON true) c
    WHERE l.transfer_id = ${transferId} AND l.posted_quantity > 0
    ORDER BY l.line_no, s.o`);
}

/**
 * The destination confirms. Everything in transit (no arrivals given, or the
 * last units): the pending IN movements are posted onto its pallets. A part:
 * each pending IN is split, the units that arrived posted at their share of
 * its amount and the rest left pending (in transit), so the IN side still
 * sums to what left the origin and the books do not move.
 */
async function receiveMovements(tx: Db, transferId: number, code: string, arrivals?: Arrivals): Promise<void> {
  if (!arrivals) {
    await tx.run(sql`UPDATE inventory_transfer_lines SET received_quantity = posted_quantity WHERE transfer_id = ${transferId}`);
    await tx.run(sql`UPDATE inventory_movements SET status = 1 WHERE source_document = ${code} AND module = 'IT' AND movement_type = 'IN' AND status = 0`);
    return;
  }
  const json = JSON.stringify([...arrivals].filter(([, q]) => q > 0).map(([n, q]) => ({ n, q })));
  // Each line's pending IN: its batch onto its destination, from its origin (lines are unique by batch, origin and destination).
  const parts = await tx.rows<{ id: number; q: number; whole: boolean }>(sql`
    SELECT m.movement_id AS id, r.q, r.q = l.posted_quantity - COALESCE(l.received_quantity, 0) AS whole
    FROM jsonb_to_recordset(${json}::jsonb) AS r(n int, q int)
    JOIN inventory_transfer_lines l ON l.transfer_id = ${transferId} AND l.line_no = r.n
    JOIN warehouse_pallets op ON op.pallet_id = l.origin_pallet_id
    JOIN LATERAL (SELECT movement_id FROM inventory_movements
                  WHERE source_document = ${code} AND module = 'IT' AND movement_type = 'IN' AND status = 0 AND batch_id = l.batch_id
                    AND pallet_id = l.destination_pallet_id AND particulars = 'Transfer from ' || op.pallet_code
                  ORDER BY movement_id LIMIT 1) m ON true`);
  const PARTS = sql`jsonb_to_recordset(${JSON.stringify(parts)}::jsonb) AS x(id int, q int, whole boolean)`;
  notePosted('stock');
  await tx.run(sql`
    INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost,
                                     amount, supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
    SELECT m.product_id, m.batch_id, m.transaction_date, m.movement_type, m.module, m.source_document, x.q, m.cost_unit, m.diluted_cost,
           round(x.q * m.diluted_cost, 2), m.supplier_id, m.floor, m.pallet_code, m.pallet_id, m.particulars, m.remarks, 1
    FROM ${PARTS} JOIN inventory_movements m ON m.movement_id = x.id WHERE NOT x.whole ORDER BY m.movement_id`);
  await tx.run(sql`
    UPDATE inventory_movements m
    SET status = CASE WHEN x.whole THEN 1 ELSE 0 END,
        quantity = CASE WHEN x.whole THEN m.quantity ELSE m.quantity - x.q END,
        amount = CASE WHEN x.whole THEN m.amount ELSE m.amount - round(x.q * m.diluted_cost, 2) END
    FROM ${PARTS} WHERE m.movement_id = x.id`);
  await tx.run(sql`
    UPDATE inventory_transfer_lines l SET received_quantity = COALESCE(l.received_quantity, 0) + r.q
    FROM jsonb_to_recordset(${json}::jsonb) AS r(n int, q int) WHERE l.transfer_id = ${transferId} AND l.line_no = r.n`);
}
