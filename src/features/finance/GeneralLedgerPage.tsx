import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { GL_MIN_DATE, type GeneralLedgerRow } from '../../../contract/finance';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { postPage } from '../../components/grid/postPage';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { todayManila } from '../../lib/dates';
import { validRange } from './dateChecks';
import { ledgerColumns } from './ledgerColumns';
import { searchAccounts, searchSubGroups } from './lookups';
import { CORRECT_DATES, GL_PROGRESS, INVALID_DATE } from './messages';

// The contract's own message for a body without either (generalLedgerBody).
const NEED_ACCOUNT = 'Please select an account or a sub-group';

type Filters = { account_code: string; sub_group: string; date_from: string; date_to: string };

/**
 * General Ledger (spec 000 §2.9): account and/or sub-group, Date From/To from
 * 2022-12-01 (default today), server-paged rows with the running balance.
 * The applied filters live in the URL, so a report can be bookmarked; a URL
 * with usable filters runs on load.
 */
export default function GeneralLedgerPage() {
  const today = todayManila();
  const [applied, apply] = useUrlState<Filters>({ account_code: '', sub_group: '', date_from: '', date_to: '' });
  const [draft, setDraft] = useState<Filters>({
    account_code: applied.account_code,
    sub_group: applied.sub_group,
    date_from: applied.date_from || today,
    date_to: applied.date_to || today,
  });
  // Search with unchanged filters runs again.
  const [runs, setRuns] = useState(0);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));

  const runnable = validRange(applied.date_from, applied.date_to, GL_MIN_DATE) && (applied.account_code !== '' || applied.sub_group !== '');

  function search() {
    if (!validRange(draft.date_from, draft.date_to, GL_MIN_DATE)) {
      toast.warning(INVALID_DATE);
      return;
    }
    if (!draft.account_code && !draft.sub_group) {
      toast.warning(NEED_ACCOUNT);
      return;
    }
    apply(draft);
    setRuns((n) => n + 1);
  }

  function exportBody(): Filters | null {
    if (!validRange(draft.date_from, draft.date_to, GL_MIN_DATE)) {
      toast.warning(CORRECT_DATES);
      return null;
    }
    if (!draft.account_code && !draft.sub_group) {
      toast.warning(NEED_ACCOUNT);
      return null;
    }
    return { account_code: draft.account_code, sub_group: draft.sub_group, date_from: draft.date_from, date_to: draft.date_to };
  }

  const fetchPage = useMemo(
    () =>
      postPage<GeneralLedgerRow>('/ledger/general', {
        account_code: applied.account_code,
        sub_group: applied.sub_group,
        date_from: applied.date_from,
        date_to: applied.date_to,
      }),
    [applied.account_code, applied.sub_group, applied.date_from, applied.date_to],
  );

  return (
    <div className="p-3">
      <h1 className="h4">General Ledger</h1>
      <ReportFilters onSearch={search}>
        <SearchSelect label="Account" value={draft.account_code} onChange={(v) => set({ account_code: v })} loadOptions={searchAccounts} className="col-12 col-md-3" />
        <SearchSelect label="Sub-group" value={draft.sub_group} onChange={(v) => set({ sub_group: v })} loadOptions={searchSubGroups} className="col-12 col-md-3" />
        <DateField label="Date From" required minDate={GL_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
        <DateField label="Date To" required minDate={GL_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        <div className="col-auto order-last">
          <ExportButton scope="export_general_ledger" path="/ledger/general/export" body={exportBody} />
        </div>
      </ReportFilters>
      <Can scopes="get_general_ledger" fallback={<PermissionDenied what="the general ledger" />}>
        <ServerGrid<GeneralLedgerRow>
          screenId="general-ledger"
          columns={ledgerColumns}
          fetchPage={fetchPage}
          queryKey={runnable ? `${JSON.stringify(applied)}#${runs}` : null}
          defaultSort={{ order_by: 'transaction_date', direction: 'asc' }}
          progressText={GL_PROGRESS}
        />
      </Can>
    </div>
  );
}
