import type { FormEventHandler, ReactNode } from 'react';
import Modal from './Modal';

interface FormModalProps {
  title: string;
  subtitle?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** The form's id: the footer's submit button sits outside the form and points at it. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While the write runs: no closing, no second submit, the button says so. */
  saving: boolean;
  submitLabel: string;
  savingLabel?: string;
  /** A refusal that belongs to no field (the server's text), shown above the fields. */
  serverError?: string;
  /** Actions at the left of the footer (Deactivate, Delete). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: the frame every add/edit/move modal shares (Cancel and
 * submit in the footer, the server's message above the fields, locked while
 * saving). The fields are the caller's.
 */
export default function FormModal(props: FormModalProps) {
  const { formId, saving, serverError } = props;
  return (
    <Modal
      title={props.title}
      subtitle={props.subtitle}
      size={props.size}
      onClose={saving ? undefined : props.onClose}
      footer={
        <>
          {props.extraActions}
          <button type="button" className="btn btn-outline-secondary" onClick={props.onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            {saving ? (props.savingLabel ?? 'Saving…') : props.submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="modal-body" noValidate onSubmit={props.onSubmit}>
        {serverError && (
          <div className="alert alert-danger py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {serverError}
          </div>
        )}
        {props.children}
      </form>
    </Modal>
  );
}
