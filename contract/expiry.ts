import { shelfLifeBand, type ShelfLifeBand } from './warehouse';

/**
 * THE EXPIRY RULE of stock (issue 28): a batch is expired FROM ITS EXPIRY DATE ON, judged on the business day in
 * Manila. On that day it is no longer received, sold, proposed or moved to a pick face, and every report lists it as
 * expired — a distributor's customer could not dispense it anyway. One predicate here (screens, allocations, the
 * contract's checks) and its SQL twin in server/kit/expiry.ts, proven to agree on random dates (expiry.test.ts).
 *
 * Licences and permits are the other way round: valid through their expiry date (customerDocuments' KYC).
 * Dates are YYYY-MM-DD text, so the comparison is the calendar's.
 */
export const isExpired = (expiry: string, today: string): boolean => expiry <= today;
/** Stock of this batch may be received, sold or proposed today. */
export const isSellable = (expiry: string, today: string): boolean => !isExpired(expiry, today);

/** Whole months from `today` to `expiry` (a month not yet full counts down); negative after the expiry date. */
export function monthsToExpiry(expiry: string, today: string): number {
  const [ey, em, ed] = expiry.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return (ey - ty) * 12 + (em - tm) - (ed < td ? 1 : 0);
}

/** What a batch is today: expired, else its shelf-life band (spec 001 §9: under 8 months red, 8 to 12 yellow, over 12 green). */
export type ExpiryStanding = 'expired' | ShelfLifeBand;
export function expiryStanding(expiry: string, today: string): ExpiryStanding {
  return isExpired(expiry, today) ? 'expired' : shelfLifeBand(monthsToExpiry(expiry, today));
}
