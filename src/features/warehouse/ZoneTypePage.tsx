import { useMemo, useState } from 'react';
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
import { ZONES_FAILED } from './useWarehouseChoices';
import ZoneFormModal from './ZoneFormModal';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const VIEW = ['view_zone_assignment', 'add_zone', 'update_zone'] as const;
// The Zone Type List shows the zone, its warehouse and floor (spec §2); counts and status live on Zone Assignment.
const LISTED = zoneColumns.filter((c) => c.key === 'zone_name' || c.key === 'warehouse_name' || c.key === 'floor_name');

function ZoneCell(p: ICellRendererParams<ZoneRow>) {
  return <ColorSwatch color={p.data?.color_code} label={p.data?.zone_name} />;
}

/** /warehouse/zone-type: the Zone Type List with Add Zone and an edit action per zone. */
export default function ZoneTypePage() {
  const canView = usePermission(VIEW);
  const canEdit = usePermission('update_zone');
  const q = useListSearch('zone-type');
  const [editing, setEditing] = useState<ZoneRow | null | undefined>(undefined);
  const columns = useMemo(
    () => [
      ...colDefsOf<ZoneRow>(LISTED, { zone_name: { cellRenderer: ZoneCell } }),
      ...(canEdit
        ? [
            {
              colId: 'edit',
              headerName: 'Action',
              sortable: false,
              width: 110,
              cellRenderer: (p: ICellRendererParams<ZoneRow>) =>
                p.data ? (
                  <Button variant="link" size="sm" onClick={() => setEditing(p.data!)} aria-label={`Edit zone ${p.data.zone_name}`}>
                    Edit
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [canEdit],
  );
  if (!canView) return <PermissionDenied what="Zone Type" />;
  return (
    <div className="p-3">
      <h1 className="h4">Zone Type List</h1>
      <FilterBar label="Filter the zone types">
        <SearchBox label="Search zones" value={q.text} onSearch={q.search} clearable maxLength={100} />
        <Can scopes="add_zone">
          <Button variant="success" size="sm" onClick={() => setEditing(null)}>
            Add Zone
          </Button>
        </Can>
      </FilterBar>
      <ServerGrid<ZoneRow>
        screenId="warehouse-zone-type"
        label="Zone Type List"
        columns={columns}
        source={{ endpoint: zoneListEp, args: { query: { search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: 'warehouse_name', direction: 'asc' }}
        emptyText="No zones found."
        onError={() => toast.error(ZONES_FAILED, { toastId: 'zone-list-failed' })}
        onRowOpen={canEdit ? (row) => setEditing(row) : undefined}
      />
      {editing !== undefined && <ZoneFormModal zone={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
