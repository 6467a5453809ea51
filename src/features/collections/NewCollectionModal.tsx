import { useState } from 'react';
import { collectionInput, createReceiptEp, depositAccountsEp, openInvoicesEp, PAYMENT_MODES, pesos, type ReceiptDetail } from '../../../contract/collections';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import { CheckField, DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import FormModal from '../../components/FormModal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import ApplyToInvoices from '../../components/invoiceApplications/ApplyToInvoices';
import { searchCustomerCodes } from '../../components/filters/customerOptions';
import { typedCents, useApplications } from '../../components/invoiceApplications/useApplications';
import { Form } from 'react-bootstrap';

const MODES = Object.entries(PAYMENT_MODES).map(([value, label]) => ({ value, label }));

/**
 * Records an official receipt: the customer, how it paid (cash, a dated or
 * post-dated check, a transfer) and where the money went, the amount and the
 * invoices it pays, oldest first at a click. What is not applied stays as
 * the customer's advance, shown live. The contract checks the form before it
 * is sent; the server's refusals land on their fields and invoices.
 */
export default function NewCollectionModal({ onClose, onSaved, customer }: { onClose: () => void; onSaved: (r: ReceiptDetail) => void; customer?: { code: string; label: string } }) {
  const form = useZodForm(collectionInput, {
    customer_code: customer?.code ?? '',
    receipt_date: todayManila(),
    payment_mode: 'CASH',
    bank_account_id: '',
    check_no: '',
    check_bank: '',
    check_date: '',
    amount_received: '',
    cwt_2307_received: 0,
    remarks: '',
  });
  const [customerLabel, setCustomerLabel] = useState(customer?.label ?? '');
  const [serverError, setServerError] = useState<string>();
  const code = String(form.values.customer_code ?? '');
  const mode = String(form.values.payment_mode);
  const invoicesRead = useRead(openInvoicesEp, { query: { customer_code: code } }, { skip: !code });
  const deposits = useRead(depositAccountsEp);
  const invoices = invoicesRead.currentData ?? [];
  const apps = useApplications(invoices, true);
  const save = useWrite(createReceiptEp);
  const cheque = mode === 'CHECK' || mode === 'PDC';
  const received = typedCents(String(form.values.amount_received ?? ''));
  const unapplied = received + apps.totals.cwt - apps.totals.applied;

  /** Messages by field (the contract's before sending, the server's after): on their fields and invoices, the rest above the form. */
  function place(fields: Record<string, string[]>, messages: string[]) {
    const placed = apps.placeOnInvoices(fields);
    const onFields: Record<string, string> = {};
    for (const [k, msgs] of Object.entries(fields)) {
      if (k.startsWith('applications')) continue;
      onFields[k] = msgs.join(' ');
      msgs.forEach((m) => placed.add(m));
    }
    form.setErrors(onFields);
    setServerError(messages.filter((m) => !placed.has(m)).join('\n') || undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(undefined);
    const parsed = collectionInput.safeParse({
      ...form.values,
      bank_account_id: form.values.bank_account_id ? Number(form.values.bank_account_id) : null,
      check_date: cheque && form.values.check_date ? form.values.check_date : null,
      check_no: cheque ? form.values.check_no : null,
      check_bank: cheque ? form.values.check_bank : null,
      cwt_2307_received: Number(form.values.cwt_2307_received) === 1,
      applications: apps.rows,
    });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[issue.path.map(String).join('.')] ??= []).push(issue.message);
      place(fields, parsed.error.issues.map((i) => i.message));
      return;
    }
    const advance = unapplied > 0 ? `${formatMoney(pesos(unapplied))} will be kept as the customer's advance.` : 'The receipt will be posted to the books.';
    if (!(await confirmAction('Are you sure you want to save?', advance))) return;
    try {
      const res = await save.run({ body: parsed.data });
      await showSuccess('Saved', `Official receipt ${res.result.receipt_no} recorded.`, 1500);
      onSaved(res.result);
    } catch (err) {
      const apiError = err as ApiError;
      place(apiError.fields, apiError.messages);
    }
  }

  return (
    <FormModal title="New Collection" size="xl" formId="new-collection" onSubmit={submit} onClose={onClose} saving={save.isLoading} submitLabel="Save Receipt" serverError={serverError}>
      <div className="row g-2 mb-2">
        <div className="col-md-5" data-field="customer_code">
          <SearchSelect
            label="Customer"
            required
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
        <DateFormField form={form} name="receipt_date" label="Receipt Date" required col="col-md-2" />
        <SelectField form={form} name="payment_mode" label="Mode of Payment" required col="col-md-2" options={MODES} placeholder="Select…" />
        <SelectField
          form={form}
          name="bank_account_id"
          label="Deposit To"
          required={mode !== 'CASH'}
          col="col-md-3"
          options={(deposits.data ?? []).map((d) => ({ value: d.bank_account_id, label: d.label }))}
          placeholder={mode === 'CASH' ? 'Cash on hand (not deposited)' : 'Select…'}
        />
        {cheque && (
          <>
            <TextField form={form} name="check_no" label="Check No." required col="col-md-2" maxLength={30} />
            <TextField form={form} name="check_bank" label="Bank" required col="col-md-3" maxLength={80} />
            <DateFormField form={form} name="check_date" label="Check Date" required col="col-md-2" help={mode === 'PDC' ? 'After the receipt date' : undefined} />
          </>
        )}
        <TextField form={form} name="amount_received" label="Amount Received" required col="col-md-2" />
        <CheckField form={form} name="cwt_2307_received" label="BIR Form 2307 received" col="col-md-3" />
        <TextField form={form} name="remarks" label="Remarks" col="col-12" maxLength={500} />
      </div>
      <ApplyToInvoices customerCode={code} read={invoicesRead} invoices={invoices} apps={apps} withCwt available={received} advance={unapplied} />
    </FormModal>
  );
}
