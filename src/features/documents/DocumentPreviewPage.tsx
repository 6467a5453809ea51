import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DOCUMENT_MESSAGES, DOCUMENT_SCOPES, documentDetailsInput, showDocumentEp, updateDocumentEp, type DocumentDetailsInput, type DocumentRow } from '../../../contract/documents';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { downloadStoredFile } from '../../components/upload';
import { formatDateTime } from '../../lib/dates';
import DocumentDetailsFields, { DETAIL_FIELDS } from './DocumentDetailsFields';
import DocumentFileView from './DocumentFileView';
import { showSaveError } from './serverErrors';
import { Alert, Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

const detailsOf = (d: DocumentRow): DocumentDetailsInput => Object.fromEntries(DETAIL_FIELDS.map((f) => [f.key, d[f.key]])) as DocumentDetailsInput;

/** /preview/:erp_uploads_id (spec 002 §2.6 view/edit): the file shown in the page, its details beside it, editable with upload_document. */
export default function DocumentPreviewPage() {
  const canView = usePermission(DOCUMENT_SCOPES.view);
  const { erp_uploads_id: param = '' } = useParams();
  const id = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const doc = useRead(showDocumentEp, { params: { erp_uploads_id: id ?? 0 } }, { skip: id === null || !canView });

  if (!canView) return <PermissionDenied what="Document Preview" />;
  const document = doc.currentData;
  return (
    <div className="p-3">
      <h1 className="h4">Document Preview{document ? `: ${document.file_name}` : ''}</h1>
      {id === null || doc.error?.status === 404 ? (
        <Alert variant="warning" transition={false} role="alert">
          {DOCUMENT_MESSAGES.documentNotFound} <Link to="/docmanagement">Back to Document Management</Link>
        </Alert>
      ) : doc.error ? (
        <Alert variant="danger" transition={false} role="alert">
          {DOCUMENT_MESSAGES.loadError}.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void doc.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !document ? (
        <p className="text-muted" role="status">
          Loading document…
        </p>
      ) : (
        <Preview key={document.document_id} document={document} />
      )}
    </div>
  );
}

function Preview({ document }: { document: DocumentRow }) {
  const formId = useId();
  const canEdit = usePermission(DOCUMENT_SCOPES.upload);
  const update = useWrite(updateDocumentEp);
  const { register, handleSubmit, setError, formState, reset } = useForm<DocumentDetailsInput>({ resolver: zodResolver(documentDetailsInput) as never, defaultValues: detailsOf(document) });
  // A save answers the record again: the form starts from what is stored now.
  useEffect(() => reset(detailsOf(document)), [document, reset]);
  const download = () => void downloadStoredFile(document.file_url, document.original_name).catch(() => toast.error(DOCUMENT_MESSAGES.generic));

  const onSubmit = handleSubmit(async (values) => {
    if (!(await confirmAction('Are you sure?', 'Are you sure you want to update this document?', 'Yes'))) return;
    try {
      await update.run({ params: { erp_uploads_id: document.erp_uploads_id }, body: values });
      toast.success('The document was updated.');
    } catch (err) {
      await showSaveError(err, setError, DETAIL_FIELDS.map((f) => f.key), DOCUMENT_MESSAGES.updateError);
    }
  });

  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <DocumentFileView document={document} onDownload={download} />
      </div>
      <div className="col-lg-4">
        <div className="d-flex gap-2 mb-2">
          <LinkButton size="sm" to={`/docmanagement?folder=${document.folder_id}`}>
            Back to {document.folder_name}
          </LinkButton>
          <Button variant="outline-primary" size="sm" onClick={download}>
            Download
          </Button>
        </div>
        <dl className="small mb-2">
          <dt>File</dt>
          <dd className="text-break">
            {document.original_name} ({Math.max(1, Math.round(document.size_bytes / 1024))} KB)
          </dd>
          <dt>Uploaded</dt>
          <dd>
            {formatDateTime(document.uploaded_at)}
            {document.uploaded_by ? ` by ${document.uploaded_by}` : ''}
          </dd>
          <dt>Last Updated</dt>
          <dd>{formatDateTime(document.updated_at)}</dd>
        </dl>
        <form id={formId} noValidate onSubmit={onSubmit} aria-label="Document details">
          {formState.errors.root?.server?.message && (
            <Alert variant="danger" transition={false} className="py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {formState.errors.root.server.message}
            </Alert>
          )}
          <DocumentDetailsFields idPrefix={formId} register={register} errors={formState.errors} readOnly={!canEdit} />
          {canEdit && (
            <Button type="submit" size="sm" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          )}
        </form>
      </div>
    </div>
  );
}
