import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { AREA_LABELS, KIND_LABELS, warehouseDetailEp, ZONE_TYPE_LABELS, type FloorRow, type WarehouseDetail } from '../../../contract/warehouse';
import { floorActiveEp } from '../../../contract/warehouseFloors';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import LoadState from '../../components/LoadState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ResourceForm from '../../components/resource/ResourceForm';
import { warehouses } from '../../../contract/warehouse';
import ColorSwatch from './ColorSwatch';
import FloorFormModal from './FloorFormModal';
import { Facts } from '../../components/Facts';

/**
 * /warehouse/view/:warehouse_id: the warehouse's details, its floors (layout and pallets) and its zones; Edit for
 * update_warehouse, which also changes, deactivates and activates floors; Add Floor for add_warehouse.
 */
export default function WarehouseViewPage() {
  const { warehouse_id } = useParams();
  const id = Number(warehouse_id);
  const valid = Number.isInteger(id) && id > 0;
  const canView = usePermission('view_warehouses');
  const q = useRead(warehouseDetailEp, { params: { id } }, { skip: !valid || !canView });
  const [editing, setEditing] = useState(false);
  /** The floor form: a floor to change, 'new' to add one. */
  const [floorForm, setFloorForm] = useState<FloorRow | 'new' | null>(null);
  if (!canView) return <PermissionDenied what="Warehouse" />;
  const detail = q.currentData as WarehouseDetail | undefined;
  return (
    <div className="p-3">
      <p className="mb-2">
        <Link to="/warehouse">Back to Warehouses</Link>
      </p>
      {!valid ? (
        <Alert variant="warning">This is not a warehouse number.</Alert>
      ) : (
        <LoadState what="the warehouse" isLoading={q.isFetching && !detail} error={q.error} empty={false} emptyText="" onRetry={() => void q.refetch()}>
          {() => detail && <Details detail={detail} onEdit={() => setEditing(true)} onFloor={setFloorForm} />}
        </LoadState>
      )}
      {editing && detail && <ResourceForm res={warehouses} record={detail.warehouse as never} onClose={() => setEditing(false)} />}
      {floorForm && <FloorFormModal warehouseId={id} floor={floorForm === 'new' ? null : floorForm} onClose={() => setFloorForm(null)} />}
    </div>
  );
}

function Details({ detail, onEdit, onFloor }: { detail: WarehouseDetail; onEdit: () => void; onFloor: (f: FloorRow | 'new') => void }) {
  const w = detail.warehouse;
  const active = useWrite(floorActiveEp);
  async function toggle(f: FloorRow) {
    const off = f.is_active === 1;
    if (!(await confirmAction('Are you sure?', `Are you sure you want to ${off ? 'deactivate' : 'activate'} ${f.floor}?`, 'Yes'))) return;
    try {
      await active.run({ params: { floor_id: f.floor_id }, body: { is_active: off ? 0 : 1 } });
    } catch (err) {
      const e = toApiError(err);
      await showError(e.code === '00001' ? 'Invalid Request' : 'Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
    }
  }
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">
          {w.warehouse_name} <span className="text-muted">({w.warehouse_code})</span>
        </h1>
        <Can scopes="update_warehouse">
          <Button variant="primary" size="sm" onClick={onEdit}>
            Edit
          </Button>
        </Can>
      </div>
      <Facts
        labelCols={2}
        className="mb-4"
        facts={[
          ['Type', KIND_LABELS[w.kind]],
          ['Address', w.address ?? '—'],
          ['Status', w.active ? 'Active' : 'Inactive'],
          ['Pallets', w.pallets],
        ]}
      />
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0">Floors</h2>
        <Can scopes="add_warehouse">
          <Button variant="outline-primary" size="sm" onClick={() => onFloor('new')}>
            Add Floor
          </Button>
        </Can>
      </div>
      {detail.floors.length === 0 ? (
        <p className="text-muted">This warehouse has no floors yet.</p>
      ) : (
        <Table size="sm" striped className="w-auto">
          <caption className="visually-hidden">Floors of {w.warehouse_name}</caption>
          <thead>
            <tr>
              <th scope="col">Floor</th>
              <th scope="col">Area</th>
              <th scope="col" className="text-end">Rows</th>
              <th scope="col" className="text-end">Shelves</th>
              <th scope="col" className="text-end">Columns</th>
              <th scope="col" className="text-end">Pallets</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.floors.map((f) => (
              <tr key={f.floor_id}>
                <td>{f.floor}</td>
                <td>{AREA_LABELS[f.area]}</td>
                <td className="text-end">{f.row}</td>
                <td className="text-end">{f.shelf}</td>
                <td className="text-end">{f.column}</td>
                <td className="text-end">{f.pallet_count}</td>
                <td>{f.is_active ? 'Active' : 'Inactive'}</td>
                <td className="text-nowrap">
                  <Can scopes="update_warehouse">
                    <Button variant="link" size="sm" onClick={() => onFloor(f)} aria-label={`Edit floor ${f.floor}`}>
                      Edit
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      disabled={active.isLoading}
                      onClick={() => void toggle(f)}
                      aria-label={`${f.is_active ? 'Deactivate' : 'Activate'} floor ${f.floor}`}
                    >
                      {f.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                  </Can>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2 className="h5 mt-3">Zones</h2>
      {detail.zones.length === 0 ? (
        <p className="text-muted">No zones yet.</p>
      ) : (
        <Table size="sm" striped className="w-auto">
          <caption className="visually-hidden">Zones of {w.warehouse_name}</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Floor</th>
              <th scope="col">Color Code</th>
              <th scope="col">Zone Type</th>
              <th scope="col" className="text-end">Pallets</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {detail.zones.map((z) => (
              <tr key={z.zone_id}>
                <td>
                  <ColorSwatch color={z.color_code} label={z.zone_name} />
                </td>
                <td>{z.floor_name}</td>
                <td>{z.color_code}</td>
                <td>{ZONE_TYPE_LABELS[z.zone_type] ?? z.zone_type}</td>
                <td className="text-end">{z.pallet_count}</td>
                <td>{z.is_active ? 'Active' : 'Inactive'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
