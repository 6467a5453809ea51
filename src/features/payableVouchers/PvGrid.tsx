import { pvColumns, pvListEp, type PvRow, type PvStatus } from '../../../contract/payableVouchers';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';

// At 1440 px: the voucher and payee pinned, the amounts and status before the rest.
const columns = arranged(colDefsOf<PvRow>(pvColumns), { pin: ['pv_no', 'payee_name'], lead: ['net_payable', 'gross_amount', 'ewt_amount', 'status', 'pv_date'] });

/** Payable vouchers of the filters, newest first; a row opens its voucher. */
export default function PvGrid(p: {
  screenId: string;
  label: string;
  status?: PvStatus;
  search?: string;
  payeeType?: PvRow['payee_type'];
  dateFrom?: string;
  dateTo?: string;
  queryKey: string;
  onOpen: (row: PvRow) => void;
}) {
  return (
    <ServerGrid<PvRow>
      screenId={p.screenId}
      label={p.label}
      columns={columns}
      source={gridSource(pvListEp, { query: { status: p.status, search: p.search || undefined, payee_type: p.payeeType, date_from: p.dateFrom || undefined, date_to: p.dateTo || undefined } })}
      queryKey={p.queryKey}
      defaultSort={{ order_by: 'pv_date', direction: 'desc' }}
      emptyText="No payable vouchers match."
      onRowOpen={p.onOpen}
    />
  );
}
