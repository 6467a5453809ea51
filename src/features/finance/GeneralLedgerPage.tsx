import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { GL_MIN_DATE, type GeneralLedgerRow } from '../../../contract/finance';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { postPage } from '../../components/grid/postPage';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { todayManila } from '../../lib/dates';
import DateRange from './DateRange';
import KeywordPicker from './KeywordPicker';
import { ledgerColumns } from './ledgerColumns';

/** General Ledger (spec 000 §2.9): account or sub-group, dates from 2022-12-01, server-paged rows. */
export default function GeneralLedgerPage() {
  const today = todayManila();
  // The applied filters live in the URL: a report can be bookmarked and shared.
  const [applied, apply] = useUrlState({ account_code: '', sub_group: '', date_from: '', date_to: '' });
  const [draft, setDraft] = useState({
    account_code: applied.account_code,
    sub_group: applied.sub_group,
    date_from: applied.date_from || today,
    date_to: applied.date_to || today,
  });
  const searched = applied.date_from !== '' && (applied.account_code !== '' || applied.sub_group !== '');

  function search() {
    if (!draft.date_from || !draft.date_to || draft.date_from > draft.date_to || draft.date_from < GL_MIN_DATE) {
      toast.warning('Please provide valid date!');
      return;
    }
    if (!draft.account_code && !draft.sub_group) {
      toast.warning('Please provide valid data!');
      return;
    }
    apply(draft);
  }

  // The running balance follows date order, so that is the only sort the server offers.
  const fetchPage = useMemo(() => postPage<GeneralLedgerRow>('/ledger/general', applied, { order_by: 'transaction_date' }), [applied]);

  return (
    <div className="p-3">
      <h1 className="h4">General Ledger</h1>
      <ReportFilters onSearch={search}>
        <KeywordPicker
          label="Account"
          path="/ledger/accounts/list"
          value={draft.account_code}
          onChange={(v) => setDraft({ ...draft, account_code: v })}
          toOption={(r) => ({ value: r.account_code, label: `${r.account_code} — ${r.account_name}` })}
        />
        <KeywordPicker
          label="Sub-group"
          path="/ledger/accounts/groups/sub"
          value={draft.sub_group}
          onChange={(v) => setDraft({ ...draft, sub_group: v })}
          toOption={(r) => ({ value: r.sub_group, label: r.name })}
        />
        <DateRange from={draft.date_from} to={draft.date_to} min={GL_MIN_DATE} onChange={({ from, to }) => setDraft({ ...draft, date_from: from, date_to: to })} />
      </ReportFilters>
      <Can scopes="get_general_ledger" fallback={<PermissionDenied what="the general ledger" />}>
        <ServerGrid<GeneralLedgerRow>
          screenId="general-ledger"
          columns={ledgerColumns}
          fetchPage={fetchPage}
          queryKey={searched ? JSON.stringify(applied) : null}
          defaultSort={{ order_by: 'transaction_date', direction: 'asc' }}
        />
      </Can>
    </div>
  );
}
