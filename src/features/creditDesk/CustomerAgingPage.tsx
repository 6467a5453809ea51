import { agingTotalsEp, customerAgingReport, agingColumns, type AgingRow } from '../../../contract/creditDesk';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { checked, useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { TotalsSection } from '../../components/report/reportParts';
import AgingBuckets from './AgingBuckets';
import { customerCenterPath } from './paths';
import { Form } from 'react-bootstrap';

type Filters = { as_of: string; search: string; past_due_only: string };

// The URL holds text: the checkbox travels as "1", the call takes a boolean.
const toBody = ({ as_of, search, past_due_only }: Filters) => ({ as_of, search: search.trim() || undefined, past_due_only: past_due_only === '1' || undefined });
// At 1440 px: the customer pinned, the total and the oldest bucket first, then the buckets in order.
const columns = arranged(
  colDefsOf<AgingRow>(agingColumns, {
    customer_code: { link: (r) => customerCenterPath(r.customer_id) },
    customer_name: { link: (r) => customerCenterPath(r.customer_id) },
  }),
  { pin: ['customer_code', 'customer_name'], lead: ['total_ar', 'over_90_days', 'past_due', 'net'] },
);

/**
 * Customer Aging: every customer's receivable on the As of date by days past
 * due, with the advances beside it, the totals of all the customers the
 * filters keep under the grid, and the XLSX (with its totals row).
 */
export default function CustomerAgingPage() {
  const f = useReportFilters<Filters>(customerAgingReport, { as_of: todayManila(), search: '', past_due_only: '' }, toBody);
  const { draft, set } = f;
  const applied = checked(agingTotalsEp.body, toBody(f.applied as Filters)).value;
  const totals = useRead(agingTotalsEp, { body: applied as never }, { skip: !applied || f.queryKey === null });
  return (
    <ReportPage<AgingRow>
      def={customerAgingReport}
      filters={f}
      screenId="credit-customer-aging"
      columns={columns}
      fields={
        <>
          <DateField label="As of" required value={draft.as_of} onChange={(v) => set({ as_of: v })} />
          <div className="col-12 col-md-3">
            <Form.Label htmlFor="aging-search" className="small mb-1 d-block">
              Customer Code or Name
            </Form.Label>
            <Form.Control id="aging-search" size="sm" value={draft.search} maxLength={100} onChange={(e) => set({ search: e.target.value })} />
          </div>
          <Form.Check className="col-auto ms-2 mb-1">
            <Form.Check.Input id="aging-past-due" type="checkbox"  checked={draft.past_due_only === '1'} onChange={(e) => set({ past_due_only: e.target.checked ? '1' : '' })} />
            <Form.Check.Label htmlFor="aging-past-due" className="small">
              Past due only
            </Form.Check.Label>
          </Form.Check>
        </>
      }
      footer={
        <TotalsSection loading={totals.isFetching} failed={!!totals.error} empty={!!totals.data && totals.data.customers === 0}>
          {totals.data && (
            <AgingBuckets aging={totals.data} caption={`${totals.data.customers} customers as of ${totals.data.as_of}; past due ${formatMoney(totals.data.past_due)}`} />
          )}
        </TotalsSection>
      }
    />
  );
}
