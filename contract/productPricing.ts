/**
 * The VAT rule of the product form (spec 001 §4 "VAT exemption", §9), decided
 * once and shared by the form (live values) and the server (stored values).
 *
 * Reading chosen: VAT-exclusive = amount / 1.12 rounded half-up to centavos,
 * or equal to the amount when vat_exemption is ticked. The spec also mentions
 * cost / (cost + 0.12 x cost) and "0 when unticked"; those readings are not
 * used (the first gives a ratio, not an amount; the second contradicts §9).
 * Per-unit = per-box / qty_per_pack, rounded half-up to 4 decimals (the
 * precision of the *_unit columns), 0 until qty_per_pack is filled.
 *
 * Arithmetic is in integer centavos (BigInt), never floats: 1.12 = 112/100.
 * Re-exported by contract/products.ts (no zod here, so it stays tiny).
 */

/** Amount text as typed: "", "12", "12.", "12.5", "1,234.50". */
function centavos(amount: string | number | null | undefined): bigint {
  const text = String(amount ?? '').replace(/,/g, '').trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && !m[2])) return 0n;
  const whole = BigInt(m[1] || '0');
  const frac = (m[2] ?? '').padEnd(3, '0');
  // Half-up on the third decimal: the form never stores more than 2.
  const cents = BigInt(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1n : 0n);
  return whole * 100n + cents;
}

/** n / d rounded half-up, for n >= 0 and d > 0. */
function divHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

function fixed(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const frac = (units % scale).toString().padStart(decimals, '0');
  return `${units / scale}.${frac}`;
}

/** The VAT-exclusive amount of a VAT-inclusive per-box amount: "1120.00" -> "1000.00"; exempt -> unchanged. */
export function vatExclusive(amount: string | number | null | undefined, vatExempt: boolean | number): string {
  const c = centavos(amount);
  return fixed(vatExempt ? c : divHalfUp(c * 100n, 112n), 2);
}

/** A per-box amount per piece: "450.00" / 100 -> "4.5000". 0 until qty_per_pack is a positive whole number. */
export function perUnit(amount: string | number | null | undefined, qtyPerPack: string | number | null | undefined): string {
  const qty = Number(qtyPerPack);
  if (!Number.isInteger(qty) || qty <= 0) return fixed(0n, 4);
  // centavos x 100 = ten-thousandths of a peso.
  return fixed(divHalfUp(centavos(amount) * 100n, BigInt(qty)), 4);
}

export interface PriceInputs {
  cost: string | number | null | undefined;
  selling_price: string | number | null | undefined;
  qty_per_pack: string | number | null | undefined;
  vat_exemption: boolean | number;
}

export interface PriceDerivations {
  cost_vat: string;
  cost_unit: string;
  cost_unit_vat: string;
  selling_price_vat: string;
  selling_price_unit: string;
  selling_price_unit_vat: string;
}

/** Every derived amount of the form: VAT-exclusive per box, and both per unit. */
export function priceDerivations(p: PriceInputs): PriceDerivations {
  const costVat = vatExclusive(p.cost, p.vat_exemption);
  const priceVat = vatExclusive(p.selling_price, p.vat_exemption);
  return {
    cost_vat: costVat,
    cost_unit: perUnit(p.cost, p.qty_per_pack),
    cost_unit_vat: perUnit(costVat, p.qty_per_pack),
    selling_price_vat: priceVat,
    selling_price_unit: perUnit(p.selling_price, p.qty_per_pack),
    selling_price_unit_vat: perUnit(priceVat, p.qty_per_pack),
  };
}
