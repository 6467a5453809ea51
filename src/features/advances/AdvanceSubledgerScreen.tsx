import { toast } from 'react-toastify';
import type { advancesToSuppliers } from '../../../contract/advances';
import type { AccountLineRow, SubledgerSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { accepted, Amount, BOOKS_START, monthStart, TotalsSection } from '../../components/report/reportParts';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import AdvancesPanel from './AdvancesPanel';

type Filters = { date_from: string; date_to: string; account_code: string };

function Totals({ summary, loading, failed }: { summary: SubledgerSummary | undefined; loading: boolean; failed: boolean }) {
  return (
    <TotalsSection loading={loading} failed={failed}>
      {summary && (
        <table className="table table-sm table-bordered w-auto">
          <tbody>
            <tr>
              <th scope="row">Opening balance</th>
              <Amount value={summary.total.opening} />
            </tr>
            <tr>
              <th scope="row">Debits (advanced)</th>
              <Amount value={summary.total.debit} />
            </tr>
            <tr>
              <th scope="row">Credits (applied)</th>
              <Amount value={summary.total.credit} />
            </tr>
            <tr>
              <th scope="row">Closing balance</th>
              <Amount value={summary.total.closing} strong />
            </tr>
          </tbody>
        </table>
      )}
    </TotalsSection>
  );
}

/**
 * An advances account's sub-ledger (its lines with the payee and running
 * balance, the totals that close on the trial balance, the export), and under
 * it the advances by voucher with their application.
 */
export default function AdvanceSubledgerScreen({ decl, account, screenId }: { decl: typeof advancesToSuppliers; account: '1140' | '1141' | '1142'; screenId: string }) {
  const def = decl.report;
  const today = todayManila();
  const f = useReportFilters<Filters>(def, { date_from: monthStart(today), date_to: today, account_code: '' });
  const allowed = usePermission(def.scopes.view);
  const body = accepted(decl.summary.body, f.applied);
  const totals = useRead(decl.summary, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  return (
    <ReportPage<AccountLineRow>
      def={def}
      filters={f}
      screenId={screenId}
      columns={colDefsOf<AccountLineRow>(def.columns)}
      grid={{ onError: () => toast.error('Error occured. Please try again later') }}
      frame={(content) => (
        <div className="p-3">
          <h1 className="h4">{def.title}</h1>
          {content}
          {allowed && <AdvancesPanel account={account} />}
        </div>
      )}
      fields={
        <>
          <DateField label="Date From" required minDate={BOOKS_START} value={f.draft.date_from} onChange={(v) => f.set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={f.draft.date_to} onChange={(v) => f.set({ date_to: v })} />
        </>
      }
      footer={f.queryKey !== null && <Totals summary={totals.currentData as SubledgerSummary | undefined} loading={totals.isFetching} failed={totals.isError} />}
    />
  );
}
