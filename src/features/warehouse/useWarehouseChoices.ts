import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { floorsOfWarehouseEp, warehouseOptionsEp, zonesOfFloorEp } from '../../../contract/warehouse';
import { useRead } from '../../api/kitApi';

/** Spec §8: a failed zone or floor list call is an error notification with these words. */
export const CHOICES_FAILED = 'Unable to get customer type';
/** Spec §8: the zone list failed to load. */
export const ZONES_FAILED = 'Error Loading of Data';

const asId = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v));

/**
 * The warehouse, floor and zone choices of the warehouse screens: floors load
 * only once a warehouse is chosen (spec §4), zones once a floor is; a failed
 * floor or zone read shows the spec's notification once per failure.
 */
export function useWarehouseChoices(warehouseId: unknown, floorId?: unknown, withZones = false) {
  const w = asId(warehouseId);
  const f = asId(floorId);
  const warehouses = useRead(warehouseOptionsEp);
  const floors = useRead(floorsOfWarehouseEp, { body: { warehouse_id: w } }, { skip: !w });
  const zones = useRead(zonesOfFloorEp, { body: { warehouse_id: w, floor_id: f } }, { skip: !withZones || !w || !f });
  useEffect(() => {
    if (floors.error) toast.error(CHOICES_FAILED, { toastId: 'warehouse-floors-failed' });
  }, [floors.error]);
  useEffect(() => {
    if (zones.error) toast.error(CHOICES_FAILED, { toastId: 'warehouse-zones-failed' });
  }, [zones.error]);
  useEffect(() => {
    if (warehouses.error) toast.error(warehouses.error.messages.join('\n') || CHOICES_FAILED, { toastId: 'warehouse-options-failed' });
  }, [warehouses.error]);
  return {
    warehouses: (warehouses.currentData ?? []).map((x) => ({ value: x.warehouse_id, label: x.active ? x.warehouse_name : `${x.warehouse_name} (inactive)` })),
    floors: w ? (floors.currentData ?? []).map((x) => ({ value: x.floor_id, label: x.floor })) : [],
    zones: w && f ? (zones.currentData ?? []) : [],
    loadingWarehouses: warehouses.isFetching && !warehouses.currentData,
    loadingFloors: Boolean(w) && floors.isFetching && !floors.currentData,
    loadingZones: Boolean(w && f) && zones.isFetching && !zones.currentData,
    floorsFailed: Boolean(floors.error),
  };
}
