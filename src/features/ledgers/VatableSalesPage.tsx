import { useMemo } from 'react';
import { SALES_LEDGER_PATHS, vatableSalesExportBody, type VatableSalesRow } from '../../../contract/salesLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import { postPage } from '../../components/grid/postPage';
import CustomerFilter from './CustomerFilter';
import LedgerDateRange from './LedgerDateRange';
import LedgerReport from './LedgerReport';
import { searchCustomerStatuses } from './lookups';
import { vatableSalesColumns } from './salesLedgerColumns';
import { idOrNone, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { reg_or_nonreg: string; status_label: string; customer_id: string; customer_label: string; date_from: string; date_to: string };

const filtersOf = (v: Filters) => ({ reg_or_nonreg: idOrNone(v.reg_or_nonreg), customer_id: idOrNone(v.customer_id), date_from: v.date_from, date_to: v.date_to });

/**
 * Vatable Sales Ledger (spec 000 §2.14): customer status, customer and dates
 * (last 20 days by default); one row per invoice with its VAT breakdown.
 */
export default function VatableSalesPage() {
  const f = useLedgerFilters<Filters>({ reg_or_nonreg: '', status_label: '', customer_id: '', customer_label: '', ...lastDays(20) });
  const { applied, draft, set } = f;
  const fetchPage = useMemo(() => postPage<VatableSalesRow>(SALES_LEDGER_PATHS.vatableSales, filtersOf(applied)), [applied]);

  return (
    <LedgerReport<VatableSalesRow>
      tab="vatable-sales"
      onSearch={f.search}
      filters={
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
      exportAction={{ scope: 'export_vatable_sales_ledger_list', path: SALES_LEDGER_PATHS.vatableSalesExport, body: () => f.exportBody(vatableSalesExportBody, filtersOf(draft)) }}
      view={{ scope: 'view_vatable_sales_ledger_list', what: 'the Vatable Sales Ledger' }}
      grid={{ screenId: 'ledgers-vatable-sales', columns: vatableSalesColumns, fetchPage, queryKey: f.queryKey, defaultSort: { order_by: 'si_date', direction: 'asc' } }}
    />
  );
}
