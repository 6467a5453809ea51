const DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business day (Asia/Manila) of a clock reading, as YYYY-MM-DD. */
export function manilaToday(ms: number): string {
  return DATE.format(new Date(ms));
}

/** A clock reading as an ISO timestamp, for timestamptz columns. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();
