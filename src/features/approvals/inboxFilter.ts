import type { InboxItem } from '../../../contract/approvalInbox';

/** The inbox's filters: all optional; amounts as typed (pesos), age in whole days. */
export interface InboxFilter {
  queue: string;
  requester: string;
  minAmount: string;
  maxAmount: string;
  minAge: string;
  search: string;
}

export const NO_FILTER: InboxFilter = { queue: '', requester: '', minAmount: '', maxAmount: '', minAge: '', search: '' };

/** The key an item is decided by: its queue, its id and, for a delegated one, the approver it is decided for. */
export const keyOf = (i: { source: string; id: number; on_behalf_of?: { id: number } | number | null }) => {
  const forWhom = typeof i.on_behalf_of === 'number' ? i.on_behalf_of : i.on_behalf_of?.id;
  return forWhom ? `${i.source}:${i.id}:${forWhom}` : `${i.source}:${i.id}`;
};

/** Centavos of an amount text ("1,500.5" -> 150050), or null when it is not one. */
function centavos(text: string): number | null {
  const t = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return null;
  const [w, f = ''] = t.split('.');
  return Number(w) * 100 + Number((f + '00').slice(0, 2));
}

/** The items the filter keeps, in their order. An item without an amount passes only when no amount bound is set. */
export function filterInbox(items: readonly InboxItem[], f: InboxFilter): InboxItem[] {
  const min = f.minAmount ? centavos(f.minAmount) : null;
  const max = f.maxAmount ? centavos(f.maxAmount) : null;
  const age = /^\d+$/.test(f.minAge.trim()) ? Number(f.minAge) : null;
  const words = f.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((i) => {
    if (f.queue && i.queue !== f.queue) return false;
    if (f.requester && i.requester !== f.requester) return false;
    if (min !== null || max !== null) {
      const amount = i.amount === null ? null : centavos(i.amount);
      if (amount === null) return false;
      if (min !== null && amount < min) return false;
      if (max !== null && amount > max) return false;
    }
    if (age !== null && i.age_days < age) return false;
    const text = `${i.reference} ${i.summary} ${i.requester} ${i.queue} ${i.on_behalf_of?.name ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Whether `text` is a usable amount bound (blank is). */
export const isAmountText = (text: string) => !text.trim() || centavos(text) !== null;
