import { useState } from 'react';
import { toast } from 'react-toastify';
import { DOCUMENT_MESSAGES, removeOtherDocumentEp, showCustomerDocumentsEp, type AnyDocType, type CustomerDocument } from '../../../../../contract/customerDocuments';
import { toApiError } from '../../../../api/ApiError';
import { useRead, useWrite } from '../../../../api/kitApi';
import { confirmAction, showError } from '../../../../components/dialogs';
import LoadState from '../../../../components/LoadState';
import { usePermission } from '../../../../components/permissions';
import type { CustomerTabProps } from '../tabProps';
import DocumentsTable from './documents/DocumentsTable';
import KycSummary from './documents/KycSummary';
import OtherDocuments from './documents/OtherDocuments';
import UploadDocumentModal from './documents/UploadDocumentModal';

const GENERIC = 'Error occured. Please try again later.';

/**
 * Documents (spec 002 §2.4, §3.7, §5): the completeness check the server
 * answers (KYC state, what is missing, expired or expiring), the nine
 * documents with links to their files, and the other documents. Read-only
 * until the view's Edit; then, for those who may update customers, each
 * document can be uploaded or replaced, and other documents added and
 * removed (after a confirmation). Uploads are saved at once, not with the
 * view's Save: a file is not a form value.
 */
export default function DocumentsTab({ customer, editing }: CustomerTabProps) {
  const canUpdate = usePermission('update_customer');
  const writable = editing && canUpdate;
  const q = useRead(showCustomerDocumentsEp, { params: { customer_code: customer.customer_code } });
  const [target, setTarget] = useState<{ docType: AnyDocType; current: CustomerDocument | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useWrite(removeOtherDocumentEp);

  async function removeOther(doc: CustomerDocument) {
    if (!(await confirmAction('Are you sure?', DOCUMENT_MESSAGES.confirmRemove, 'Yes, delete it!'))) return;
    setRemoving(doc.customer_doc_id);
    try {
      await remove.run({ params: { customer_code: customer.customer_code, customer_doc_id: doc.customer_doc_id } });
      toast.success(DOCUMENT_MESSAGES.removed);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
    } finally {
      setRemoving(null);
    }
  }

  const docs = q.currentData;
  return (
    <div>
      <LoadState what="documents" isLoading={!docs && (q.isFetching || !q.error)} error={docs || q.isFetching ? undefined : q.error} empty={false} emptyText="" onRetry={() => void q.refetch()}>
        {() =>
          docs && (
            <>
              <KycSummary docs={docs} />
              {canUpdate && !editing && <p className="text-muted small">Press Edit to upload or replace documents.</p>}
              <DocumentsTable docs={docs} writable={writable} onUpload={(slot) => setTarget({ docType: slot.doc_type, current: slot.document })} />
              <OtherDocuments others={docs.customer_documents_others} writable={writable} removing={removing} onAdd={() => setTarget({ docType: 'others', current: null })} onRemove={(d) => void removeOther(d)} />
            </>
          )
        }
      </LoadState>
      {target && writable && <UploadDocumentModal customerCode={customer.customer_code} docType={target.docType} current={target.current} onClose={() => setTarget(null)} />}
    </div>
  );
}
