import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { EXPIRED_STOCK_SCOPES, expiredStockColumns, expiredStockEp, expiredWriteDownEp, type ExpiredStockRow, type ExpiredWriteDown } from '../../../contract/expiredStock';
import { warehouseOptionsEp } from '../../../contract/inventoryReports';
import { amountOfCentavos, centavosOf } from '../../../contract/kit/centavos';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import { ReadState } from '../../components/report/reportParts';
import { formatMoney } from '../../lib/money';
import ResultTable from '../../components/ResultTable';

/** Sums in centavos, never floats of pesos. */
const centavos = centavosOf;
const pesos = (c: number) => formatMoney(amountOfCentavos(c));

/**
 * Expired stock on the pallets today at the batch cost, and its proposed
 * write-down: Expiry Write-off adjustments left as the user's drafts, which
 * someone else approves (contract/expiredStock.ts).
 */
export default function ExpiredStock() {
  const [warehouse, setWarehouse] = useState('');
  const [proposed, setProposed] = useState<ExpiredWriteDown | null>(null);
  const warehouses = useRead(warehouseOptionsEp);
  const read = useRead(expiredStockEp, { body: warehouse ? { warehouse } : {} });
  const writeDown = useWrite(expiredWriteDownEp);
  const mayWriteDown = usePermission(EXPIRED_STOCK_SCOPES.writeDown);
  const rows = read.currentData ?? [];
  const open = rows.filter((r) => !r.proposed_in);
  const value = rows.reduce((s, r) => s + centavos(r.value), 0);
  const openValue = open.reduce((s, r) => s + centavos(r.value), 0);

  async function propose() {
    const where = warehouse ? (warehouses.data ?? []).find((w) => w.warehouse_code === warehouse)?.warehouse_name : 'every warehouse';
    const yes = await confirmAction(
      'Propose the write-down?',
      `${open.length} expired lines of ${where} (${pesos(openValue)} at cost) go on Expiry Write-off adjustments as your drafts. Submit them for someone else's approval.`,
      'Propose Write-down',
    );
    if (!yes) return;
    try {
      setProposed((await writeDown.run({ body: warehouse ? { warehouse } : {} })).result);
    } catch (err) {
      void showError('Write-down not proposed', toApiError(err).messages.join('\n'));
    }
  }

  return (
    <section aria-label="Expired stock">
      <div className="row g-2 align-items-end mb-3">
        <div className="col-auto">
          <Form.Label htmlFor="expired-warehouse" className="small mb-1 d-block">
            Warehouse
          </Form.Label>
          <Form.Select id="expired-warehouse" size="sm" value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
            <option value="">All warehouses</option>
            {(warehouses.data ?? []).map((w) => (
              <option key={w.warehouse_code} value={w.warehouse_code}>
                {w.warehouse_name}
              </option>
            ))}
          </Form.Select>
        </div>
        {mayWriteDown && (
          <div className="col-auto">
            <Button size="sm" variant="danger" disabled={!open.length || writeDown.isLoading} onClick={() => void propose()}>
              {writeDown.isLoading ? 'Proposing…' : 'Propose Write-down'}
            </Button>
          </div>
        )}
      </div>
      {proposed && (
        <Alert variant="success" onClose={() => setProposed(null)} dismissible>
          <p className="mb-1">{proposed.message}</p>
          <ul className="mb-0">
            {proposed.adjustments.map((a) => (
              <li key={a.adjustment_id}>
                <Link to="/inventory/adjustment">{a.adjustment_no}</Link>: {a.lines} lines, {formatMoney(a.total_amount)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <ReadState loading={read.isFetching} failed={read.isError} empty={!rows.length} what="expired stock" onRetry={() => void read.refetch()}>
        <p aria-label="Expired stock totals">
          {rows.length.toLocaleString('en-PH')} batch lines, {rows.reduce((s, r) => s + r.quantity, 0).toLocaleString('en-PH')} units carried at{' '}
          <strong>{pesos(value)}</strong>; {open.length ? `${pesos(openValue)} not yet on a write-down.` : 'all of it on a proposed write-down.'}
        </p>
        <ResultTable<ExpiredStockRow> label="Expired stock by batch and pallet" rows={rows} columns={expiredStockColumns} rowKey={(r) => r.key} />
      </ReadState>
    </section>
  );
}
