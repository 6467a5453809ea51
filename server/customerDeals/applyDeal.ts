import type { DiscountValues } from '../../contract/customerDeals';
import { sql, type Db } from '../db/db';
import type { FieldChange, TransitionContext } from '../kit';
import { recordDiscountRevision } from './discountHistory';
import { discountSelect, discountText } from './sqlParts';

type Pair = DiscountValues & { customer_id: number; product_id: number; product_code: string; product_name: string };

/**
 * An approved deal becomes its customers' discounts, in the approval's
 * transaction: each product of the deal is upserted for each customer of
 * the deal (the latest approved deal for a product is the customer's terms),
 * naming the deal and its validity. Each customer gets one revision listing
 * the products the deal set, with what they were before.
 */
export async function applyDeal(tx: Db, deal: { id: number; label: string }, ctx: TransitionContext): Promise<void> {
  const before = await tx.rows<Pair>(sql`
    SELECT d.customer_id, d.product_id, p.product_code, p.product_name, ${discountSelect('d')}
    FROM customer_discounts d
    JOIN customer_discount_batch_customers bc ON bc.customer_id = d.customer_id AND bc.customer_discount_batch_hdr_id = ${deal.id}
    JOIN customer_discount_batch_lines l ON l.product_id = d.product_id AND l.customer_discount_batch_hdr_id = ${deal.id}
    JOIN products p ON p.product_id = d.product_id`);
  const after = await tx.rows<Pair>(sql`
    INSERT INTO customer_discounts AS d (customer_id, product_id, srp, moq, free, discount, rebate, customer_discount_batch_hdr_id, valid_from, valid_to,
                                         created_by, created_at, updated_by, updated_at)
    SELECT bc.customer_id, l.product_id, l.srp, l.moq, l.free, l.discount, l.rebate, b.customer_discount_batch_hdr_id, b.valid_from, b.valid_to,
           ${ctx.user.id}, ${ctx.now}::timestamptz, ${ctx.user.id}, ${ctx.now}::timestamptz
    FROM customer_discount_batches b
    JOIN customer_discount_batch_customers bc ON bc.customer_discount_batch_hdr_id = b.customer_discount_batch_hdr_id
    JOIN customer_discount_batch_lines l ON l.customer_discount_batch_hdr_id = b.customer_discount_batch_hdr_id
    WHERE b.customer_discount_batch_hdr_id = ${deal.id}
    ON CONFLICT ON CONSTRAINT customer_discounts_pair DO UPDATE
    SET srp = EXCLUDED.srp, moq = EXCLUDED.moq, free = EXCLUDED.free, discount = EXCLUDED.discount, rebate = EXCLUDED.rebate,
        customer_discount_batch_hdr_id = EXCLUDED.customer_discount_batch_hdr_id, valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to,
        updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
    RETURNING d.customer_id, d.product_id, (SELECT product_code FROM products WHERE product_id = d.product_id) AS product_code,
              (SELECT product_name FROM products WHERE product_id = d.product_id) AS product_name, ${discountSelect('d')}`);

  const key = (r: Pair) => `${r.customer_id}:${r.product_id}`;
  const old = new Map(before.map((r) => [key(r), r]));
  const byCustomer = new Map<number, FieldChange[]>();
  for (const r of after) {
    const o = old.get(key(r));
    const [ot, nt] = [o ? discountText(o) : null, discountText(r)];
    const list = byCustomer.get(Number(r.customer_id)) ?? [];
    // Every customer's rows were written (they now name the deal): each gets its revision, listing the values that changed.
    if (ot !== nt) list.push({ field: `products.${r.product_code}`, label: r.product_name, old: ot, new: nt });
    byCustomer.set(Number(r.customer_id), list);
  }
  for (const [customerId, changes] of byCustomer) {
    await recordDiscountRevision(tx, { customerId, action: 'deal applied', changes, userId: ctx.user.id, at: ctx.now, remarks: `Deal ${deal.label} approved.` });
  }
}
