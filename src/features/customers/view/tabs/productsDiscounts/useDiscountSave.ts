import { toast } from 'react-toastify';
import { DEAL_MESSAGES as M, discountValues, updateCustomerDiscountEp, type CustomerDiscountRow } from '../../../../../../contract/customerDeals';
import { Codes } from '../../../../../../contract/codes';
import { toApiError } from '../../../../../api/ApiError';
import { useWrite } from '../../../../../api/kitApi';
import { showError } from '../../../../../components/dialogs';
import { PLEASE_WAIT_SAVING, withProgress } from '../../../../../components/progressToast';

/** The saved toast after a cell edit closes after 1 second (as the other editable grids). */
const SAVED_TOAST_MS = 1000;
const GENERIC = 'Error occured. Please try again later.';

export type DiscountSave = (row: CustomerDiscountRow | undefined, undo: () => void) => Promise<void>;

/**
 * Saves a row after one of its cells was edited: the row's five values are
 * checked with the contract's rules first (percentages 0-100, amounts
 * non-negative, 2 decimals; whole boxes), then sent; the list is read again
 * after a success. `undo` puts the old value back when the save does not happen.
 */
export function useDiscountSave(): DiscountSave {
  const save = useWrite(updateCustomerDiscountEp);
  return async (row, undo) => {
    if (!row) return undo();
    const { srp, moq, free, discount, rebate } = row;
    const checked = discountValues.safeParse({ srp, moq, free, discount, rebate });
    if (!checked.success) {
      undo();
      await showError('Oops...', checked.error.issues.map((i) => i.message).join('\n'));
      return;
    }
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => save.run({ params: { customer_discount_id: row.customer_discount_id }, body: checked.data }));
      toast.success(M.discountSaved, { autoClose: SAVED_TOAST_MS });
    } catch (err) {
      undo();
      const e = toApiError(err);
      if (e.code === Codes.NOT_FOUND) toast.error(M.discountNotFound);
      else await showError('Oops...', e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n'));
    }
  };
}
