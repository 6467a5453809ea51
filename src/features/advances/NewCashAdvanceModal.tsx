import { useId, useState } from 'react';
import { caEmployeesEp, caInput, cashAdvanceCreateEp } from '../../../contract/advances';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { showSuccess, showWarning } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { todayManila } from '../../lib/dates';

/** Requests a cash advance for an employee; one over the employee's limit is saved and waits for an override. */
export default function NewCashAdvanceModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(caInput, { employee_id: '', purpose: '', amount: '', request_date: todayManila() });
  const employees = useRead(caEmployeesEp);
  const write = useWrite(cashAdvanceCreateEp);
  const [serverError, setServerError] = useState('');
  const options = (employees.data ?? []).map((e) => ({ value: String(e.employee_id), label: e.label }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!form.validate()) return;
    setServerError('');
    try {
      const r = await write.run({ body: form.values as never });
      if (r.result.over_limit) await showWarning('Over the limit', `${r.result.ca_no} is over the employee's limit: it needs an override before it can be approved.`);
      else await showSuccess('Cash advance requested', r.result.ca_no, 2000);
      onClose();
    } catch (err) {
      setServerError(form.applyServer(toApiError(err)).join('\n'));
    }
  }

  return (
    <FormModal title="New Cash Advance" formId={formId} onSubmit={submit} onClose={onClose} saving={write.isLoading} submitLabel="Request" savingLabel="Saving…" serverError={serverError}>
      <div className="row g-2">
        {employees.isError ? (
          <p className="text-danger" role="alert">
            The employees could not be loaded. Please try again later.
          </p>
        ) : (
          <SelectField form={form} name="employee_id" label="Employee" required col="col-12" options={options} placeholder={employees.isLoading ? 'Loading…' : 'Select…'} />
        )}
        <TextField form={form} name="purpose" label="Purpose" required col="col-12" maxLength={300} />
        <TextField form={form} name="amount" label="Amount" required col="col-md-6" />
        <DateFormField form={form} name="request_date" label="Request Date" required col="col-md-6" />
      </div>
    </FormModal>
  );
}
