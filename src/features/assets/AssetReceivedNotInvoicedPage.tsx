import { toast } from 'react-toastify';
import { ASSET_CLEARING_ACCOUNT, assetReceivedNotInvoiced, receiptColumns, receiptSummaryEp, type AssetReceiptRow, type ReceiptSummary } from '../../../contract/assets';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { accepted, Amount, BOOKS_START, TotalsSection } from '../../components/report/reportParts';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { Table } from 'react-bootstrap';

type Filters = { as_of: string };
const columns = colDefsOf<AssetReceiptRow>(receiptColumns);

/** Asset receipts no approved payable voucher had invoiced on the date, beside the clearing account. */
export default function AssetReceivedNotInvoicedPage() {
  const f = useReportFilters<Filters>(assetReceivedNotInvoiced, { as_of: todayManila() });
  const { draft, set, applied } = f;
  const allowed = usePermission(assetReceivedNotInvoiced.scopes.view);
  const body = accepted(assetReceivedNotInvoiced.export.body, applied);
  const s = useRead(receiptSummaryEp, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const summary = s.currentData as ReceiptSummary | undefined;
  return (
    <ReportPage<AssetReceiptRow>
      def={assetReceivedNotInvoiced}
      filters={f}
      screenId="asset-received-not-invoiced"
      columns={columns}
      grid={{ onError: () => toast.error('The receipts could not be loaded. Please try again.'), emptyText: 'Every asset received by this date is invoiced.' }}
      fields={<DateField label="As of" required minDate={BOOKS_START} value={draft.as_of} onChange={(v) => set({ as_of: v })} />}
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError}>
            {summary && (
              <Table size="sm" bordered className="w-auto">
                <tbody>
                  <tr>
                    <th scope="row">Receipts not yet invoiced ({summary.receipts})</th>
                    <Amount value={summary.total} strong />
                  </tr>
                  <tr>
                    <th scope="row">Accounts Payable - Capital Expenditures ({ASSET_CLEARING_ACCOUNT}) in the books</th>
                    <Amount value={summary.books} />
                  </tr>
                </tbody>
              </Table>
            )}
          </TotalsSection>
        )
      }
    />
  );
}
