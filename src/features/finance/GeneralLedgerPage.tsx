import { GL_MIN_DATE, generalLedgerColumns, generalLedgerReport, type GeneralLedgerRow } from '../../../contract/finance';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { searchAccounts, searchSubGroups } from './lookups';
import { GL_PROGRESS } from './messages';

type Filters = { account_code: string; sub_group: string; date_from: string; date_to: string };

const columns = colDefsOf<GeneralLedgerRow>(generalLedgerColumns);

/**
 * General Ledger (spec 000 §2.9): account and/or sub-group, Date From/To from
 * 2022-12-01 (default today), server-paged rows with the running balance.
 * The applied filters live in the URL, so a report can be bookmarked; a URL
 * with usable filters runs on load.
 */
export default function GeneralLedgerPage() {
  const today = todayManila();
  const f = useReportFilters<Filters>(generalLedgerReport, { account_code: '', sub_group: '', date_from: today, date_to: today }, undefined, { runOnOpen: false });
  const { draft, set } = f;
  return (
    <ReportPage<GeneralLedgerRow>
      def={generalLedgerReport}
      filters={f}
      screenId="general-ledger"
      columns={columns}
      grid={{ progressText: GL_PROGRESS }}
      fields={
        <>
          <SearchSelect label="Account" value={draft.account_code} onChange={(v) => set({ account_code: v })} loadOptions={searchAccounts} className="col-12 col-md-3" />
          <SearchSelect label="Sub-group" value={draft.sub_group} onChange={(v) => set({ sub_group: v })} loadOptions={searchSubGroups} className="col-12 col-md-3" />
          <DateField label="Date From" required minDate={GL_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={GL_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
    />
  );
}
