import { useState } from 'react';
import { Form, Tab, Tabs } from 'react-bootstrap';
import { stockRevisionReport, transactionLogReport, type StockMovementRow, type StockRevisionRow } from '../../../contract/inventoryReports';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { movementBody, movementDefaults, MovementFilterFields, type MovementFilterText } from './movementFilters';

/** Who moved what: the user and the time first, then the movement. */
const LOG_ORDER = ['created_at', 'user', 'transaction_date', 'module', 'source_document', 'movement_type', 'product_code', 'product_name', 'batch_no', 'warehouse', 'pallet', 'quantity', 'status', 'particulars'];
const logColumns = colDefsOf<StockMovementRow>(LOG_ORDER.map((k) => transactionLogReport.columns.find((c) => c.key === k)!));
const revisionColumns = colDefsOf<StockRevisionRow>(stockRevisionReport.columns);

function MovementLog() {
  const f = useReportFilters<MovementFilterText>(transactionLogReport, movementDefaults(todayManila()), movementBody);
  return <ReportPage<StockMovementRow> def={transactionLogReport} filters={f} screenId="inventory-transaction-log" columns={logColumns} frame={(c) => c} fields={<MovementFilterFields f={f} idPrefix="log" />} />;
}

type DocFilters = { date_from: string; date_to: string; search: string };
function DocumentHistory() {
  const today = todayManila();
  const f = useReportFilters<DocFilters>(stockRevisionReport, { date_from: `${today.slice(0, 8)}01`, date_to: today, search: '' }, (x) => Object.fromEntries(Object.entries(x).filter(([, v]) => v !== '')));
  const draft = f.draft as DocFilters;
  return (
    <ReportPage<StockRevisionRow>
      def={stockRevisionReport}
      filters={f}
      screenId="inventory-document-history"
      columns={revisionColumns}
      frame={(c) => c}
      fields={
        <>
          <DateField label="Date From" required value={draft.date_from} onChange={(v) => f.set({ date_from: v })} />
          <DateField label="Date To" required value={draft.date_to} onChange={(v) => f.set({ date_to: v })} />
          <div className="col-auto">
            <Form.Label htmlFor="document-history-search" className="small mb-1 d-block">
              Search
            </Form.Label>
            <Form.Control id="document-history-search" size="sm" value={draft.search} maxLength={100} onChange={(e) => f.set({ search: e.target.value })} />
          </div>
        </>
      }
    />
  );
}

/** Movement Transaction Log: the movements with who wrote their documents, and the revision history of the stock documents. */
export default function TransactionLogPage() {
  const [tab, setTab] = useState('movements');
  return (
    <div className="p-3">
      <h1 className="h4">Movement Transaction Log</h1>
      <Tabs activeKey={tab} onSelect={(k) => setTab(k ?? 'movements')} className="mb-3" mountOnEnter unmountOnExit>
        <Tab eventKey="movements" title="Movements by User">
          <MovementLog />
        </Tab>
        <Tab eventKey="documents" title="Stock Document History">
          <DocumentHistory />
        </Tab>
      </Tabs>
    </div>
  );
}
