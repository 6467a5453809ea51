import { toast } from 'react-toastify';
import { ewtColumns, ewtPayableReport, type EwtSubledgerRow } from '../../../../contract/ewt';
import DateField from '../../../components/filters/DateField';
import { colDefsOf } from '../../../components/grid/columnDefs';
import { usePermission } from '../../../components/permissions';
import ReportPage from '../../../components/report/ReportPage';
import { useReportFilters } from '../../../components/report/useReportFilters';
import { todayManila } from '../../../lib/dates';
import { monthsBefore } from './defaultRange';

/** §8: the EWT list failure message. */
export const EWT_LOAD_ERROR = 'Unable to load ewt data.';
/** §9: EWT opens on the last 6 months to today. */
const DEFAULT_MONTHS = 6;

type Filters = { date_from: string; date_to: string };

const columns = colDefsOf<EwtSubledgerRow>(ewtColumns);

/**
 * The report is for either EWT scope (contract EWT_VIEW_SCOPES) while its
 * declaration names one view scope: a get_ewt_all holder sees it under that one.
 */
const forAllEwt = { ...ewtPayableReport, scopes: { ...ewtPayableReport.scopes, view: 'get_ewt_all' as const } };

/**
 * EWT Payable Report (spec 000 §2.20): set-ups of expanded withholding tax in
 * a date range with their reversals and a running balance per set-up.
 */
export default function EwtPayablePage() {
  const today = todayManila();
  const f = useReportFilters<Filters>(ewtPayableReport, { date_from: monthsBefore(today, DEFAULT_MONTHS), date_to: today }, undefined, { runOnOpen: false });
  const { draft, set } = f;
  const def = usePermission('get_ewt_all') ? forAllEwt : ewtPayableReport;
  return (
    <ReportPage<EwtSubledgerRow>
      def={def}
      filters={f}
      screenId="ewt-payable"
      columns={columns}
      grid={{ getRowClass: (p) => (p.data?.entry === 'reversal' ? 'text-muted' : undefined), onError: () => toast.error(EWT_LOAD_ERROR) }}
      fields={
        <>
          <DateField label="Date From" required value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
    />
  );
}
