import type { DealKind, DealTab } from '../../../contract/customerDeals';

/** The deal screens' routes (src/app/routeTable.ts, spec 000 §2.5). */
export const DEALS_BASE = '/customers/deals-and-discounts';
export const DEALS_LOGS_ROUTE = '/customers/deals-logs';
export const dealListRoute = (tab: DealTab) => `${DEALS_BASE}/${tab}`;

/** A new deal of a kind, optionally for a customer (by code). */
export function dealCreateRoute(kind: DealKind, customerCode?: string): string {
  const q = customerCode ? `?customer=${encodeURIComponent(customerCode)}` : '';
  return kind === 'regular' ? `/customers/create/deals-and-discounts/regular${q}` : `/customers/create/deals-and-discounts?kind=promotional${q ? `&${q.slice(1)}` : ''}`;
}

/** A deal's page; from the approval queue (New) it returns there. */
export const dealRoute = (id: number, fromNew = false) => `/customers/update/deals-and-discounts/${fromNew ? 'new/' : ''}${id}`;
