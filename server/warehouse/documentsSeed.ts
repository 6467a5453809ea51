import { inspectionInput, receiptInput } from '../../contract/inventoryReceipts';
import { transferInput, transferWorkflow, type TransferAction } from '../../contract/inventoryTransfers';
import type { AuthUser } from '../auth/users';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { saveAdjustment } from '../inventoryAdjustments/store';
import { transition } from '../inventoryAdjustments/transitions';
import { moveReceipt } from '../inventoryReceipts/transitions';
import { inspectReceipt, saveReceipt } from '../inventoryReceipts/store';
import { runTransition, sellableOn } from '../kit';
import { insertTransfer } from '../inventoryTransfers/transferStore';
import { transferStore } from '../inventoryTransfers/transitions';

/**
 * The warehouse user's demo documents, written through the modules' own
 * functions (so every posting, revision and refusal is the real one and the
 * books stay balanced): three receipts of an approved purchase order (waiting
 * for inspection, waiting for approval, approved onto a reserve pallet), two
 * adjustments (waiting for approval, approved) and replenishment transfers
 * in each status our workflow reaches (pending, approved, posted in transit,
 * partly received, received, cancelled). The stock comes from the opening
 * batches on the Main/Central pallets, whose balance only falls after the
 * opening, so taking a few units on `today` never takes a pallet below zero
 * at any earlier point. A no-op once any receipt, adjustment or transfer exists.
 */
export async function seedInventoryDocuments(db: Db, today: string): Promise<void> {
  const any = await db.one(sql`
    SELECT 1 FROM inventory_transfers UNION ALL SELECT 1 FROM inventory_adjustments UNION ALL SELECT 1 FROM inventory_receipts LIMIT 1`);
  if (any) return;
  const users = await db.rows<{ username: string; id: number }>(sql`SELECT username, id FROM users WHERE username IN ('warehouse', 'approver', 'admin')`);
  const as = (name: string) => ({ id: users.find((u) => u.username === name)?.id ?? 0, isSuperuser: false }) as AuthUser;
  const [maker, checker, inspector] = [as('warehouse'), as('approver'), as('admin')];
  if (!maker.id || !checker.id || !inspector.id) return;
  const at = (minute: number) => new Date(Date.parse(`${today}T08:00:00+08:00`) + minute * 60_000).toISOString();

  // Opening batches still on reserve pallets of the main warehouse, fullest first, with the pick face their product sells from.
  const stock = await db.rows<{ product_id: number; batch_id: number; pallet_id: number; pick_id: number; quantity: number }>(sql`
    SELECT ps.product_id, ps.batch_id, ps.pallet_id, pick.pallet_id AS pick_id, ps.quantity::int AS quantity
    FROM pallet_stock ps JOIN product_batches b ON b.batch_id = ps.batch_id AND b.batch_no LIKE 'OB-%' AND ${sellableOn(sql`b.expiry_date`, today)}
    JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id AND wp.active JOIN warehouse_floors f ON f.floor_id = wp.floor_id AND f.area = 'reserve'
    JOIN warehouses w ON w.warehouse_id = f.warehouse_id AND w.kind = 'main'
    CROSS JOIN LATERAL (
      SELECT wp2.pallet_id FROM warehouse_pallets wp2 JOIN warehouse_floors f2 ON f2.floor_id = wp2.floor_id
      WHERE f2.warehouse_id = w.warehouse_id AND f2.area = 'picking' AND wp2.active AND f2.is_active = 1
      ORDER BY EXISTS (SELECT 1 FROM inventory_movements m WHERE m.pallet_id = wp2.pallet_id AND m.product_id = ps.product_id) DESC, wp2.pallet_id LIMIT 1) pick
    WHERE ps.quantity >= 40
    ORDER BY ps.quantity DESC, ps.pallet_id LIMIT 8`);
  if (stock.length < 8) return;

  await db.transaction(async (tx) => {
    // ---- Transfers: one per status our workflow reaches, by the warehouse user; the approver checks them ----
    const steps: TransferAction[][] = [[], ['approve'], ['approve', 'post'], ['approve', 'post', 'receive'], ['approve', 'post', 'receive'], ['cancel']];
    let minute = 0;
    for (const [n, path] of steps.entries()) {
      const s = stock[n];
      const body = transferInput.parse({
        transfer_version: 'v2',
        remarks: 'Pick face running low',
        accept_warnings: true,
        lines: [{ product_id: s.product_id, batch_id: s.batch_id, origin_pallet_id: s.pallet_id, destination_pallet_id: s.pick_id, requested_quantity: 6 }],
      });
      const code = await nextNumber(tx, 'ITR', today);
      const id = await insertTransfer(tx, body, maker, at(minute++), today, code);
      for (const action of path) {
        // The fourth transfer receives only 2 of its 6 units: Posted, partly received, 4 still in transit.
        const arrivals = action === 'receive' && n === 4 ? new Map([[1, 2]]) : undefined;
        const who = action === 'approve' ? checker : maker;
        const reason = action === 'cancel' ? 'Pick face refilled from returns' : null;
        const res = await runTransition(tx, transferWorkflow, transferStore(today, arrivals), arrivals ? 'receive_part' : action, id, { user: who, now: at(minute++), reason });
        if (!res.done) throw new Error(`seedInventoryDocuments: transfer ${code} ${action}: ${JSON.stringify(res.answer.result)}`);
      }
    }

    // ---- Adjustments: damage found on a reserve pallet (waiting for approval), a count difference (approved) ----
    for (const [n, approve] of [[6, false], [7, true]] as const) {
      const s = stock[n];
      const id = await saveAdjustment(
        tx,
        null,
        {
          adjustment_date: today,
          adjustment_type: approve ? 'count' : 'damage',
          reason: approve ? 'Cycle count: two boxes short' : 'Crushed cartons found at put-away',
          lines: [{ product_id: s.product_id, batch_id: s.batch_id, pallet_id: s.pallet_id, quantity: -2 }],
          submit: true,
        },
        { user: maker, now: at(minute++), today },
      );
      if (approve) await transition(tx, 'approve', id, checker, at(minute++));
    }

    // ---- Receipts of an approved purchase order onto a reserve pallet: for inspection, inspected, approved ----
    const po = await tx.one<{ po_hdr_id: number; pr_line_id: number; product_code: string }>(sql`
      SELECT po.po_hdr_id, pl.pr_line_id::int, p.product_code FROM purchase_orders po
      JOIN purchase_request_lines pl ON pl.po_hdr_id = po.po_hdr_id JOIN products p ON p.product_id = pl.product_id
      WHERE po.approved_status = 1 AND po.po_date <= ${today}::date AND pl.requested_qty >= 30 AND NOT po_received_outside_receipts(po.po_no)
        AND NOT EXISTS (SELECT 1 FROM inventory_receipt_lines l WHERE l.pr_line_id = pl.pr_line_id)
      ORDER BY po.po_date DESC, po.po_hdr_id, pl.line_no LIMIT 1`);
    const reserve = stock[0].pallet_id;
    const main = await tx.one<{ warehouse_id: number }>(sql`
      SELECT f.warehouse_id FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id WHERE wp.pallet_id = ${reserve}`);
    if (!po || !main) return;
    const actor = (u: AuthUser) => ({ user: u, userId: u.id, at: at(minute++), today });
    for (const [n, stage] of (['for_inspection', 'inspected', 'approved'] as const).entries()) {
      const input = receiptInput.parse({
        po_hdr_id: po.po_hdr_id,
        warehouse_id: main.warehouse_id,
        receipt_date: today,
        delivery_ref: `DR-DEMO-${n + 1}`,
        remarks: null,
        submit: true,
        lines: [{ pr_line_id: po.pr_line_id, batch_no: `DEMO-${po.product_code}-${n + 1}`, manufacturing_date: '2026-01-15', expiry_date: '2028-12-31', quantity: 10, free_goods: n === 2 ? 1 : 0, pallet_id: reserve }],
      });
      const id = await saveReceipt(tx, input, null, actor(maker));
      if (stage === 'for_inspection') continue;
      const line = (await tx.one<{ id: number }>(sql`SELECT receipt_line_id::int AS id FROM inventory_receipt_lines WHERE receipt_id = ${id}`))!;
      const accepted = stage === 'approved' ? 9 : 10;
      await inspectReceipt(
        tx,
        id,
        inspectionInput.parse({ lines: [{ receipt_line_id: line.id, accepted_quantity: accepted, accepted_free_goods: n === 2 ? 1 : 0, reject_reason: accepted < 10 ? 'One carton dented' : null }] }),
        actor(inspector),
      );
      if (stage === 'approved') await moveReceipt(tx, 'approve', id, { user: checker, now: at(minute++) });
    }
  });
}
