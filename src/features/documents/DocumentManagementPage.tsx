import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import {
  deleteDocumentEp,
  deleteFolderEp,
  DOCUMENT_MESSAGES,
  DOCUMENT_SCOPES,
  documentColumns,
  folderDocumentsEp,
  folderTree,
  folderTreeEp,
  type DocumentRow,
  type FolderRow,
} from '../../../contract/documents';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { downloadStoredFile } from '../../components/upload';
import FolderFormModal from './FolderFormModal';
import FolderBreadcrumb from './FolderBreadcrumb';
import FolderTree from './FolderTree';
import MoveDocumentModal from './MoveDocumentModal';
import UploadDocumentModal from './UploadDocumentModal';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import FilterBar from '../../components/filters/FilterBar';

const TITLE = 'Document Management System';
const previewOf = (row: DocumentRow) => `/preview/${row.erp_uploads_id}`;
const columns = colDefsOf<DocumentRow>(documentColumns, { file_name: { link: previewOf } });

/**
 * /docmanagement (spec 002 §2.6): the folder tree, the open folder's path and
 * its documents. A document is chosen in the grid (click, or Enter on a
 * cell; Enter on its name opens the preview), then Download, Move to Folder
 * or Delete act on it. The open folder is in the URL, so it can be shared.
 */
export default function DocumentManagementPage() {
  const canView = usePermission(DOCUMENT_SCOPES.view);
  const [{ folder }, setUrl] = useUrlState({ folder: '' });
  const folderId = /^\d{1,9}$/.test(folder) ? Number(folder) : null;
  const tree = useRead(folderTreeEp, {}, { skip: !canView });
  const roots = useMemo(() => folderTree(tree.data ?? []), [tree.data]);
  const q = useListSearch(`documents|${folderId}`);
  const [chosen, setChosen] = useState<DocumentRow | null>(null);
  const [dialog, setDialog] = useState<'folder' | 'rename' | 'upload' | 'move' | null>(null);
  const remove = useWrite(deleteDocumentEp);
  const removeFolder = useWrite(deleteFolderEp);
  const openFolder = tree.data?.find((f) => f.folder_id === folderId);

  const open = (id: number) => {
    setChosen(null);
    setUrl({ folder: String(id), search: '', page: '' } as never);
  };

  async function deleteChosen(row: DocumentRow) {
    if (!(await confirmAction('Are you sure?', `Do you want to delete ${row.file_name}?`, 'Yes, delete it!'))) return;
    try {
      await remove.run({ body: { document_id: row.document_id } });
      setChosen(null);
      toast.success(`${row.file_name} was deleted.`);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? DOCUMENT_MESSAGES.deleteError : e.messages.join('\n') || DOCUMENT_MESSAGES.deleteError);
    }
  }

  async function deleteOpenFolder(folder: FolderRow) {
    if (!(await confirmAction('Are you sure?', `Do you want to delete the folder ${folder.folder_name}?`, 'Yes, delete it!'))) return;
    try {
      await removeFolder.run({ params: { id: folder.folder_id } });
      toast.success(`Folder ${folder.folder_name} was deleted.`);
      if (folder.parent_id) open(folder.parent_id);
      else setUrl({ folder: '', search: '', page: '' } as never);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? DOCUMENT_MESSAGES.deleteError : e.messages.join('\n') || DOCUMENT_MESSAGES.deleteError);
    }
  }

  function download(row: DocumentRow) {
    downloadStoredFile(row.file_url, row.original_name).catch(() => toast.error(DOCUMENT_MESSAGES.generic));
  }

  if (!canView) return <PermissionDenied what={TITLE} />;
  return (
    <div className="p-3">
      <h1 className="h4">{TITLE}</h1>
      <div className="row g-3">
        <section className="col-md-3" aria-labelledby="doc-folders-heading">
          <div className="d-flex align-items-center mb-2">
            <h2 className="h6 mb-0" id="doc-folders-heading">
              Folders
            </h2>
            <Can scopes={DOCUMENT_SCOPES.upload}>
              <Button variant="outline-primary" size="sm" className="ms-auto" onClick={() => setDialog('folder')}>
                Add Folder
              </Button>
            </Can>
          </div>
          {openFolder && (
            <div className="d-flex gap-2 mb-2" role="group" aria-label={`Folder ${openFolder.folder_name}`}>
              <Can scopes={DOCUMENT_SCOPES.upload}>
                <Button variant="outline-secondary" size="sm" onClick={() => setDialog('rename')}>
                  Rename Folder
                </Button>
              </Can>
              <Can scopes={DOCUMENT_SCOPES.delete}>
                <Button variant="outline-danger" size="sm" onClick={() => void deleteOpenFolder(openFolder)} disabled={removeFolder.isLoading}>
                  Delete Folder
                </Button>
              </Can>
            </div>
          )}
          <div className="border rounded p-1" style={{ minHeight: 200 }}>
            {tree.isLoading ? (
              <p className="text-muted small m-2" role="status">
                Loading folders…
              </p>
            ) : tree.error ? (
              <div role="alert" className="m-2 small">
                <p className="text-danger mb-1">{DOCUMENT_MESSAGES.loadError}</p>
                <Button size="sm" onClick={() => void tree.refetch()}>
                  Retry
                </Button>
              </div>
            ) : roots.length ? (
              <FolderTree roots={roots} selectedId={folderId} onSelect={open} />
            ) : (
              <p className="text-muted small m-2" role="status">
                No folders yet.
              </p>
            )}
          </div>
        </section>
        <section className="col-md-9" aria-label="Documents">
          <FolderBreadcrumb folderId={folderId} onOpen={open} />
          <FilterBar label="Filter the documents">
            <SearchBox label="Search documents" value={q.text} onSearch={q.search} clearable maxLength={100} />
            <Can scopes={DOCUMENT_SCOPES.upload}>
              <Button variant="success" size="sm" className="ms-auto" onClick={() => setDialog('upload')} disabled={!roots.length}>
                Upload File
              </Button>
            </Can>
          </FilterBar>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2 small" aria-live="polite">
            <span className="text-muted">{chosen ? <>Selected: <strong className="text-body">{chosen.file_name}</strong></> : 'Choose a document in the list to act on it.'}</span>
            {chosen && (
              <>
                <LinkButton size="sm" to={previewOf(chosen)}>
                  View
                </LinkButton>
                <Button variant="outline-secondary" size="sm" onClick={() => download(chosen)}>
                  Download
                </Button>
                <Can scopes={DOCUMENT_SCOPES.move}>
                  <Button variant="outline-primary" size="sm" onClick={() => setDialog('move')}>
                    Move to Folder
                  </Button>
                </Can>
                <Can scopes={DOCUMENT_SCOPES.delete}>
                  <Button variant="outline-danger" size="sm" onClick={() => void deleteChosen(chosen)} disabled={remove.isLoading}>
                    Delete
                  </Button>
                </Can>
              </>
            )}
          </div>
          <ServerGrid<DocumentRow>
            screenId="document-management"
            label="Documents of the folder"
            columns={columns}
            source={{ endpoint: folderDocumentsEp, args: { params: { id: folderId ?? 0 }, query: { search: q.text || undefined } } }}
            queryKey={folderId === null ? null : q.queryKey}
            defaultSort={{ order_by: 'updated_at', direction: 'desc' }}
            height={480}
            emptyText={DOCUMENT_MESSAGES.noData}
            notSearchedText="Choose a folder to see its documents."
            onRowOpen={setChosen}
            getRowClass={(p) => (p.data && chosen?.document_id === p.data.document_id ? 'ag-row-selected' : undefined)}
          />
        </section>
      </div>
      {(dialog === 'folder' || (dialog === 'rename' && openFolder)) && (
        <FolderFormModal
          roots={roots}
          parentId={folderId}
          folder={dialog === 'rename' ? openFolder : undefined}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            setDialog(null);
            open(id);
          }}
        />
      )}
      {dialog === 'upload' && (
        <UploadDocumentModal
          roots={roots}
          folderId={folderId}
          onClose={() => setDialog(null)}
          onUploaded={(id) => {
            setDialog(null);
            if (id !== folderId) open(id);
          }}
        />
      )}
      {dialog === 'move' && chosen && (
        <MoveDocumentModal
          roots={roots}
          document={chosen}
          onClose={() => setDialog(null)}
          onMoved={() => {
            setDialog(null);
            setChosen(null);
          }}
        />
      )}
    </div>
  );
}
