import { useId, useState } from 'react';
import { applyAdvanceEp, applyAdvanceInput, applyTargetsEp, type OpenAdvanceRow } from '../../../contract/advances';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';

/** Applies what is left of an advance to an approved, unpaid voucher of the same payee (Dr payable, Cr advance). */
export default function ApplyAdvanceModal({ advance, onClose }: { advance: OpenAdvanceRow; onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(applyAdvanceInput, { advance_pv_id: advance.advance_pv_id, target_pv_id: '', amount: '', applied_on: todayManila(), remarks: '' });
  const targets = useRead(applyTargetsEp, { query: { advance_pv_id: advance.advance_pv_id } });
  const write = useWrite(applyAdvanceEp);
  const [serverError, setServerError] = useState('');
  const options = (targets.data ?? []).map((t) => ({ value: String(t.target_pv_id), label: `${t.pv_no} · ${t.pv_date}${t.invoice_no ? ` · ${t.invoice_no}` : ''} · owes ${formatMoney(t.open)}` }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    if (!(await confirmAction('Apply the advance?', `${formatMoney(body.amount)} of ${advance.pv_no} will be posted against the voucher's payable.`, 'Yes, apply'))) return;
    setServerError('');
    try {
      const r = await write.run({ body: form.values as never });
      await showSuccess('Advance applied', `Posted as ${r.result.journal_entry}.`, 2000);
      onClose();
    } catch (err) {
      setServerError(form.applyServer(toApiError(err)).join('\n'));
    }
  }

  return (
    <FormModal title={`Apply advance ${advance.pv_no}`} subtitle={`${advance.payee_name} · left ${formatMoney(advance.balance)}`} formId={formId} onSubmit={submit} onClose={onClose} saving={write.isLoading} submitLabel="Apply" savingLabel="Applying…" serverError={serverError}>
      <div className="row g-2">
        {targets.isLoading ? (
          <p className="text-muted" role="status">
            Loading the payee's vouchers…
          </p>
        ) : targets.isError ? (
          <p className="text-danger" role="alert">
            The payee's vouchers could not be loaded. Please try again later.
          </p>
        ) : options.length === 0 ? (
          <p className="text-muted">The payee has no approved, unpaid voucher to apply the advance to.</p>
        ) : (
          <SelectField form={form} name="target_pv_id" label="Voucher to apply to" required col="col-12" options={options} />
        )}
        <TextField form={form} name="amount" label="Amount" required col="col-md-6" />
        <DateFormField form={form} name="applied_on" label="Date" required col="col-md-6" />
        <TextField form={form} name="remarks" label="Remarks" col="col-12" maxLength={500} />
      </div>
    </FormModal>
  );
}
