import { WARNINGS_FIELD } from '../../../contract/inventoryTransfers';
import { toApiError } from '../../api/ApiError';
import { confirmAction, showError } from '../../components/dialogs';

/**
 * Sends a transfer request; when the server answers with shelf-life or
 * expiry-first warnings (00001 on accept_warnings), the user reads them and
 * decides: confirmed, it is sent again with the warnings accepted. Resolves
 * to the answer, or null when refused or not confirmed (the refusal shown).
 */
export async function sendWithWarnings<T>(send: (acceptWarnings: boolean) => Promise<T>): Promise<T | null> {
  try {
    return await send(false);
  } catch (err) {
    const e = toApiError(err);
    const warnings = e.fields[WARNINGS_FIELD];
    if (warnings?.length) {
      if (!(await confirmAction('Transfer anyway?', `${warnings.join('\n')}\n\nDo you want to go on with this transfer?`, 'Yes, transfer'))) return null;
      try {
        return await send(true);
      } catch (again) {
        await showError('Invalid Request', toApiError(again).messages.join('\n'));
        return null;
      }
    }
    await showError(e.code === '00001' ? 'Invalid Request' : 'Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
    return null;
  }
}
