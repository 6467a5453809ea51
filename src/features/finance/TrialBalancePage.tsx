import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { TB_MIN_DATE, type TrialBalanceRow } from '../../../contract/finance';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import ServerGrid from '../../components/grid/ServerGrid';
import { moneyColumn } from '../../components/grid/moneyColumn';
import { postPage } from '../../components/grid/postPage';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { todayManila } from '../../lib/dates';
import LedgerEntriesModal from './LedgerEntriesModal';
import { REPORT_ERROR } from './messages';
import { useDateRangeReport } from './useDateRangeReport';

/**
 * Trial Balance (spec 000 §2.18): accounts for a date range (from 2022-11-30,
 * default today); an account code opens its "General Ledger Entries".
 */
export default function TrialBalancePage() {
  const today = todayManila();
  const { applied, draft, set, search, checkedDraft, queryKey } = useDateRangeReport({ date_from: today, date_to: today }, TB_MIN_DATE);
  const [drill, setDrill] = useState<{ code: string; name: string } | null>(null);

  // The drill-down uses the dates of the table on screen (the applied ones, valid by then).
  const columns = useMemo<ColDef<TrialBalanceRow>[]>(() => {
    const open = (row: TrialBalanceRow) => setDrill({ code: row.account_code, name: row.account_name });
    return [
      {
        field: 'account_code',
        headerName: 'Account Code',
        width: 140,
        cellRenderer: (p: { data?: TrialBalanceRow }) =>
          p.data ? (
            <button type="button" className="btn btn-link btn-sm p-0" title={`General ledger entries of ${p.data.account_code}`} onClick={() => open(p.data!)}>
              {p.data.account_code}
            </button>
          ) : null,
      },
      { field: 'account_name', headerName: 'Account Name', width: 240 },
      { field: 'account_fs_group', headerName: 'FS Group', width: 150, sortable: false },
      { field: 'account_group', headerName: 'Group', width: 170, sortable: false },
      { field: 'account_sub_group', headerName: 'Sub Group', width: 200, sortable: false },
      { field: 'account_line_item', headerName: 'Line Item', width: 170, sortable: false },
      moneyColumn<TrialBalanceRow>('beginning_balance', 'Beginning Balance', { width: 170 }),
      moneyColumn<TrialBalanceRow>('debit', 'Debit'),
      moneyColumn<TrialBalanceRow>('credit', 'Credit'),
      moneyColumn<TrialBalanceRow>('balance', 'Balance'),
    ];
  }, []);

  const fetchPage = useMemo(
    () => postPage<TrialBalanceRow>('/ledger/trial-balance', { date_from: applied.date_from, date_to: applied.date_to }),
    [applied.date_from, applied.date_to],
  );

  return (
    <div className="p-3">
      <h1 className="h4">Trial Balance</h1>
      <ReportFilters onSearch={search}>
        <DateField label="Date From" required minDate={TB_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
        <DateField label="Date To" required minDate={TB_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        <div className="col-auto order-last">
          <ExportButton scope="export_trial_balance" path="/ledger/trial-balance/export" body={checkedDraft} />
        </div>
      </ReportFilters>
      <Can scopes="get_trial_balance" fallback={<PermissionDenied what="the trial balance" />}>
        <ServerGrid<TrialBalanceRow>
          screenId="trial-balance"
          columns={columns}
          fetchPage={fetchPage}
          queryKey={queryKey}
          defaultSort={{ order_by: 'account_code', direction: 'asc' }}
          onError={() => toast.error(REPORT_ERROR)}
        />
      </Can>
      {drill && <LedgerEntriesModal account={drill} dateFrom={applied.date_from} dateTo={applied.date_to} onClose={() => setDrill(null)} />}
    </div>
  );
}
