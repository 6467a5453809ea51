import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  PAYABLE_STATUS_KEYS,
  PAYABLE_STATUSES,
  PAYABLE_TAB_SEGMENTS,
  payableColumns,
  payableManagementReport,
  payableSummaryEp,
  type PayableRow,
  type PayableStatus,
} from '../../../contract/purchaseOrders';
import { useRead } from '../../api/kitApi';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { formatMoney } from '../../lib/money';
import { PV_PATH } from './PoDetailModal';
import { filledOnly, NO_FILTERS, ReportFields, type PoReportFilters } from './reportFields';
import RouteTabs from '../../components/RouteTabs';

const BASE = '/payable-management';
const statusOfSegment = (segment: string | undefined): PayableStatus =>
  PAYABLE_STATUS_KEYS.find((k) => PAYABLE_TAB_SEGMENTS[k] === segment) ?? 'received_not_invoiced';

/**
 * Payable Management: the receipts by where their payable stands (received
 * not invoiced, invoiced, vouchered, paid), one tab each with its count and
 * amount, linking to the purchase order and the payable voucher; the Stock
 * PO Report beside it. Each tab is its own report (remounted), so its filters
 * and paging start fresh.
 */
export default function PayableManagementPage() {
  const { status: segment } = useParams();
  const status = statusOfSegment(segment);
  const summary = useRead(payableSummaryEp);
  const counts = summary.currentData;
  return (
    <div className="p-3">
      <div className="d-flex align-items-center">
        <h1 className="h4 me-auto">Payable Management</h1>
        <Link to={`${BASE}/stock-po-report`}>Stock PO Report</Link>
      </div>
      <RouteTabs
        label="Payable status"
        current={status}
        tabs={PAYABLE_STATUS_KEYS.map((k) => {
          const c = counts?.find((x) => x.payable_status === k);
          return { to: `${BASE}/${PAYABLE_TAB_SEGMENTS[k]}`, key: k, label: `${PAYABLE_STATUSES[k]}${c ? ` (${c.count} · ${formatMoney(c.amount)})` : ''}` };
        })}
      />
      {summary.isError && <p className="text-danger small">Unable to load the counts of each status.</p>}
      <StatusReport key={status} status={status} />
    </div>
  );
}

function StatusReport({ status }: { status: PayableStatus }) {
  const f = useReportFilters<PoReportFilters>(payableManagementReport, NO_FILTERS, (x) => ({ ...filledOnly(x), status }));
  const columns = useMemo(
    () =>
      colDefsOf<PayableRow>(payableColumns, {
        po_no: { link: (r) => (r.po_hdr_id ? `/purchase-order?tab=approved&po=${r.po_hdr_id}` : null) },
        pv_no: { link: (r) => (r.payable_voucher_hdr_id ? PV_PATH(r.payable_voucher_hdr_id) : null) },
      }),
    [],
  );
  return (
    <ReportPage<PayableRow>
      def={payableManagementReport}
      filters={f}
      screenId="payable-management"
      columns={columns}
      frame={(content) => <>{content}</>}
      fields={<ReportFields value={f.draft} onChange={f.set} searchLabel="Receipt no., PO no., supplier or voucher" />}
    />
  );
}
