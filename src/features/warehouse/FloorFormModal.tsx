import { useId } from 'react';
import { AREA_LABELS, type FloorRow } from '../../../contract/warehouse';
import { addFloorEp, floorInput, floorUpdateInput, updateFloorEp } from '../../../contract/warehouseFloors';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import Modal, { ModalBody } from '../../components/Modal';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { Button } from 'react-bootstrap';

const AREAS = Object.entries(AREA_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Add or change a floor of a warehouse: its name, area and layout (rows x
 * shelves x columns of pallet positions). The pallet prefix is asked only for
 * a new floor: every pallet's code starts with it.
 */
export default function FloorFormModal({ warehouseId, floor, onClose }: { warehouseId: number; floor: FloorRow | null; onClose: () => void }) {
  const isNew = floor === null;
  const formId = useId();
  const form = useZodForm(isNew ? floorInput : floorUpdateInput, {
    ...(isNew ? { warehouse_id: warehouseId, pallet_prefix: '' } : {}),
    floor: floor?.floor ?? '',
    area: floor?.area ?? 'reserve',
    row_count: floor?.row ?? '',
    shelf_count: floor?.shelf ?? 1,
    column_count: floor?.column ?? '',
  });
  const add = useWrite(addFloorEp);
  const update = useWrite(updateFloorEp);
  const saving = add.isLoading || update.isLoading;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    if (!(await confirmAction('Are you sure?', isNew ? 'Are you sure you want to add this floor and its pallets?' : 'Are you sure you want to update this floor?', 'Yes'))) return;
    try {
      const res = await withProgress(PLEASE_WAIT_SAVING, () =>
        isNew ? add.run({ body: body as never }) : update.run({ params: { floor_id: floor!.floor_id }, body: body as never }),
      );
      onClose();
      await showSuccess('Success', `${res.result.floor} has ${res.result.pallet_count} pallets.`, 1500);
    } catch (err) {
      const apiError = toApiError(err);
      const rest = form.applyServer(apiError);
      if (rest.length || !Object.keys(apiError.fields).length) await showError(apiError.code === '00001' ? 'Invalid Request' : 'Oops...', (rest.length ? rest : apiError.messages).join('\n'));
    }
  }

  return (
    <Modal
      title={isNew ? 'Add Floor' : `Edit Floor ${floor!.floor}`}
      onClose={saving ? undefined : onClose}
      keyboardDismiss={false}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId}  disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <ModalBody as="form" id={formId} noValidate onSubmit={(e) => void submit(e)} ref={(el: HTMLFormElement | null) => void (form.rootRef.current = el)}>
        <div className="row g-3">
          <TextField form={form} name="floor" label="Floor" required col="col-12" maxLength={60} />
          <SelectField form={form} name="area" label="Area" required col="col-12" options={AREAS} />
          <TextField form={form} name="row_count" label="Rows" required col="col-4" help="1 to 26 (A to Z)" />
          <TextField form={form} name="shelf_count" label="Shelves" required col="col-4" help="Levels, 1 to 20" />
          <TextField form={form} name="column_count" label="Columns" required col="col-4" help="1 to 99" />
          {isNew && <TextField form={form} name="pallet_prefix" label="Pallet Prefix" required col="col-12" maxLength={6} help="Pallets are named <prefix>-A01, -A02…" />}
        </div>
      </ModalBody>
    </Modal>
  );
}
