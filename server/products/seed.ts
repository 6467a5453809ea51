import { productFields } from '../../contract/products';
import { sql, type Db } from '../db/db';
import { saveCreation } from './submissions';

/*
 * Demo product workflow: a draft and a creation waiting for approval, both by
 * the purchaser, through the same code path as the API (so the drafts list,
 * the approval list and /draft/products/1 have something to show). A no-op
 * once any submission exists, or without the demo users.
 */
const DRAFT = {
  product_name: 'Paracetamol Pascual 250mg/5ml Syrup 60ml',
  generic_name: 'Paracetamol',
  manufacturer: 'Pascual Laboratories, Inc.',
  qty_per_pack: 24,
  packaging: 1,
  cost: '1450.00',
  selling_price: '1980.00',
};
const PENDING = {
  product_code: 'NAT-LOR-10',
  product_name: 'Loratadine Natrapharm 10mg Tablet',
  generic_name: 'Loratadine',
  manufacturer: 'Natrapharm, Inc.',
  qty_per_pack: 100,
  packaging: 1,
  quantity: 50,
  cost: '268.80',
  selling_price: '360.00',
};

export async function seedProductWorkflow(db: Db): Promise<void> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM product_submissions`);
  const purchaser = await db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'purchaser'`);
  const natrapharm = await db.one<{ vendor_id: number }>(sql`SELECT vendor_id FROM suppliers WHERE vendor_code = 'V-0006'`);
  if ((existing?.n ?? 0) > 0 || !purchaser || !natrapharm) return;
  const actor = { userId: purchaser.id, at: new Date().toISOString() };
  const pascual = await db.one<{ vendor_id: number }>(sql`SELECT vendor_id FROM suppliers WHERE vendor_code = 'V-0005'`);
  await saveCreation(db, actor, { ...productFields.parse({ ...DRAFT, supplier_id: pascual?.vendor_id }), is_submit: 0, draft_id: null });
  await saveCreation(db, actor, { ...productFields.parse({ ...PENDING, supplier_id: natrapharm.vendor_id }), is_submit: 1, draft_id: null });
}
