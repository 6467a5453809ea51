import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ADJUSTMENT_ACCOUNTS,
  ADJUSTMENT_IMPORT_HEADERS,
  ADJUSTMENT_TYPES,
  adjustmentImportEp,
  adjustmentImportInput,
  adjustmentImportListEp,
  adjustmentImportTemplateEp,
  IA_MESSAGES,
  type AdjustmentDetail,
  type AdjustmentType,
} from '../../../contract/inventoryAdjustments';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { confirmAction } from '../../components/dialogs';
import { todayManila } from '../../lib/dates';
import { fileToBase64, ImportErrors, ImportsGrid, XlsxFileField } from './ImportParts';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';

/**
 * Import Inventory Adjustments: an XLSX of lines (Product Code, Batch No.,
 * Pallet Code, Quantity, Remarks) for one adjustment of a type and reason.
 * Every row is checked by the server; a refused file lists its bad rows in a
 * table and nothing is applied; a good one becomes one adjustment for
 * approval.
 */
export default function AdjustmentImportPage() {
  const id = useId();
  const [date, setDate] = useState(todayManila());
  const [type, setType] = useState<AdjustmentType>('count');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [done, setDone] = useState<AdjustmentDetail | null>(null);
  const upload = useWrite(adjustmentImportEp);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setDone(null);
    setRowErrors([]);
    const found: Record<string, string> = {};
    if (!file) found.file = IA_MESSAGES.fileRequired;
    else if (!/\.xlsx$/i.test(file.name)) found.file = IA_MESSAGES.notXlsx;
    const shape = adjustmentImportInput.omit({ content_base64: true, file_name: true }).safeParse({ adjustment_date: date, adjustment_type: type, reason });
    if (!shape.success) for (const i of shape.error.issues) found[String(i.path[0])] ??= i.message;
    setFieldErrors(found);
    if (Object.keys(found).length || !file) return;
    if (!(await confirmAction('Import this file?', IA_MESSAGES.confirmImport, 'Yes, import'))) return;
    try {
      const content = await fileToBase64(file);
      const res = await upload.run({ body: { file_name: file.name, content_base64: content, adjustment_date: date, adjustment_type: type, reason } });
      setDone(res.result);
      setFile(null);
    } catch (err) {
      const x = toApiError(err);
      setRowErrors(x.isNetwork || x.status >= 500 ? ['Error occured. Please try again later.'] : x.messages);
    }
  }

  const invalid = (key: string) => Boolean(fieldErrors[key]);
  const feedback = (key: string) => fieldErrors[key] && <Form.Control.Feedback type="invalid">{fieldErrors[key]}</Form.Control.Feedback>;
  return (
    <div className="p-3">
      <h1 className="h4">Import Inventory Adjustments</h1>
      <p className="small text-body-secondary">
        The file&rsquo;s first sheet needs the columns {Object.values(ADJUSTMENT_IMPORT_HEADERS).join(', ')}. A negative quantity takes stock off the pallet, a positive one adds it.
      </p>
      <form className="row g-2 align-items-start mb-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="col-md-2">
          <Form.Label htmlFor={`${id}-date`}>
            Date
          </Form.Label>
          <DateInput id={`${id}-date`} size="md" invalid={invalid('adjustment_date')} maxDate={todayManila()} value={date} onValue={(v) => setDate(v)} />
          {feedback('adjustment_date')}
        </div>
        <div className="col-md-2">
          <Form.Label htmlFor={`${id}-type`}>
            Type
          </Form.Label>
          <Form.Select id={`${id}-type`}  value={type} onChange={(e) => setType(e.target.value as AdjustmentType)}>
            {Object.entries(ADJUSTMENT_TYPES).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </Form.Select>
          {ADJUSTMENT_ACCOUNTS[type].gain === null && <Form.Text as="div">Stock out only.</Form.Text>}
        </div>
        <div className="col-md-4">
          <Form.Label htmlFor={`${id}-reason`}>
            Reason
          </Form.Label>
          <Form.Control id={`${id}-reason`} isInvalid={invalid('reason')} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          {feedback('reason')}
        </div>
        <XlsxFileField id={id} col="col-md-4" error={fieldErrors.file} onFile={setFile} />
        <div className="col-12 d-flex gap-2">
          <Button type="submit"  disabled={upload.isLoading}>
            {upload.isLoading ? 'Importing…' : 'Import'}
          </Button>
          <ExportButton scope="create_inventory_adjustment" path={adjustmentImportTemplateEp.path} body={() => ({})} label="Download Template" />
        </div>
      </form>
      {done && (
        <Alert variant="success" transition={false} role="status">
          Imported {done.line_count} lines as {done.adjustment_no}, now waiting for approval. <Link to="/inventory/adjustment/approval">See the adjustments for approval</Link>.
        </Alert>
      )}
      {rowErrors.length > 0 && <ImportErrors messages={rowErrors} />}
      <h2 className="h6 mt-4">Imported Files</h2>
      <ImportsGrid endpoint={adjustmentImportListEp} label="Imported adjustment files" emptyText="No file has been imported yet." />
    </div>
  );
}
