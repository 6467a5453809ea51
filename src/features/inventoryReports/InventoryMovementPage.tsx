import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { stockMovementReport, type StockMovementRow } from '../../../contract/inventoryReports';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import LotTrace from './LotTrace';
import { movementBody, movementDefaults, MovementFilterFields, type MovementFilterText } from './movementFilters';

const columns = colDefsOf<StockMovementRow>(stockMovementReport.columns.filter((c) => c.key !== 'user' && c.key !== 'created_at'));

function Movements() {
  const f = useReportFilters<MovementFilterText>(stockMovementReport, movementDefaults(todayManila()), movementBody);
  return (
    <ReportPage<StockMovementRow>
      def={stockMovementReport}
      filters={f}
      screenId="inventory-movement"
      columns={columns}
      frame={(content) => content}
      fields={<MovementFilterFields f={f} idPrefix="movement" />}
    />
  );
}

/** Inventory Movement: the stock movements by product, batch, warehouse, pallet, module and dates; and the lot trace of a batch. */
export default function InventoryMovementPage() {
  const [tab, setTab] = useState('movements');
  return (
    <div className="p-3">
      <h1 className="h4">Inventory Movement</h1>
      <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'movements')} className="mb-3" mountOnEnter unmountOnExit>
        <Tab eventKey="movements" title="Movements">
          <Movements />
        </Tab>
        <Tab eventKey="lot-trace" title="Lot Trace (Recall)">
          <LotTrace />
        </Tab>
      </Tabs>
    </div>
  );
}
