import { useId, useState } from 'react';
import { palletZoneEp, type PalletStockRow } from '../../../contract/warehouse';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { useWarehouseChoices } from './useWarehouseChoices';
import { Form } from 'react-bootstrap';

/** Moves one pallet to another zone of its own floor (or out of any zone), after asking. */
export default function PalletZoneModal({ pallet, onClose }: { pallet: PalletStockRow; onClose: () => void }) {
  const formId = useId();
  const choices = useWarehouseChoices(pallet.warehouse_id, pallet.floor_id, true);
  const [zoneId, setZoneId] = useState(pallet.zone_id ? String(pallet.zone_id) : '');
  const [error, setError] = useState<string | undefined>();
  const move = useWrite(palletZoneEp);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const name = choices.zones.find((z) => String(z.zone_id) === zoneId)?.zone_name;
    const question = name ? `Are you sure you want to move pallet ${pallet.pallet_code} to zone ${name}?` : `Are you sure you want to take pallet ${pallet.pallet_code} out of its zone?`;
    if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
    try {
      await withProgress(PLEASE_WAIT_SAVING, () => move.run({ params: { id: pallet.pallet_id }, body: { zone_id: zoneId ? Number(zoneId) : null } }));
      onClose();
      await showSuccess('Success', 'The pallet was reassigned.', 1500);
    } catch (err) {
      setError(toApiError(err).messages.join('\n'));
    }
  }

  return (
    <FormModal
      title={`Reassign Pallet ${pallet.pallet_code}`}
      subtitle={`${pallet.warehouse_name} · ${pallet.floor}`}
      formId={formId}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      saving={move.isLoading}
      submitLabel="Save"
      serverError={error}
    >
      <Form.Label htmlFor={`${formId}-zone`}>
        Zone
      </Form.Label>
      <Form.Select id={`${formId}-zone`}  value={zoneId} onChange={(e) => setZoneId(e.target.value)} disabled={choices.loadingZones}>
        <option value="">{choices.loadingZones ? 'Loading zones…' : 'No zone'}</option>
        {choices.zones.map((z) => (
          <option key={z.zone_id} value={z.zone_id} disabled={!z.is_active}>
            {z.is_active ? z.zone_name : `${z.zone_name} (inactive)`}
          </option>
        ))}
      </Form.Select>
    </FormModal>
  );
}
