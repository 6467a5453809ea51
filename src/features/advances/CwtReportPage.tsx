import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { cwtMonthColumns, cwtReceiptColumns, cwtReceipts, cwtReport, sawtEp, type CwtMonthRow, type CwtReceiptRow } from '../../../contract/advances';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { monthStart } from '../../components/report/reportParts';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import AlphalistPanel from '../../components/AlphalistPanel';
import CwtUpdateModal from './CwtUpdateModal';
import { Form } from 'react-bootstrap';
import ViewTabs from '../../components/ViewTabs';

type Filters = { date_from: string; date_to: string; search: string; status: string };
type Tab = 'months' | 'receipts';
const monthColumns = colDefsOf<CwtMonthRow>(cwtMonthColumns);
const receiptColumns = colDefsOf<CwtReceiptRow>(cwtReceiptColumns);
const ERROR = 'Error occured. Please try again later';

function Frame({ tab, onTab, children }: { tab: Tab; onTab: (t: Tab) => void; children: ReactNode }) {
  const tabs: [Tab, string][] = [
    ['months', 'By Customer and Month'],
    ['receipts', '2307 Updating'],
  ];
  return (
    <div className="p-3">
      <h1 className="h4">CWT Report and Updating</h1>
      <ViewTabs label="CWT views" tabs={tabs} active={tab} onChange={onTab} />
      {/* The quarter's certified CWT as the BIR file that goes with the 1702-Q. */}
      <AlphalistPanel list="SAWT" tax="CWT" endpoint={sawtEp} lineNoun="customer" />
      {children}
    </div>
  );
}

function Fields({ f, id }: { f: ReturnType<typeof useReportFilters<Filters>>; id: string }) {
  const { draft, set } = f;
  return (
    <>
      <div className="col-auto">
        <Form.Label htmlFor={`${id}-search`} className="small mb-1 d-block">
          Customer
        </Form.Label>
        <Form.Control id={`${id}-search`} size="sm" placeholder="Code, name, TIN or receipt" maxLength={100} value={draft.search} onChange={(e) => set({ search: e.target.value })} />
      </div>
      <div className="col-auto">
        <Form.Label htmlFor={`${id}-status`} className="small mb-1 d-block">
          2307
        </Form.Label>
        <Form.Select id={`${id}-status`} size="sm" value={draft.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">Received and missing</option>
          <option value="received">Received</option>
          <option value="missing">Missing</option>
        </Form.Select>
      </div>
      <DateField label="Date From" required value={draft.date_from} onChange={(v) => set({ date_from: v })} />
      <DateField label="Date To" required value={draft.date_to} onChange={(v) => set({ date_to: v })} />
    </>
  );
}

/**
 * The CWT customers withheld, by customer and month, with the 2307
 * certificates received and missing (and the oldest missing one's age); the
 * updating tab lists the receipts, and a row opens its 2307 for whoever may
 * update the CWT.
 */
export default function CwtReportPage() {
  const today = todayManila();
  const defaults: Filters = { date_from: monthStart(today), date_to: today, search: '', status: '' };
  const [tab, setTab] = useState<Tab>('months');
  const months = useReportFilters<Filters>(cwtReport, defaults);
  const receipts = useReportFilters<Filters>(cwtReceipts, defaults);
  const canUpdate = usePermission('update_cwt');
  const [editing, setEditing] = useState<CwtReceiptRow | null>(null);
  const frame = (content: ReactNode) => (
    <Frame tab={tab} onTab={setTab}>
      {content}
    </Frame>
  );
  if (tab === 'months')
    return (
      <ReportPage<CwtMonthRow> def={cwtReport} filters={months} screenId="cwt-report-months" columns={monthColumns} frame={frame} fields={<Fields f={months} id="cwt-months" />} grid={{ onError: () => toast.error(ERROR) }} />
    );
  return (
    <>
      <ReportPage<CwtReceiptRow>
        def={cwtReceipts}
        filters={receipts}
        screenId="cwt-report-receipts"
        columns={receiptColumns}
        frame={frame}
        fields={<Fields f={receipts} id="cwt-receipts" />}
        grid={{ onError: () => toast.error(ERROR), onRowOpen: canUpdate ? (row) => setEditing(row) : undefined }}
      />
      {editing && <CwtUpdateModal receipt={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
