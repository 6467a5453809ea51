import FileInput from '../../components/form/FileInput';
import { useMemo } from 'react';
import type { Endpoint, EndpointDef } from '../../../contract/kit';
import { importColumns, rowErrorsOf, type ImportRow, type ImportStatus } from '../../../contract/inventoryAdjustments';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import ScrollRegion from '../../components/ScrollRegion';
import { Form, Table } from 'react-bootstrap';

/** The file as base64, as the import calls take it (the JSON body carries it; no multipart route is needed). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A refused file's problems, one row each, by the line Excel shows (0: the file as a whole). */
export function ImportErrors({ messages }: { messages: string[] }) {
  const rows = rowErrorsOf(messages);
  return (
    <div className="mb-3">
      <p className="text-danger fw-semibold mb-1" role="alert">
        Nothing was imported: {rows.length === 1 ? '1 problem' : `${rows.length} problems`} to fix in the file.
      </p>
      <ScrollRegion label="Rows to fix" style={{ maxHeight: 360 }}>
        <Table size="sm" striped className="small mb-0">
          <thead>
            <tr>
              <th scope="col" style={{ width: 90 }}>
                Row
              </th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, n) => (
              <tr key={n}>
                <td>{r.line === 0 ? 'File' : r.line}</td>
                <td>{r.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
    </div>
  );
}

/** Past imports of one kind (optionally of one status), newest first. */
export function ImportsGrid({ endpoint, status, label, emptyText }: { endpoint: Endpoint<unknown, EndpointDef>; status?: ImportStatus; label: string; emptyText: string }) {
  const columns = useMemo(() => colDefsOf<ImportRow>(importColumns), []);
  return (
    <ServerGrid<ImportRow>
      screenId={`${endpoint.path}-${status ?? 'all'}`}
      label={label}
      columns={columns}
      source={{ endpoint, args: { query: status ? { status } : {} } }}
      queryKey={status ?? 'all'}
      defaultSort={{ order_by: 'created_at', direction: 'desc' }}
      emptyText={emptyText}
      height={420}
    />
  );
}

/** The Excel file of an import (.xlsx only), with its problem under it. */
export function XlsxFileField({ id, col, error, onFile }: { id: string; col: string; error: string | undefined; onFile: (file: File | null) => void }) {
  return (
    <div className={col}>
      <Form.Label htmlFor={`${id}-file`}>
        Excel file (.xlsx)
      </Form.Label>
      <FileInput
        id={`${id}-file`}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        invalid={Boolean(error)}
        onFiles={(files) => onFile(files[0] ?? null)}
      />
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </div>
  );
}
