import { useCallback, useMemo } from 'react';
import { PAYEE_TYPES } from '../../../contract/payableVouchers';
import { pesos } from '../../../contract/collections';
import {
  AGING_BUCKETS,
  payableColumns,
  payableExportEp,
  payableListEp,
  payableTotalsEp,
  PAY_STATUSES,
  PAYEE_GROUPS,
  type PayableRow,
  type PayeeGroup,
  type PayStatus,
} from '../../../contract/treasuryPayments';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf, type ColumnExtras } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useGridSelection } from '../../components/grid/useGridSelection';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { TotalsSection } from '../../components/report/reportParts';
import RouteTabs from '../../components/RouteTabs';
import { formatMoney } from '../../lib/money';
import PaymentActions from './PaymentActions';
import FilterBar from '../../components/filters/FilterBar';

const cents = (s: string) => Math.round(Number(s) * 100);
const CV_SCREEN = '/finance-and-accounting/check-voucher';

const keyOfPayable = (r: PayableRow) => String(r.payable_voucher_hdr_id);

type PayableKey = (typeof payableColumns)[number]['key'];
const RELEASED: PayableKey[] = ['cv_no', 'check_no', 'release_date'];
/** The columns each tab shows (the payment's facts appear as it moves on). */
const STATUS_COLUMNS: Record<PayStatus, readonly PayableKey[]> = {
  pending: ['pv_no', 'payee_name', 'invoice_no', 'due_date', 'days_past_due', 'aging', 'net_payable'],
  scheduled: ['pv_no', 'payee_name', 'invoice_no', 'due_date', 'days_past_due', 'aging', 'net_payable', 'pay_date', 'method', 'bank', 'cv_no'],
  released: ['pv_no', 'payee_name', 'invoice_no', 'due_date', 'net_payable', 'pay_date', 'method', 'bank', ...RELEASED],
  cleared: ['pv_no', 'payee_name', 'invoice_no', 'due_date', 'net_payable', 'pay_date', 'method', 'bank', ...RELEASED, 'cleared_date'],
};

function payableExtras(status: PayStatus): ColumnExtras<PayableRow> {
  const overdueMatters = status === 'pending' || status === 'scheduled';
  return {
    days_past_due: { cellClass: (p) => (overdueMatters && (p.data?.days_past_due ?? 0) > 0 ? 'text-danger fw-semibold' : undefined) },
    // A check already written on the check voucher screen is released there, not ticked here.
    cv_no: status === 'scheduled' ? { headerName: 'Check Voucher', link: (r) => (r.cv_id === null ? null : `${CV_SCREEN}/for-release?open=${r.cv_id}`), valueFormatter: (p) => (p.data?.cv_id ? `Release ${p.data.cv_no} on the check voucher` : '') , width: 280 } : {},
  };
}

/** Whether a row can take part in the tab's action (a check written on the check voucher screen is released there). */
export const actionable = (r: PayableRow, status: PayStatus) => (status === 'scheduled' ? r.schedule_id !== null && r.cv_id === null : status === 'pending' || status === 'released');

/**
 * Approved payable vouchers of one payee group by payment status, in a server-paged grid: tick rows (on any page),
 * then schedule, release, cancel or mark cleared (PaymentActions). The tab's totals and aging cover the whole tab,
 * not only the rows shown.
 */
export default function PayablesView({ title, payees, status, tabLink }: { title: string; payees: PayeeGroup; status: PayStatus; tabLink: (s: PayStatus) => string }) {
  const search = useListSearch(`treasury-${payees}-${status}`);
  const filters = { payees, status, search: search.text || undefined };
  const totals = useRead(payableTotalsEp, { query: filters });
  const canChoose = useCallback((r: PayableRow) => actionable(r, status), [status]);
  // A choice belongs to its tab: another status or payee group starts with nothing ticked.
  const pick = useGridSelection<PayableRow>(keyOfPayable, canChoose, { belongsTo: `${payees}/${status}` });
  const chosenTotal = pick.rows.reduce((s, r) => s + cents(r.net_payable), 0);
  const payeeWord = PAYEE_TYPES[PAYEE_GROUPS[payees]];
  const columns = useMemo(() => colDefsOf(payableColumns.filter((c) => STATUS_COLUMNS[status].includes(c.key)), payableExtras(status)), [status]);

  return (
    <div className="p-3">
      <h1 className="h4 mb-3">{title}</h1>
      <Can scopes="view_treasury" fallback={<PermissionDenied what="the payables to pay" />}>
        <RouteTabs
          label="Payables by payment status"
          current={status}
          tabs={(Object.keys(PAY_STATUSES) as PayStatus[]).map((s) => ({ key: s, to: tabLink(s), label: PAY_STATUSES[s] }))}
        />
        <FilterBar label="Filter the payables">
          <div className="me-auto">
            <SearchBox label="Search PV, invoice, payee or check" placeholder="Search PV, invoice, payee or check" value={search.text} onSearch={search.search} clearable />
          </div>
          <ExportButton scope="view_treasury" path={payableExportEp.path} body={() => filters} />
        </FilterBar>
        <ServerGrid<PayableRow>
          screenId={`treasury-payables-${status}`}
          label={`${PAY_STATUSES[status]} approved vouchers of ${payeeWord.toLowerCase()}s`}
          columns={columns}
          source={gridSource(payableListEp, { query: { payees, status, search: search.text || undefined } })}
          queryKey={search.queryKey}
          defaultSort={{ order_by: 'due_date', direction: 'asc' }}
          emptyText={`No ${PAY_STATUSES[status].toLowerCase()} payables to ${payeeWord.toLowerCase()}s.`}
          height={440}
          selection={pick.selection}
        />
        <TotalsSection loading={!totals.currentData && !totals.error} failed={!!totals.error}>
          {totals.currentData && (
            <dl className="row small mb-0" style={{ maxWidth: 640 }}>
              <dt className="col-6">Vouchers</dt>
              <dd className="col-6 text-end mb-1">{totals.currentData.count}</dd>
              <dt className="col-6">Amount</dt>
              <dd className="col-6 text-end mb-1 fw-semibold">{formatMoney(totals.currentData.amount)}</dd>
              {(status === 'pending' || status === 'scheduled') &&
                (Object.keys(AGING_BUCKETS) as (keyof typeof AGING_BUCKETS)[]).map((b) => (
                  <div key={b} style={{ display: 'contents' }}>
                    <dt className="col-6 fw-normal">{AGING_BUCKETS[b]} (as of {totals.currentData!.as_of})</dt>
                    <dd className="col-6 text-end mb-1">{formatMoney(totals.currentData![b])}</dd>
                  </div>
                ))}
            </dl>
          )}
        </TotalsSection>
        <Can scopes="release_payment">
          <PaymentActions status={status} chosen={pick.rows} chosenTotal={pesos(chosenTotal)} onDone={pick.clear} />
        </Can>
      </Can>
    </div>
  );
}
