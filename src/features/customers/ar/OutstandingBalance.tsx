import { useMemo, useState } from 'react';
import { customerOutstandingEp, customerOutstandingTotalsEp, outstandingColumns, type OutstandingInvoiceRow } from '../../../../contract/customerAr';
import { useRead } from '../../../api/kitApi';
import DateField from '../../../components/filters/DateField';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ServerGrid from '../../../components/grid/ServerGrid';
import LoadState from '../../../components/LoadState';
import { formatMoney } from '../../../lib/money';

const columns = colDefsOf<OutstandingInvoiceRow>(outstandingColumns);
const BUCKETS = [
  ['in_transit', 'In Transit'],
  ['current', 'Current'],
  ['days_30', '1-30 Days'],
  ['days_60', '31-60 Days'],
  ['days_90', '61-90 Days'],
  ['over_90_days', 'Over 90 Days'],
  ['total_ar', 'Total AR'],
] as const;

/**
 * Outstanding Balance (spec 002 §2.4): the customer's invoices with a balance
 * on a date (today unless another is chosen), aged, with the bucket totals
 * above the grid. Both come from the receivable sub-ledger's rows.
 */
export default function OutstandingBalance({ customerCode, today }: { customerCode: string; today: string }) {
  const [asOf, setAsOf] = useState(today);
  const body = useMemo(() => ({ customer_code: customerCode, as_of: asOf || undefined }), [customerCode, asOf]);
  const totals = useRead(customerOutstandingTotalsEp, { body });
  const source = useMemo(() => ({ endpoint: customerOutstandingEp, args: { body } }), [body]);
  return (
    <div>
      <div className="row g-2 align-items-end mb-2">
        <DateField label="As of" value={asOf} onChange={setAsOf} />
      </div>
      <LoadState what="the totals" isLoading={totals.isLoading} error={totals.error} empty={!totals.data} emptyText="No totals." onRetry={() => void totals.refetch()}>
        {() => (
          <dl className="row row-cols-auto g-3 small mb-2" aria-label="Outstanding totals">
            {BUCKETS.map(([key, label]) => (
              <div key={key} className="col">
                <dt className="text-muted fw-normal">{label}</dt>
                <dd className={`mb-0 text-end font-monospace${key === 'total_ar' ? ' fw-bold' : ''}`}>{formatMoney(totals.data![key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </LoadState>
      <ServerGrid<OutstandingInvoiceRow>
        screenId="customer-ar-outstanding"
        label="Outstanding invoices"
        columns={columns}
        source={source}
        queryKey={`${customerCode}|${asOf}`}
        defaultSort={{ order_by: 'invoice_date', direction: 'asc' }}
        pagingInUrl={false}
        height={360}
        emptyText="Nothing outstanding on this date."
      />
    </div>
  );
}
