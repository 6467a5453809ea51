import type { PrStatus } from '../../../contract/purchasing';
import { prWorkflow, type PrTab } from '../../../contract/purchaseRequestQueue';
import { statusAfter, tabOf } from '../../../contract/kit';
import type { PrButton } from '../../components/purchaseRequest/rules';

export const PR_BASE = '/purchasing/purchaseRequest';
export const prListRoute = (tab: PrTab) => `${PR_BASE}/${tab}`;
export const prShowRoute = (id: number) => `${PR_BASE}/show/${id}`;
export const PR_CREATE_ROUTE = `${PR_BASE}/create`;

/** The list a request of this status is in (a new one goes to For Approval). */
export function tabOfStatus(status: PrStatus | null): PrTab {
  return ((status === null ? undefined : tabOf(prWorkflow, status)?.key) ?? 'approval') as PrTab;
}

/**
 * Where the form goes after an action (spec 001 §4): to the tab the request
 * lands in: approve to the approved list, decline to the edit list, cancel
 * to the cancelled list, update stays where it was (a declined request is
 * edited in the edit list); a new request submitted goes to the approval list.
 */
export function nextRouteAfter(button: PrButton, before: PrStatus | null): string {
  if (button === 'save' || before === null) return prListRoute('approval');
  return prListRoute(tabOfStatus(statusAfter(prWorkflow, button, before)));
}
