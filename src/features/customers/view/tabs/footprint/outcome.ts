import { SUCCESS_CODES } from '../../../../../../contract/codes';
import { FOOTPRINT_MESSAGES } from '../../../../../../contract/customerFootprints';
import type { ApiError } from '../../../../../api/ApiError';
import { showError, showSuccess } from '../../../../../components/dialogs';

const GENERIC = 'Error occured. Please try again later.';

/**
 * Spec 002 §8 "Footprint save/delete": one dialog titled Footprint Tracing,
 * its icon chosen by the answer's code, the server's text in it.
 */
export async function showFootprintOutcome(code: string, text: string): Promise<void> {
  if (SUCCESS_CODES.includes(code)) await showSuccess(FOOTPRINT_MESSAGES.dialogTitle, text);
  else await showError(FOOTPRINT_MESSAGES.dialogTitle, text || GENERIC);
}

/** A failed save or delete: the server's messages, or the generic words when there was no answer to read. */
export const showFootprintFailure = (e: ApiError) =>
  showFootprintOutcome(e.code, e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n'));
