import { DOC_TYPE_LABELS, type CustomerDocuments, type DocumentSlot } from '../../../../../../contract/customerDocuments';
import { StoredFileLink } from '../../../../../components/upload';
import { STANDING, standingText } from './standing';
import { Button, Table } from 'react-bootstrap';
import ToneBadge from '../../../../../components/ToneBadge';

interface Props {
  docs: CustomerDocuments;
  /** Upload and Replace are offered (the view is in Edit and the user may update customers). */
  writable: boolean;
  onUpload: (slot: DocumentSlot) => void;
}

/** The nine documents of §3.7: each with its current file (a link that opens it), expiry and standing, and Upload/Replace in Edit. */
export default function DocumentsTable({ docs, writable, onUpload }: Props) {
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle">
        <caption className="visually-hidden">Customer documents</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Requirement</th>
            <th scope="col">File</th>
            <th scope="col">Expiry Date</th>
            <th scope="col">Status</th>
            {writable && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {docs.customer_documents.map((slot) => {
            const label = DOC_TYPE_LABELS[slot.doc_type];
            const verb = slot.document ? 'Replace' : 'Upload';
            return (
              <tr key={slot.doc_type}>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                <td>{slot.required ? <strong>Required</strong> : <span className="text-muted">Optional</span>}</td>
                <td>{slot.document ? <StoredFileLink path={slot.document.path} fileName={slot.document.file_name} /> : <span className="text-muted small">No file.</span>}</td>
                <td>{slot.has_expiry ? (slot.document?.expiry_date ?? '') : <span className="text-muted small">Not applicable</span>}</td>
                <td>
                  <ToneBadge tone={STANDING[slot.standing].tone}>{standingText(slot, docs.as_of)}</ToneBadge>
                </td>
                {writable && (
                  <td className="text-end">
                    <Button variant="outline-primary" size="sm" onClick={() => onUpload(slot)} aria-label={`${verb} ${label}`}>
                      {verb}
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
