import { useId, useState } from 'react';
import type { z } from 'zod';
import { toApiError } from '../api/ApiError';
import FormModal from './FormModal';

interface ReasonModalProps<S extends z.ZodType> {
  title: string;
  /** "Reason for declining". */
  label: string;
  submitLabel: string;
  savingLabel: string;
  maxLength: number;
  /** The call's body from the reason, checked by the contract before it is sent. */
  schema: S;
  bodyOf: (reason: string) => unknown;
  /** Sends the checked body (the caller's write). */
  send: (body: z.output<S>) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  onDone: () => void;
  /** Enter sends (Shift+Enter starts a new line): where reasons are one line and every key counts (the approver inbox). */
  enterSends?: boolean;
}

/**
 * Declining, rejecting or returning something asks why: the reason is
 * required (checked by the contract's schema before sending), the server's
 * refusal of the reason lands under it, any other refusal above it.
 */
export default function ReasonModal<S extends z.ZodType>(p: ReasonModalProps<S>) {
  const formId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [serverError, setServerError] = useState('');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = p.schema.safeParse(p.bodyOf(reason));
    if (!checked.success) {
      setError(checked.error.issues.map((i) => i.message).join(' '));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setServerError('');
    try {
      await p.send(checked.data);
      p.onDone();
    } catch (err) {
      const x = toApiError(err);
      if (x.fields.reason) setError(x.fields.reason.join(' '));
      else setServerError(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join('\n'));
    }
  }

  return (
    <FormModal title={p.title} formId={formId} onSubmit={submit} onClose={p.onClose} saving={p.saving} submitLabel={p.submitLabel} savingLabel={p.savingLabel} serverError={serverError}>
      <label htmlFor={fieldId} className="form-label small mb-0">
        {p.label}
        <span className="text-danger" aria-hidden="true"> *</span>
      </label>
      <textarea
        id={fieldId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={p.maxLength}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (p.enterSends && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
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
