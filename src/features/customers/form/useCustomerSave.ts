import { toast } from 'react-toastify';
import { createCustomerEp, updateCustomerEp, type CustomerDetail, type CustomerFormMode } from '../../../../contract/customers';
import type { FormValue } from '../../../../contract/uploads';
import { toApiError } from '../../../api/ApiError';
import { useMultipartWrite } from '../../../api/kitApi';
import { showError } from '../../../components/dialogs';
import type { ZodForm } from '../../../components/form/useZodForm';
import { PLEASE_WAIT_SAVING, withProgress } from '../../../components/progressToast';
import { toFormData } from '../../../components/upload';
import type { CustomerFiles } from './CustomerInfoSection';
import { tabOfField, type FormTab } from './customerForm';

const GENERIC = 'Error occured. Please try again later.';

/**
 * Saving the customer form (create or edit): checked in the browser with the
 * contract's schema first, then sent as multipart with its attachments. A
 * refusal puts each message on its field, opens the tab of the first one
 * and shows "Oops..." with the messages joined (spec 002 §8); the form
 * keeps what the user typed. Resolves to the saved customer, or null.
 */
export function useCustomerSave(mode: CustomerFormMode, form: ZodForm, onTab: (tab: FormTab) => void) {
  const create = useMultipartWrite(createCustomerEp);
  const update = useMultipartWrite(updateCustomerEp);

  /** `confirm` is asked once the form is valid, before anything is sent. */
  async function save(files: CustomerFiles, opts: { customerCode?: string; confirm?: () => Promise<boolean> } = {}): Promise<{ customer: CustomerDetail; code: string } | null> {
    const checked = form.check();
    if (!checked.ok) {
      onTab(tabOfField(checked.fields[0]));
      return null;
    }
    if (opts.confirm && !(await opts.confirm())) return null;
    const data = toFormData(form.values as Record<string, FormValue>, { si_attachment: files.si_attachment, po_attachment: files.po_attachment });
    try {
      const res = await withProgress(PLEASE_WAIT_SAVING, () =>
        mode === 'create' ? create.run({ body: data }) : update.run({ params: { customer_code: opts.customerCode! }, body: data }),
      );
      return { customer: res.result, code: res.code };
    } catch (err) {
      const e = toApiError(err);
      if (e.isNetwork || e.status >= 500) {
        toast.error(GENERIC);
        return null;
      }
      form.applyServer(e);
      const fields = Object.keys(e.fields);
      if (fields.length) onTab(tabOfField(fields[0]));
      await showError('Oops...', e.messages.join('\n') || GENERIC);
      return null;
    }
  }
  return { save, saving: create.isLoading || update.isLoading };
}
