import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';

/*
 * Demo non-asset purchase orders (after the purchasing seed and the chart of
 * accounts): aircon servicing the purchaser sent for approval (waiting at the
 * officer, for the approver's inbox), and office supplies already approved
 * through the officer. A no-op once any exists, or without the demo users.
 */
export async function seedPurchaseOrders(db: Db): Promise<void> {
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
