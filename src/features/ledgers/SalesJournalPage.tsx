import { useMemo } from 'react';
import { SALES_LEDGER_PATHS, salesJournalExportBody, type SalesJournalRow } from '../../../contract/salesLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import { postPage } from '../../components/grid/postPage';
import CustomerFilter from './CustomerFilter';
import LedgerDateRange from './LedgerDateRange';
import LedgerReport from './LedgerReport';
import { searchTransactionTypes } from './lookups';
import { salesJournalColumns } from './salesLedgerColumns';
import { idOrNone, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { id: string; type_label: string; customer_id: string; customer_label: string; date_from: string; date_to: string };

/** The filters as the contract takes them (labels stay on the screen). */
const filtersOf = (v: Filters) => ({ id: idOrNone(v.id), customer_id: idOrNone(v.customer_id), date_from: v.date_from, date_to: v.date_to });

/**
 * Sales Special Journal (spec 000 §2.10): transaction type, customer and
 * dates (last 20 days by default); invoices credit sales, returns debit it,
 * with the running net sales as the balance.
 */
export default function SalesJournalPage() {
  // The labels ride along in the URL so a bookmarked report shows names, not ids.
  const f = useLedgerFilters<Filters>({ id: '', type_label: '', customer_id: '', customer_label: '', ...lastDays(20) });
  const { applied, draft, set } = f;
  const fetchPage = useMemo(() => postPage<SalesJournalRow>(SALES_LEDGER_PATHS.salesJournal, filtersOf(applied)), [applied]);

  return (
    <LedgerReport<SalesJournalRow>
      tab="sales"
      onSearch={f.search}
      filters={
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
      exportAction={{ scope: 'export_sales_special_journal_list', path: SALES_LEDGER_PATHS.salesJournalExport, body: () => f.exportBody(salesJournalExportBody, { ...filtersOf(draft), tab: 'sales' }) }}
      view={{ scope: 'view_sales_special_journal_list', what: 'the Sales Special Journal' }}
      grid={{ screenId: 'ledgers-sales', columns: salesJournalColumns, fetchPage, queryKey: f.queryKey, defaultSort: { order_by: 'transaction_date', direction: 'asc' } }}
    />
  );
}
