import type { DocumentSlot, DocumentStanding } from '../../../../../../contract/customerDocuments';
import type { Tone } from '../../../../../components/ToneBadge';

/** How each standing of a document reads, and its badge colour (never colour alone: the words say it). */
export const STANDING: Record<DocumentStanding, { text: string; tone: Tone }> = {
  on_file: { text: 'On file', tone: 'success' },
  missing: { text: 'Missing', tone: 'danger' },
  absent: { text: 'Not on file', tone: 'light' },
  expired: { text: 'Expired', tone: 'danger' },
  expiring: { text: 'Expiring', tone: 'warning' },
};

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Expiring in 12 days", "Expires today", "Expired 3 days ago": the standing with its date in words. */
export function standingText(slot: Pick<DocumentSlot, 'standing' | 'document'>, asOf: string): string {
  const expiry = slot.document?.expiry_date;
  if (!expiry || (slot.standing !== 'expiring' && slot.standing !== 'expired')) return STANDING[slot.standing].text;
  const days = daysBetween(asOf, expiry);
  if (days === 0) return 'Expires today';
  if (days > 0) return `Expiring in ${days} day${days === 1 ? '' : 's'}`;
  return `Expired ${-days} day${days === -1 ? '' : 's'} ago`;
}
