/**
 * Money as whole centavos, for sums and comparisons in the browser and in
 * the contract's rules without floating point (the books sum in SQL numeric).
 * A JavaScript number holds centavos exactly up to 90 trillion pesos.
 */

/** "1234.5" as 123450, "-0.05" as -5; text that is no amount counts as 0. */
export function centavosOf(amount: string): number {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!m) return 0;
  const c = Number(m[2] || '0') * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
  return m[1] ? -c : c;
}

/** Centavos back to a decimal string: 123450 as "1234.50". */
export function amountOfCentavos(c: number): string {
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
