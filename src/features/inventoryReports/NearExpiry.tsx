import { useState } from 'react';
import { EXPIRY_BANDS, nearExpiryColumns, nearExpiryEp, warehouseOptionsEp, type NearExpiryRow } from '../../../contract/inventoryReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { ReadState } from '../../components/report/reportParts';
import { todayManila } from '../../lib/dates';
import ResultTable from '../../components/ResultTable';
import { Form } from 'react-bootstrap';
import ToneBadge, { type Tone } from '../../components/ToneBadge';

const TONE: Record<NearExpiryRow['band'], Tone> = { expired: 'dark', red: 'danger', yellow: 'warning', green: 'success' };

/** Near expiry: stock on a date by warehouse and zone in the shelf-life bands, with quantity and value at cost. */
export default function NearExpiry() {
  const [asOf, setAsOf] = useState(todayManila());
  const [warehouse, setWarehouse] = useState('');
  const warehouses = useRead(warehouseOptionsEp);
  const read = useRead(nearExpiryEp, { body: { as_of: asOf, ...(warehouse ? { warehouse } : {}) } }, { skip: !asOf });
  const rows = read.currentData ?? [];
  const byBand = Object.keys(EXPIRY_BANDS).map((band) => {
    const of = rows.filter((r) => r.band === band);
    return { band: band as NearExpiryRow['band'], quantity: of.reduce((s, r) => s + r.quantity, 0) };
  });
  return (
    <section aria-label="Near expiry">
      <div className="row g-2 align-items-end mb-3">
        <DateField label="As Of" required value={asOf} onChange={setAsOf} />
        <div className="col-auto">
          <Form.Label htmlFor="near-expiry-warehouse" className="small mb-1 d-block">
            Warehouse
          </Form.Label>
          <Form.Select id="near-expiry-warehouse" size="sm" value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
            <option value="">All warehouses</option>
            {(warehouses.data ?? []).map((w) => (
              <option key={w.warehouse_code} value={w.warehouse_code}>
                {w.warehouse_name}
              </option>
            ))}
          </Form.Select>
        </div>
      </div>
      <ReadState loading={read.isFetching} failed={read.isError} empty={!rows.length} what="near-expiry stock" onRetry={() => void read.refetch()}>
        <ul className="list-inline" aria-label="Totals by shelf life">
          {byBand.map((b) => (
            <li key={b.band} className="list-inline-item me-3">
              <ToneBadge tone={TONE[b.band]} className="me-1">{EXPIRY_BANDS[b.band]}</ToneBadge>
              {b.quantity.toLocaleString('en-PH')} units
            </li>
          ))}
        </ul>
        <ResultTable<NearExpiryRow>
          label="Near expiry by warehouse and zone"
          rows={rows}
          columns={nearExpiryColumns}
          rowKey={(r) => r.key}
          render={{ band: (r) => <ToneBadge tone={TONE[r.band]}>{EXPIRY_BANDS[r.band]}</ToneBadge> }}
        />
      </ReadState>
    </section>
  );
}
