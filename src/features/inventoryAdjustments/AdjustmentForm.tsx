import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ADJUSTMENT_ACCOUNTS, ADJUSTMENT_TYPES, adjustmentCreateEp, adjustmentUpdateEp, type AdjustmentDetail, type AdjustmentType } from '../../../contract/inventoryAdjustments';
import { toApiError } from '../../api/ApiError';
import { useWrites } from '../../api/kitApi';
import Modal, { ModalBody } from '../../components/Modal';
import { confirmAction } from '../../components/dialogs';
import { todayManila } from '../../lib/dates';
import LineEditor from './LineEditor';
import { checkForm, emptyLine, type DraftHead, type DraftLine } from './rules';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';

const linesOf = (a: AdjustmentDetail): DraftLine[] =>
  a.lines.map((l) => ({
    product_id: l.product_id,
    product_label: `${l.product_code} ${l.product_name}`,
    batch_id: l.batch_id,
    pallet_id: l.pallet_id,
    quantity: String(l.quantity),
    remarks: l.remarks ?? '',
    on_hand: l.on_hand,
    product_text: `${l.product_code} ${l.product_name}`,
    batch_text: l.batch_no,
    pallet_text: l.pallet_code,
  }));

/**
 * Writing an adjustment (new, or a draft again): date, type, reason and the
 * lines. Saved as a draft or submitted for approval; the stock a line would
 * take is checked here against what the pallet holds, and again by the
 * server. Only its own buttons close it (a long form is not lost to Escape).
 */
export default function AdjustmentForm({ editing, onClose, onSaved }: { editing?: AdjustmentDetail; onClose: () => void; onSaved: (a: AdjustmentDetail) => void }) {
  const id = useId();
  const [head, setHead] = useState<DraftHead>(() =>
    editing ? { adjustment_date: editing.adjustment_date, adjustment_type: editing.adjustment_type, reason: editing.reason } : { adjustment_date: todayManila(), adjustment_type: 'count', reason: '' },
  );
  const [lines, setLines] = useState<DraftLine[]>(() => (editing ? linesOf(editing) : [emptyLine()]));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const write = useWrites();

  async function save(submit: boolean) {
    const { body, errors: found } = checkForm(head, lines, submit);
    setErrors(found);
    setRefusal([]);
    if (Object.keys(found).length) {
      setRefusal(['Please correct the fields marked below.']);
      return;
    }
    if (submit && !(await confirmAction('Submit for approval?', 'Are you sure you want to submit this adjustment for approval?', 'Yes, submit'))) return;
    try {
      const res = editing ? await write.runOn(adjustmentUpdateEp, { params: { id: editing.adjustment_id }, body }) : await write.runOn(adjustmentCreateEp, { body });
      toast.success(`Inventory adjustment ${res.result.adjustment_no} ${submit ? 'submitted for approval' : 'saved as a draft'}.`);
      onSaved(res.result);
    } catch (err) {
      const e = toApiError(err);
      setErrors(e.fields);
      setRefusal(e.isNetwork || e.status >= 500 ? ['Error occured. Please try again later.'] : e.messages);
    }
  }

  const err = (key: string) => errors[key];
  const outOnly = ADJUSTMENT_ACCOUNTS[head.adjustment_type].gain === null;
  return (
    <Modal
      title={editing ? `Edit Inventory Adjustment ${editing.adjustment_no}` : 'New Inventory Adjustment'}
      size="xl"
      keyboardDismiss={false}
      onClose={write.isLoading ? undefined : onClose}
      footer={
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" disabled={write.isLoading} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="secondary" disabled={write.isLoading} onClick={() => void save(false)}>
            Save Draft
          </Button>
          <Button disabled={write.isLoading} onClick={() => void save(true)}>
            {write.isLoading ? 'Saving…' : 'Submit for Approval'}
          </Button>
        </div>
      }
    >
      <ModalBody>
        {refusal.length > 0 && (
          <Alert variant="danger" transition={false} role="alert">
            {refusal.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        <div className="row g-2 mb-3">
          <div className="col-md-3">
            <Form.Label htmlFor={`${id}-date`}>
              Date
            </Form.Label>
            <DateInput id={`${id}-date`} size="md" invalid={!!err('adjustment_date')} maxDate={todayManila()} value={head.adjustment_date} onValue={(v) => setHead({ ...head, adjustment_date: v })} />
            {err('adjustment_date') && <Form.Control.Feedback type="invalid">{err('adjustment_date')!.join(' ')}</Form.Control.Feedback>}
          </div>
          <div className="col-md-3">
            <Form.Label htmlFor={`${id}-type`}>
              Type
            </Form.Label>
            <Form.Select id={`${id}-type`}  value={head.adjustment_type} aria-describedby={`${id}-type-help`} onChange={(e) => setHead({ ...head, adjustment_type: e.target.value as AdjustmentType })}>
              {Object.entries(ADJUSTMENT_TYPES).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </Form.Select>
            <Form.Text as="div" id={`${id}-type-help`}>
              {outOnly ? 'Stock out only: quantities are negative.' : 'Negative takes stock out, positive adds it.'}
            </Form.Text>
          </div>
          <div className="col-md-6">
            <Form.Label htmlFor={`${id}-reason`}>
              Reason
            </Form.Label>
            <Form.Control id={`${id}-reason`} isInvalid={Boolean(err('reason'))} maxLength={500} value={head.reason} onChange={(e) => setHead({ ...head, reason: e.target.value })} />
            {err('reason') && <Form.Control.Feedback type="invalid">{err('reason')!.join(' ')}</Form.Control.Feedback>}
          </div>
        </div>
        {err('lines') && (
          <p className="text-danger" role="alert">
            {err('lines')!.join(' ')}
          </p>
        )}
        {lines.map((l, n) => (
          <LineEditor
            key={n}
            index={n}
            line={l}
            errors={errors}
            onChange={(next) => setLines(lines.map((x, i) => (i === n ? next : x)))}
            onRemove={lines.length > 1 ? () => setLines(lines.filter((_x, i) => i !== n)) : undefined}
          />
        ))}
        <Button variant="outline-secondary" size="sm" onClick={() => setLines([...lines, emptyLine()])}>
          Add Line
        </Button>
      </ModalBody>
    </Modal>
  );
}
