import { toast } from 'react-toastify';
import { inventoryInvoiced, receiptColumns, RECEIPT_STATUS_LABELS, type ReceiptRow, type ReceiptSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, BOOKS_START, TotalsSection, yearAgo } from './shared';
import { REPORT_ERROR } from '../../components/report/reportParts';
import { columns as declare } from '../../../contract/kit';
import ResultTable from '../../components/ResultTable';
import SelectFilter from '../../components/filters/SelectFilter';
import TextFilter from '../../components/filters/TextFilter';

type Filters = { date_from: string; date_to: string; status: string; supplier: string };
const columns = colDefsOf<ReceiptRow>(receiptColumns);

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'invoiced', label: RECEIPT_STATUS_LABELS.invoiced },
  { value: 'not_invoiced', label: RECEIPT_STATUS_LABELS.not_invoiced },
];
type StatusTotal = { status: string; count: number; total: string };
const TOTAL_COLUMNS = declare<StatusTotal>()([
  { key: 'status', header: 'Invoice Status', kind: 'text' },
  { key: 'count', header: 'Receipts', kind: 'number' },
  { key: 'total', header: 'Total', kind: 'money' },
]);

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
          <TextFilter id={`${screenId}-supplier`} label="Supplier or RR / PO" value={draft.supplier} onChange={(v) => set({ supplier: v })} />
          {!openOnly && <SelectFilter id={`${screenId}-status`} label="Invoice Status" value={draft.status} onChange={(v) => set({ status: v })} options={STATUS_OPTIONS} />}
          <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label={openOnly ? 'As of' : 'Date To'} required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError}>
              {summary && (
                <ResultTable
                  label="Receipts by invoice status"
                  columns={TOTAL_COLUMNS}
                  rows={(['not_invoiced', 'invoiced'] as const).filter((k) => !openOnly || k === 'not_invoiced').map((k) => ({ status: RECEIPT_STATUS_LABELS[k], ...summary[k] }))}
                  rowKey={(r) => r.status}
                />
              )}
          </TotalsSection>
        )
      }
    />
  );
}
