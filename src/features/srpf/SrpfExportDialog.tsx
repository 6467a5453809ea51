import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { SRPF_EXPORT_SEARCH_DEBOUNCE_MS, SRPF_MESSAGES as M, SRPF_STATUS_NAMES, SRPF_TYPES, exportSrpfEp, srpfSearchCustomerEp, type SrpfCustomer } from '../../../contract/srpf';
import { callEndpoint } from '../../api/endpoints';
import { useRead } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import { downloadLink } from '../../components/export/runExport';
import Modal from '../../components/Modal';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import DateInput from '../../components/form/DateInput';
import { Button, Form } from 'react-bootstrap';

const STATUSES = [1, 2, 3, 4] as const;

/** Export dialog (spec §3.18, §9): dates, type, status 1-4 and one customer (searched after 1000 ms); the server writes the XLSX. */
export default function SrpfExportDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [f, setF] = useState({ date_from: '', date_to: '', srpf_type: '', status: '' });
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<SrpfCustomer | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = useDebouncedValue(search.trim(), SRPF_EXPORT_SEARCH_DEBOUNCE_MS);
  const found = useRead(srpfSearchCustomerEp, { query: { search_param: settled } }, { skip: settled.length < 2 || customer !== null });

  async function run() {
    if (!(await confirmAction('Export?', 'Are you sure you want to export?', 'Yes, export'))) return;
    setBusy(true);
    try {
      const query = {
        ...(f.date_from ? { date_from: f.date_from } : {}),
        ...(f.date_to ? { date_to: f.date_to } : {}),
        ...(f.srpf_type ? { srpf_type: f.srpf_type as 'SRPF' } : {}),
        ...(f.status ? { status: Number(f.status) as 1 } : {}),
        ...(customer ? { customer_id: customer.customer_id } : {}),
      };
      const res = await callEndpoint(exportSrpfEp, { query });
      await downloadLink(res.result);
      onClose();
    } catch {
      toast.error(M.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setF({ ...f, [k]: e.target.value });
  return (
    <Modal
      title="Export SRPF"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button variant="success" onClick={run} disabled={busy}>
            {busy ? 'Exporting…' : 'Download as XLSX'}
          </Button>
        </>
      }
    >
      <div className="row g-2">
        <div className="col-6">
          <Form.Label className="small" htmlFor={`${id}-from`}>Date From</Form.Label>
          <DateInput id={`${id}-from`} value={f.date_from} onValue={(v) => setF({ ...f, date_from: v })} />
        </div>
        <div className="col-6">
          <Form.Label className="small" htmlFor={`${id}-to`}>Date To</Form.Label>
          <DateInput id={`${id}-to`} value={f.date_to} onValue={(v) => setF({ ...f, date_to: v })} />
        </div>
        <div className="col-6">
          <Form.Label className="small" htmlFor={`${id}-type`}>Type</Form.Label>
          <Form.Select id={`${id}-type`} size="sm" value={f.srpf_type} onChange={set('srpf_type')}>
            <option value="">All</option>
            {Object.entries(SRPF_TYPES).map(([v, l]) => (
              <option key={v} value={v}>{l}</option>
            ))}
          </Form.Select>
        </div>
        <div className="col-6">
          <Form.Label className="small" htmlFor={`${id}-status`}>Status</Form.Label>
          <Form.Select id={`${id}-status`} size="sm" value={f.status} onChange={set('status')}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{SRPF_STATUS_NAMES[s]}</option>
            ))}
          </Form.Select>
        </div>
        <div className="col-12">
          <Form.Label className="small" htmlFor={`${id}-customer`}>Customer</Form.Label>
          {customer ? (
            <div className="d-flex gap-2 align-items-center">
              <span>{customer.customer_code} {customer.customer_name}</span>
              <Button variant="outline-secondary" size="sm" onClick={() => setCustomer(null)}>Change</Button>
            </div>
          ) : (
            <>
              <Form.Control id={`${id}-customer`} size="sm" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Code or name" maxLength={100} />
              {(found.data ?? []).slice(0, 8).map((c) => (
                <Button key={c.customer_id} type="button" variant="link" size="sm" className="d-block p-0" onClick={() => setCustomer(c)}>
                  {c.customer_code} {c.customer_name}
                </Button>
              ))}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
