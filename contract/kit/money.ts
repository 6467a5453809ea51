/**
 * Display of decimal-string amounts ("-1234567.5") as "-1,234,567.50" without
 * going through floating point, so large sums keep every centavo. Shared by the
 * screens (src/lib/money.ts) and the documents the server draws (SRPF PDF).
 */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) return value;
  const [, sign, whole, frac = ''] = m;
  const grouped = (whole || '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (frac + '00').slice(0, 2);
  const isZero = /^0*$/.test(whole) && /^0*$/.test(frac);
  return `${sign && !isZero ? '-' : ''}${grouped}.${cents}`;
}
