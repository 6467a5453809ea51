import { todayManila } from '../../lib/dates';

export type DateRange = { date_from: string; date_to: string };

/** The last `days` days up to today in Manila (spec 000 §9: twenty days on most ledgers). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = todayManila(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - days);
  return { date_from: from.toISOString().slice(0, 10), date_to: to };
}
