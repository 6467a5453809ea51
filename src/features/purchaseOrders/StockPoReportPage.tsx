import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { stockPoColumns, stockPoReport, type StockPoRow } from '../../../contract/purchaseOrders';
import { colDefsOf } from '../../components/grid/columnDefs';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { filledOnly, NO_FILTERS, ReportFields, type PoReportFilters } from './reportFields';

/**
 * Stock PO Report: each line of the approved purchase orders with what was
 * ordered, received and invoiced (quantities and amounts at the PO's price),
 * and what is still to receive; exportable. A PO number opens the PO.
 */
export default function StockPoReportPage() {
  const f = useReportFilters<PoReportFilters>(stockPoReport, NO_FILTERS, filledOnly);
  const columns = useMemo(() => colDefsOf<StockPoRow>(stockPoColumns, { po_no: { link: (r) => `/purchase-order?tab=approved&po=${r.po_hdr_id}` } }), []);
  return (
    <ReportPage<StockPoRow>
      def={stockPoReport}
      filters={f}
      screenId="stock-po-report"
      columns={columns}
      frame={(content) => (
        <div className="p-3">
          <h1 className="h4">Stock PO Report</h1>
          <p className="small">
            <Link to="/payable-management">Back to Payable Management</Link>
          </p>
          {content}
        </div>
      )}
      fields={<ReportFields value={f.draft} onChange={f.set} searchLabel="PO no., supplier or product" />}
    />
  );
}
