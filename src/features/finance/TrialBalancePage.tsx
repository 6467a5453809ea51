import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { TB_MIN_DATE, type TrialBalanceRow } from '../../../contract/finance';
import ServerGrid from '../../components/grid/ServerGrid';
import { moneyColumn } from '../../components/grid/moneyColumn';
import { useUrlState } from '../../components/grid/useUrlState';
import { postPage } from '../../components/grid/postPage';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { todayManila } from '../../lib/dates';
import DateRange from './DateRange';
import LedgerEntriesModal from './LedgerEntriesModal';

/** Trial Balance (spec 000 §2.18): accounts for a date range; an account code opens its ledger entries. */
export default function TrialBalancePage() {
  const today = todayManila();
  const [applied, apply] = useUrlState({ date_from: '', date_to: '' });
  const [draft, setDraft] = useState({ date_from: applied.date_from || today, date_to: applied.date_to || today });
  const [drill, setDrill] = useState<{ code: string; name: string } | null>(null);

  function search() {
    if (!draft.date_from || !draft.date_to || draft.date_from > draft.date_to || draft.date_from < TB_MIN_DATE) {
      toast.warning('Please provide valid date!');
      return;
    }
    apply(draft);
  }

  const columns = useMemo<ColDef<TrialBalanceRow>[]>(
    () => [
      {
        field: 'account_code',
        headerName: 'Account Code',
        width: 130,
        cellRenderer: (p: { data?: TrialBalanceRow }) =>
          p.data ? (
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setDrill({ code: p.data!.account_code, name: p.data!.account_name })}>
              {p.data.account_code}
            </button>
          ) : null,
      },
      { field: 'account_name', headerName: 'Account Name', width: 240 },
      { field: 'account_fs_group', headerName: 'FS Group', width: 150, sortable: false },
      { field: 'account_group', headerName: 'Group', width: 170, sortable: false },
      { field: 'account_sub_group', headerName: 'Sub Group', width: 200, sortable: false },
      { field: 'account_line_item', headerName: 'Line Item', width: 170, sortable: false },
      moneyColumn('beginning_balance', 'Beginning Balance'),
      moneyColumn('debit', 'Debit'),
      moneyColumn('credit', 'Credit'),
      moneyColumn('balance', 'Balance'),
    ],
    [],
  );

  const fetchPage = useMemo(() => postPage<TrialBalanceRow>('/ledger/trial-balance', applied), [applied]);

  return (
    <div className="p-3">
      <h1 className="h4">Trial Balance</h1>
      <ReportFilters onSearch={search}>
        <DateRange from={draft.date_from} to={draft.date_to} min={TB_MIN_DATE} onChange={({ from, to }) => setDraft({ date_from: from, date_to: to })} />
      </ReportFilters>
      <Can scopes="get_trial_balance" fallback={<PermissionDenied what="the trial balance" />}>
        <ServerGrid<TrialBalanceRow>
          screenId="trial-balance"
          columns={columns}
          fetchPage={fetchPage}
          queryKey={applied.date_from ? JSON.stringify(applied) : null}
          defaultSort={{ order_by: 'account_code', direction: 'asc' }}
          onError={() => toast.error('Error occured. Please try again later')}
        />
      </Can>
      {drill && <LedgerEntriesModal account={drill} dateFrom={applied.date_from} dateTo={applied.date_to} onClose={() => setDrill(null)} />}
    </div>
  );
}
