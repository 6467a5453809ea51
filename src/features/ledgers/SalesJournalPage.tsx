import { salesJournalColumns, salesJournalReport, type SalesJournalRow } from '../../../contract/salesLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import CustomerFilter from './CustomerFilter';
import { lastDays } from './lastDays';
import LedgerDateRange from './LedgerDateRange';
import { searchTransactionTypes } from './lookups';
import { LEDGER_PROGRESS } from './messages';
import SubLedgerLayout from './SubLedgerLayout';

type Filters = { id: string; type_label: string; customer_id: string; customer_label: string; date_from: string; date_to: string };

// The pickers' labels stay in the URL (a bookmarked report shows names); the calls take the ids and dates, the export also its tab.
const toBody = ({ id, customer_id, date_from, date_to }: Filters) => ({ id, customer_id, date_from, date_to, tab: 'sales' });
const columns = colDefsOf<SalesJournalRow>(salesJournalColumns);

/**
 * Sales Special Journal (spec 000 §2.10): transaction type, customer and
 * dates (last 20 days by default); invoices credit sales, returns debit it,
 * with the running net sales as the balance.
 */
export default function SalesJournalPage() {
  const f = useReportFilters<Filters>(salesJournalReport, { id: '', type_label: '', customer_id: '', customer_label: '', ...lastDays(20) }, toBody);
  const { draft, set } = f;
  return (
    <ReportPage<SalesJournalRow>
      def={salesJournalReport}
      filters={f}
      screenId="ledgers-sales"
      columns={columns}
      frame={(content) => <SubLedgerLayout active="sales">{content}</SubLedgerLayout>}
      grid={{ progressText: LEDGER_PROGRESS }}
      fields={
        <>
          <SearchSelect
            label="Transaction Type"
            value={draft.id}
            valueLabel={draft.type_label}
            onChange={(v, o) => set({ id: v, type_label: o?.label ?? '' })}
            loadOptions={searchTransactionTypes}
            className="col-12 col-md-2"
          />
          <CustomerFilter value={draft} onChange={set} />
          <LedgerDateRange value={draft} onChange={set} />
        </>
      }
    />
  );
}
