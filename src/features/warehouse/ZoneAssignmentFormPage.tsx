import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { exportAssignmentEp, postAssignmentEp, removeAssignmentEp, usablePalletsEp, zoneAssignmentEp, type AssignmentPallet } from '../../../contract/warehouse';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { runExport } from '../../components/export/runExport';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import PalletTable, { keyOfPallet } from './PalletTable';
import { useGridSelection } from '../../components/grid/useGridSelection';
import { useWarehouseChoices } from './useWarehouseChoices';
import { Button, Form } from 'react-bootstrap';

const VIEW = ['view_zone_assignment', 'add_zone', 'update_zone'] as const;

/**
 * /warehouse/zone-assignment/create (and create1) and /edit/:id: choose the
 * warehouse, floor and zone (an edit starts at its zone), then take pallets
 * out of the zone (Remove) or add usable ones - pallets of that floor in no
 * zone - and Post them. Each write asks first; Export saves the floor's
 * assignment as XLSX.
 */
export default function ZoneAssignmentFormPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : 0;
  const canView = usePermission(VIEW);
  const canChange = usePermission(['add_zone', 'update_zone']);
  const [where, setWhere] = useState({ warehouse_id: '', floor_id: '', zone_id: editId ? String(editId) : '' });
  const zoneId = Number(where.zone_id) || 0;
  const choices = useWarehouseChoices(where.warehouse_id, where.floor_id, true);
  const current = useRead(zoneAssignmentEp, { params: { id: zoneId } }, { skip: !zoneId || !canView });
  const usable = useRead(usablePalletsEp, { body: { zone_id: zoneId } }, { skip: !zoneId || !canView });
  const post = useWrite(postAssignmentEp);
  const remove = useWrite(removeAssignmentEp);
  // The pallets ticked are of one zone: another zone starts with nothing ticked.
  const adding = useGridSelection<AssignmentPallet>(keyOfPallet, undefined, { belongsTo: String(zoneId) });
  const removing = useGridSelection<AssignmentPallet>(keyOfPallet, undefined, { belongsTo: String(zoneId) });
  const zone = current.currentData?.zone;

  // An edit opens at its zone: its warehouse and floor come from it.
  useEffect(() => {
    if (zone && (String(zone.warehouse_id) !== where.warehouse_id || String(zone.floor_id) !== where.floor_id) && String(zone.zone_id) === where.zone_id) {
      setWhere({ warehouse_id: String(zone.warehouse_id), floor_id: String(zone.floor_id), zone_id: String(zone.zone_id) });
    }
  }, [zone, where]);

  if (!canView) return <PermissionDenied what="Zone Assignment" />;

  async function change(kind: 'post' | 'remove') {
    const ids = (kind === 'post' ? adding : removing).rows.map((p) => p.pallet_id);
    const question =
      kind === 'post'
        ? `Are you sure you want to post ${ids.length} pallet(s) to zone ${zone?.zone_name ?? ''}?`
        : `Are you sure you want to remove ${ids.length} pallet(s) from zone ${zone?.zone_name ?? ''}?`;
    if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => (kind === 'post' ? post : remove).run({ body: { zone_id: zoneId, pallet_ids: ids } }));
      (kind === 'post' ? adding : removing).clear();
      await showSuccess('Success', kind === 'post' ? 'The pallets were added to the zone.' : 'The pallets were removed from the zone.', 1500);
    } catch (err) {
      const e = toApiError(err);
      await showError(e.code === '00001' ? 'Invalid Request' : 'Oops...', e.messages.join('\n'));
    }
  }

  const pick = (key: 'warehouse_id' | 'floor_id' | 'zone_id', value: string) =>
    setWhere((w) => (key === 'warehouse_id' ? { warehouse_id: value, floor_id: '', zone_id: '' } : key === 'floor_id' ? { ...w, floor_id: value, zone_id: '' } : { ...w, zone_id: value }));
  const saving = post.isLoading || remove.isLoading;

  return (
    <div className="p-3">
      <p className="mb-2">
        <Link to="/warehouse/zone-assignment">Back to Zone Assignment</Link>
      </p>
      <h1 className="h4">{editId ? 'Edit Zone Assignment' : 'Create Zone Assignment'}</h1>
      <div className="row g-2 mb-3 align-items-end">
        <div className="col-md-3">
          <Form.Label className="small mb-0" htmlFor="za-warehouse">
            Warehouse
          </Form.Label>
          <Form.Select id="za-warehouse" size="sm" value={where.warehouse_id} onChange={(e) => pick('warehouse_id', e.target.value)}>
            <option value="">{choices.loadingWarehouses ? 'Loading warehouses…' : 'Select…'}</option>
            {choices.warehouses.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-md-3">
          <Form.Label className="small mb-0" htmlFor="za-floor">
            Floor
          </Form.Label>
          <Form.Select id="za-floor" size="sm" value={where.floor_id} onChange={(e) => pick('floor_id', e.target.value)} disabled={!where.warehouse_id}>
            <option value="">{!where.warehouse_id ? 'Choose the warehouse first' : choices.loadingFloors ? 'Loading floors…' : 'Select…'}</option>
            {choices.floors.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-md-3">
          <Form.Label className="small mb-0" htmlFor="za-zone">
            Zone
          </Form.Label>
          <Form.Select id="za-zone" size="sm" value={where.zone_id} onChange={(e) => pick('zone_id', e.target.value)} disabled={!where.floor_id}>
            <option value="">{!where.floor_id ? 'Choose the floor first' : choices.loadingZones ? 'Loading zones…' : 'Select…'}</option>
            {choices.zones.map((z) => (
              <option key={z.zone_id} value={z.zone_id}>
                {z.is_active ? z.zone_name : `${z.zone_name} (inactive)`}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-md-3 text-md-end">
          <Button
            variant="success" size="sm"
            disabled={!where.floor_id}
            onClick={() => void runExport(exportAssignmentEp.path, { warehouse_id: Number(where.warehouse_id), floor_id: Number(where.floor_id) }, (t) => void showError('Oops...', t))}
          >
            Export
          </Button>
        </div>
      </div>
      {!zoneId ? (
        <p className="text-muted">Choose a warehouse, a floor and a zone to see its pallets.</p>
      ) : (
        <div className="row g-4">
          <section className="col-lg-6" aria-labelledby="za-in-zone">
            <div className="d-flex align-items-center mb-2">
              <h2 className="h6 mb-0" id="za-in-zone">
                Pallets in {zone?.zone_name ?? 'the zone'}
              </h2>
              {canChange && (
                <Button variant="outline-danger" size="sm" className="ms-auto" disabled={!removing.rows.length || saving} onClick={() => void change('remove')}>
                  Remove ({removing.rows.length})
                </Button>
              )}
            </div>
            <LoadState what="the zone's pallets" isLoading={current.isFetching && !current.currentData} error={current.error} empty={false} emptyText="" onRetry={() => void current.refetch()}>
              <PalletTable
                caption="Pallets in the zone"
                pallets={current.currentData?.pallets ?? []}
                selection={removing.selection}
                emptyText="No pallets in this zone yet."
              />
            </LoadState>
          </section>
          <section className="col-lg-6" aria-labelledby="za-usable">
            <div className="d-flex align-items-center mb-2">
              <h2 className="h6 mb-0" id="za-usable">
                Usable pallets (on this floor, in no zone)
              </h2>
              {canChange && (
                <Button size="sm" className="ms-auto" disabled={!adding.rows.length || saving} onClick={() => void change('post')}>
                  Post ({adding.rows.length})
                </Button>
              )}
            </div>
            <LoadState what="the usable pallets" isLoading={usable.isFetching && !usable.currentData} error={usable.error} empty={false} emptyText="" onRetry={() => void usable.refetch()}>
              <PalletTable
                caption="Usable pallets"
                pallets={usable.currentData ?? []}
                selection={adding.selection}
                emptyText="Every pallet of this floor is in a zone."
              />
            </LoadState>
          </section>
        </div>
      )}
    </div>
  );
}
