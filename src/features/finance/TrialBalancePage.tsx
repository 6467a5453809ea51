import { useState } from 'react';
import type { ICellRendererParams } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { TB_MIN_DATE, trialBalanceColumns, trialBalanceReport, type TrialBalanceRow } from '../../../contract/finance';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import LedgerEntriesModal from './LedgerEntriesModal';
import { REPORT_ERROR } from './messages';

type Filters = { date_from: string; date_to: string };
type Account = { code: string; name: string };

const columns = colDefsOf<TrialBalanceRow>(trialBalanceColumns, {
  // The grid opens the row (onRowOpen: click, or Enter on a focused cell); the code looks like what
  // it opens, and is not a tab stop of its own (Tab leaves the grid).
  account_code: {
    cellRenderer: (p: ICellRendererParams<TrialBalanceRow>) =>
      p.data ? (
        <button type="button" className="btn btn-link btn-sm p-0" tabIndex={-1} title={`General ledger entries of ${p.data.account_code}`}>
          {p.data.account_code}
        </button>
      ) : null,
  },
});

/**
 * Trial Balance (spec 000 §2.18): accounts for a date range (from 2022-11-30,
 * default today); an account code opens its "General Ledger Entries" (click,
 * or Enter on the row's focused cell).
 */
export default function TrialBalancePage() {
  const today = todayManila();
  const f = useReportFilters<Filters>(trialBalanceReport, { date_from: today, date_to: today }, undefined, { runOnOpen: false });
  const { applied, draft, set } = f;
  const [drill, setDrill] = useState<Account | null>(null);
  const open = (row: TrialBalanceRow) => setDrill({ code: row.account_code, name: row.account_name });

  return (
    <ReportPage<TrialBalanceRow>
      def={trialBalanceReport}
      filters={f}
      screenId="trial-balance"
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR), onRowOpen: open }}
      fields={
        <>
          <DateField label="Date From" required minDate={TB_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={TB_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      // The drill-down uses the dates of the table on screen (the applied ones, valid by then).
      footer={drill && <LedgerEntriesModal account={drill} dateFrom={applied.date_from} dateTo={applied.date_to} onClose={() => setDrill(null)} />}
    />
  );
}
