import { toast } from 'react-toastify';
import { Codes } from '../../../contract/codes';
import { CPC_MESSAGES as M, saveCellBody, saveCellEp, type CustomerProductCodeRow, type EditableField } from '../../../contract/customerProductCodes';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';

/** Spec 001 §9: the success toast after a cell edit closes after 1 second. */
export const SAVED_TOAST_MS = 1000;

/**
 * Saves one edited cell (spec 001 §7 save): checked with the contract's rules
 * first, then sent; the list is read again after a success. `undo` puts the
 * old value back in the cell when the save does not happen.
 * Failures as spec 001 §8 says: an unknown row "Record not found.", a refusal
 * an Error dialog with the server's text, anything else "Please try again later.".
 */
export function useCellSave() {
  const save = useWrite(saveCellEp);
  return async (row: CustomerProductCodeRow | undefined, field: EditableField, value: string, undo: () => void): Promise<void> => {
    if (!row) {
      undo();
      toast.error(M.notFound);
      return;
    }
    const body = { internal_product_code: row.product_code, customer_code: row.customer_code, field, value };
    const checked = saveCellBody.safeParse(body);
    if (!checked.success) {
      undo();
      await showError('Error', checked.error.issues.map((i) => i.message).join('\n'));
      return;
    }
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => save.run({ body }));
      toast.success(M.saved, { autoClose: SAVED_TOAST_MS });
    } catch (err) {
      undo();
      const e = toApiError(err);
      if (e.code === Codes.NOT_FOUND) toast.error(M.notFound);
      else if (e.isNetwork || e.status >= 500) toast.error(M.tryAgain);
      else await showError('Error', e.messages.join('\n'));
    }
  };
}
