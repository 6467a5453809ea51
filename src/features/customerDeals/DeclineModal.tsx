import { useId, useState } from 'react';
import { DEAL_LIMITS, dealDeclineBody, declineDealEp } from '../../../contract/customerDeals';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import FormModal from '../../components/FormModal';

interface DeclineModalProps {
  dealId: number;
  batchNo: string;
  onClose: () => void;
  onDeclined: () => void;
}

/** Declining a deal asks why: the reason is required and shown to its maker. */
export default function DeclineModal({ dealId, batchNo, onClose, onDeclined }: DeclineModalProps) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');
  const decline = useWrite(declineDealEp);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = dealDeclineBody.safeParse({ customer_discount_batch_hdr_id: dealId, reason });
    if (!checked.success) {
      setError(checked.error.issues.map((i) => i.message).join(' '));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setServerError('');
    try {
      await decline.run({ body: checked.data });
      onDeclined();
    } catch (err) {
      const x = toApiError(err);
      if (x.fields.reason) setError(x.fields.reason.join(' '));
      else setServerError(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join('\n'));
    }
  }

  return (
    <FormModal title={`Decline deal ${batchNo}`} formId={formId} onSubmit={submit} onClose={onClose} saving={decline.isLoading} submitLabel="Decline" savingLabel="Declining…" serverError={serverError}>
      <label htmlFor={fieldId} className="form-label small mb-0">
        Reason for declining<span className="text-danger" aria-hidden="true"> *</span>
      </label>
      <textarea
        id={fieldId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={DEAL_LIMITS.remarks}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError('');
        }}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        autoFocus
      />
      {error && (
        <div id={`${fieldId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </FormModal>
  );
}
