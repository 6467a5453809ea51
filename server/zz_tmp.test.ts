import { it } from 'vitest';
import { sql } from './db/db';
import { createTestServer } from './testing';
it('probe', async () => {
  const t = await createTestServer();
  const q = async (s: ReturnType<typeof sql>) => console.log(JSON.stringify(await t.db.rows(s)));
  await q(sql`SELECT category, is_submit, approval_code IS NOT NULL a, approved_at IS NULL pend, declined_at IS NULL nd, (SELECT username FROM users WHERE id=created_by) maker, count(*) FROM product_submissions GROUP BY 1,2,3,4,5,6`);
  await q(sql`SELECT product_update_no, approved_at IS NULL pend, declined_at IS NULL nd, (SELECT username FROM users WHERE id=updated_by) maker, (SELECT product_code FROM products p WHERE p.product_id=u.product_id) FROM product_updates u LIMIT 5`);
  await q(sql`SELECT status, (SELECT username FROM users WHERE id=created_by) maker, count(*) FROM srpf_headers GROUP BY 1,2`);
  await q(sql`SELECT status, payee_type, count(*) FROM payable_voucher_hdr GROUP BY 1,2`);
  await q(sql`SELECT status, kind, count(*) FROM account_drafts GROUP BY 1,2`);
  await q(sql`SELECT count(*) FROM customer_mds WHERE removed_at IS NULL`);
  await q(sql`SELECT zone_id, warehouse_id, floor_id FROM warehouse_zones LIMIT 2`);
  await q(sql`SELECT count(*), count(zone_id) FROM warehouse_pallets`);
  await t.close();
}, 60000);
