import type { CustomerDocument } from '../../../../../../contract/customerDocuments';
import { StoredFileLink } from '../../../../../components/upload';
import { formatDateTime } from '../../../../../lib/dates';
import { Button, Table } from 'react-bootstrap';

interface Props {
  others: CustomerDocument[];
  writable: boolean;
  onAdd: () => void;
  onRemove: (doc: CustomerDocument) => void;
  /** The document being removed (its button waits). */
  removing: number | null;
}

/** Any number of further documents, each with its description (spec 002 §2.4 "Add Attachment"). */
export default function OtherDocuments({ others, writable, onAdd, onRemove, removing }: Props) {
  return (
    <section aria-labelledby="other-documents-heading" className="mt-3">
      <div className="d-flex align-items-center mb-2">
        <h3 id="other-documents-heading" className="h6 mb-0">
          Other Documents
        </h3>
        {writable && (
          <Button variant="outline-primary" size="sm" className="ms-auto" onClick={onAdd}>
            Add Attachment
          </Button>
        )}
      </div>
      {others.length === 0 ? (
        <p className="text-muted small">No other documents.</p>
      ) : (
        <Table size="sm" className="align-middle">
          <caption className="visually-hidden">Other documents</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">File</th>
              <th scope="col">Uploaded</th>
              {writable && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {others.map((d) => (
              <tr key={d.customer_doc_id}>
                <th scope="row" className="fw-normal text-break">
                  {d.description}
                </th>
                <td>
                  <StoredFileLink path={d.path} fileName={d.file_name} />
                </td>
                <td className="small">
                  {formatDateTime(d.uploaded_at)}
                  {d.uploaded_by && <span className="text-muted"> by {d.uploaded_by}</span>}
                </td>
                {writable && (
                  <td className="text-end">
                    <Button variant="outline-danger" size="sm" onClick={() => onRemove(d)} disabled={removing === d.customer_doc_id} aria-label={`Remove ${d.description ?? d.file_name}`}>
                      {removing === d.customer_doc_id ? 'Removing…' : 'Remove'}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
