import { useState } from 'react';
import { untrackedStockEp } from '../../../contract/inventoryTransfers';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import ScrollRegion from '../../components/ScrollRegion';
import { Button, Table } from 'react-bootstrap';

/**
 * The untracked-quantity grid (spec §2): posted stock of a batch that sits on
 * no pallet yet. It cannot be transferred until it is put on a pallet
 * (Pallet Assignment), so it is listed apart.
 */
export default function UntrackedGrid() {
  const [shown, setShown] = useState(false);
  const read = useRead(untrackedStockEp, { query: {} }, { skip: !shown });
  const rows = read.currentData ?? [];
  return (
    <section className="mt-4" aria-labelledby="untracked-heading">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="untracked-heading" className="h6 mb-0">Untracked Quantities</h2>
        <Button variant="outline-secondary" size="sm" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
      </div>
      {shown && (
        <LoadState what="the untracked quantities" isLoading={read.isFetching && !read.currentData} error={read.error} empty={rows.length === 0} emptyText="Every posted quantity sits on a pallet." onRetry={() => void read.refetch()}>
          <ScrollRegion label="Untracked quantities" style={{ maxHeight: 300 }}>
            <Table size="sm" className="small mb-0">
              <thead>
                <tr>
                  <th scope="col">Product Code</th>
                  <th scope="col">Product</th>
                  <th scope="col">Batch No.</th>
                  <th scope="col">Expiry Date</th>
                  <th scope="col" className="text-end">Untracked Quantity</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.product_id}-${r.batch_no}`}>
                    <td>{r.product_code}</td>
                    <td>{r.product_name}</td>
                    <td>{r.batch_no}</td>
                    <td>{r.expiry_date}</td>
                    <td className="text-end">{r.untracked_quantity}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </LoadState>
      )}
    </section>
  );
}
