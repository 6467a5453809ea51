import { creditMemoLedgerColumns, creditMemoLedgerReport, creditMemoLedgerTotalsEp, type CreditMemoLedgerRow } from '../../../contract/memos';
import { useRead } from '../../api/kitApi';
import SearchSelect from '../../components/filters/SearchSelect';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { checked, useReportFilters } from '../../components/report/useReportFilters';
import { usePermission } from '../../components/permissions';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import LoadState from '../../components/LoadState';
import { searchMemoCustomers } from './api';
import { memoRoute } from './routes';
import { Table } from 'react-bootstrap';

type Filters = { customer_code: string; customer_label: string; date_from: string; date_to: string };

const toBody = ({ customer_code, date_from, date_to }: Filters) => ({ customer_code: customer_code || undefined, date_from, date_to });
const columns = colDefsOf<CreditMemoLedgerRow>(creditMemoLedgerColumns, { memo_no: { link: (r) => memoRoute('credit', r.memo_id) } });

/** The month so far: what a person reads first. */
const monthToDate = () => {
  const today = todayManila();
  return { date_from: `${today.slice(0, 8)}01`, date_to: today };
};

/**
 * Credit Memo Subledger: the approved credit memos of a period (and a
 * customer), in date order with the running total, their totals (net, output
 * VAT, amount: the period's credit memo postings to the receivable) and the
 * export.
 */
export default function CreditMemoSubledgerPage() {
  const f = useReportFilters<Filters>(creditMemoLedgerReport, { customer_code: '', customer_label: '', ...monthToDate() }, toBody);
  const { draft, set } = f;
  const canView = usePermission(creditMemoLedgerReport.scopes.view);
  const totalsBody = checked(creditMemoLedgerTotalsEp.body, toBody(f.applied)).value as ReturnType<typeof toBody> | null;
  const totals = useRead(creditMemoLedgerTotalsEp, { body: totalsBody ?? toBody(f.applied) }, { skip: !canView || !totalsBody || f.queryKey === null });
  const t = totals.currentData;
  return (
    <ReportPage<CreditMemoLedgerRow>
      def={creditMemoLedgerReport}
      filters={f}
      screenId="memos-credit-subledger"
      columns={columns}
      fields={
        <>
          <SearchSelect
            label="Customer"
            value={draft.customer_code}
            valueLabel={draft.customer_label}
            onChange={(v, o) => set({ customer_code: v, customer_label: o?.label ?? '' })}
            loadOptions={searchMemoCustomers}
            clearable
            className="col-12 col-md-4"
          />
          <DateField label="Date From" required value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" required value={draft.date_to} onChange={(v) => set({ date_to: v })} />
        </>
      }
      footer={
        <section aria-label="Totals" className="mt-3">
          <h2 className="h6">Totals</h2>
          <LoadState what="the totals" isLoading={totals.isFetching} error={totals.error} empty={!!t && t.memos === 0} emptyText="No approved credit memos for the chosen filters." onRetry={() => void totals.refetch()}>
            {t && (
              <Table size="sm" bordered className="w-auto">
                <thead>
                  <tr>
                    <th scope="col">Credit Memos</th>
                    <th scope="col" className="text-end">Net of VAT</th>
                    <th scope="col" className="text-end">Output VAT</th>
                    <th scope="col" className="text-end">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{t.memos}</td>
                    <td className="text-end">{formatMoney(t.net)}</td>
                    <td className="text-end">{formatMoney(t.vat)}</td>
                    <td className="text-end fw-semibold">{formatMoney(t.amount)}</td>
                  </tr>
                </tbody>
              </Table>
            )}
          </LoadState>
        </section>
      }
    />
  );
}
