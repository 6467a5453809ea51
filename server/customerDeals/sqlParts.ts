import { sql, type SQL } from '../db/db';

/** SQL pieces the deal and discount queries share. */

const nameOf = (alias: string) => `COALESCE(NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`;
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A user's name as the screens show it (alias of `users`). */
export const userName = (alias: string): SQL => sql.raw(nameOf(alias));

/** A timestamp as ISO text in UTC (the screens show it in Manila time). */
export const isoText = (column: string): SQL => sql.raw(isoOf(column));

/** Who did a step and when ({ by, at }), or null when `column` (its time) is null; `alias` is the user's. */
export const stampOf = (alias: string, column: string): SQL =>
  sql.raw(`CASE WHEN ${column} IS NULL THEN NULL ELSE json_build_object('by', ${nameOf(alias)}, 'at', ${isoOf(column)}) END`);

/** The values of a deal line or a discount row as text, money and percentages with 2 decimals (alias `x`). */
export const discountSelect = (x: string): SQL =>
  sql.raw(`${x}.srp::text AS srp, ${x}.moq, ${x}.free, ${x}.discount::text AS discount, ${x}.rebate::text AS rebate`);

/** A discount's values in one line of words, for the revision history: "SRP 450.00, MOQ 10, Free 1, Discount 5.00%, Rebate 2.00%". */
export function discountText(v: { srp: string; moq: number; free: number; discount: string; rebate: string }): string {
  return `SRP ${v.srp}, MOQ ${v.moq}, Free ${v.free}, Discount ${v.discount}%, Rebate ${v.rebate}%`;
}

/** A product as a new discount row or deal line starts from it (ProductForDiscount; alias `p`). */
export const PRODUCT_PRICES = sql`p.product_id, p.product_code, p.product_name, p.special_price::text AS special_price, p.selling_price::text AS unit_price`;
