import { sql, type Db } from '../db/db';
import { recordRevision, type FieldChange } from '../kit';

/**
 * The revision of a change to a customer's discounts (the Products &
 * Discounts tab's edits, or an approved deal applied). The record is the
 * customer's discount list: one revision per customer and change, filed
 * under the customer's code, each product's change labelled with its name.
 */
export const DISCOUNT_ENTITY = 'customer_discounts';
export const DISCOUNT_MODULE = 'Customer Discounts';

export async function recordDiscountRevision(
  tx: Db,
  r: { customerId: number; action: string; changes: FieldChange[]; userId: number; at: string; remarks?: string | null },
): Promise<void> {
  const c = await tx.one<{ customer_code: string }>(sql`SELECT customer_code FROM customers WHERE customer_id = ${r.customerId}`);
  await recordRevision(tx, {
    entity: DISCOUNT_ENTITY,
    entityId: r.customerId,
    action: r.action,
    userId: r.userId,
    at: r.at,
    changes: r.changes,
    remarks: r.remarks ?? null,
    module: DISCOUNT_MODULE,
    reference: c?.customer_code ?? null,
  });
}
