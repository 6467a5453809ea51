import { toast } from 'react-toastify';
import { inventoryInvoiced, receiptColumns, RECEIPT_STATUS_LABELS, type ReceiptRow, type ReceiptSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, TotalsSection, yearAgo } from './shared';
import { REPORT_ERROR } from '../../components/report/reportParts';

type Filters = { date_from: string; date_to: string; status: string; supplier: string };
const columns = colDefsOf<ReceiptRow>(receiptColumns);

interface Props {
  decl: typeof inventoryInvoiced;
  screenId: string;
  /** Not yet invoiced only: the status is fixed and the range starts with the books. */
  openOnly?: boolean;
}

/**
 * Receiving reports with their invoice status as of Date To: invoiced once a
 * voucher (the supplier payment) is written against the receipt.
 */
export default function ReceiptsScreen({ decl, screenId, openOnly }: Props) {
  const today = todayManila();
  const def = decl.report;
  const f = useReportFilters<Filters>(def, { date_from: openOnly ? BOOKS_START : yearAgo(today), date_to: today, status: openOnly ? 'not_invoiced' : '', supplier: '' });
  const { draft, set, applied } = f;
  const allowed = usePermission('view_finance_subledgers');
  const body = accepted(def.export.body, applied);
  const s = useRead(decl.summary, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const summary = s.currentData as ReceiptSummary | undefined;
  return (
    <ReportPage<ReceiptRow>
      def={def}
      filters={f}
      screenId={screenId}
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      fields={
        <>
          <div className="col-auto">
            <label htmlFor={`${screenId}-supplier`} className="form-label small mb-1 d-block">
              Supplier or RR / PO
            </label>
            <input id={`${screenId}-supplier`} className="form-control form-control-sm" maxLength={100} value={draft.supplier} onChange={(e) => set({ supplier: e.target.value })} />
          </div>
          {!openOnly && (
            <div className="col-auto">
              <label htmlFor={`${screenId}-status`} className="form-label small mb-1 d-block">
                Invoice Status
              </label>
              <select id={`${screenId}-status`} className="form-select form-select-sm" value={draft.status} onChange={(e) => set({ status: e.target.value })}>
                <option value="">All</option>
                <option value="invoiced">{RECEIPT_STATUS_LABELS.invoiced}</option>
                <option value="not_invoiced">{RECEIPT_STATUS_LABELS.not_invoiced}</option>
              </select>
            </div>
          )}
          <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label={openOnly ? 'As of' : 'Date To'} required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError}>
              {summary && (
                <table className="table table-sm table-bordered w-auto">
                  <thead>
                    <tr>
                      <th scope="col">Invoice Status</th>
                      <th scope="col" className="text-end">Receipts</th>
                      <th scope="col" className="text-end">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(['not_invoiced', 'invoiced'] as const)
                      .filter((k) => !openOnly || k === 'not_invoiced')
                      .map((k) => (
                        <tr key={k}>
                          <th scope="row" className="fw-normal">{RECEIPT_STATUS_LABELS[k]}</th>
                          <td className="text-end">{summary[k].count.toLocaleString('en-PH')}</td>
                          <Amount value={summary[k].total} />
                        </tr>
                      ))}
                  </tbody>
                </table>
              )}
          </TotalsSection>
        )
      }
    />
  );
}
