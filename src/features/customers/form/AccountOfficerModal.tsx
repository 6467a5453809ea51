import { useId } from 'react';
import { toast } from 'react-toastify';
import { accountOfficerInput, AO_MESSAGES, saveAccountOfficerEp, type AccountOfficer } from '../../../../contract/customerLists';
import { toApiError } from '../../../api/ApiError';
import { useWrite } from '../../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../../components/dialogs';
import { TextField } from '../../../components/form/Fields';
import { useZodForm } from '../../../components/form/useZodForm';
import FormModal from '../../../components/FormModal';

/**
 * Account Officer Form (spec 002 §2.3, §5, §8), from the + beside AO: asks
 * before saving; a saved officer refreshes the AO list (the write
 * invalidates it) and is handed back to be selected.
 */
export default function AccountOfficerModal({ onClose, onSaved }: { onClose: () => void; onSaved: (ao: AccountOfficer) => void }) {
  const formId = useId();
  const form = useZodForm(accountOfficerInput, { ao_name: '' });
  const save = useWrite(saveAccountOfficerEp);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (!body || !(await confirmAction('Account Officer', 'Are you sure you want to save this?', 'Yes'))) return;
    try {
      const res = await save.run({ body });
      await showSuccess('Account Officer', AO_MESSAGES.saved, 1500);
      onSaved(res.result);
    } catch (err) {
      const error = toApiError(err);
      if (error.isNetwork || error.status >= 500) toast.error(error.messages.join('\n') || 'Error occured. Please try again later.');
      else {
        const rest = form.applyServer(error);
        if (rest.length) await showError('Account Officer', rest.join('\n'));
      }
    }
  };
  return (
    <FormModal title="Account Officer Form" formId={formId} onSubmit={onSubmit} onClose={onClose} saving={save.isLoading} submitLabel="Save">
      <div className="row g-2">
        <TextField form={form} name="ao_name" label="Account Officer Name" required col="col-12" maxLength={120} />
      </div>
    </FormModal>
  );
}
