import { useState } from 'react';
import type { ICellRendererParams } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { TB_MIN_DATE, trialBalanceColumns, trialBalanceReport, trialBalanceTotalsEp, type TrialBalanceRow, type TrialBalanceTotals } from '../../../contract/finance';
import { useRead } from '../../api/kitApi';
import { usePermission } from '../../components/permissions';
import DateField from '../../components/filters/DateField';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import LedgerEntriesModal from './LedgerEntriesModal';
import { REPORT_ERROR } from './messages';
import { Button } from 'react-bootstrap';

type Filters = { date_from: string; date_to: string };
type Account = { code: string; name: string };

// At 1440 px the figures show beside the pinned code and name; the hierarchy follows them.
const columns = arranged(colDefsOf<TrialBalanceRow>(trialBalanceColumns, {
  // The grid opens the row (onRowOpen: click, or Enter on a focused cell); the code looks like what
  // it opens, and is not a tab stop of its own (Tab leaves the grid).
  account_code: {
    cellRenderer: (p: ICellRendererParams<TrialBalanceRow>) =>
      p.data?.account_code ? (
        <Button variant="link" size="sm" className="p-0" tabIndex={-1} title={`General ledger entries of ${p.data.account_code}`}>
          {p.data.account_code}
        </Button>
      ) : null,
  },
}), { pin: ['account_code', 'account_name'], lead: ['beginning_balance', 'debit', 'credit', 'balance'] });

/** The Total row under the accounts (every account of the range): debits equal credits. */
const totalRow = (t: TrialBalanceTotals): TrialBalanceRow[] => [{ account_name: `Total (${t.accounts} accounts)`, beginning_balance: t.beginning_balance, debit: t.debit, credit: t.credit, balance: t.balance } as TrialBalanceRow];

/**
 * Trial Balance (spec 000 §2.18): accounts for a date range (from 2022-11-30,
 * default today) with their Total row; an account code opens its "General
 * Ledger Entries" (click, or Enter on the row's focused cell). The first tab
 * of the trial balance page (src/app/pages/TrialBalanceScreen.tsx), which gives the heading.
 */
export default function TrialBalanceReport() {
  const today = todayManila();
  const f = useReportFilters<Filters>(trialBalanceReport, { date_from: today, date_to: today }, undefined, { runOnOpen: false });
  const { applied, draft, set } = f;
  const [drill, setDrill] = useState<Account | null>(null);
  const open = (row: TrialBalanceRow) => row.account_code && setDrill({ code: row.account_code, name: row.account_name });
  const allowed = usePermission(trialBalanceReport.scopes.view);
  const searched = f.queryKey !== null && allowed;
  const totals = useRead(trialBalanceTotalsEp, { body: applied }, { skip: !searched });

  return (
    <ReportPage<TrialBalanceRow>
      def={trialBalanceReport}
      filters={f}
      screenId="trial-balance"
      columns={columns}
      frame={(content) => <>{content}</>}
      grid={{ onError: () => toast.error(REPORT_ERROR), onRowOpen: open, pinnedBottom: searched && totals.currentData ? totalRow(totals.currentData) : undefined }}
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
