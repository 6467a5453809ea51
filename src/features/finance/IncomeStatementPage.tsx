import { useState } from 'react';
import { toast } from 'react-toastify';
import { BREAKDOWN_LEVELS, IS_MIN_DATE, PERIOD_BREAKDOWNS, incomeStatementBody, incomeStatementExportEp, reportDates, type BreakdownLevel, type PeriodBreakdown } from '../../../contract/finance';
import DataAsOf from '../../components/DataAsOf';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { checked } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import AccountRangeSelect from './AccountRangeSelect';
import IncomeStatementTable, { levelLabel } from './incomeStatementTable';
import { useIncomeStatement, type IncomeStatementRequest } from './useIncomeStatement';
import { Form, Spinner } from 'react-bootstrap';

const PERIOD_LABEL: Record<PeriodBreakdown, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' };

/** The applied filters as the URL keeps them (breakdown as a comma list). */
type UrlFilters = Record<keyof IncomeStatementRequest, string>;
const URL_DEFAULTS: UrlFilters = { period_breakdown: '', breakdown: '', accounts_from: '', accounts_to: '', date_from: '', date_to: '' };

const asPeriod = (v: string): PeriodBreakdown => (PERIOD_BREAKDOWNS as readonly string[]).includes(v) ? (v as PeriodBreakdown) : 'month';
const asLevels = (v: string): BreakdownLevel[] => BREAKDOWN_LEVELS.filter((l) => v.split(',').includes(l));
const fromUrl = (u: UrlFilters): IncomeStatementRequest => ({
  date_from: u.date_from,
  date_to: u.date_to,
  period_breakdown: asPeriod(u.period_breakdown),
  breakdown: asLevels(u.breakdown),
  accounts_from: u.accounts_from,
  accounts_to: u.accounts_to,
});

const sameRequest = (a: IncomeStatementRequest, b: IncomeStatementRequest) => JSON.stringify(a) === JSON.stringify(b);

const isDates = reportDates(IS_MIN_DATE);

/**
 * The first problem of the filters, word for word: dates first (spec 000 §5,
 * the contract's report dates), then the contract's own checks (one year for
 * months and quarters, a breakdown, the account range) — the same schema the
 * server validates with.
 */
const problemOf = (r: IncomeStatementRequest): string | null => checked(isDates, r).problem ?? checked(incomeStatementBody, r).problem;

/**
 * Income Statement (spec 000 §2.19): period breakdown, breakdown levels,
 * account range and dates (from 2022-11-30, default today). The applied
 * filters live in the URL, so a bookmarked report runs on load.
 */
export default function IncomeStatementPage() {
  const today = todayManila();
  const allowed = usePermission('get_income_statement');
  const [url, setUrl] = useUrlState<UrlFilters>(URL_DEFAULTS);
  const applied = fromUrl(url);
  const [draft, setDraft] = useState<IncomeStatementRequest>({
    ...applied,
    breakdown: url.breakdown ? applied.breakdown : ['type'],
    date_from: applied.date_from || today,
    date_to: applied.date_to || today,
  });
  const set = (patch: Partial<IncomeStatementRequest>) => setDraft((d) => ({ ...d, ...patch }));
  const request = allowed && problemOf(applied) === null ? applied : null;
  const { result, loading, failed, asOf, refetch } = useIncomeStatement(request);

  function search() {
    const problem = problemOf(draft);
    if (problem) {
      toast.warning(problem);
      return;
    }
    const next: UrlFilters = { ...draft, breakdown: draft.breakdown.join(',') };
    // Search with unchanged filters runs the report again; new filters are a new read.
    if (request !== null && sameRequest(fromUrl(next), request)) refetch();
    else setUrl(next);
  }

  /** The draft's filters for the file, or null after saying what is wrong (the same checks as Search). */
  function exportBody(): IncomeStatementRequest | null {
    const problem = problemOf(draft);
    if (problem) toast.warning(problem);
    return problem ? null : draft;
  }

  function toggle(level: BreakdownLevel, on: boolean) {
    const next = on ? [...draft.breakdown, level] : draft.breakdown.filter((l) => l !== level);
    set({ breakdown: BREAKDOWN_LEVELS.filter((l) => next.includes(l)) });
  }

  return (
    <div className="p-3">
      <h1 className="h4">Income Statement</h1>
      <ReportFilters onSearch={search} disabled={loading}>
        <div className="col-auto">
          <Form.Label htmlFor="is-period" className="small mb-1 d-block">
            Period Breakdown
          </Form.Label>
          <Form.Select id="is-period" size="sm" value={draft.period_breakdown} onChange={(e) => set({ period_breakdown: asPeriod(e.target.value) })}>
            {PERIOD_BREAKDOWNS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </Form.Select>
        </div>
        <fieldset className="col-auto">
          <Form.Label as="legend" className="small mb-1">Select Breakdown</Form.Label>
          <div className="d-flex flex-wrap gap-2">
            {BREAKDOWN_LEVELS.map((l) => (
              <Form.Check key={l} inline className="m-0">
                <Form.Check.Input id={`is-bd-${l}`} type="checkbox"  checked={draft.breakdown.includes(l)} onChange={(e) => toggle(l, e.target.checked)} />
                <Form.Check.Label htmlFor={`is-bd-${l}`} className="small">
                  {levelLabel(l)}
                </Form.Check.Label>
              </Form.Check>
            ))}
          </div>
        </fieldset>
        <AccountRangeSelect
          enabled={allowed}
          from={draft.accounts_from}
          to={draft.accounts_to}
          onChange={(range) => set({ accounts_from: range.from, accounts_to: range.to })}
        />
        <DateField label="Date From" required minDate={IS_MIN_DATE} value={draft.date_from} onChange={(v) => set({ date_from: v })} />
        <DateField label="Date To" required minDate={IS_MIN_DATE} value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        <div className="col-auto order-last">
          <ExportButton scope="get_income_statement" path={incomeStatementExportEp.path} body={exportBody} disabled={loading} />
        </div>
      </ReportFilters>
      <Can scopes="get_income_statement" fallback={<PermissionDenied what="the income statement" />}>
        {loading ? (
          <div className="d-flex align-items-center gap-2 p-4 text-muted" role="status">
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> Loading…
          </div>
        ) : result && result.rows.length > 0 ? (
          <>
            <DataAsOf asOf={asOf} block />
            <IncomeStatementTable result={result} dateFrom={applied.date_from} dateTo={applied.date_to} />
          </>
        ) : (
          <p className="text-muted p-3" role="status">
            {result
              ? 'No income statement data for the chosen filters.'
              : failed
                ? 'The income statement could not be loaded.'
                : 'Choose the filters and press Search.'}
          </p>
        )}
      </Can>
    </div>
  );
}
