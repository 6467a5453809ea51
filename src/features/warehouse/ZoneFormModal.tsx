import { useId } from 'react';
import { addZoneEp, updateZoneEp, zoneInput, type ZoneRow } from '../../../contract/warehouse';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import Modal, { ModalBody } from '../../components/Modal';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { useWarehouseChoices } from './useWarehouseChoices';
import { Button, Form } from 'react-bootstrap';

interface ZoneFormModalProps {
  /** The zone being edited; null for a new one. */
  zone: ZoneRow | null;
  onClose: () => void;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * The warehouse zone form (spec §2, §4, §5): Warehouse, Floor, Zone Name and
 * Color Code, all required; floors load once a warehouse is chosen and a
 * different warehouse clears the floor. Only Cancel (or ×) and Save close it:
 * not Escape, not a click outside (backdrop static).
 */
export default function ZoneFormModal({ zone, onClose }: ZoneFormModalProps) {
  const isNew = zone === null;
  const formId = useId();
  const form = useZodForm(zoneInput, {
    warehouse_id: zone?.warehouse_id ?? '',
    floor_id: zone?.floor_id ?? '',
    zone_name: zone?.zone_name ?? '',
    color_code: zone?.color_code ?? '#000000',
    is_active: zone?.is_active ?? 1,
    zone_type: zone?.zone_type ?? 0,
  });
  const choices = useWarehouseChoices(form.values.warehouse_id);
  const add = useWrite(addZoneEp);
  const update = useWrite(updateZoneEp);
  const saving = add.isLoading || update.isLoading;
  const color = String(form.values.color_code ?? '');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    const question = isNew ? 'Are you sure you want to create this zone?' : 'Are you sure you want to update this zone?';
    if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => (isNew ? add.run({ body }) : update.run({ body: { ...body, zone_id: zone!.zone_id } })));
      onClose();
      await showSuccess('Success', isNew ? 'The zone was created.' : 'The zone was updated.', 1500);
    } catch (err) {
      const apiError = toApiError(err);
      const rest = form.applyServer(apiError);
      if (rest.length || !Object.keys(apiError.fields).length) await showError(apiError.code === '00001' ? 'Invalid Request' : 'Oops...', (rest.length ? rest : apiError.messages).join('\n'));
    }
  }

  const floorPlaceholder = !form.values.warehouse_id ? 'Choose the warehouse first' : choices.loadingFloors ? 'Loading floors…' : 'Select…';
  return (
    <Modal
      title={isNew ? 'Add Zone' : `Edit Zone ${zone!.zone_name}`}
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
          <SelectField
            form={form}
            name="warehouse_id"
            label="Warehouse"
            required
            col="col-12"
            options={choices.warehouses}
            placeholder={choices.loadingWarehouses ? 'Loading warehouses…' : 'Select…'}
            // Another warehouse has other floors: the chosen floor goes.
            onChange={(v) => form.patch({ warehouse_id: v, ...(String(v) !== String(form.values.warehouse_id) ? { floor_id: '' } : {}) })}
          />
          <SelectField form={form} name="floor_id" label="Floor" required col="col-12" options={choices.floors} placeholder={floorPlaceholder} disabled={!form.values.warehouse_id || choices.loadingFloors} />
          <TextField form={form} name="zone_name" label="Zone Name" required col="col-12" maxLength={60} />
          <div className="col-12">
            <Form.Label className="small mb-0" htmlFor={`${formId}-color`}>
              Color Code<span className="text-danger" aria-hidden="true"> *</span>
            </Form.Label>
            <div className="d-flex gap-2 align-items-center">
              <Form.Control
                type="color"
                aria-label="Color picker"
                value={HEX.test(color) ? color.toLowerCase() : '#000000'}
                onChange={(e) => form.set('color_code', e.target.value.toUpperCase())}
              />
              <Form.Control
                id={`${formId}-color`}
                data-field="color_code"
                type="text"
                size="sm"
                isInvalid={Boolean(form.errors.color_code)}
                style={{ maxWidth: '9rem' }}
                value={color}
                maxLength={7}
                onChange={(e) => form.set('color_code', e.target.value)}
                aria-invalid={form.errors.color_code ? true : undefined}
                aria-required
                aria-describedby={form.errors.color_code ? `${formId}-color-error` : undefined}
              />
            </div>
            {form.errors.color_code && (
              <Form.Control.Feedback id={`${formId}-color-error`} type="invalid" className="d-block">
                {form.errors.color_code}
              </Form.Control.Feedback>
            )}
          </div>
        </div>
      </ModalBody>
    </Modal>
  );
}
