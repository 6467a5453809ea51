import { useEffect, useMemo } from 'react';
import { toast } from 'react-toastify';
import { AR_MESSAGES, customerCollectionTotalsEp, type CollectionMonth, type CollectionTotals } from '../../../../contract/customerAr';
import { useRead } from '../../../api/kitApi';
import BarChart, { type BarSeries } from '../../../components/charts/BarChart';
import LoadState from '../../../components/LoadState';
import { formatMoney } from '../../../lib/money';

type Figure = Exclude<keyof CollectionMonth, 'month'>;
const SERIES: readonly BarSeries<Figure>[] = [
  { key: 'invoiced', label: 'Invoiced', color: 'var(--bs-primary, #0d6efd)' },
  { key: 'collected', label: 'Collected', color: 'var(--bs-success, #198754)' },
  { key: 'returned', label: 'Returned', color: 'var(--bs-warning, #ffc107)' },
];
const MONTH = new Intl.DateTimeFormat('en-PH', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-PH', { month: 'short', timeZone: 'UTC' });
const firstOf = (ym: string) => new Date(`${ym}-01T00:00:00Z`);
const monthLabel = (ym: string) => MONTH.format(firstOf(ym));
// Twelve "Apr 2025" labels do not fit under the bars: the year only under the first month and each January.
const axisLabel = (ym: string, i: number) => (i === 0 || ym.endsWith('-01') ? [SHORT.format(firstOf(ym)), ym.slice(0, 4)] : [SHORT.format(firstOf(ym))]);
const isZero = (s: string) => Number(s) === 0;

/**
 * The collection totals chart of AR Information (spec 002 §2.4, scope
 * get_collection_dashboard_totals): the customer's invoices, collections and
 * returns per month, the 12 months up to today, from the receivable
 * sub-ledger. A failed load is toasted "Customer Totals not found." (spec
 * §8) and said in place of the chart.
 */
export default function CollectionTotalsChart({ customerCode }: { customerCode: string }) {
  const totals = useRead(customerCollectionTotalsEp, { body: { customer_code: customerCode } });
  const failedRequest = totals.isError ? totals.requestId : undefined;
  useEffect(() => {
    if (failedRequest) toast.error(AR_MESSAGES.totalsNotFound, { toastId: `ar-totals:${failedRequest}` });
  }, [failedRequest]);
  const data = totals.data;
  const nothing = !data || [data.invoiced, data.collected, data.returned].every(isZero);
  return (
    <section className="mt-3" aria-labelledby="ar-collection-chart">
      <h3 id="ar-collection-chart" className="h6">
        Invoiced and collected, last 12 months
      </h3>
      <LoadState
        what="the collection totals"
        isLoading={totals.isLoading}
        error={totals.error}
        empty={nothing}
        emptyText="No invoices, collections or returns in the last 12 months."
        onRetry={() => void totals.refetch()}
      >
        {() => <Chart data={data!} />}
      </LoadState>
    </section>
  );
}

function Chart({ data }: { data: CollectionTotals }) {
  const groups = useMemo(() => data.months.map((m, i) => ({ label: monthLabel(m.month), axisLabel: axisLabel(m.month, i), values: m })), [data]);
  const title = `Invoiced, collected and returned per month, ${groups[0]?.label} to ${groups.at(-1)?.label}`;
  return (
    <>
      <p className="small text-muted mb-1">
        {SERIES.map((s) => `${s.label}: ${formatMoney(data[s.key])}`).join(' · ')}
      </p>
      <BarChart title={title} series={SERIES} groups={groups} format={formatMoney} categoryHeader="Month" />
    </>
  );
}
