import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { customerAgingEp, type AgingRow } from '../../../contract/srpf';
import { useRead } from '../../api/kitApi';
import LocalGrid from '../../components/grid/LocalGrid';
import { useGridSelection } from '../../components/grid/useGridSelection';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { Button } from 'react-bootstrap';

const keyOfInvoice = (a: AgingRow) => String(a.si_id);
const COLUMNS: ColDef<AgingRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'due_date', headerName: 'Due Date', width: 120 },
  { field: 'dr_no', headerName: 'DR No.', width: 140 },
  { field: 'si_number', headerName: 'SI No.', width: 140 },
  { field: 'in_transit', headerName: 'In Transit', width: 110, valueFormatter: (p) => (p.value ? 'Yes' : 'No') },
  { field: 'amount', headerName: 'Amount', type: 'rightAligned', width: 140, valueFormatter: (p) => formatMoney(p.value as string) },
];

/** Choose DR/SI (spec §2.9): the customer's open invoices to apply the return to; each chosen one applies its balance up to what is left. */
export default function AgingModal({ customerId, chosen, onPick, onClose }: { customerId: number; chosen: number[]; onPick: (rows: AgingRow[]) => void; onClose: () => void }) {
  const aging = useRead(customerAgingEp, { query: { customer_id: customerId } });
  const pick = useGridSelection<AgingRow>(keyOfInvoice);
  const rows = useMemo(() => (aging.data ?? []).filter((a) => !chosen.includes(a.si_id)), [aging.data, chosen]);
  return (
    <Modal
      title="Aging"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button disabled={!pick.rows.length} onClick={() => onPick(pick.rows)}>
            Add Selected
          </Button>
        </>
      }
    >
      <LoadState what="aging" isLoading={aging.isLoading} error={aging.error} empty={rows.length === 0} emptyText="No open invoices.">
        <LocalGrid label="Open invoices" columns={COLUMNS} rows={rows} emptyText="No open invoices." height={360} selection={pick.selection} />
      </LoadState>
    </Modal>
  );
}
