import { useId, useState } from 'react';
import { IA_MESSAGES, OPENING_IMPORT_HEADERS, openingImportEp, openingImportListEp, openingImportTemplateEp, type OpeningImportResult } from '../../../contract/inventoryAdjustments';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { confirmAction } from '../../components/dialogs';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { fileToBase64, ImportErrors, ImportsGrid, XlsxFileField } from './ImportParts';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';

/**
 * Inventory Import: the opening stock from an XLSX (Product Code, Batch No.,
 * Expiry Date, Pallet Code, Quantity, Unit Cost) as of a date. Every row is
 * checked; a refused file lists its bad rows and nothing is posted; a good
 * one is posted at once: the stock onto the pallets and its value into
 * Merchandise Inventory against the opening balance.
 */
export default function InventoryImportPage() {
  const id = useId();
  const [asOf, setAsOf] = useState(todayManila());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [done, setDone] = useState<OpeningImportResult | null>(null);
  const upload = useWrite(openingImportEp);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setDone(null);
    setRowErrors([]);
    const problem = !file ? IA_MESSAGES.fileRequired : !/\.xlsx$/i.test(file.name) ? IA_MESSAGES.notXlsx : '';
    setFileError(problem);
    if (problem || !file) return;
    if (!(await confirmAction('Import the opening stock?', 'Are you sure you want to import this file? The stock and its value are posted at once.', 'Yes, import'))) return;
    try {
      const res = await upload.run({ body: { file_name: file.name, content_base64: await fileToBase64(file), as_of_date: asOf } });
      setDone(res.result);
      setFile(null);
    } catch (err) {
      const x = toApiError(err);
      setRowErrors(x.isNetwork || x.status >= 500 ? ['Error occured. Please try again later.'] : x.messages);
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4">Inventory Import</h1>
      <p className="small text-body-secondary">
        The opening stock: the file&rsquo;s first sheet needs the columns {Object.values(OPENING_IMPORT_HEADERS).join(', ')}. A batch new to its product is created with the expiry date given.
      </p>
      <form className="row g-2 align-items-start mb-3" onSubmit={(e) => void submit(e)} noValidate>
        <div className="col-md-2">
          <Form.Label htmlFor={`${id}-date`}>
            As of
          </Form.Label>
          <DateInput id={`${id}-date`} value={asOf} onValue={(v) => setAsOf(v)} />
        </div>
        <XlsxFileField id={id} col="col-md-5" error={fileError || undefined} onFile={setFile} />
        <div className="col-12 d-flex gap-2">
          <Button type="submit"  disabled={upload.isLoading}>
            {upload.isLoading ? 'Importing…' : 'Import'}
          </Button>
          <ExportButton scope="import_inventory" path={openingImportTemplateEp.path} body={() => ({})} label="Download Template" />
        </div>
      </form>
      {done && (
        <Alert variant="success" transition={false} role="status">
          Posted {done.reference}: {done.rows} rows, {done.total_quantity} units, {formatMoney(done.total_amount)}
          {done.journal_entry ? ` (journal entry ${done.journal_entry})` : ''}.
        </Alert>
      )}
      {rowErrors.length > 0 && <ImportErrors messages={rowErrors} />}
      <h2 className="h6 mt-4">Imported Files</h2>
      <ImportsGrid endpoint={openingImportListEp} label="Imported opening-stock files" emptyText="No opening stock has been imported yet." />
    </div>
  );
}
