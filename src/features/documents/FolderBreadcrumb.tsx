import { folderPathEp } from '../../../contract/documents';
import { useRead } from '../../api/kitApi';
import { Button } from 'react-bootstrap';

/** The path of the open folder, top first; each folder above it opens that folder. */
export default function FolderBreadcrumb({ folderId, onOpen }: { folderId: number | null; onOpen: (folderId: number) => void }) {
  const path = useRead(folderPathEp, { params: { id: folderId ?? 0 } }, { skip: folderId === null });
  const folders = path.currentData ?? [];
  return (
    <nav aria-label="Folder path">
      <ol className="breadcrumb mb-2 small">
        <li className="breadcrumb-item">Documents</li>
        {folderId === null ? null : path.isFetching && !folders.length ? (
          <li className="breadcrumb-item text-muted">Loading…</li>
        ) : path.error ? (
          <li className="breadcrumb-item text-danger">The folder path could not be loaded.</li>
        ) : (
          folders.map((f, i) =>
            i === folders.length - 1 ? (
              <li key={f.folder_id} className="breadcrumb-item active" aria-current="page">
                {f.folder_name}
              </li>
            ) : (
              <li key={f.folder_id} className="breadcrumb-item">
                <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(f.folder_id)}>
                  {f.folder_name}
                </Button>
              </li>
            ),
          )
        )}
      </ol>
    </nav>
  );
}
