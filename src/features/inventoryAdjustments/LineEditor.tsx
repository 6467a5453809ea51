import { useId } from 'react';
import { stockBatchesEp, stockPalletsEp, stockProductsEp } from '../../../contract/inventoryAdjustments';
import { callEndpoint } from '../../api/endpoints';
import { useRead } from '../../api/kitApi';
import SearchSelect from '../../components/filters/SearchSelect';
import type { DraftLine } from './rules';
import { Button, Form } from 'react-bootstrap';

interface LineEditorProps {
  index: number;
  line: DraftLine;
  errors: Record<string, string[]>;
  onChange: (line: DraftLine) => void;
  onRemove?: () => void;
}

async function productOptions(search: string) {
  const res = await callEndpoint(stockProductsEp, { query: { search: search || undefined } });
  return res.result.map((p) => ({ value: String(p.product_id), label: `${p.product_code} ${p.product_name} (on hand ${p.on_hand})` }));
}

/**
 * One adjustment line: a product (searched), then its batches (with stock first, each with what is on hand,
 * its expiry and cost), then the pallets holding that batch first (with how much) and the other pallets,
 * the signed quantity and the stock the pallet would hold after it.
 */
export default function LineEditor({ index, line, errors, onChange, onRemove }: LineEditorProps) {
  const id = useId();
  const n = index + 1;
  const batches = useRead(stockBatchesEp, { query: { product_id: line.product_id ?? 0 } }, { skip: !line.product_id });
  const pallets = useRead(stockPalletsEp, { query: { batch_id: line.batch_id ?? 0 } }, { skip: !line.batch_id });
  const err = (field: string) => errors[`lines.${index}.${field}`];
  const after = line.on_hand !== null && /^-?\d+$/.test(line.quantity.trim()) ? line.on_hand + Number(line.quantity) : null;
  const feedback = (field: string) =>
    err(field) && (
      <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-${field}-err`}>
        {err(field)!.join(' ')}
      </Form.Control.Feedback>
    );
  const described = (field: string) => (err(field) ? `${id}-${field}-err` : undefined);

  return (
    <fieldset className="border rounded p-2 mb-2">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">Line {n}</legend>
      <div className="row g-2 align-items-end">
        <div className="col-md-4">
          <SearchSelect
            label={`Product (line ${n})`}
            value={line.product_id ? String(line.product_id) : ''}
            valueLabel={line.product_label}
            required
            placeholder="Search code or name"
            loadOptions={productOptions}
            onChange={(value, option) =>
              onChange({ ...line, product_id: value ? Number(value) : null, product_label: option?.label ?? '', product_text: option?.label.replace(/ \(on hand.*$/, '') ?? '', batch_id: null, pallet_id: null, on_hand: null })
            }
          />
          {feedback('product_id')}
        </div>
        <div className="col-md-3">
          <Form.Label htmlFor={`${id}-batch`}>
            Batch (line {n})
          </Form.Label>
          <Form.Select
            id={`${id}-batch`}
            isInvalid={Boolean(err('batch_id'))}
            value={line.batch_id ?? ''}
            disabled={!line.product_id || batches.isFetching}
            aria-describedby={described('batch_id')}
            onChange={(e) => {
              const b = batches.data?.find((x) => x.batch_id === Number(e.target.value));
              onChange({ ...line, batch_id: b ? b.batch_id : null, batch_text: b?.batch_no ?? '', pallet_id: null, on_hand: null });
            }}
          >
            <option value="">{!line.product_id ? 'Choose a product first' : batches.isFetching ? 'Loading batches…' : batches.error ? 'Batches could not be loaded' : 'Choose a batch'}</option>
            {batches.data?.map((b) => (
              <option key={b.batch_id} value={b.batch_id}>
                {b.batch_no} · expires {b.expiry_date} · on hand {b.on_hand}
              </option>
            ))}
          </Form.Select>
          {feedback('batch_id')}
        </div>
        <div className="col-md-3">
          <Form.Label htmlFor={`${id}-pallet`}>
            Pallet (line {n})
          </Form.Label>
          <Form.Select
            id={`${id}-pallet`}
            isInvalid={Boolean(err('pallet_id'))}
            value={line.pallet_id ?? ''}
            disabled={!line.batch_id || pallets.isFetching}
            aria-describedby={described('pallet_id')}
            onChange={(e) => {
              const w = pallets.data?.find((x) => x.pallet_id === Number(e.target.value));
              onChange({ ...line, pallet_id: w ? w.pallet_id : null, pallet_text: w?.pallet_code ?? '', on_hand: w ? w.on_hand : null });
            }}
          >
            <option value="">{!line.batch_id ? 'Choose a batch first' : pallets.isFetching ? 'Loading pallets…' : pallets.error ? 'Pallets could not be loaded' : 'Choose a pallet'}</option>
            {pallets.data?.map((w) => (
              <option key={w.pallet_id} value={w.pallet_id}>
                {w.pallet_code} · {w.floor} · {w.warehouse_name} · on hand {w.on_hand}
              </option>
            ))}
          </Form.Select>
          {feedback('pallet_id')}
        </div>
        <div className="col-md-2">
          <Form.Label htmlFor={`${id}-qty`}>
            Quantity (line {n})
          </Form.Label>
          <Form.Control
            id={`${id}-qty`}
            isInvalid={Boolean(err('quantity'))} className="text-end"
            inputMode="numeric"
            value={line.quantity}
            aria-describedby={[`${id}-qty-help`, described('quantity')].filter(Boolean).join(' ')}
            onChange={(e) => onChange({ ...line, quantity: e.target.value })}
          />
          <Form.Text as="div" id={`${id}-qty-help`}>
            {line.on_hand === null ? 'Negative takes stock out.' : `On hand ${line.on_hand}${after === null ? '' : `, after ${after}`}`}
          </Form.Text>
          {feedback('quantity')}
        </div>
        <div className="col-md-10">
          <Form.Label htmlFor={`${id}-remarks`}>
            Remarks (line {n})
          </Form.Label>
          <Form.Control id={`${id}-remarks`}  maxLength={255} value={line.remarks} onChange={(e) => onChange({ ...line, remarks: e.target.value })} />
        </div>
        <div className="col-md-2 text-end">
          {onRemove && (
            <Button variant="outline-danger" size="sm" onClick={onRemove}>
              Remove line {n}
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
