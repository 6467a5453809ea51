import { SHELF_LIFE_TONE } from '../../components/shelfLife';
import { shelfLifeBand, TRANSFER_LIMITS, type TransferLineInput } from '../../../contract/inventoryTransfers';

/**
 * A row of the request grids (create and update): one batch from one origin
 * pallet to one destination pallet, with the quantity the user asks for.
 * The rules the screen applies before sending (the server applies them too).
 */
export interface RequestRow {
  key: string;
  product_id: number;
  product_code: string;
  product_name: string;
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  shelf_life_months: number;
  origin_pallet_id: number;
  pallet_origin: string;
  floor: string;
  destination_pallet_id: number | null;
  pallet_destination: string | null;
  floor_destination: string | null;
  /** Main/Central and Picking Area stock of the product (replenishment only). */
  main?: number;
  picking?: number;
  available_quantity: number;
  /** As typed ('' while empty). */
  requested_quantity: string;
  /** A later row with the same batch, origin and destination as an earlier one (spec: isDuplicate). */
  isDuplicate?: boolean;
}

export const rowKey = (r: Pick<RequestRow, 'batch_id' | 'origin_pallet_id' | 'destination_pallet_id'>) => `${r.batch_id}|${r.origin_pallet_id}|${r.destination_pallet_id ?? ''}`;

/** Marks every row that repeats an earlier one. */
export function markDuplicates<R extends RequestRow>(rows: readonly R[]): R[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const k = rowKey(r);
    const dup = seen.has(k);
    seen.add(k);
    return { ...r, isDuplicate: dup };
  });
}

/** Removes the repeated rows, keeping the first of each. */
export const removeDuplicates = <R extends RequestRow>(rows: readonly R[]): R[] => markDuplicates(rows).filter((r) => !r.isDuplicate);

/** Why a row cannot be sent, or null. Rows asking for nothing are left out of the request, not refused. */
export function rowProblem(r: RequestRow): string | null {
  const text = r.requested_quantity.trim();
  if (text === '' || text === '0') return null;
  if (!/^\d{1,9}$/.test(text)) return 'Requested quantity must be a whole number.';
  const q = Number(text);
  if (q > r.available_quantity) return `Only ${r.available_quantity} available on pallet ${r.pallet_origin}.`;
  if (q > TRANSFER_LIMITS.quantity) return `Requested quantity must not be more than ${TRANSFER_LIMITS.quantity}.`;
  if (r.destination_pallet_id === null) return 'Choose the destination pallet.';
  if (r.destination_pallet_id === r.origin_pallet_id) return 'The destination pallet must differ from the origin pallet.';
  return null;
}

/** The lines to send, or the problems by row key (nothing is sent while any row has one). */
export function linesOf(rows: readonly RequestRow[]): { lines: TransferLineInput[]; problems: Record<string, string>; duplicates: number } {
  const marked = markDuplicates(rows);
  const problems: Record<string, string> = {};
  const lines: TransferLineInput[] = [];
  for (const r of marked) {
    const p = r.isDuplicate ? 'This row repeats an earlier one; remove the duplicates.' : rowProblem(r);
    if (p) problems[r.key] = p;
    else if (Number(r.requested_quantity.trim() || '0') > 0)
      lines.push({ product_id: r.product_id, batch_id: r.batch_id, origin_pallet_id: r.origin_pallet_id, destination_pallet_id: r.destination_pallet_id!, requested_quantity: Number(r.requested_quantity) });
  }
  return { lines, problems, duplicates: marked.filter((r) => r.isDuplicate).length };
}

/** Spec §9 shelf-life colouring of a batch's months to expiry: the shared badge classes. */
export const shelfLifeTone = (months: number) => SHELF_LIFE_TONE[shelfLifeBand(months)];
export const shelfLifeText = (months: number) => `${months} mo. (${shelfLifeBand(months) === 'red' ? 'under 8' : shelfLifeBand(months) === 'yellow' ? '8-12' : 'over 12'})`;
