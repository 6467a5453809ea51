import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';

/*
 * Demo non-asset purchase orders (after the purchasing seed and the chart of
 * accounts): aircon servicing the purchaser sent for approval (waiting at the
 * officer, for the approver's inbox), and office supplies already approved
 * through the officer. A no-op once any exists, or without the demo users.
 */
export async function seedPurchaseOrders(db: Db): Promise<void> {
  await seedReceivedPurchaseOrders(db);
  if (await db.one(sql`SELECT 1 FROM non_asset_purchase_orders LIMIT 1`)) return;
  const ids = await db.one<{ purchaser: number | null; approver: number | null; supplier: number | null; account: string | null; cc: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'purchaser') AS purchaser, (SELECT id FROM users WHERE username = 'approver') AS approver,
           (SELECT vendor_id FROM suppliers WHERE active ORDER BY vendor_id LIMIT 1) AS supplier,
           (SELECT account_code FROM accounts WHERE active AND NOT is_header AND deleted_at IS NULL AND account_type = 'Expenses' ORDER BY account_code LIMIT 1) AS account,
           (SELECT cost_center_id FROM cost_centers WHERE active ORDER BY cost_center_id LIMIT 1) AS cc`);
  if (!ids?.purchaser || !ids.approver || !ids.supplier || !ids.account) return;
  const demo = [
    { type: 'services', date: '2026-11-20', status: 0, particulars: 'Aircon servicing, warehouse floors 1-3', lines: [['Aircon cleaning', '12', '2500.00'], ['Refrigerant top-up', '2', '4500.00']] },
    { type: 'supplies', date: '2026-11-10', status: 1, particulars: 'Office supplies for December', lines: [['Bond paper, A4, ream', '40', '245.00'], ['Printer toner', '6', '3800.00']] },
  ] as const;
  await db.transaction(async (tx) => {
    for (const d of demo) {
      const no = await nextNumber(tx, 'NAPO', d.date);
      const at = `${d.date}T01:00:00Z`;
      const row = await tx.one<{ id: number }>(sql`
        INSERT INTO non_asset_purchase_orders (na_po_no, po_type, supplier_id, po_date, particulars, status, created_by, created_at, updated_by, updated_at, submitted_by, submitted_at)
        VALUES (${no}, ${d.type}, ${ids.supplier}, ${d.date}::date, ${d.particulars}, ${d.status}, ${ids.purchaser}, ${at}::timestamptz, ${ids.purchaser}, ${at}::timestamptz,
                ${ids.purchaser}, ${at}::timestamptz)
        RETURNING na_po_id AS id`);
      const id = row!.id;
      const lines = JSON.stringify(d.lines.map(([text, q, p], i) => ({ n: i + 1, d: text, q, p })));
      await tx.run(sql`
        INSERT INTO non_asset_po_lines (na_po_id, line_no, description, quantity, unit, unit_price, amount, account_code, cost_center_id)
        SELECT ${id}, x.n, x.d, x.q, '', x.p, round(x.q * x.p, 2), ${ids.account}, ${ids.cc} FROM jsonb_to_recordset(${lines}::jsonb) AS x(n int, d text, q numeric, p numeric)`);
      await tx.run(sql`UPDATE non_asset_purchase_orders SET total_amount = (SELECT SUM(amount) FROM non_asset_po_lines WHERE na_po_id = ${id}) WHERE na_po_id = ${id}`);
      await tx.run(sql`INSERT INTO non_asset_po_trail (na_po_id, user_id, remarks, date_time) VALUES
        (${id}, ${ids.purchaser}, ${`Non-asset purchase order ${no} written.`}, ${at}::timestamptz),
        (${id}, ${ids.purchaser}, 'Submitted for approval; the approval starts at the officer.', ${at}::timestamptz + interval '1 minute')`);
      if (d.status === 1) {
        await tx.run(sql`INSERT INTO po_level_approvals (doc_kind, doc_id, cycle, level_status, approved_by, approved_at) VALUES ('non_asset', ${id}, 1, 0, ${ids.approver}, ${at}::timestamptz + interval '1 day')`);
        await tx.run(sql`INSERT INTO non_asset_po_trail (na_po_id, user_id, remarks, date_time) VALUES (${id}, ${ids.approver}, 'Officer Aproval signed; now Approved.', ${at}::timestamptz + interval '1 day')`);
      }
    }
  });
}

/*
 * The purchase orders the generated receiving reports name (PO-0000001...,
 * server/finance/seed/documents.ts), so every report's PO exists: one approved
 * PO per number, raised by the purchaser a supplier's lead time before its
 * first receipt, its lines what its reports received at their unit prices,
 * each level its total needs signed by the approver. Set-based; the books are
 * not touched (the reports and their entries stay as they are). Only numbers
 * without a PO, so it runs again harmlessly.
 */
export async function seedReceivedPurchaseOrders(db: Db): Promise<void> {
  const ids = await db.one<{ purchaser: number | null; approver: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'purchaser') AS purchaser, (SELECT id FROM users WHERE username = 'approver') AS approver`);
  if (!ids?.purchaser || !ids.approver) return;
  await db.transaction(async (tx) => {
    await tx.run(sql`
      CREATE TEMP TABLE received_po ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('purchase_orders', 'po_hdr_id'))::int AS po_hdr_id, f.*
      FROM (SELECT DISTINCT ON (r.po_no) r.po_no, r.rr_no, r.supplier_id, r.rr_date, r.rr_date - COALESCE(s.lead_time_days, 7) AS po_date
            FROM receiving_reports r JOIN suppliers s ON s.vendor_id = r.supplier_id
            WHERE r.po_no IS NOT NULL AND NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.po_no = r.po_no)
            ORDER BY r.po_no, r.rr_date, r.rr_id) f
      ORDER BY f.rr_date, f.po_no`);
    await tx.run(sql`
      INSERT INTO purchase_orders (po_hdr_id, po_no, supplier_id, approved_status, po_date, delivery_date, created_by, created_at, updated_at)
      SELECT po_hdr_id, po_no, supplier_id, 1, po_date, rr_date, ${ids.purchaser}::int, (po_date + time '09:00') AT TIME ZONE 'Asia/Manila', (po_date + time '09:00') AT TIME ZONE 'Asia/Manila'
      FROM received_po ORDER BY po_hdr_id`);
    await tx.run(sql`
      INSERT INTO purchase_request_lines (po_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount, lead_time)
      SELECT h.po_hdr_id, row_number() OVER (PARTITION BY h.po_hdr_id ORDER BY q.product_id), q.product_id, q.qty, q.price, round(q.qty * q.price, 2), p.supplier_lead_time
      FROM received_po h
      CROSS JOIN LATERAL (SELECT rl.product_id, SUM(rl.received_quantity)::int AS qty, max(rl.unit_price) AS price
                          FROM receiving_reports r JOIN receiving_lines rl ON rl.rr_id = r.rr_id
                          WHERE r.po_no = h.po_no GROUP BY rl.product_id HAVING SUM(rl.received_quantity) > 0) q
      JOIN products p ON p.product_id = q.product_id
      ORDER BY h.po_hdr_id, q.product_id`);
    await tx.run(sql`
      INSERT INTO po_level_approvals (doc_kind, doc_id, cycle, level_status, approved_by, approved_at)
      SELECT 'stock', h.po_hdr_id, 1, l.level_status, ${ids.approver}::int, (h.po_date + time '15:00' + l.rank * interval '1 minute') AT TIME ZONE 'Asia/Manila'
      FROM received_po h
      JOIN (SELECT po_hdr_id, SUM(total_amount) AS total FROM purchase_request_lines WHERE po_hdr_id IN (SELECT po_hdr_id FROM received_po) GROUP BY po_hdr_id) t
        ON t.po_hdr_id = h.po_hdr_id
      JOIN po_approval_levels l ON l.above_amount IS NULL OR t.total > l.above_amount`);
    await tx.run(sql`
      INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time)
      SELECT po_hdr_id, ${ids.purchaser}::int, 'Purchase order ' || po_no || ' written; received on ' || rr_no || '.', (po_date + time '09:00') AT TIME ZONE 'Asia/Manila' FROM received_po
      UNION ALL
      SELECT po_hdr_id, ${ids.approver}::int, 'Approved.', (po_date + time '15:10') AT TIME ZONE 'Asia/Manila' FROM received_po
      ORDER BY 1, 4`);
  });
}
