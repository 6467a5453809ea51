import { isSellable } from './expiry';

/**
 * FEFO allocation (first expiry, first out), the one used wherever stock is drawn for a customer (issue 28): a line's
 * quantity is taken from the places that hold the product (a batch on a pallet), the batch that expires first first,
 * split across batches and places as needed. It never draws an expired batch (contract/expiry.ts, judged on the day
 * of the draw) nor more than a place holds, and when the sellable stock is short it draws nothing and names the
 * exact shortfall. Places of one expiry date keep the caller's order (its tiebreak: the picking area first, the
 * fullest pallet...).
 */
export interface FefoPlace {
  expiry_date: string;
  on_hand: number;
}
export interface FefoDraw<P> {
  place: P;
  qty: number;
}
export type FefoResult<P> = { ok: true; draws: FefoDraw<P>[] } | { ok: false; available: number; shortfall: number };

export function allocateFefo<P extends FefoPlace>(places: readonly P[], quantity: number, today: string): FefoResult<P> {
  const usable = places
    .map((place, i) => ({ place, i }))
    .filter(({ place }) => place.on_hand > 0 && isSellable(place.expiry_date, today))
    .sort((a, b) => (a.place.expiry_date < b.place.expiry_date ? -1 : a.place.expiry_date > b.place.expiry_date ? 1 : a.i - b.i));
  const available = usable.reduce((s, u) => s + u.place.on_hand, 0);
  if (available < quantity) return { ok: false, available, shortfall: quantity - available };
  const draws: FefoDraw<P>[] = [];
  let left = quantity;
  for (const { place } of usable) {
    if (left === 0) break;
    const qty = Math.min(left, place.on_hand);
    draws.push({ place, qty });
    left -= qty;
  }
  return { ok: true, draws };
}
