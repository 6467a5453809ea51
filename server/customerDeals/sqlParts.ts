import { sql, type SQL } from '../db/db';

/** SQL pieces the deal and discount queries share. */

export { userName, isoText, stampOf } from '../kit/sqlText';

/** The values of a deal line or a discount row as text, money and percentages with 2 decimals (alias `x`). */
export const discountSelect = (x: string): SQL =>
  sql.raw(`${x}.srp::text AS srp, ${x}.moq, ${x}.free, ${x}.discount::text AS discount, ${x}.rebate::text AS rebate`);

/** A discount's values in one line of words, for the revision history: "SRP 450.00, MOQ 10, Free 1, Discount 5.00%, Rebate 2.00%". */
export function discountText(v: { srp: string; moq: number; free: number; discount: string; rebate: string }): string {
  return `SRP ${v.srp}, MOQ ${v.moq}, Free ${v.free}, Discount ${v.discount}%, Rebate ${v.rebate}%`;
}

/** A product as a new discount row or deal line starts from it (ProductForDiscount; alias `p`). */
export const PRODUCT_PRICES = sql`p.product_id, p.product_code, p.product_name, p.special_price::text AS special_price, p.selling_price::text AS unit_price`;
