import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DOCUMENT_MESSAGES, moveDocumentEp, type DocumentRow, type FolderNode } from '../../../contract/documents';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import FolderSelect from './FolderSelect';
import { Form } from 'react-bootstrap';

interface Props {
  roots: FolderNode[];
  document: Pick<DocumentRow, 'document_id' | 'file_name' | 'folder_id'>;
  onClose: () => void;
  onMoved: (folderId: number) => void;
}

/** Move to Folder: the folder picker; the folder it is in now cannot be chosen again. */
export default function MoveDocumentModal({ roots, document, onClose, onMoved }: Props) {
  const formId = useId();
  const move = useWrite(moveDocumentEp);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!target) return setProblem('Please choose a folder.');
    if (Number(target) === document.folder_id) return setProblem(DOCUMENT_MESSAGES.sameFolder);
    try {
      const res = await move.run({ body: { document_id: document.document_id, folder_id: Number(target) } });
      toast.success(`${document.file_name} was moved to ${res.result.folder_name}.`);
      onMoved(res.result.folder_id);
    } catch (err) {
      const ae = toApiError(err);
      if (ae.code === '00001') setProblem(ae.messages.join('\n'));
      else await showError('Oops...', ae.isNetwork || ae.status >= 500 ? DOCUMENT_MESSAGES.updateError : ae.messages.join('\n') || DOCUMENT_MESSAGES.updateError);
    }
  }

  const saving = move.isLoading;
  return (
    <FormModal
      title="Move to Folder"
      subtitle={document.file_name}
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel="Move"
      savingLabel="Moving…"
    >
      <Form.Label htmlFor={`${formId}-folder`}>
        Move to
      </Form.Label>
      <FolderSelect
        ref={select}
        id={`${formId}-folder`}
        roots={roots}
        emptyLabel="Select folder…"
        value={target}
        isInvalid={Boolean(problem)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${formId}-error` : undefined}
        onChange={(e) => {
          setTarget(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <Form.Control.Feedback type="invalid" id={`${formId}-error`} className="d-block" style={{ whiteSpace: 'pre-line' }}>
          {problem}
        </Form.Control.Feedback>
      )}
    </FormModal>
  );
}
