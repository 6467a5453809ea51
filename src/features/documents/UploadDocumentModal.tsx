import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'react-toastify';
import {
  createDocumentEp,
  DOCUMENT_ATTACHMENT_FIELD,
  DOCUMENT_ATTACHMENT_LABEL,
  DOCUMENT_MESSAGES,
  documentUploadInput,
  type DocumentDetailsInput,
  type FolderNode,
} from '../../../contract/documents';
import { useMultipartWrite } from '../../api/kitApi';
import FormModal from '../../components/FormModal';
import { FilePicker, toFormData } from '../../components/upload';
import DocumentDetailsFields, { DETAIL_FIELDS } from './DocumentDetailsFields';
import FolderSelect from './FolderSelect';
import { showSaveError } from './serverErrors';
import { Form } from 'react-bootstrap';

interface Props {
  roots: FolderNode[];
  folderId: number | null;
  onClose: () => void;
  onUploaded: (folderId: number) => void;
}

type Values = DocumentDetailsInput & { folder_id: string; attachment: File | null };

// The server's schema, plus the file the browser holds (spec 002 §5: every field and the attachment are required).
const uploadForm = documentUploadInput.extend({
  // A file-like value (name and size), not `instanceof File`: a File from another realm (a test's Node File) is a file too.
  attachment: z.custom<File>((v) => typeof v === 'object' && v !== null && 'name' in v && 'size' in v, DOCUMENT_MESSAGES.attachmentRequired),
});
const FIELD_KEYS = ['folder_id', DOCUMENT_ATTACHMENT_FIELD, ...DETAIL_FIELDS.map((f) => f.key)];
const withoutExtension = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '');

/** Upload File: the folder, the six details and the file; the server checks the file's bytes and size again. */
export default function UploadDocumentModal({ roots, folderId, onClose, onUploaded }: Props) {
  const formId = useId();
  const upload = useMultipartWrite(createDocumentEp);
  const { register, handleSubmit, setError, setFocus, formState, control, getValues, setValue } = useForm<Values>({
    resolver: zodResolver(uploadForm) as never,
    defaultValues: {
      folder_id: folderId ? String(folderId) : '',
      file_name: '',
      file_source: '',
      physical_filing: '',
      physically_received_by: '',
      last_released_to: '',
      latest_activity: '',
      attachment: null,
    },
  });
  useEffect(() => setFocus(folderId ? 'file_name' : 'folder_id'), [setFocus, folderId]);

  const onSubmit = handleSubmit(async ({ attachment, ...fields }) => {
    try {
      const res = await upload.run({ body: toFormData(fields, { [DOCUMENT_ATTACHMENT_FIELD]: attachment }) });
      toast.success(`${res.result.file_name} was uploaded.`);
      onUploaded(res.result.folder_id);
    } catch (err) {
      await showSaveError(err, setError, FIELD_KEYS, DOCUMENT_MESSAGES.saveError);
    }
  });

  const { errors } = formState;
  const saving = formState.isSubmitting;
  return (
    <FormModal
      title="Upload File"
      size="lg"
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel="Upload"
      savingLabel="Uploading…"
      serverError={errors.root?.server?.message}
    >
      <div className="mb-2">
        <Form.Label className="small mb-0" htmlFor={`${formId}-folder`}>
          Folder Name
        </Form.Label>
        <FolderSelect
          id={`${formId}-folder`}
          roots={roots}
          emptyLabel="Select folder…"
          isInvalid={Boolean(errors.folder_id)}
          aria-invalid={errors.folder_id ? true : undefined}
          aria-describedby={errors.folder_id ? `${formId}-folder-error` : undefined}
          aria-required
          {...register('folder_id')}
        />
        {errors.folder_id && (
          <Form.Control.Feedback type="invalid" id={`${formId}-folder-error`} className="d-block">
            {errors.folder_id.message}
          </Form.Control.Feedback>
        )}
      </div>
      <DocumentDetailsFields idPrefix={formId} register={register as never} errors={errors} />
      <div className="row mt-2">
      <Controller
        control={control}
        name="attachment"
        render={({ field }) => (
          <FilePicker
            label={DOCUMENT_ATTACHMENT_LABEL}
            kind="office"
            file={field.value}
            onFile={(f) => {
              field.onChange(f);
              // The file's own name is the likeliest title: offered when none is typed yet.
              if (f && !getValues('file_name').trim()) setValue('file_name', withoutExtension(f.name));
            }}
          />
        )}
      />
      </div>
      {errors.attachment && (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert">
          {errors.attachment.message}
        </Form.Control.Feedback>
      )}
    </FormModal>
  );
}
