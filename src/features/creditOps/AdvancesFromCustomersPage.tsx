import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { advancesFromCustomers, type AdvanceLineRow, type AdvanceSummary } from '../../../contract/creditOps';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { searchCustomerCodes } from '../../components/filters/customerOptions';
import { accepted, Amount, BOOKS_START, monthStart, REPORT_ERROR, TotalsSection } from './reportParts';
import { Table } from 'react-bootstrap';

type Filters = { date_from: string; date_to: string; customer_code: string };
const def = advancesFromCustomers.report;
const AdvanceJvModal = lazy(() => import('./AdvanceJvModal'));
/** The address of this page with the filters it holds and the journal entry to show (its JV modal). */
function withEntry(params: URLSearchParams, journalEntry: string): string {
  const next = new URLSearchParams(params);
  next.set(JV_PARAM, journalEntry);
  return `?${next}`;
}
const JV_PARAM = 'journal_entry';

/**
 * Advances from Customers (2050) by customer: the lines in a date range with
 * the running balance (of the customer picked, or of the account), the
 * totals per customer, and the account's balance in the trial balance beside
 * them, which the total equals.
 */
export default function AdvancesFromCustomersPage() {
  const today = todayManila();
  const defaults: Filters = { date_from: monthStart(today), date_to: today, customer_code: '' };
  const f = useReportFilters<Filters>(def, defaults);
  const [customerLabel, setCustomerLabel] = useState('');
  const allowed = usePermission(def.scopes.view);
  const body = accepted(advancesFromCustomers.summary.body, f.applied);
  const totals = useRead(advancesFromCustomers.summary, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  // A line's journal entry opens the JV behind it; the address names it, so Back closes it and a link can be shared.
  const [params, setParams] = useSearchParams();
  const shownEntry = params.get(JV_PARAM);
  const columns = useMemo(
    () =>
      colDefsOf<AdvanceLineRow>(def.columns, {
        customer_code: { link: (r) => (r.customer_code ? `/view/customer/${encodeURIComponent(r.customer_code)}` : undefined) },
        journal_entry: { link: (r) => withEntry(params, r.journal_entry) },
      }),
    [params],
  );
  const closeEntry = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete(JV_PARAM);
      return next;
    });
  return (
    <ReportPage<AdvanceLineRow>
      def={def}
      filters={f}
      screenId="advances-from-customers"
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR) }}
      fields={
        <>
          <SearchSelect
            label="Customer"
            className="col-md-3"
            placeholder="All customers"
            value={f.draft.customer_code}
            valueLabel={customerLabel}
            onChange={(v, o) => (f.set({ customer_code: v }), setCustomerLabel(o?.label ?? ''))}
            loadOptions={searchCustomerCodes}
          />
          <DateField label="Date From" required minDate={BOOKS_START} value={f.draft.date_from} onChange={(v) => f.set({ date_from: v })} />
          <DateField label="Date To" required minDate={BOOKS_START} value={f.draft.date_to} onChange={(v) => f.set({ date_to: v })} />
        </>
      }
      footer={
        <>
          {f.queryKey !== null && <CustomerTotals summary={totals.currentData} loading={totals.isFetching} failed={totals.isError} oneCustomer={!!f.applied.customer_code} />}
          {shownEntry && (
            <Suspense fallback={null}>
              <AdvanceJvModal journalEntry={shownEntry} onClose={closeEntry} />
            </Suspense>
          )}
        </>
      }
    />
  );
}

function CustomerTotals({ summary, loading, failed, oneCustomer }: { summary: AdvanceSummary | undefined; loading: boolean; failed: boolean; oneCustomer: boolean }) {
  return (
    <TotalsSection loading={loading} failed={failed} empty={!!summary && summary.customers.length === 0}>
      {summary && (
        <>
          <Table size="sm" bordered className="w-auto">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col" className="text-end">Opening Balance</th>
                <th scope="col" className="text-end">Debits (Applied)</th>
                <th scope="col" className="text-end">Credits (Received)</th>
                <th scope="col" className="text-end">Closing Balance</th>
              </tr>
            </thead>
            <tbody>
              {summary.customers.map((c) => (
                <tr key={`${c.customer_code ?? ''}|${c.customer_name}`}>
                  <th scope="row" className="fw-normal">
                    {c.customer_code ? `${c.customer_code} ${c.customer_name}` : c.customer_name || 'No customer named'}
                  </th>
                  <Amount value={c.opening} />
                  <Amount value={c.debit} />
                  <Amount value={c.credit} />
                  <Amount value={c.closing} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <Amount value={summary.total.opening} strong />
                <Amount value={summary.total.debit} strong />
                <Amount value={summary.total.credit} strong />
                <Amount value={summary.total.closing} strong />
              </tr>
            </tfoot>
          </Table>
          {!oneCustomer && (
            <p className="small mb-0" role="status">
              Advances from Customers (2050) in the trial balance at the end of the range: <strong>{summary.control_closing}</strong>
              {summary.control_closing === summary.total.closing ? ' — equal to the sub-ledger.' : ' — different from the sub-ledger total.'}
            </p>
          )}
        </>
      )}
    </TotalsSection>
  );
}
