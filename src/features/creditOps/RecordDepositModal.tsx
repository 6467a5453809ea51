import { useState } from 'react';
import { depositAccountsEp } from '../../../contract/collections';
import { createDepositEp, depositInput, type DepositRow } from '../../../contract/creditOps';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import { DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import FormModal from '../../components/FormModal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { fieldsOf, refusalOf, split } from './formIssues';

/** Records a bank credit nobody can name yet: which of the company's accounts, when, how much, the bank's reference. */
export default function RecordDepositModal({ onClose, onSaved }: { onClose: () => void; onSaved: (d: DepositRow) => void }) {
  const form = useZodForm(depositInput, { bank_account_id: '', deposit_date: todayManila(), amount: '', reference: '', remarks: '' });
  const [serverError, setServerError] = useState<string>();
  const accounts = useRead(depositAccountsEp);
  const save = useWrite(createDepositEp);

  function show(fields: Record<string, string[]>, messages: string[]) {
    const { onFields, rest } = split(fields, messages);
    form.setErrors(onFields);
    setServerError(rest.join('\n') || undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(undefined);
    const parsed = depositInput.safeParse({ ...form.values, bank_account_id: form.values.bank_account_id ? Number(form.values.bank_account_id) : undefined });
    if (!parsed.success) return show(fieldsOf(parsed.error), []);
    if (!(await confirmAction('Post this deposit?', `${formatMoney(parsed.data.amount)} will be posted to the bank and to Unidentified Deposits until the customer is known.`))) return;
    try {
      const res = await save.run({ body: parsed.data });
      await showSuccess('Saved', `Deposit ${res.result.deposit_no} recorded.`, 1500);
      onSaved(res.result);
    } catch (err) {
      const r = refusalOf(err);
      show(r.fields, r.messages);
    }
  }

  return (
    <FormModal title="Record Unidentified Deposit" formId="record-deposit" onSubmit={submit} onClose={onClose} saving={save.isLoading} submitLabel="Post Deposit" serverError={serverError}>
      <div className="row g-2">
        <SelectField
          form={form}
          name="bank_account_id"
          label="Bank Account"
          required
          col="col-12"
          options={(accounts.data ?? []).map((a) => ({ value: a.bank_account_id, label: a.label }))}
          placeholder={accounts.isLoading ? 'Loading the bank accounts…' : accounts.isError ? 'The bank accounts could not be loaded' : 'Select…'}
        />
        <DateFormField form={form} name="deposit_date" label="Deposit Date" required col="col-md-6" />
        <TextField form={form} name="amount" label="Amount" required col="col-md-6" />
        <TextField form={form} name="reference" label="Bank Reference" col="col-md-6" maxLength={60} />
        <TextField form={form} name="remarks" label="Remarks" col="col-12" maxLength={500} />
      </div>
    </FormModal>
  );
}
