import { http } from 'msw';
import type { DocumentRow, FolderRow } from '../../../contract/documents';
import { API, ok } from '../../../tests/msw/envelope';

/** The Document Management answers as the contract shapes them, for the screen tests. */
export const FOLDERS: FolderRow[] = [
  { folder_id: 3, folder_name: 'Archive', parent_id: null, document_count: 0 },
  { folder_id: 1, folder_name: 'Finance', parent_id: null, document_count: 0 },
  { folder_id: 2, folder_name: 'Tax Forms', parent_id: 1, document_count: 1 },
];

export const bir: DocumentRow = {
  document_id: 7,
  erp_uploads_id: 7,
  folder_id: 2,
  folder_name: 'Tax Forms',
  file_name: 'BIR Form 2307 Q1',
  file_source: 'Bureau of Internal Revenue',
  physical_filing: 'Cabinet 3',
  physically_received_by: 'Ana Santos',
  last_released_to: 'Accounting',
  latest_activity: 'Received and filed',
  original_name: 'form-2307.pdf',
  content_type: 'application/pdf',
  size_bytes: 2048,
  file_url: '/file-system/document/file/7',
  uploaded_by: 'Ana Santos',
  uploaded_at: '2026-03-02T01:00:00Z',
  updated_at: '2026-03-02T01:00:00Z',
};

/** The tree, the breadcrumb and the folder lists; records what was asked. */
export function serveFolders(docs: Record<number, DocumentRow[]> = { 2: [bir] }) {
  const lists: { folder: string; query: Record<string, string> }[] = [];
  const handlers = [
    http.get(API('/file-system/custom/file-explorer'), () => ok(FOLDERS)),
    http.get(API('/file-system/folder/path/:id'), ({ params }) => {
      const path: FolderRow[] = [];
      for (let f = FOLDERS.find((x) => x.folder_id === Number(params.id)); f; f = FOLDERS.find((x) => x.folder_id === f!.parent_id)) path.unshift(f);
      return ok(path);
    }),
    http.get(API('/file-system/folder/:id/documents'), ({ params, request }) => {
      lists.push({ folder: String(params.id), query: Object.fromEntries(new URL(request.url).searchParams) });
      const rows = docs[Number(params.id)] ?? [];
      return ok(rows, { total_rows: rows.length });
    }),
  ];
  return { lists, handlers };
}
