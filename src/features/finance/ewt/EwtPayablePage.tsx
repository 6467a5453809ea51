import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { EWT_EXPORT_PATH, EWT_LIST_PATH, type EwtSubledgerRow } from '../../../../contract/ewt';
import type { Scope } from '../../../../contract/scopes';
import ExportButton from '../../../components/export/ExportButton';
import DateField from '../../../components/filters/DateField';
import ServerGrid from '../../../components/grid/ServerGrid';
import { postPage } from '../../../components/grid/postPage';
import { Can } from '../../../components/permissions';
import PermissionDenied from '../../../components/PermissionDenied';
import ReportFilters from '../../../components/ReportFilters';
import { todayManila } from '../../../lib/dates';
import { useDateRangeReport } from '../useDateRangeReport';
import { monthsBefore } from './defaultRange';
import { EWT_COLUMNS } from './ewtColumns';

/** §8: the EWT list failure message. */
export const EWT_LOAD_ERROR = 'Unable to load ewt data.';
/** §9: EWT opens on the last 6 months to today. */
const DEFAULT_MONTHS = 6;
/** The EWT report has no first day (§5 sets minimums only for the GL, TB and IS): '' sorts before every date. */
const NO_MINIMUM = '';
const VIEW_SCOPES: Scope[] = ['get_ewt_payable_report', 'get_ewt_all'];
/** The spec names no EWT export scope; the server exports for get_ewt_all (the "all" of the data). */
const EXPORT_SCOPE: Scope = 'get_ewt_all';

/**
 * EWT Payable Report (spec 000 §2.20): set-ups of expanded withholding tax in
 * a date range with their reversals and a running balance per set-up.
 */
export default function EwtPayablePage() {
  const today = todayManila();
  const { applied, draft, set, search, checkedDraft, queryKey } = useDateRangeReport({ date_from: monthsBefore(today, DEFAULT_MONTHS), date_to: today }, NO_MINIMUM);

  const fetchPage = useMemo(
    () => postPage<EwtSubledgerRow>(EWT_LIST_PATH, { date_from: applied.date_from, date_to: applied.date_to }),
    [applied.date_from, applied.date_to],
  );

  return (
    <div className="p-3">
      <h1 className="h4">EWT Payable Report</h1>
      <ReportFilters onSearch={search}>
        <DateField label="Date From" required value={draft.date_from} onChange={(v) => set({ date_from: v })} />
        <DateField label="Date To" required value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        <div className="col-auto order-last">
          <ExportButton scope={EXPORT_SCOPE} path={EWT_EXPORT_PATH} body={checkedDraft} />
        </div>
      </ReportFilters>
      <Can scopes={VIEW_SCOPES} fallback={<PermissionDenied what="the EWT payable report" />}>
        <ServerGrid<EwtSubledgerRow>
          screenId="ewt-payable"
          columns={EWT_COLUMNS}
          fetchPage={fetchPage}
          queryKey={queryKey}
          defaultSort={{ order_by: 'setup_date', direction: 'asc' }}
          getRowClass={(p) => (p.data?.entry === 'reversal' ? 'text-muted' : undefined)}
          onError={() => toast.error(EWT_LOAD_ERROR)}
        />
      </Can>
    </div>
  );
}
