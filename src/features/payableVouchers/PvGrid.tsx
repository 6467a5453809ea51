import { pvColumns, pvListEp, type PvRow, type PvStatus } from '../../../contract/payableVouchers';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';

const columns = colDefsOf<PvRow>(pvColumns);

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
