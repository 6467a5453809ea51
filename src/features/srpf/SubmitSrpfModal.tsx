import { useState } from 'react';
import { SRPF_MESSAGES as M, submitSrpfEp, type SrpfView } from '../../../contract/srpf';
import { toApiError } from '../../api/ApiError';
import { useMultipartWrite } from '../../api/kitApi';
import { toFormData } from '../../components/upload';
import { confirmAction, showSuccess } from '../../components/dialogs';
import Modal from '../../components/Modal';
import SignaturePad from './SignaturePad';
import { Button } from 'react-bootstrap';

/** For Approval: the requestor signs on the pad, then the return goes to the approver (spec §4). */
export default function SubmitSrpfModal({ srpf, onClose, onDone, onRefused }: { srpf: SrpfView; onClose: () => void; onDone: () => void; onRefused: (text: string) => void }) {
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState('');
  const submit = useMultipartWrite(submitSrpfEp);

  async function run() {
    if (!signature) {
      setError(M.signatureRequired);
      return;
    }
    if (!(await confirmAction('Submit for approval?', 'Are you sure you want to submit this for approval?', 'Yes, submit'))) return;
    try {
      // The spec's shape (002 §7.6): multipart srpf_id and requestor_signature; the files were uploaded already.
      await submit.run({ body: toFormData({ srpf_id: srpf.srpf_id, requestor_signature: signature }) });
      await showSuccess(M.submittedDialog);
      onDone();
    } catch (err) {
      onRefused(toApiError(err).messages.join('\n'));
    }
  }
  return (
    <Modal
      title={`Submit ${srpf.srpf_no} for approval`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} disabled={submit.isLoading}>
            For Approval
          </Button>
        </>
      }
    >
      <SignaturePad label="Requestor signature" onChange={(s) => { setSignature(s); setError(''); }} />
      {error && (
        <div className="text-danger small mt-1" role="alert">
          {error}
        </div>
      )}
    </Modal>
  );
}
