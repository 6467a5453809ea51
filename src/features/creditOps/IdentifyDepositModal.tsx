import { useState } from 'react';
import { cents, openInvoicesEp, pesos } from '../../../contract/collections';
import { identifyDepositEp, identifyInput, type DepositRow } from '../../../contract/creditOps';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import { DateFormField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import FormModal from '../../components/FormModal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { searchCustomerCodes } from '../../components/filters/customerOptions';
import ApplyToInvoices from '../../components/invoiceApplications/ApplyToInvoices';
import { useApplications } from '../../components/invoiceApplications/useApplications';
import { fieldsOf, refusalOf, split } from './formIssues';
import { Form } from 'react-bootstrap';

/**
 * Names the customer of a deposit: it becomes the customer's official
 * receipt, applied to the invoices chosen (oldest first at a click), the rest
 * kept as the customer's advance, shown live.
 */
export default function IdentifyDepositModal({ deposit, onClose, onSaved }: { deposit: DepositRow; onClose: () => void; onSaved: (d: DepositRow) => void }) {
  const form = useZodForm(identifyInput, { customer_code: '', identified_on: todayManila(), remarks: '' });
  const [customerLabel, setCustomerLabel] = useState('');
  const [serverError, setServerError] = useState<string>();
  const code = String(form.values.customer_code ?? '');
  const invoicesRead = useRead(openInvoicesEp, { query: { customer_code: code } }, { skip: !code });
  const invoices = invoicesRead.currentData ?? [];
  const apps = useApplications(invoices, false);
  const save = useWrite(identifyDepositEp);
  const amount = cents(deposit.amount);
  const advance = amount - apps.totals.applied;

  function show(fields: Record<string, string[]>, messages: string[]) {
    const placed = apps.placeOnInvoices(fields);
    const { onFields, rest } = split(fields, messages.filter((m) => !placed.has(m)), (k) => !k.startsWith('applications.'));
    form.setErrors(onFields);
    setServerError(rest.join('\n') || undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(undefined);
    const parsed = identifyInput.safeParse({ ...form.values, applications: apps.rows });
    if (!parsed.success) return show(fieldsOf(parsed.error), parsed.error.issues.filter((i) => !i.path.length).map((i) => i.message));
    if (advance < 0) return setServerError(`The invoices applied are more than the deposit of ${formatMoney(deposit.amount)}.`);
    const rest = advance > 0 ? `${formatMoney(pesos(advance))} will be kept as the customer's advance.` : 'The whole deposit pays the invoices chosen.';
    if (!(await confirmAction(`Identify ${deposit.deposit_no} as ${customerLabel || code}?`, `An official receipt will be posted. ${rest}`))) return;
    try {
      const res = await save.run({ params: { deposit_id: deposit.deposit_id }, body: parsed.data });
      await showSuccess('Saved', `Deposit ${res.result.deposit_no} is now official receipt ${res.result.receipt_no}.`, 1500);
      onSaved(res.result);
    } catch (err) {
      const r = refusalOf(err);
      show(r.fields, r.messages);
    }
  }

  return (
    <FormModal
      title={`Identify Deposit ${deposit.deposit_no}`}
      subtitle={`${formatMoney(deposit.amount)} on ${deposit.deposit_date} to ${deposit.bank_account}${deposit.reference ? `, ref. ${deposit.reference}` : ''}`}
      size="xl"
      formId="identify-deposit"
      onSubmit={submit}
      onClose={onClose}
      saving={save.isLoading}
      submitLabel="Identify and Post"
      serverError={serverError}
    >
      <div className="row g-2 mb-2">
        <div className="col-md-6" data-field="customer_code">
          <SearchSelect
            label="Customer"
            required
            className="w-100"
            value={code}
            valueLabel={customerLabel}
            onChange={(v, o) => {
              form.set('customer_code', v);
              setCustomerLabel(o?.label ?? '');
              apps.reset();
            }}
            loadOptions={searchCustomerCodes}
          />
          {form.errors.customer_code && <Form.Control.Feedback type="invalid" className="d-block">{form.errors.customer_code}</Form.Control.Feedback>}
        </div>
        <DateFormField form={form} name="identified_on" label="Date Identified" required col="col-md-3" />
        <TextField form={form} name="remarks" label="Remarks" col="col-12" maxLength={500} />
      </div>
      <ApplyToInvoices customerCode={code} read={invoicesRead} invoices={invoices} apps={apps} withCwt={false} available={amount} advance={advance} />
    </FormModal>
  );
}
