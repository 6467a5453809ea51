/**
 * The day `months` calendar months before a 'YYYY-MM-DD' day, clamped to the
 * end of a shorter month (2025-08-31 minus 6 months is 2025-02-28). Pure
 * string arithmetic: no time zone can shift the day.
 */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}
