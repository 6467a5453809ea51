import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { AccountLineRow, outputVat, SubledgerSummary } from '../../../contract/financeReports';
import type { Column } from '../../../contract/kit';
import { useRead } from '../../api/kitApi';
import DateField from '../filters/DateField';
import { colDefsOf } from '../grid/columnDefs';
import { useUrlState } from '../grid/useUrlState';
import { usePermission } from '../permissions';
import ReportPage from './ReportPage';
import { useReportFilters } from './useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, BOOKS_START, monthStart, REPORT_ERROR } from './reportParts';
import SubledgerTotals from './SubledgerTotals';

type Decl = Omit<typeof outputVat, 'report'> & { report: Omit<(typeof outputVat)['report'], 'columns'> & { columns: readonly Column<AccountLineRow>[] } };
type Filters = { date_from: string; date_to: string; account_code: string };

interface Props {
  decl: Decl;
  screenId: string;
  /** What the debit and credit columns of the totals mean here. */
  labels: { debit: string; credit: string };
  /** Several accounts: an account field, and the totals pick one. */
  accounts?: boolean;
  intro?: ReactNode;
  frame?: (content: ReactNode) => ReactNode;
}

/**
 * An account sub-ledger, declared once per ledger (contract: its report and summary; server:
 * accountSubledgerRoutes): dates (and an account where it spans several), the lines with their documents and
 * running balance (paged by the server), the totals per account under them, and the export. `frame` adds what a
 * ledger shows around it (the advances by voucher, the deposit register).
 */
export default function AccountSubledgerScreen({ decl, screenId, labels, accounts, intro, frame }: Props) {
  const today = todayManila();
  const def = decl.report;
  const defaults: Filters = { date_from: monthStart(today), date_to: today, account_code: '' };
  const f = useReportFilters<Filters>(def, defaults);
  // Picking an account in the totals applies it at once (the applied filters are the URL's).
  const [, setUrl] = useUrlState<Filters>(defaults);
  const { draft, set, applied } = f;
  const allowed = usePermission(def.scopes.view);
  const body = accepted(decl.summary.body, applied);
  const totals = useRead(decl.summary, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const pick = (code: string) => {
    set({ account_code: code });
    setUrl({ ...applied, account_code: code });
  };
  const columns = colDefsOf<AccountLineRow>(def.columns);
  return (
    <ReportPage<AccountLineRow>
      def={def}
      filters={f}
      screenId={screenId}
      columns={columns}
      frame={frame}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      fields={
        <>
          {intro}
          {accounts && (
            <div className="col-auto">
              <label htmlFor={`${screenId}-account`} className="form-label small mb-1 d-block">
                Account Code
              </label>
              <input
                id={`${screenId}-account`}
                className="form-control form-control-sm"
                value={draft.account_code}
                placeholder="All accounts"
                maxLength={20}
                onChange={(e) => set({ account_code: e.target.value })}
              />
            </div>
          )}
          <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <SubledgerTotals
            summary={totals.currentData as SubledgerSummary | undefined}
            loading={totals.isFetching}
            failed={totals.isError}
            labels={labels}
            onPick={accounts ? pick : undefined}
          />
        )
      }
    />
  );
}
