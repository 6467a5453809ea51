import { INVALID_DATE, SELECT_DATES } from './messages';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Both dates present and well-formed. */
export const hasDates = (from: string, to: string) => ISO.test(from) && ISO.test(to);

/** Both dates present, in order, and not before the report's first day. */
export const validRange = (from: string, to: string, min: string) => hasDates(from, to) && from <= to && from >= min;

/**
 * The warning for a required date range (trial balance, income statement):
 * an empty date asks for dates, a reversed or too early one is invalid.
 * null when the range is usable.
 */
export function dateRangeProblem(from: string, to: string, min: string): string | null {
  if (!hasDates(from, to)) return SELECT_DATES;
  return validRange(from, to, min) ? null : INVALID_DATE;
}
