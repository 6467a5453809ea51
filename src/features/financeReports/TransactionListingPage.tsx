import { toast } from 'react-toastify';
import { transactionColumns, transactionListing, transactionSummaryEp, type TransactionLineRow, type TransactionSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, ReadState } from './shared';
import { REPORT_ERROR } from '../../components/report/reportParts';
import { Form, Table } from 'react-bootstrap';

type Filters = { date_from: string; date_to: string; module: string };

/** The modules that post entries (the journal entry's module). */
const MODULES: [string, string][] = [
  ['', 'All modules'],
  ['SI', 'Sales Invoice'],
  ['RET', 'Sales Return'],
  ['CR', 'Collection Receipt'],
  ['RR', 'Receiving Report'],
  ['CV', 'Check Voucher'],
  ['PV', 'Payable Voucher'],
  ['JV', 'Journal Voucher'],
  ['IA', 'Inventory Adjustment'],
];
const moduleLabel = (m: string) => MODULES.find(([k]) => k === m)?.[1] ?? m;

const columns = colDefsOf<TransactionLineRow>(transactionColumns);

function ModuleTotals({ summary, loading, failed }: { summary: TransactionSummary | undefined; loading: boolean; failed: boolean }) {
  return (
    <section aria-label="Totals by module" className="mt-3">
      <h2 className="h6">Totals by module</h2>
      <ReadState loading={loading} failed={failed} empty={!!summary && summary.total.entries === 0} what="entries">
        {summary && (
          <Table size="sm" bordered className="w-auto">
            <thead>
              <tr>
                <th scope="col">Module</th>
                <th scope="col" className="text-end">Entries</th>
                <th scope="col" className="text-end">Lines</th>
                <th scope="col" className="text-end">Debit</th>
                <th scope="col" className="text-end">Credit</th>
              </tr>
            </thead>
            <tbody>
              {summary.modules.map((m) => (
                <tr key={m.module}>
                  <th scope="row" className="fw-normal">{moduleLabel(m.module)}</th>
                  <td className="text-end">{m.entries.toLocaleString('en-PH')}</td>
                  <td className="text-end">{m.lines.toLocaleString('en-PH')}</td>
                  <Amount value={m.debit} />
                  <Amount value={m.credit} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="text-end fw-semibold">{summary.total.entries.toLocaleString('en-PH')}</td>
                <td className="text-end fw-semibold">{summary.total.lines.toLocaleString('en-PH')}</td>
                <Amount value={summary.total.debit} strong />
                <Amount value={summary.total.credit} strong />
              </tr>
            </tfoot>
          </Table>
        )}
      </ReadState>
    </section>
  );
}

/** Transaction Listing: every journal entry of a date range with its lines, by module, with entry and line counts. */
export default function TransactionListingPage() {
  const today = todayManila();
  const f = useReportFilters<Filters>(transactionListing, { date_from: today, date_to: today, module: '' });
  const { draft, set, applied } = f;
  const allowed = usePermission('view_finance_subledgers');
  const body = accepted(transactionListing.export.body, applied);
  const totals = useRead(transactionSummaryEp, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  return (
    <ReportPage<TransactionLineRow>
      def={transactionListing}
      filters={f}
      screenId="transaction-listing"
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      fields={
        <>
          <div className="col-auto">
            <Form.Label htmlFor="tx-module" className="small mb-1 d-block">
              Module
            </Form.Label>
            <Form.Select id="tx-module" size="sm" value={draft.module} onChange={(e) => set({ module: e.target.value })}>
              {MODULES.map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </div>
          <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      footer={f.queryKey !== null && <ModuleTotals summary={totals.currentData as TransactionSummary | undefined} loading={totals.isFetching} failed={totals.isError} />}
    />
  );
}
