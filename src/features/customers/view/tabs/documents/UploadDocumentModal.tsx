import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  DOC_TYPE_LABELS,
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MESSAGES,
  documentUploadInput,
  hasExpiry,
  OTHER_DOC_TYPE,
  saveDocumentExpiryEp,
  uploadCustomerDocumentEp,
  type AnyDocType,
  type CustomerDocument,
} from '../../../../../../contract/customerDocuments';
import type { FormValue } from '../../../../../../contract/uploads';
import { toApiError } from '../../../../../api/ApiError';
import { useMultipartWrite, useWrite } from '../../../../../api/kitApi';
import FormModal from '../../../../../components/FormModal';
import { DateFormField, TextField } from '../../../../../components/form/Fields';
import { useZodForm } from '../../../../../components/form/useZodForm';
import { FilePicker, toFormData } from '../../../../../components/upload';
import { Form } from 'react-bootstrap';

const GENERIC = 'Error occured. Please try again later.';

interface Props {
  customerCode: string;
  docType: AnyDocType;
  /** The document on file now (a fixed type's), shown and replaced. */
  current: CustomerDocument | null;
  onClose: () => void;
}

/**
 * Upload or replace one document (PDF or picture; the server checks the
 * bytes), with the expiry date of a licence or permit, or the description of
 * another document. A licence already on file may keep its file and only
 * have its expiry date corrected.
 */
export default function UploadDocumentModal({ customerCode, docType, current, onClose }: Props) {
  const label = DOC_TYPE_LABELS[docType];
  const expiring = hasExpiry(docType);
  const other = docType === OTHER_DOC_TYPE;
  const form = useZodForm(documentUploadInput, { doc_type: docType, expiry_date: current?.expiry_date ?? '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [serverError, setServerError] = useState('');
  const upload = useMultipartWrite(uploadCustomerDocumentEp);
  const expiry = useWrite(saveDocumentExpiryEp);
  const saving = upload.isLoading || expiry.isLoading;
  const params = { customer_code: customerCode };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError('');
    const checked = form.check();
    const expiryOnly = !file && expiring && current !== null;
    if (!file && !expiryOnly) {
      form.setErrors((errs) => ({ ...errs, [DOCUMENT_FILE_FIELD]: DOCUMENT_MESSAGES.fileRequired }));
      return;
    }
    if (!checked.ok) return;
    try {
      if (file) await upload.run({ params, body: toFormData(form.values as Record<string, FormValue>, { [DOCUMENT_FILE_FIELD]: file }) });
      else if (hasExpiry(docType)) await expiry.run({ params, body: { doc_type: docType, expiry_date: String(form.values.expiry_date) } });
      toast.success(file ? DOCUMENT_MESSAGES.uploaded : DOCUMENT_MESSAGES.expirySaved);
      onClose();
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.isNetwork || apiError.status >= 500) setServerError(GENERIC);
      else setServerError(form.applyServer(apiError).join('\n'));
    }
  }

  const title = other ? 'Add Attachment' : `${current ? 'Replace' : 'Upload'} ${label}`;
  return (
    <FormModal title={title} size="lg" formId="upload-customer-document" onSubmit={submit} onClose={onClose} saving={saving} submitLabel={file || !expiring || !current ? 'Upload' : 'Save'} savingLabel="Uploading…" serverError={serverError}>
      <div className="row g-3" ref={(el) => void (form.rootRef.current = el)}>
        <FilePicker
          label={other ? 'File' : `${label} File`}
          kind="document"
          file={file}
          current={current}
          onFile={(f) => {
            setFile(f);
            form.setErrors(({ [DOCUMENT_FILE_FIELD]: _gone, ...rest }) => rest);
          }}
        />
        {expiring && <DateFormField form={form} name="expiry_date" label="Expiry Date" required help={current ? 'Without a new file, only the expiry date is saved.' : undefined} />}
        {other && <TextField form={form} name="description" label="Description" required maxLength={200} />}
        {form.errors[DOCUMENT_FILE_FIELD] && (
          <div className="col-12">
            <Form.Control.Feedback type="invalid" data-field={DOCUMENT_FILE_FIELD} tabIndex={-1} className="d-block" role="alert">
              {form.errors[DOCUMENT_FILE_FIELD]}
            </Form.Control.Feedback>
          </div>
        )}
      </div>
    </FormModal>
  );
}
