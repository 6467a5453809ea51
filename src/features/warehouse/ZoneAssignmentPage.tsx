import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ICellRendererParams } from 'ag-grid-community';
import { zoneColumns, zoneListEp, type ZoneRow } from '../../../contract/warehouse';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ColorSwatch from './ColorSwatch';
import { useWarehouseChoices, ZONES_FAILED } from './useWarehouseChoices';
import { Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import FilterBar from '../../components/filters/FilterBar';

const VIEW = ['view_zone_assignment', 'add_zone', 'update_zone'] as const;

function ZoneCell(p: ICellRendererParams<ZoneRow>) {
  if (!p.data) return null;
  return (
    <Link to={`/warehouse/zone-assignment/edit/${p.data.zone_id}`} tabIndex={-1}>
      <ColorSwatch color={p.data.color_code} label={p.data.zone_name} />
    </Link>
  );
}
const link = (r: ZoneRow) => `/warehouse/zone-assignment/edit/${r.zone_id}`;

/** /warehouse/zone-assignment: the zones with how many pallets each holds; a zone opens its assignment. */
export default function ZoneAssignmentPage() {
  const canView = usePermission(VIEW);
  const q = useListSearch('zone-assignment');
  const [warehouseId, setWarehouseId] = useState('');
  const choices = useWarehouseChoices(warehouseId);
  const columns = useMemo(() => colDefsOf<ZoneRow>(zoneColumns, { zone_name: { cellRenderer: ZoneCell, context: { link } } }), []);
  if (!canView) return <PermissionDenied what="Zone Assignment" />;
  return (
    <div className="p-3">
      <h1 className="h4">Zone Assignment</h1>
      <FilterBar label="Choose the floor">
        <SearchBox label="Search zones" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <label className="d-flex align-items-center gap-2 mb-0 small">
          Warehouse
          <Form.Select size="sm" className="w-auto" value={warehouseId} onChange={(e) => setWarehouseId(e.target.value)}>
            <option value="">All</option>
            {choices.warehouses.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </Form.Select>
        </label>
        <Can scopes={['add_zone', 'update_zone']}>
          <LinkButton variant="success" size="sm" className="ms-auto" to="/warehouse/zone-assignment/create">
            Assign Pallets
          </LinkButton>
        </Can>
      </FilterBar>
      <ServerGrid<ZoneRow>
        screenId="warehouse-zone-assignment"
        label="Zones and their pallets"
        columns={columns}
        source={{ endpoint: zoneListEp, args: { query: { search: q.text || undefined, warehouse_id: warehouseId || undefined } } }}
        queryKey={`${q.queryKey}|${warehouseId}`}
        defaultSort={{ order_by: 'warehouse_name', direction: 'asc' }}
        emptyText="No zones found."
        onError={() => toast.error(ZONES_FAILED, { toastId: 'zone-list-failed' })}
      />
    </div>
  );
}
