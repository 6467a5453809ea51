import { transferStockEp, type PalletStockRow } from '../../../contract/inventoryTransfers';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import ScrollRegion from '../../components/ScrollRegion';
import { Button, Table } from 'react-bootstrap';

/**
 * Another origin for a request line: the pallets that hold the line's batch (in the reserve area for a
 * replenishment), with what they hold and what other open transfers leave available.
 */
export default function OriginPicker({
  batch,
  area,
  exclude,
  onPick,
  onClose,
}: {
  batch: { batch_id: number; batch_no: string; product_name: string };
  area?: 'reserve' | 'picking';
  /** Pallets the line cannot leave from (its destination). */
  exclude: readonly (number | null)[];
  onPick: (r: PalletStockRow) => void;
  onClose: () => void;
}) {
  const read = useRead(transferStockEp, { query: { search: batch.batch_no, area } });
  const rows = (read.currentData ?? []).filter((r) => r.batch_id === batch.batch_id && !exclude.includes(r.pallet_id));
  return (
    <Modal title={`Choose the Origin Pallet: ${batch.product_name} batch ${batch.batch_no}`} size="lg" onClose={onClose}>
      <LoadState what="the pallets" isLoading={read.isFetching && !read.currentData} error={read.error} empty={rows.length === 0} emptyText="No other pallet holds this batch." onRetry={() => void read.refetch()}>
        <ScrollRegion label="Pallets holding the batch" style={{ maxHeight: 320 }}>
          <Table size="sm" className="small mb-0">
            <thead>
              <tr>
                <th scope="col">Floor / Pallet</th>
                <th scope="col">Zone</th>
                <th scope="col" className="text-end">On Pallet</th>
                <th scope="col" className="text-end">Available</th>
                <th scope="col"><span className="visually-hidden">Select</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.pallet_id}>
                  <td>{r.floor} / {r.pallet_code}</td>
                  <td>{r.zone_name ?? '—'}</td>
                  <td className="text-end">{r.quantity}</td>
                  <td className="text-end">{r.available_stock}</td>
                  <td className="text-end">
                    <Button variant="outline-primary" size="sm" aria-label={`Select pallet ${r.pallet_code}`} onClick={() => onPick(r)}>
                      Select
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </LoadState>
    </Modal>
  );
}
