import { useState } from 'react';
import { transferPalletsEp, type PalletOption } from '../../../contract/inventoryTransfers';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import ScrollRegion from '../../components/ScrollRegion';
import { Button, Form, Table } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/**
 * The warehouse pallet picker (spec §2): Floor, Zone, Pallet and a Select
 * action, narrowed by a search and, for a replenishment, to one area.
 */
export default function PalletPicker({ title, area, exclude, onPick, onClose }: { title: string; area?: 'reserve' | 'picking'; exclude?: number; onPick: (p: PalletOption) => void; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const read = useRead(transferPalletsEp, { query: { search: search || undefined, area } });
  const rows = (read.currentData ?? []).filter((p) => p.pallet_id !== exclude);
  return (
    <Modal title={title} size="lg" onClose={onClose}>
      <FilterBar label="Search pallets" onSearch={() => setSearch(typed.trim())}>
        <div className="flex-grow-1">
          <Form.Label htmlFor="pallet-picker-search" className="small mb-0">Search pallet, floor, zone or warehouse</Form.Label>
          <Form.Control id="pallet-picker-search" size="sm" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
      </FilterBar>
      <LoadState what="the pallets" isLoading={read.isFetching && !read.currentData} error={read.error} empty={rows.length === 0} emptyText="No pallet matches." onRetry={() => void read.refetch()}>
        <ScrollRegion label="Pallets" style={{ maxHeight: 420 }}>
          <Table size="sm" hover className="small mb-0">
            <thead>
              <tr>
                <th scope="col">Floor</th>
                <th scope="col">Zone</th>
                <th scope="col">Pallet</th>
                <th scope="col"><span className="visually-hidden">Select</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.pallet_id}>
                  <td>{p.floor} <span className="text-muted">({p.warehouse_name})</span></td>
                  <td>{p.zone_name ?? '—'}</td>
                  <td>{p.pallet_code}</td>
                  <td className="text-end">
                    <Button variant="outline-primary" size="sm" aria-label={`Select pallet ${p.pallet_code}`} onClick={() => onPick(p)}>
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
