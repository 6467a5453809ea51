import { useId } from 'react';
import { createTreasuryRequestEp, treasuryRequestInput, TREASURY_MESSAGES } from '../../../contract/treasuryApprovals';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { DateFormField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';

interface CheckChangeRequestModalProps {
  receipt: { receipt_id: number; receipt_no: string; payment_mode: string; status: string; check_bank: string | null; check_no: string | null; check_date: string | null };
  onClose: () => void;
}

/**
 * Ask treasury to change a collected check (spec 002 §3.15): its bank and
 * branch, and for a post-dated check still on hand its deposit date, each
 * with its reason. Treasury approves or disapproves it in the List of
 * Approvals; nothing changes on the receipt until then.
 */
export default function CheckChangeRequestModal({ receipt, onClose }: CheckChangeRequestModalProps) {
  const formId = useId();
  const form = useZodForm(treasuryRequestInput, { receipt_id: receipt.receipt_id, reason: '', new_bank: '', new_branch: '', change_bank_reason: '', new_deposit_date: '', change_deposited_date_reason: '' });
  const create = useWrite(createTreasuryRequestEp);
  const onHand = receipt.status === 'PDC';

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    if (!(await confirmAction('Are you sure?', 'Send this change request to treasury for approval?', 'Yes, send it'))) return;
    try {
      await create.run({ body });
      onClose();
      await showSuccess('Sent', TREASURY_MESSAGES.requested, 1500);
    } catch (err) {
      const x = toApiError(err);
      const rest = form.applyServer(x);
      if (rest.length || !Object.keys(x.fields).length) await showError('Oops...', x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : (rest.length ? rest : x.messages).join('\n'));
    }
  }

  return (
    <FormModal
      title="Request a Check Change"
      subtitle={`${receipt.receipt_no}: ${receipt.check_bank ?? ''} check ${receipt.check_no ?? ''} dated ${receipt.check_date ?? ''}`}
      formId={formId}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      saving={create.isLoading}
      submitLabel="Send to Treasury"
      savingLabel="Sending…"
    >
      <div className="row g-3" ref={(el) => void (form.rootRef.current = el)}>
        <TextField form={form} name="reason" label="Reason" required col="col-12" maxLength={500} />
        <fieldset className="col-12 border rounded p-2">
          <legend className="float-none w-auto px-1 small mb-0">Change of Bank</legend>
          <div className="row g-2">
            <TextField form={form} name="new_bank" label="New Bank" col="col-md-6" maxLength={80} />
            <TextField form={form} name="new_branch" label="New Branch" col="col-md-6" maxLength={80} />
            <TextField form={form} name="change_bank_reason" label="Reason for the change of bank" col="col-12" maxLength={500} />
          </div>
        </fieldset>
        {onHand && (
          <fieldset className="col-12 border rounded p-2">
            <legend className="float-none w-auto px-1 small mb-0">Change of Deposit Date</legend>
            <div className="row g-2">
              <DateFormField form={form} name="new_deposit_date" label="New Deposit Date" col="col-md-6" />
              <TextField form={form} name="change_deposited_date_reason" label="Reason for the change of deposit date" col="col-12" maxLength={500} />
            </div>
          </fieldset>
        )}
      </div>
    </FormModal>
  );
}
