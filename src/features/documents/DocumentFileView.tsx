import type { DocumentRow } from '../../../contract/documents';
import { SHOWN_IN_PAGE } from '../../../contract/uploads';
import { useStoredUrl } from '../../components/upload';
import { Button, Spinner } from 'react-bootstrap';

/**
 * The file itself, in the page: a PDF in a frame, an image as an image, both
 * from an object URL of the bytes fetched with the bearer token (their type
 * is the one sniffed on upload). Anything else is offered for download only;
 * nothing the server sends is ever put in the page as HTML.
 */
export default function DocumentFileView({ document, onDownload }: { document: DocumentRow; onDownload: () => void }) {
  const shown = SHOWN_IN_PAGE.includes(document.content_type);
  const { url, failed } = useStoredUrl(shown ? document.file_url : null);
  if (!shown) {
    return (
      <div className="border rounded p-4 text-center" role="status">
        <p className="mb-2">This file cannot be shown here.</p>
        <Button size="sm" onClick={onDownload}>
          Download {document.original_name}
        </Button>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="border rounded p-4 text-center text-danger" role="alert">
        The file could not be loaded.
      </div>
    );
  }
  if (!url) {
    return (
      <div className="border rounded p-4 text-center text-muted" role="status">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading file…
      </div>
    );
  }
  return document.content_type === 'application/pdf' ? (
    <iframe src={url} title={`${document.file_name} (PDF)`} className="w-100 border rounded" style={{ height: '75vh' }} />
  ) : (
    <img src={url} alt={document.file_name} className="img-fluid border rounded" />
  );
}
