import { useId, useState } from 'react';
import { cwtUpdateEp, cwtUpdateForm, type CwtReceiptRow } from '../../../contract/advances';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { CheckField, DateFormField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';

/** Records a receipt's 2307: received or not, when, the ATC, the amount it certifies (a different amount posts the adjustment). */
export default function CwtUpdateModal({ receipt, onClose }: { receipt: CwtReceiptRow; onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(cwtUpdateForm, {
    received_2307: receipt.received_2307 ? 1 : 0,
    received_on: receipt.received_on ?? '',
    atc_code: receipt.atc_code ?? '',
    certified_cwt: receipt.cwt_certified,
    adjust_on: todayManila(),
    remarks: receipt.remarks ?? '',
  });
  const write = useWrite(cwtUpdateEp);
  const [serverError, setServerError] = useState('');
  const changes = String(form.values.certified_cwt ?? '') !== '' && Number(form.values.certified_cwt) !== Number(receipt.cwt_certified);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    if (changes && !(await confirmAction('Post the adjustment?', `The CWT per 2307 differs from ${formatMoney(receipt.cwt_certified)}: the difference is posted to the books.`, 'Yes, post it'))) return;
    setServerError('');
    try {
      const r = await write.run({ params: { receipt_id: receipt.receipt_id }, body });
      await showSuccess('CWT updated', r.result.journal_entry ? `Adjustment posted as ${r.result.journal_entry}.` : '', 2000);
      onClose();
    } catch (err) {
      setServerError(form.applyServer(toApiError(err)).join('\n'));
    }
  }

  return (
    <FormModal title={`2307 of ${receipt.receipt_no}`} subtitle={`${receipt.customer_name} · CWT booked ${formatMoney(receipt.cwt_booked)}`} formId={formId} onSubmit={submit} onClose={onClose} saving={write.isLoading} submitLabel="Save" savingLabel="Saving…" serverError={serverError}>
      <div className="row g-2">
        <CheckField form={form} name="received_2307" label="2307 received" col="col-12" />
        <DateFormField form={form} name="received_on" label="Date Received" col="col-md-6" required={Number(form.values.received_2307) === 1} />
        <TextField form={form} name="atc_code" label="ATC" col="col-md-6" maxLength={10} placeholder="WC158" />
        <TextField form={form} name="certified_cwt" label="CWT per 2307" col="col-md-6" required />
        {changes && <DateFormField form={form} name="adjust_on" label="Adjustment Date" col="col-md-6" help="The adjusting entry's date" />}
        <TextField form={form} name="remarks" label="Remarks" col="col-12" maxLength={500} />
      </div>
    </FormModal>
  );
}
