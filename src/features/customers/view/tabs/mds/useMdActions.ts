import { useState } from 'react';
import { softDeleteCustomerMdEp, storeCustomerMdEp, type AttachedMd } from '../../../../../../contract/customerMds';
import { toApiError } from '../../../../../api/ApiError';
import { useWrites } from '../../../../../api/kitApi';
import { confirmAction, showError } from '../../../../../components/dialogs';
import { mdName } from './AttachedMdList';

const GENERIC = 'Error occured. Please try again later.';

/**
 * Associating and removing an MD (spec 002 §4 "Associate MD": either
 * reloads the customer). A refusal of the association (already attached,
 * not in the directory) is kept as `refusal`, shown under the picker; other
 * failures open the Oops... dialog.
 */
export function useMdActions(customerCode: string, reload: () => void) {
  const { runOn, isLoading } = useWrites();
  const [refusal, setRefusal] = useState<string[]>([]);

  async function associate(mdCode: string): Promise<boolean> {
    setRefusal([]);
    try {
      await runOn(storeCustomerMdEp, { body: { customer_code: customerCode, approval_code: null, md_code: mdCode } });
      reload();
      return true;
    } catch (err) {
      const e = toApiError(err);
      if (e.isInvalidRequest) setRefusal(e.fields.md_code ?? e.messages);
      else await showError('Oops...', e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
      return false;
    }
  }

  async function remove(md: AttachedMd): Promise<void> {
    if (!(await confirmAction('Remove MD?', `Remove ${mdName(md)} from the associate MDs of this customer?`, 'Yes, remove'))) return;
    try {
      await runOn(softDeleteCustomerMdEp, { body: { customer_md_id: md.customer_md_id } });
      reload();
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
    }
  }

  return { associate, remove, refusal, clearRefusal: () => setRefusal([]), busy: isLoading };
}
