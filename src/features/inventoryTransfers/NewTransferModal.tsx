import { useId, useState } from 'react';
import { createTransferEp, proposeTransferEp, TRANSFER_VERSIONS, type PalletStockRow, type ProposalRow, type TransferVersion } from '../../../contract/inventoryTransfers';
import { toApiError } from '../../api/ApiError';
import { useWrites } from '../../api/kitApi';
import { showError, showSuccess } from '../../components/dialogs';
import Modal from '../../components/Modal';
import RequestGrid from './RequestGrid';
import { linesOf, type RequestRow } from './requestRows';
import { sendWithWarnings } from './sendRequest';
import StockSearch from './StockSearch';
import { Alert, Button, Form } from 'react-bootstrap';

interface Asked {
  product_id: number;
  label: string;
  quantity: string;
}

const fromProposal = (r: ProposalRow): RequestRow => ({
  key: `${r.batch_id}-${r.origin_pallet_id}`,
  ...r,
  requested_quantity: r.requested_quantity ? String(r.requested_quantity) : '',
});

const fromStock = (r: PalletStockRow): RequestRow => ({
  key: `${r.batch_id}-${r.pallet_id}-${Date.now()}`,
  product_id: r.product_id,
  product_code: r.product_code,
  product_name: r.product_name,
  batch_id: r.batch_id,
  batch_no: r.batch_no,
  expiry_date: r.expiry_date,
  shelf_life_months: r.shelf_life_months,
  origin_pallet_id: r.pallet_id,
  pallet_origin: r.pallet_code,
  floor: r.floor,
  destination_pallet_id: null,
  pallet_destination: null,
  floor_destination: null,
  available_quantity: Math.max(r.available_stock, 0),
  requested_quantity: '',
});

/**
 * A new transfer request. Replenishment (v2): choose the products (and how
 * many), the server proposes the Main/Central batches expiry first with a
 * pick-face destination; the request-create grid shows Main/Central, Picking
 * Area and Available Quantity, and the Requested Quantity is editable.
 * Floor to floor (v1): add batches from the pallets that hold them and choose
 * each destination. Shelf-life and expiry-first warnings are confirmed.
 */
export default function NewTransferModal({ version, onClose }: { version: TransferVersion; onClose: () => void }) {
  const writes = useWrites();
  const remarksId = useId();
  const [asked, setAsked] = useState<Asked[]>([]);
  const [rows, setRows] = useState<RequestRow[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [remarks, setRemarks] = useState('');
  const replenishment = version === 'v2';

  async function propose() {
    if (!asked.length) return;
    const bad = asked.find((a) => a.quantity !== '' && !/^\d{1,9}$/.test(a.quantity));
    if (bad) {
      await showError('Invalid Request', `The quantity of ${bad.label} must be a whole number.`);
      return;
    }
    try {
      const res = await writes.runOn(proposeTransferEp, { body: { products: asked.map((a) => ({ product_id: a.product_id, quantity: a.quantity === '' ? undefined : Number(a.quantity) })) } });
      setRows(res.result.rows.map(fromProposal));
      setWarnings([...res.result.warnings, ...res.result.rows.flatMap((r) => r.warnings)]);
      setProblems({});
    } catch (e) {
      const err = toApiError(e);
      await showError('Oops...', err.isNetwork || err.status >= 500 ? 'Error occured. Please try again later.' : err.messages.join('\n'));
    }
  }

  async function submit() {
    const { lines, problems: found } = linesOf(rows);
    setProblems(found);
    if (Object.keys(found).length) return;
    if (!lines.length) {
      await showError('Invalid Request', 'Enter the requested quantity of at least one row.');
      return;
    }
    const res = await sendWithWarnings((accept) => writes.runOn(createTransferEp, { body: { transfer_version: version, remarks: remarks.trim() || null, accept_warnings: accept, lines } }));
    if (res) {
      await showSuccess('Transfer requested', `${res.result.transfer_code} is waiting for approval.`, 1500);
      onClose();
    }
  }

  return (
    <Modal
      title={`New ${TRANSFER_VERSIONS[version]} Request`}
      size="xl"
      keyboardDismiss={false}
      onClose={onClose}
      footer={
        <div className="d-flex gap-2 w-100">
          <Button variant="outline-secondary" size="sm" onClick={onClose}>
            Close
          </Button>
          <Button variant="success" size="sm" className="ms-auto" disabled={writes.isLoading || rows.length === 0} onClick={() => void submit()}>
            Submit Request
          </Button>
        </div>
      }
    >
      {replenishment ? (
        <>
          <StockSearch
            area="reserve"
            addLabel={(r) => `Add ${r.product_name} to the replenishment`}
            onAdd={(r) => setAsked((a) => (a.some((x) => x.product_id === r.product_id) ? a : [...a, { product_id: r.product_id, label: `${r.product_code} - ${r.product_name}`, quantity: '' }]))}
          />
          {asked.length > 0 && (
            <div className="border rounded p-2 mb-3">
              <p className="small fw-bold mb-1">Products to replenish</p>
              {asked.map((a) => (
                <div key={a.product_id} className="d-flex align-items-center gap-2 mb-1">
                  <span className="small flex-grow-1">{a.label}</span>
                  <label className="small" htmlFor={`ask-${a.product_id}`}>Quantity needed</label>
                  <Form.Control
                    id={`ask-${a.product_id}`}
                    size="sm" className="text-end"
                    style={{ width: 110 }}
                    inputMode="numeric"
                    maxLength={9}
                    value={a.quantity}
                    onChange={(e) => setAsked((all) => all.map((x) => (x.product_id === a.product_id ? { ...x, quantity: e.target.value.replace(/[^\d]/g, '') } : x)))}
                  />
                  <Button variant="outline-danger" size="sm" aria-label={`Remove ${a.label}`} onClick={() => setAsked((all) => all.filter((x) => x.product_id !== a.product_id))}>
                    Remove
                  </Button>
                </div>
              ))}
              <Button size="sm" className="mt-1" disabled={writes.isLoading} onClick={() => void propose()}>
                Propose Expiry First
              </Button>
            </div>
          )}
        </>
      ) : (
        <StockSearch addLabel={(r) => `Add ${r.product_name} batch ${r.batch_no} from ${r.pallet_code}`} onAdd={(r) => setRows((all) => [...all, fromStock(r)])} />
      )}
      {warnings.length > 0 && (
        <Alert variant="warning" transition={false} className="py-2 small" role="status">
          <ul className="mb-0">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
      {rows.length > 0 ? (
        <RequestGrid label="Request lines" rows={rows} onChange={(r) => (setRows(r), setProblems({}))} replenishment={replenishment} problems={problems} />
      ) : (
        <p className="text-muted small">{replenishment ? 'Add products and press Propose Expiry First.' : 'Add the batches to move from the stock search.'}</p>
      )}
      <div className="mt-3">
        <Form.Label htmlFor={remarksId} className="small mb-0">Remarks</Form.Label>
        <Form.Control id={remarksId} as="textarea" size="sm" rows={2} maxLength={500} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
      </div>
    </Modal>
  );
}
