import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { depositColumns, depositListEp, undefinedDeposits, type DepositRow } from '../../../contract/creditOps';
import type { AccountLineRow, SubledgerSummary } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { Can, usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, monthStart, REPORT_ERROR, TotalsSection } from './reportParts';

type Filters = { date_from: string; date_to: string; account_code: string };
const def = undefinedDeposits.report;
const lineCols = colDefsOf<AccountLineRow>(def.columns);
const depositCols = colDefsOf<DepositRow>(depositColumns);

/**
 * Undefined Deposit Subledger: the lines of Unidentified Deposits (2055) —
 * credits as deposits come in, debits as they are identified — with the
 * running balance, the totals that close on the trial balance, and the
 * export. The v2 route is the same sub-ledger with the deposit register under
 * it: the identified deposits beside the waiting ones, with their customer
 * and official receipt.
 */
export default function UndefinedDepositSubledgerPage() {
  const v2 = useLocation().pathname.endsWith('-v2');
  const today = todayManila();
  const f = useReportFilters<Filters>(def, { date_from: monthStart(today), date_to: today, account_code: '' });
  const allowed = usePermission(def.scopes.view);
  const body = accepted(undefinedDeposits.summary.body, f.applied);
  const totals = useRead(undefinedDeposits.summary, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const title = v2 ? 'Undefined Deposit Subledger (v2)' : def.title;
  return (
    <ReportPage<AccountLineRow>
      def={def}
      filters={f}
      screenId="undefined-deposits"
      columns={lineCols}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      frame={(content) => (
        <div className="p-3">
          <h1 className="h4">{title}</h1>
          {content}
          {v2 && <DepositRegister />}
        </div>
      )}
      fields={
        <>
          <DateField label="Date From" required minDate={BOOKS_START} value={f.draft.date_from} onChange={(v) => f.set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={f.draft.date_to} onChange={(v) => f.set({ date_to: v })} />
        </>
      }
      footer={f.queryKey !== null && <Totals summary={totals.currentData} loading={totals.isFetching} failed={totals.isError} />}
    />
  );
}

function Totals({ summary, loading, failed }: { summary: SubledgerSummary | undefined; loading: boolean; failed: boolean }) {
  return (
    <TotalsSection loading={loading} failed={failed} empty={!!summary && summary.accounts.length === 0}>
      {summary && (
        <table className="table table-sm table-bordered w-auto">
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col" className="text-end">Opening Balance</th>
              <th scope="col" className="text-end">Debits (Identified)</th>
              <th scope="col" className="text-end">Credits (Deposits)</th>
              <th scope="col" className="text-end">Closing Balance</th>
            </tr>
          </thead>
          <tbody>
            {summary.accounts.map((a) => (
              <tr key={a.account_code}>
                <th scope="row" className="fw-normal">
                  {a.account_code} {a.account_name}
                </th>
                <Amount value={a.opening} />
                <Amount value={a.debit} />
                <Amount value={a.credit} />
                <Amount value={a.closing} strong />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TotalsSection>
  );
}

function DepositRegister() {
  return (
    <Can scopes={['manage_unidentified_deposits', 'view_collections']}>
      <section aria-label="Deposits" className="mt-4">
        <h2 className="h6">Deposits, identified and waiting</h2>
        <ServerGrid<DepositRow>
          screenId="undefined-deposits-register"
          label="Deposits"
          columns={depositCols}
          source={gridSource(depositListEp, { body: {} })}
          queryKey="all"
          defaultSort={{ order_by: 'deposit_date', direction: 'desc' }}
          emptyText="No unidentified deposit has been recorded."
          height={320}
        />
      </section>
    </Can>
  );
}
