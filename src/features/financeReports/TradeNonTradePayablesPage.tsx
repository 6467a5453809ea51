import { toast } from 'react-toastify';
import { payableColumns, payableSummaryEp, tradePayables, type PayableRow, type PayableSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, TotalsSection } from './shared';
import { REPORT_ERROR } from '../../components/report/reportParts';
import { Form, Table } from 'react-bootstrap';

type Filters = { as_of: string; kind: string };
const columns = colDefsOf<PayableRow>(payableColumns);

/** Separation of trade and non-trade payables: each payee's balance per payable account as of a date, and the split in total. */
export default function TradeNonTradePayablesPage() {
  const f = useReportFilters<Filters>(tradePayables, { as_of: todayManila(), kind: '' });
  const { draft, set, applied } = f;
  const allowed = usePermission('view_finance_subledgers');
  const body = accepted(tradePayables.export.body, applied);
  const s = useRead(payableSummaryEp, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const summary = s.currentData as PayableSummary | undefined;
  return (
    <ReportPage<PayableRow>
      def={tradePayables}
      filters={f}
      screenId="trade-non-trade-payables"
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      fields={
        <>
          <div className="col-auto">
            <Form.Label htmlFor="payables-kind" className="small mb-1 d-block">
              Classification
            </Form.Label>
            <Form.Select id="payables-kind" size="sm" value={draft.kind} onChange={(e) => set({ kind: e.target.value })}>
              <option value="">Trade and Non-Trade</option>
              <option value="Trade">Trade</option>
              <option value="Non-Trade">Non-Trade</option>
            </Form.Select>
          </div>
          <DateField label="As of" required minDate={BOOKS_START} value={draft.as_of} onChange={(v) => set({ as_of: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError}>
              {summary && (
                <Table size="sm" bordered className="w-auto">
                  <tbody>
                    <tr>
                      <th scope="row">Trade Payables</th>
                      <Amount value={summary.trade} />
                    </tr>
                    <tr>
                      <th scope="row">Non-Trade Payables</th>
                      <Amount value={summary.non_trade} />
                    </tr>
                    <tr>
                      <th scope="row">Total</th>
                      <Amount value={summary.total} strong />
                    </tr>
                    <tr>
                      <th scope="row">Payable accounts in the books</th>
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
