import { useState } from 'react';
import { toast } from 'react-toastify';
import { createPurchaseLogEp } from '../../../../contract/products';
import { purchaseLogCreateBody, type PurchaseLogRow } from '../../../../contract/purchasing';
import { toApiError } from '../../../api/ApiError';
import { useWrite } from '../../../api/kitApi';
import DateField from '../../../components/filters/DateField';
import FormError from '../../../components/FormError';
import Modal, { ModalBody } from '../../../components/Modal';
import { Button, Form } from 'react-bootstrap';

type Draft = Record<(typeof NUMBERS)[number][0] | 'batch' | 'expiry_date' | 'manufacturing_date', string>;

/** Numeric fields: [key, label, decimals allowed]. All have a minimum of 0 (spec 001 §5). */
const NUMBERS = [
  ['quantity_ordered', 'Quantity Ordered', false],
  ['received_quantity', 'Received Quantity', false],
  ['free_goods', 'Free Goods', false],
  ['unit_price', 'Unit Price', true],
  ['unit_vat_inclusive', 'Unit Cost (VAT Inclusive)', true],
  ['unit_vat_exclusive', 'Unit Cost (VAT Exclusive)', true],
  ['diluted_cost', 'Diluted Cost', true],
] as const;

const EMPTY: Draft = Object.fromEntries([...NUMBERS.map(([k]) => [k, '']), ['batch', ''], ['expiry_date', ''], ['manufacturing_date', '']]) as Draft;

/** Log a purchase by hand; the contract's schema checks it here and on the server. A saved log makes the tab's list stale. */
export default function PurchaseLogForm({ productId, onSaved, onClose }: { productId: number; onSaved: (row: PurchaseLogRow) => void; onClose: () => void }) {
  const create = useWrite(createPurchaseLogEp);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (k: keyof Draft, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  async function save() {
    const body = {
      ...draft,
      product_id: productId,
      quantity_ordered: Number(draft.quantity_ordered || 'x'),
      received_quantity: Number(draft.received_quantity || 'x'),
      free_goods: Number(draft.free_goods || '0'),
    };
    const checked = purchaseLogCreateBody.safeParse(body);
    if (!checked.success) {
      setError([...new Set(checked.error.issues.map((i) => i.message))].join('\n'));
      return;
    }
    setSaving(true);
    setError('');
    try {
      const res = await create.run({ body });
      toast.success('Purchase log saved.');
      onSaved(res.result);
    } catch (e) {
      // Server messages (00001 lists) on the form, what was typed kept.
      setError(toApiError(e).messages.join('\n'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title="Add Purchase Log"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
          <Button size="sm" disabled={saving} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <ModalBody>
        <FormError message={error} />
        <div className="row g-2">
          <div className="col-md-4">
            <Form.Label className="small w-100">
              Batch
              <Form.Control size="sm" value={draft.batch} maxLength={50} onChange={(e) => set('batch', e.target.value)} />
            </Form.Label>
          </div>
          {NUMBERS.map(([key, label, decimals]) => (
            <div className="col-md-4" key={key}>
              <Form.Label className="small w-100">
                {label}
                <Form.Control
                  type="number"
                  min={0}
                  step={decimals ? '0.01' : '1'}
                  size="sm" className="text-end"
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              </Form.Label>
            </div>
          ))}
          <DateField className="col-md-4" label="Manufacturing Date" value={draft.manufacturing_date} onChange={(v) => set('manufacturing_date', v)} />
          <DateField className="col-md-4" label="Expiry Date" value={draft.expiry_date} onChange={(v) => set('expiry_date', v)} />
        </div>
      </ModalBody>
    </Modal>
  );
}
