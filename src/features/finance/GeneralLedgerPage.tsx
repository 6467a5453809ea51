import { useState } from 'react';
import {
  GL_MIN_DATE,
  GL_SUMMARY_LABELS,
  generalLedgerColumns,
  generalLedgerReport,
  generalLedgerSummaryEp,
  searchAccountsEp,
  type GeneralLedgerRow,
  type GeneralLedgerSummary,
} from '../../../contract/finance';
import { useRead } from '../../api/kitApi';
import { usePermission } from '../../components/permissions';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accountLabel, searchAccounts, searchSubGroups } from './lookups';
import { GL_PROGRESS } from './messages';

type Filters = { account_code: string; sub_group: string; date_from: string; date_to: string };

const columns = colDefsOf<GeneralLedgerRow>(generalLedgerColumns);

/** A summary row of the grid: its label where the journal entry number goes. */
const summaryRow = (label: string, values: Partial<GeneralLedgerRow>) => ({ journal_entry: label, ...values }) as GeneralLedgerRow;

/** The opening row above the lines, the period totals and closing row under them. */
function summaryRows(s: GeneralLedgerSummary | undefined, f: Filters) {
  if (!s) return { top: undefined, bottom: undefined };
  return {
    top: [summaryRow(GL_SUMMARY_LABELS.opening, { transaction_date: f.date_from, running_balance: s.opening_balance })],
    bottom: [
      summaryRow(GL_SUMMARY_LABELS.totals, { debit: s.total_debit, credit: s.total_credit }),
      summaryRow(GL_SUMMARY_LABELS.closing, { transaction_date: f.date_to, running_balance: s.closing_balance }),
    ],
  };
}

/**
 * The chosen account's "code - name": the picked option's label, else (a code from a shared link) the
 * accounts lookup read once through the kit for that code.
 */
function useAccountLabel(code: string): { label: string | undefined; picked: (code: string, text: string) => void } {
  const [picked, setPicked] = useState<{ code: string; text: string }>();
  const known = picked?.code === code;
  const lookup = useRead(searchAccountsEp, { query: { keyword: code } }, { skip: !code || known });
  const found = lookup.currentData?.find((a) => a.account_code === code);
  const label = known ? picked.text : found ? accountLabel(found) : undefined;
  return { label, picked: (c, text) => setPicked({ code: c, text }) };
}

/**
 * General Ledger (spec 000 §2.9): account and/or sub-group, Date From/To from
 * 2022-12-01 (default today), server-paged rows with the running balance,
 * framed by the range's opening balance, period totals and closing balance
 * (issue 25). The applied filters live in the URL, so a report can be
 * bookmarked; a URL with usable filters runs on load.
 */
export default function GeneralLedgerPage() {
  const today = todayManila();
  const f = useReportFilters<Filters>(generalLedgerReport, { account_code: '', sub_group: '', date_from: today, date_to: today }, undefined, { runOnOpen: false });
  const { draft, set, applied } = f;
  // The summary of what was searched (the grid's query key is null until a search with usable filters).
  const allowed = usePermission(generalLedgerReport.scopes.view);
  const searched = f.queryKey !== null && allowed;
  const summary = useRead(generalLedgerSummaryEp, { body: applied }, { skip: !searched });
  const pinned = summaryRows(searched ? summary.currentData : undefined, applied);
  const account = useAccountLabel(draft.account_code);
  return (
    <ReportPage<GeneralLedgerRow>
      def={generalLedgerReport}
      filters={f}
      screenId="general-ledger"
      columns={columns}
      grid={{ progressText: GL_PROGRESS, pinnedTop: pinned.top, pinnedBottom: pinned.bottom }}
      fields={
        <>
          <p className="col-12 small text-body-secondary mb-0" id="gl-account-needed">
            Choose an account or a sub-group <span className="text-danger">*</span> (one of the two is required).
          </p>
          <SearchSelect
            label="Account"
            value={draft.account_code}
            valueLabel={account.label}
            onChange={(v, option) => {
              if (option) account.picked(v, option.label);
              set({ account_code: v });
            }}
            loadOptions={searchAccounts}
            className="col-12 col-md-3"
          />
          <SearchSelect label="Sub-group" value={draft.sub_group} onChange={(v) => set({ sub_group: v })} loadOptions={searchSubGroups} className="col-12 col-md-3" />
          <DateField label="Date From" required minDate={GL_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required minDate={GL_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
    />
  );
}
