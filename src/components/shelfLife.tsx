import { SHELF_LIFE_LABELS, shelfLifeBand, type ShelfLifeBand } from '../../contract/warehouse';

/**
 * Shelf-life colouring wherever batches are listed (spec 001 §9): months to
 * expiry under 8 red, 8 to 12 yellow, over 12 green. The badge carries the
 * months in words, so the colour is never the only cue. Shared by receipts,
 * transfers and the inventory reports.
 */
export type { ShelfLifeBand };

/** Whole months from `today` to `expiry` (both YYYY-MM-DD); negative once expired. */
export function monthsToExpiry(expiry: string, today: string): number {
  const [ey, em, ed] = expiry.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return (ey - ty) * 12 + (em - tm) - (ed < td ? 1 : 0);
}

export const SHELF_LIFE_CLASS: Record<ShelfLifeBand, string> = { red: 'text-bg-danger', yellow: 'text-bg-warning', green: 'text-bg-success' };
export const SHELF_LIFE_WORDS = Object.fromEntries(Object.entries(SHELF_LIFE_LABELS).map(([b, l]) => [b, l.toLowerCase()])) as Record<ShelfLifeBand, string>;

export function bandOfExpiry(expiry: string, today: string): ShelfLifeBand | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  return shelfLifeBand(monthsToExpiry(expiry, today));
}

/** The badge of a batch's expiry date: "14 months" on green, "expired" on red. */
export function ShelfLifeBadge({ expiry, today }: { expiry: string; today: string }) {
  const band = bandOfExpiry(expiry, today);
  return band && <ShelfLifeBandBadge band={band} months={monthsToExpiry(expiry, today)} />;
}

/** The badge of a band the server already worked out (with the months when known). */
export function ShelfLifeBandBadge({ band, months }: { band: ShelfLifeBand | null | undefined; months?: number | null }) {
  if (!band) return null;
  const text = months === null || months === undefined ? SHELF_LIFE_LABELS[band] : months < 0 ? 'Expired' : `${months} ${months === 1 ? 'month' : 'months'}`;
  return (
    <span className={`badge ${SHELF_LIFE_CLASS[band]}`} title={`Shelf life ${SHELF_LIFE_WORDS[band]}`}>
      {text}
      <span className="visually-hidden"> to expiry, shelf life {SHELF_LIFE_WORDS[band]}</span>
    </span>
  );
}
