import { useState } from 'react';
import { transferStockEp, type PalletStockRow } from '../../../contract/inventoryTransfers';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import ScrollRegion from '../../components/ScrollRegion';
import { shelfLifeTone, shelfLifeText } from './requestRows';
import { Button, Form, Table } from 'react-bootstrap';
import ToneBadge from '../../components/ToneBadge';
import FilterBar from '../../components/filters/FilterBar';

/** Stock on pallets by batch, searched by product, batch or pallet; each row can be added to a request. */
export default function StockSearch({ area, addLabel, onAdd }: { area?: 'reserve' | 'picking'; addLabel: (r: PalletStockRow) => string; onAdd: (r: PalletStockRow) => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const read = useRead(transferStockEp, { query: { search: search || undefined, area } }, { skip: search === null });
  const rows = read.currentData ?? [];
  return (
    <div className="mb-3">
      <FilterBar label="Search stock" onSearch={() => setSearch(typed.trim())} searchLabel="Search Stock">
        <div className="flex-grow-1">
          <Form.Label htmlFor={`stock-search-${area ?? 'all'}`} className="small mb-0">Search product, batch or pallet</Form.Label>
          <Form.Control id={`stock-search-${area ?? 'all'}`} size="sm" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
      </FilterBar>
      {search === null ? (
        <p className="text-muted small mb-0">Search the stock to add products.</p>
      ) : (
        <LoadState what="the stock" isLoading={read.isFetching && !read.currentData} error={read.error} empty={rows.length === 0} emptyText="No stock matches." onRetry={() => void read.refetch()}>
          <ScrollRegion label="Stock found" style={{ maxHeight: 260 }}>
            <Table size="sm" className="small mb-0">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Batch No.</th>
                  <th scope="col">Expiry Date</th>
                  <th scope="col">Shelf Life</th>
                  <th scope="col">Floor / Pallet</th>
                  <th scope="col">Zone</th>
                  <th scope="col" className="text-end">On Pallet</th>
                  <th scope="col" className="text-end">Available</th>
                  <th scope="col"><span className="visually-hidden">Add</span></th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.pallet_id}-${r.batch_id}`}>
                    <td>{r.product_code} - {r.product_name}</td>
                    <td>{r.batch_no}</td>
                    <td>{r.expiry_date}</td>
                    <td><ToneBadge tone={shelfLifeTone(r.shelf_life_months)}>{shelfLifeText(r.shelf_life_months)}</ToneBadge></td>
                    <td>{r.floor} / {r.pallet_code}</td>
                    <td>{r.zone_name ?? '—'}</td>
                    <td className="text-end">{r.quantity}</td>
                    <td className="text-end">{r.available_stock}</td>
                    <td className="text-end">
                      <Button variant="outline-primary" size="sm" aria-label={addLabel(r)} onClick={() => onAdd(r)}>
                        Add
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </LoadState>
      )}
    </div>
  );
}
