import type { Scope } from './scopes';

/**
 * The SRPF tab permissions (spec 002 §6) and the page's: any of them opens the Stock Returns Pull-Out pages. A module
 * of its own (no zod), so the route table reads them without loading the SRPF contract.
 */
export const SRPF_TAB_SCOPES = ['srpf_onprocess_list', 'srpf_approval_list', 'srpf_approved_list', 'srpf_declined_list', 'srpf_returned_list', 'view_not_yet_returned_srpf_list'] as const satisfies readonly Scope[];
export const SRPF_PAGE_SCOPES = ['create_srpf', ...SRPF_TAB_SCOPES] as const;
