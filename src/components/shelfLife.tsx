import { expiryStanding, isExpired, monthsToExpiry } from '../../contract/expiry';
import { SHELF_LIFE_LABELS, type ShelfLifeBand } from '../../contract/warehouse';
import ToneBadge, { type Tone } from './ToneBadge';

/**
 * Shelf-life colouring wherever batches are listed (spec 001 §9): months to
 * expiry under 8 red, 8 to 12 yellow, over 12 green. The badge carries the
 * months in words, so the colour is never the only cue. Shared by receipts,
 * transfers and the inventory reports.
 */
export type { ShelfLifeBand };

export { monthsToExpiry };

export const SHELF_LIFE_TONE: Record<ShelfLifeBand, Tone> = { red: 'danger', yellow: 'warning', green: 'success' };
export const SHELF_LIFE_WORDS = Object.fromEntries(Object.entries(SHELF_LIFE_LABELS).map(([b, l]) => [b, l.toLowerCase()])) as Record<ShelfLifeBand, string>;

/** The colour of a batch's expiry date: its shelf-life band, red once expired (the one rule, contract/expiry.ts). */
export function bandOfExpiry(expiry: string, today: string): ShelfLifeBand | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const standing = expiryStanding(expiry, today);
  return standing === 'expired' ? 'red' : standing;
}

/** The badge of a batch's expiry date: "14 months" on green, "Expired" on red from the expiry date on. */
export function ShelfLifeBadge({ expiry, today }: { expiry: string; today: string }) {
  const band = bandOfExpiry(expiry, today);
  return band && <ShelfLifeBandBadge band={band} months={monthsToExpiry(expiry, today)} expired={isExpired(expiry, today)} />;
}

/** The badge of a band the server already worked out (with the months when known). */
export function ShelfLifeBandBadge({ band, months, expired }: { band: ShelfLifeBand | null | undefined; months?: number | null; expired?: boolean }) {
  if (!band) return null;
  const text = expired || (months !== null && months !== undefined && months < 0) ? 'Expired' : months === null || months === undefined ? SHELF_LIFE_LABELS[band] : `${months} ${months === 1 ? 'month' : 'months'}`;
  return (
    <ToneBadge tone={SHELF_LIFE_TONE[band]} title={`Shelf life ${SHELF_LIFE_WORDS[band]}`}>
      {text}
      <span className="visually-hidden"> to expiry, shelf life {SHELF_LIFE_WORDS[band]}</span>
    </ToneBadge>
  );
}
