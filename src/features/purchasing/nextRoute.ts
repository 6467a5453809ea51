import { PR_TAB_STATUS, PR_TABS, type PrStatus, type PrTab } from '../../../contract/purchasing';
import type { PrButton } from '../../components/purchaseRequest/rules';

export const PR_BASE = '/purchasing/purchaseRequest';
export const prListRoute = (tab: PrTab) => `${PR_BASE}/${tab}`;
export const prShowRoute = (id: number) => `${PR_BASE}/show/${id}`;
export const PR_CREATE_ROUTE = `${PR_BASE}/create`;

/** The list a request of this status is in (a new one goes to For Approval). */
export function tabOfStatus(status: PrStatus | null): PrTab {
  return PR_TABS.find((t) => PR_TAB_STATUS[t] === status) ?? 'approval';
}

/**
 * Where the form goes after an action (spec 001 §4): approve to the approved
 * list, decline to the edit list, cancel to the cancelled list, update to the
 * edit list when the request was declined (it stays there) else the approval
 * list; a new request submitted goes to the approval list.
 */
export function nextRouteAfter(button: PrButton, before: PrStatus | null): string {
  switch (button) {
    case 'approve':
      return prListRoute('approved');
    case 'decline':
      return prListRoute('edit');
    case 'cancel':
      return prListRoute('cancelled');
    case 'update':
      return prListRoute(before === 2 ? 'edit' : 'approval');
    case 'save':
      return prListRoute('approval');
  }
}
