import FileInput from '../../components/form/FileInput';
import { useId, useRef } from 'react';
import { toast } from 'react-toastify';
import { SRPF_ATTACHMENT_FIELD, SRPF_MESSAGES as M, attachSrpfEp, srpfAttachmentPath, type SrpfView } from '../../../contract/srpf';
import { toApiError } from '../../api/ApiError';
import { useMultipartWrite } from '../../api/kitApi';
import { confirmAction, showError, showWarning } from '../../components/dialogs';
import { StoredFileLink, toFormData } from '../../components/upload';
import { Button, Form } from 'react-bootstrap';

/**
 * Attachments of a saved return (spec §5): "Please select a file to upload."
 * without a file, "Are you sure you want to upload?" before sending; the form
 * refuses For Approval while chosen files are not uploaded (`onPending`) or
 * none is uploaded yet.
 */
export default function SrpfAttachments({ srpf, editable, onPending }: { srpf: SrpfView; editable: boolean; onPending: (n: number) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMultipartWrite(attachSrpfEp);

  async function send() {
    const files = Array.from(input.current?.files ?? []);
    if (!files.length) return void showWarning(M.warning, M.selectFile);
    if (!(await confirmAction('Upload?', M.confirmUpload, 'Yes, upload'))) return;
    try {
      await upload.run({ body: toFormData({ srpf_no: srpf.srpf_no }, { [SRPF_ATTACHMENT_FIELD]: files }) });
      toast.success('Attachment(s) uploaded.');
      if (input.current) input.current.value = '';
      onPending(0);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }
  return (
    <fieldset className="mb-3">
      <legend className="h6">Attachments</legend>
      <ul className="list-unstyled small mb-2">
        {srpf.attachments.length === 0 && <li className="text-muted">No attachments yet: upload at least one before sending it for approval.</li>}
        {srpf.attachments.map((a) => (
          <li key={a.attachment_id}>
            <StoredFileLink path={srpfAttachmentPath(a.attachment_id)} fileName={a.file_name} />
          </li>
        ))}
      </ul>
      {editable && (
        <div className="d-flex gap-2 align-items-end">
          <div>
            <Form.Label className="small mb-0" htmlFor={`${id}-files`}>
              Files (PDF or pictures)
            </Form.Label>
            <FileInput id={`${id}-files`} ref={input} multiple accept="application/pdf,image/png,image/jpeg,image/webp" size="sm" onFiles={(files) => onPending(files.length)} />
          </div>
          <Button variant="outline-primary" size="sm" onClick={() => void send()} disabled={upload.isLoading}>
            Upload Attachment
          </Button>
        </div>
      )}
    </fieldset>
  );
}
