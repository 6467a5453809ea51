import FileInput from '../../components/form/FileInput';
import { useId, useRef, useState } from 'react';
import { CPC_MESSAGES as M, IMPORT_FILE_FIELD, IMPORT_REQUIRED_HEADERS, importCustomerProductCodesEp } from '../../../contract/customerProductCodes';
import { OFFICE_TYPES, uploadProblem } from '../../../contract/uploads';
import { toApiError } from '../../api/ApiError';
import { useMultipartWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import Modal, { ModalBody } from '../../components/Modal';
import { PLEASE_WAIT, withProgress } from '../../components/progressToast';
import { toFormData } from '../../components/upload';
import { Button, Form } from 'react-bootstrap';

const XLSX = OFFICE_TYPES.xlsx.type;
/** What the browser can refuse before sending: not an .xlsx, too large, empty (the server checks the bytes again). */
const problemOf = (file: File) => (file.type !== XLSX && !/\.xlsx$/i.test(file.name) ? M.notXlsx : uploadProblem({ type: XLSX, size: file.size }, 'The file', 'office'));

/**
 * Import Customer Product (spec 001 §2, §5, §8): one .xlsx; Import stays
 * disabled until a file is chosen and asks first. The server applies every
 * row or none: a refusal shows "Import Failed" with each bad row's line, and
 * the dialog stays open for the corrected file.
 */
export default function ImportModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMultipartWrite(importCustomerProductCodesEp);
  const running = upload.isLoading;

  async function runImport() {
    if (!file || !(await confirmAction('Are you sure?', M.confirmImport, 'Yes'))) return;
    try {
      const res = await withProgress(PLEASE_WAIT, () => upload.run({ body: toFormData({}, { [IMPORT_FILE_FIELD]: file }) }));
      onClose();
      const { created, updated, unchanged } = res.result;
      await showSuccess(M.importDone, `${created} added, ${updated} changed, ${unchanged} already up to date.`);
    } catch (err) {
      const e = toApiError(err);
      await showError(M.importFailed, e.isNetwork || e.status >= 500 ? M.tryAgain : e.messages.join('\n'));
    }
  }

  return (
    <Modal
      title="Import Customer Product"
      onClose={running ? undefined : onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button onClick={runImport} disabled={!file || running}>
            {running ? 'Importing…' : 'Import'}
          </Button>
        </>
      }
    >
      <ModalBody>
        <Form.Label htmlFor={id}>
          Excel file (.xlsx)
        </Form.Label>
        <FileInput
          ref={input}
          id={id}
          invalid={Boolean(problem)}
          accept={`.xlsx,${XLSX}`}
          aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
          onFiles={(files) => {
            const chosen = files[0] ?? null;
            const refused = chosen && problemOf(chosen);
            setProblem(refused || null);
            if (refused && input.current) input.current.value = '';
            setFile(refused ? null : chosen);
          }}
        />
        {problem && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block" role="alert">
            {problem}
          </Form.Control.Feedback>
        )}
        <Form.Text as="div" id={`${id}-help`}>
          The first sheet needs the columns {IMPORT_REQUIRED_HEADERS.join(', ')} (Template Product Name is optional). An exported file has them. Every row is
          imported, or none when a row has a problem.
        </Form.Text>
      </ModalBody>
    </Modal>
  );
}
