import { useMemo, useState } from 'react';
import type { ICellRendererParams, RowClassParams } from 'ag-grid-community';
import { palletStockColumns, palletStockEp, shelfLifeBand, type PalletStockRow } from '../../../contract/warehouse';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ColorSwatch from './ColorSwatch';
import PalletZoneModal from './PalletZoneModal';
import { useWarehouseChoices } from './useWarehouseChoices';
import { Badge, Button, Form } from 'react-bootstrap';
import ToneBadge from '../../components/ToneBadge';
import FilterBar from '../../components/filters/FilterBar';

const VIEW = ['view_pallet_assignment', 'assign_pallet'] as const;
/** Spec §5 shelf-life colouring, in words too (colour alone carries no meaning). */
const BAND = { red: { tone: 'danger', word: 'under 8 months' }, yellow: { tone: 'warning', word: '8 to 12 months' }, green: { tone: 'success', word: 'over 12 months' } } as const;

function ZoneCell(p: ICellRendererParams<PalletStockRow>) {
  return p.data?.zone_name ? <ColorSwatch color={p.data.color_code} label={p.data.zone_name} /> : <span className="text-muted">No zone</span>;
}
function ShelfLifeCell(p: ICellRendererParams<PalletStockRow>) {
  const months = p.data?.months_to_expiry;
  const band = shelfLifeBand(months);
  if (!band) return null;
  return (
    <ToneBadge tone={BAND[band].tone} title={`Shelf life ${BAND[band].word}`}>
      {months} <span className="visually-hidden">months, {BAND[band].word}</span>
    </ToneBadge>
  );
}
const rowClass = (p: RowClassParams<PalletStockRow>) => {
  const band = shelfLifeBand(p.data?.months_to_expiry);
  return band === 'red' ? 'table-danger' : band === 'yellow' ? 'table-warning' : undefined;
};

/**
 * /warehouse/pallet/assignment: every pallet with its zone and the batches it
 * holds (product, batch, expiry, shelf life coloured by band, quantity);
 * Reassign (assign_pallet) moves a pallet to another zone of its floor.
 */
export default function PalletAssignmentPage() {
  const canView = usePermission(VIEW);
  const canAssign = usePermission('assign_pallet');
  const q = useListSearch('pallet-assignment');
  const [filters, setFilters] = useState({ warehouse_id: '', floor_id: '', stock: 'held' });
  const choices = useWarehouseChoices(filters.warehouse_id);
  const [moving, setMoving] = useState<PalletStockRow | null>(null);
  const columns = useMemo(
    () => [
      ...colDefsOf<PalletStockRow>(palletStockColumns, { zone_name: { cellRenderer: ZoneCell }, months_to_expiry: { cellRenderer: ShelfLifeCell } }),
      ...(canAssign
        ? [
            {
              colId: 'reassign',
              headerName: 'Action',
              sortable: false,
              width: 120,
              cellRenderer: (p: ICellRendererParams<PalletStockRow>) =>
                p.data ? (
                  <Button variant="link" size="sm" className="p-0" onClick={() => setMoving(p.data!)} aria-label={`Reassign pallet ${p.data.pallet_code}`}>
                    Reassign
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [canAssign],
  );
  if (!canView) return <PermissionDenied what="Pallet Assignment" />;
  const query = { search: q.text || undefined, warehouse_id: filters.warehouse_id || undefined, floor_id: filters.floor_id || undefined, stock: filters.stock as 'held' | 'all' };
  return (
    <div className="p-3">
      <h1 className="h4">Pallet Assignment</h1>
      <FilterBar label="Filter the pallets">
        <SearchBox label="Search pallet, product, batch or zone" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <label className="d-flex align-items-center gap-2 mb-0 small">
          Warehouse
          <Form.Select size="sm" className="w-auto" value={filters.warehouse_id} onChange={(e) => setFilters((f) => ({ ...f, warehouse_id: e.target.value, floor_id: '' }))}>
            <option value="">All</option>
            {choices.warehouses.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </Form.Select>
        </label>
        <label className="d-flex align-items-center gap-2 mb-0 small">
          Floor
          <Form.Select size="sm" className="w-auto" value={filters.floor_id} disabled={!filters.warehouse_id} onChange={(e) => setFilters((f) => ({ ...f, floor_id: e.target.value }))}>
            <option value="">{filters.warehouse_id ? 'All' : 'Choose the warehouse first'}</option>
            {choices.floors.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Form.Select>
        </label>
        <label className="d-flex align-items-center gap-2 mb-0 small">
          Pallets
          <Form.Select size="sm" className="w-auto" value={filters.stock} onChange={(e) => setFilters((f) => ({ ...f, stock: e.target.value }))}>
            <option value="held">Holding stock</option>
            <option value="all">All pallets</option>
          </Form.Select>
        </label>
      </FilterBar>
      <p className="small mb-2">
        Shelf life: <Badge bg="danger">under 8 months</Badge> <Badge bg="warning" text="dark">8 to 12 months</Badge>{' '}
        <Badge bg="success">over 12 months</Badge>
      </p>
      <ServerGrid<PalletStockRow>
        screenId="warehouse-pallet-assignment"
        label="Pallets and their stock"
        columns={columns}
        source={{ endpoint: palletStockEp, args: { query } }}
        queryKey={`${q.queryKey}|${JSON.stringify(filters)}`}
        defaultSort={{ order_by: 'pallet_code', direction: 'asc' }}
        emptyText="No pallets found."
        getRowClass={rowClass}
      />
      {moving && <PalletZoneModal pallet={moving} onClose={() => setMoving(null)} />}
    </div>
  );
}
