import { useMemo } from 'react';
import { receivablesExportBody, SALES_LEDGER_PATHS, type ReceivableRow } from '../../../contract/salesLedgers';
import { postPage } from '../../components/grid/postPage';
import CustomerFilter from './CustomerFilter';
import LedgerDateRange from './LedgerDateRange';
import LedgerReport from './LedgerReport';
import { receivableColumns } from './salesLedgerColumns';
import { idOrNone, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { customer_id: string; customer_label: string; dr_si_number: string; date_from: string; date_to: string };

const filtersOf = (v: Filters) => ({ customer_id: idOrNone(v.customer_id), dr_si_number: v.dr_si_number.trim(), date_from: v.date_from, date_to: v.date_to });

/**
 * Receivable Sub Ledger (spec 000 §2.11): customer (or all: the AR control
 * account), DR/SI number and dates (last 20 days by default); postings in
 * date order with the running balance carried from before Date From.
 */
export default function ReceivablesPage() {
  const f = useLedgerFilters<Filters>({ customer_id: '', customer_label: '', dr_si_number: '', ...lastDays(20) });
  const { applied, draft, set } = f;
  const fetchPage = useMemo(() => postPage<ReceivableRow>(SALES_LEDGER_PATHS.receivables, filtersOf(applied)), [applied]);

  return (
    <LedgerReport<ReceivableRow>
      tab="receivables"
      onSearch={f.search}
      filters={
        <>
          <CustomerFilter value={draft} onChange={set} />
          <div className="col-12 col-md-2">
            <label htmlFor="dr-si-number" className="form-label small mb-1 d-block">
              DR/SI Number
            </label>
            <input
              id="dr-si-number"
              className="form-control form-control-sm"
              value={draft.dr_si_number}
              maxLength={40}
              onChange={(e) => set({ dr_si_number: e.target.value })}
            />
          </div>
          <LedgerDateRange value={draft} onChange={set} />
        </>
      }
      exportAction={{ scope: 'export_receivable_sub_ledger_list', path: SALES_LEDGER_PATHS.receivablesExport, body: () => f.exportBody(receivablesExportBody, filtersOf(draft)) }}
      view={{ scope: 'view_receivable_sub_ledger_list', what: 'the Receivable Sub Ledger' }}
      grid={{ screenId: 'ledgers-receivables', columns: receivableColumns, fetchPage, queryKey: f.queryKey, defaultSort: { order_by: 'transaction_date', direction: 'asc' } }}
    />
  );
}
