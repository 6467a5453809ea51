import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { CPC_MESSAGES as M, exportCustomerColumns, exportCustomersEp, type CustomerOption } from '../../../contract/customerProductCodes';
import { DEFAULT_PAGE_SIZE } from '../../../contract/codes';
import { usePage } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import Pager from '../../components/grid/Pager';
import Modal, { ModalBody } from '../../components/Modal';
import { Button, Form, Table } from 'react-bootstrap';
import { EXPORT_PROGRESS } from '../../components/export/runExport';
import { exportCustomerCodes } from './api';

/** Spec 001 §9: the export customer search waits 1000 ms after the last keystroke. */
export const EXPORT_SEARCH_DEBOUNCE_MS = 1000;

/**
 * Export Customer Product (spec 001 §2): a server-paged customer list (code,
 * id, name) with search; one customer is chosen (radio buttons: choosing
 * another replaces it), then Export writes that customer's codes as XLSX.
 */
export default function ExportModal({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 0, page_size: DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPaging((p) => ({ ...p, page: 0 }));
    }, EXPORT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // offset is the spec's paging of this search (001 §7); page is ours (the server takes either).
  const list = usePage(exportCustomersEp, { query: { ...paging, offset: paging.page * paging.page_size, order_by: 'customer_name', direction: 'asc', search: search || undefined } });
  useEffect(() => {
    if (list.error) toast.error(M.exportFailed, { toastId: 'cpc-export-customers' });
  }, [list.error]);
  const rows = list.currentData?.rows ?? [];

  async function runExport() {
    if (!chosen) return;
    setRunning(true);
    const progress = toast.info(EXPORT_PROGRESS, { autoClose: false, closeOnClick: false });
    try {
      await exportCustomerCodes(chosen.customer_id);
      onClose();
    } catch {
      await showError('Error', M.exportFailed);
    } finally {
      toast.dismiss(progress);
      setRunning(false);
    }
  }

  return (
    <Modal
      title="Export Customer Product"
      size="lg"
      onClose={running ? undefined : onClose}
      footer={
        <>
          <span className="me-auto small" aria-live="polite">
            {chosen ? `Selected: ${chosen.customer_code} - ${chosen.customer_name}` : M.chooseCustomer}
          </span>
          <Button variant="outline-secondary" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button variant="success" onClick={runExport} disabled={!chosen || running}>
            {running ? 'Exporting…' : 'Export'}
          </Button>
        </>
      }
    >
      <ModalBody>
        <Form.Control
          type="search"
          size="sm"
          className="mb-2"
          aria-label="Search customers"
          placeholder="Search customer code or name"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <fieldset aria-busy={list.isFetching}>
          <legend className="visually-hidden">Customer to export</legend>
          <Table size="sm" hover className="mb-0">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Choose</span>
                </th>
                {exportCustomerColumns.map((c) => (
                  <th scope="col" key={c.key}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.customer_id} onClick={() => setChosen(c)} className={chosen?.customer_id === c.customer_id ? 'table-active' : undefined}>
                  <td>
                    <Form.Check.Input
                      type="radio"
                      name="cpc-export-customer"
                      aria-label={`${c.customer_code} ${c.customer_name}`}
                      checked={chosen?.customer_id === c.customer_id}
                      onChange={() => setChosen(c)}
                    />
                  </td>
                  {exportCustomerColumns.map((col) => (
                    <td key={col.key}>{c[col.key]}</td>
                  ))}
                </tr>
              ))}
              {!list.isFetching && rows.length === 0 && (
                <tr>
                  <td colSpan={4} className="text-muted">
                    {list.error ? M.exportFailed : 'No customers found.'}
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
        </fieldset>
        <Pager
          page={paging.page}
          pageSize={paging.page_size}
          total={list.currentData?.total ?? 0}
          disabled={list.isFetching}
          onPage={(page) => setPaging((p) => ({ ...p, page }))}
          onPageSize={(page_size) => setPaging({ page: 0, page_size })}
        />
      </ModalBody>
    </Modal>
  );
}
