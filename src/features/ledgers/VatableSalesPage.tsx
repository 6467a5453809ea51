import { vatableSalesColumns, vatableSalesReport, type VatableSalesRow } from '../../../contract/salesLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import CustomerFilter from './CustomerFilter';
import LedgerDateRange from './LedgerDateRange';
import { searchCustomerStatuses } from './lookups';
import { LEDGER_PROGRESS } from './messages';
import SubLedgerLayout from './SubLedgerLayout';
import { lastDays } from './lastDays';

type Filters = { reg_or_nonreg: string; status_label: string; customer_id: string; customer_label: string; date_from: string; date_to: string };

// The pickers' labels stay in the URL for the screen; the call takes the ids and dates.
const toBody = ({ reg_or_nonreg, customer_id, date_from, date_to }: Filters) => ({ reg_or_nonreg, customer_id, date_from, date_to });
const columns = colDefsOf<VatableSalesRow>(vatableSalesColumns);

/**
 * Vatable Sales Ledger (spec 000 §2.14): customer status, customer and dates
 * (last 20 days by default); one row per invoice with its VAT breakdown.
 */
export default function VatableSalesPage() {
  const f = useReportFilters<Filters>(vatableSalesReport, { reg_or_nonreg: '', status_label: '', customer_id: '', customer_label: '', ...lastDays(20) }, toBody);
  const { draft, set } = f;
  return (
    <ReportPage<VatableSalesRow>
      def={vatableSalesReport}
      filters={f}
      screenId="ledgers-vatable-sales"
      columns={columns}
      frame={(content) => <SubLedgerLayout active="vatable-sales">{content}</SubLedgerLayout>}
      grid={{ progressText: LEDGER_PROGRESS }}
      fields={
        <>
          <SearchSelect
            label="Customer Status"
            value={draft.reg_or_nonreg}
            valueLabel={draft.status_label}
            onChange={(v, o) => set({ reg_or_nonreg: v, status_label: o?.label ?? '' })}
            loadOptions={searchCustomerStatuses}
            className="col-12 col-md-2"
          />
          <CustomerFilter value={draft} onChange={set} />
          <LedgerDateRange value={draft} onChange={set} />
        </>
      }
    />
  );
}
