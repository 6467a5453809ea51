import { useId, type ReactNode } from 'react';
import { DEFAULT_STOCK_LEVEL, PRODUCT_CODE_MAX, PRODUCT_FILES, priceDerivations, type ProductFileField } from '../../../../contract/products';
import DateField from '../../../components/filters/DateField';
import { FilePicker } from '../../../components/upload';
import { formatMoney } from '../../../lib/money';
import type { Lookups } from '../api';
import type { CurrentFiles, FormState, ProductFiles } from './formValues';
import NumberInput, { type NumberKind } from './NumberInput';
import { Button, Form } from 'react-bootstrap';

/**
 * THE product form (spec 001 §2 "Product form sections", §3, §5): create,
 * draft, update and detail all render this one component. It is controlled:
 * the page owns the values (drafts, discard checks) and the buttons.
 * VAT-exclusive and per-unit amounts are computed live with the same
 * function the server stores them with (contract/productPricing.ts).
 */
export interface ProductFormProps {
  values: FormState;
  onChange: (next: FormState) => void;
  lookups: Lookups;
  readOnly?: boolean;
  /** Only a new product's code is typed; an existing product keeps its code. */
  codeEditable?: boolean;
  /** Available stock of an existing product; a new one shows the default. */
  stockLevel?: number;
  /** The sections to show (the detail page splits them over two tabs); all by default. */
  sections?: readonly SectionName[];
  /** CPR document and small/big size images chosen and not yet sent (sent with the form as multipart). */
  files?: ProductFiles;
  onFilesChange?: (next: ProductFiles) => void;
  /** The files the server already has (product or draft). */
  currentFiles?: CurrentFiles;
}

export const SECTIONS = ['Product Information', 'Payment Terms', 'Inventory', 'Price & Cost', 'Packaging', 'Handling'] as const;
export type SectionName = (typeof SECTIONS)[number];

type Key = Exclude<keyof FormState, 'payment_terms'>;

/** Per-unit amounts keep 4 decimals; money is shown with 2, rounded half-up ("4.0179" -> "4.02"). */
function toCentavos(fixed: string): string {
  const [whole, frac = ''] = fixed.split('.');
  if (frac.length <= 2) return fixed;
  const units = BigInt(whole + frac.slice(0, 4).padEnd(4, '0'));
  const cents = (units + 50n) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

function Field({ label, required, children, wide }: { label: string; required?: boolean; children: (id: string) => ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <div className={wide ? 'col-md-8' : 'col-md-4'}>
      <Form.Label htmlFor={id} className="small mb-0">
        {label}
        {required && <span className="text-danger"> *</span>}
      </Form.Label>
      {children(id)}
    </div>
  );
}

function SectionBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="float-none w-auto px-2 h6 mb-0">{title}</legend>
      <div className="row g-2">{children}</div>
    </fieldset>
  );
}

export default function ProductForm({
  values,
  onChange,
  lookups,
  readOnly = false,
  codeEditable = false,
  stockLevel,
  sections = SECTIONS,
  files = {},
  onFilesChange,
  currentFiles = {},
}: ProductFormProps) {
  const show = (title: SectionName) => sections.includes(title);
  const picker = (field: ProductFileField, label: string) => (
    <FilePicker
      label={label}
      kind={PRODUCT_FILES[field].kind}
      file={files[field] ?? null}
      current={currentFiles[field]}
      readOnly={readOnly || !onFilesChange}
      onFile={(f) => {
        const next = { ...files };
        if (f) next[field] = f;
        else delete next[field];
        onFilesChange?.(next);
      }}
    />
  );
  const set = (k: Key, v: string) => onChange({ ...values, [k]: v });
  const text = (k: Key, label: string, opts: { required?: boolean; max?: number; wide?: boolean; placeholder?: string; disabled?: boolean } = {}) => (
    <Field label={label} required={opts.required} wide={opts.wide}>
      {(id) => (
        <Form.Control
          id={id}
          size="sm"
          value={values[k]}
          maxLength={opts.max ?? 255}
          placeholder={opts.placeholder}
          disabled={readOnly || opts.disabled}
          onChange={(e) => set(k, e.target.value)}
        />
      )}
    </Field>
  );
  const num = (k: Key, label: string, kind: NumberKind, required = false) => (
    <Field label={label} required={required}>
      {(id) => <NumberInput id={id} kind={kind} value={String(values[k])} disabled={readOnly} onValue={(v) => set(k, v)} />}
    </Field>
  );
  const select = (k: Key, label: string, options: { id: number; name: string }[], required = false) => (
    <Field label={label} required={required}>
      {(id) => (
        <Form.Select id={id} size="sm" value={String(values[k])} disabled={readOnly} onChange={(e) => set(k, e.target.value)}>
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  );
  const shown = (label: string, value: string) => (
    <Field label={label}>{(id) => <Form.Control id={id} size="sm" className="text-end" value={formatMoney(toCentavos(value))} readOnly disabled />}</Field>
  );

  const derived = priceDerivations({ cost: values.cost, selling_price: values.selling_price, qty_per_pack: values.qty_per_pack, vat_exemption: values.vat_exemption === '1' ? 1 : 0 });
  const subSegments = lookups.segments.find((s) => String(s.id) === values.product_segment_id)?.subs ?? [];
  const subGroups = lookups.groups.find((g) => String(g.id) === values.product_group_id)?.subs ?? [];
  const vendors = lookups.vendors.map((v) => ({ id: v.vendor_id, name: `${v.vendor_code} - ${v.company_name}` }));
  const others = lookups.packaging.find((p) => String(p.id) === values.packaging)?.name === 'Others';
  const terms = values.payment_terms;
  const setTerm = (i: number, patch: Partial<FormState['payment_terms'][number]>) =>
    onChange({ ...values, payment_terms: terms.map((t, j) => (j === i ? { ...t, ...patch } : t)) });

  return (
    <div className="product-form">
      {show('Product Information') && (
      <SectionBox title="Product Information">
        {text('product_code', 'Product Code', { max: PRODUCT_CODE_MAX, disabled: !codeEditable })}
        {text('product_code_old', 'Old Product Code', { max: PRODUCT_CODE_MAX })}
        {text('product_name', 'Product Name', { required: true })}
        {text('generic_name', 'Brand Name', { required: true })}
        {text('manufacturer', 'Manufacturer')}
        {select('supplier_id', 'Supplier', vendors)}
        {select('product_segment_id', 'Product Segment', lookups.segments)}
        {select('product_sub_segment_id', 'Product Sub-Segment', subSegments)}
        {select('product_group_id', 'Product Group', lookups.groups)}
        {select('product_sub_group_id', 'Product Sub-Group', subGroups)}
      </SectionBox>
      )}

      {show('Payment Terms') && (
      <SectionBox title="Payment Terms">
        {num('percent_down_payment', 'Down Payment upon PO (%)', 'percent')}
        {num('percent_upon_delivery', 'Upon Delivery (%)', 'percent')}
        {num('percent_intransit', 'In Transit (%)', 'percent')}
        <div className="col-12">
          {terms.map((t, i) => (
            <div className="row g-2 align-items-end mb-1" key={i}>
              <div className="col-md-4">
                <Form.Label className="small mb-0" htmlFor={`pdc-pct-${i}`}>
                  PDC (%)
                </Form.Label>
                <NumberInput id={`pdc-pct-${i}`} kind="percent" value={t.percent_amount} disabled={readOnly} onValue={(v) => setTerm(i, { percent_amount: v })} />
              </div>
              <div className="col-md-4">
                <Form.Label className="small mb-0" htmlFor={`pdc-days-${i}`}>
                  Days After Delivery
                </Form.Label>
                <NumberInput id={`pdc-days-${i}`} kind="int" value={t.days_remaining} disabled={readOnly} onValue={(v) => setTerm(i, { days_remaining: v })} />
              </div>
              {!readOnly && (
                <div className="col-auto">
                  <Button variant="outline-danger" size="sm" onClick={() => onChange({ ...values, payment_terms: terms.filter((_, j) => j !== i) })}>
                    Remove
                  </Button>
                </div>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button variant="outline-secondary" size="sm" onClick={() => onChange({ ...values, payment_terms: [...terms, { percent_amount: '', days_remaining: '' }] })}>
              Add Payment Term
            </Button>
          )}
        </div>
      </SectionBox>
      )}

      {show('Inventory') && (
      <SectionBox title="Inventory">
        <Field label="Stock Level">{(id) => <Form.Control id={id} size="sm" value={String(stockLevel ?? DEFAULT_STOCK_LEVEL)} readOnly disabled />}</Field>
        {select('unit_id', 'Unit of Measure', lookups.units)}
        {num('shelf_life', 'Shelf Life (months)', 'int')}
        {num('quantity', 'Minimum Order Quantity (MOQ)', 'int')}
        {num('safety_stock_level', 'Safety Stock Level', 'int')}
        {num('forecast', 'Required', 'int')}
        {num('supplier_lead_time', 'Supplier Lead Time (days)', 'int')}
      </SectionBox>
      )}

      {show('Price & Cost') && (
      <SectionBox title="Price & Cost">
        <div className="col-12">
          <Form.Check>
            <Form.Check.Input
              id="vat-exemption"
              type="checkbox"
              
              checked={values.vat_exemption === '1'}
              disabled={readOnly}
              onChange={(e) => set('vat_exemption', e.target.checked ? '1' : '0')}
            />
            <Form.Check.Label className="small" htmlFor="vat-exemption">
              VAT Exemption
            </Form.Check.Label>
          </Form.Check>
          <Form.Text as="div">Fill the per-box cost and price and the quantity per pack first.</Form.Text>
        </div>
        {num('cost', 'Cost per Box', 'money')}
        {shown('Cost per Box (VAT-exclusive)', derived.cost_vat)}
        {shown('Cost per Unit', derived.cost_unit)}
        {shown('Cost per Unit (VAT-exclusive)', derived.cost_unit_vat)}
        {num('selling_price', 'Selling Price per Box', 'money')}
        {shown('Selling Price per Box (VAT-exclusive)', derived.selling_price_vat)}
        {shown('Selling Price per Unit', derived.selling_price_unit)}
        {shown('Selling Price per Unit (VAT-exclusive)', derived.selling_price_unit_vat)}
      </SectionBox>
      )}

      {show('Packaging') && (
      <SectionBox title="Packaging">
        {select('packaging', 'Packaging', lookups.packaging, true)}
        {others && text('specify_others', 'Specify Others')}
        {text('packaging_description', 'Packaging Description')}
        {num('qty_per_pack', 'Qty per Pack', 'int', true)}
        {num('small_size', 'Small Size (mm)', 'decimal')}
        {num('big_size', 'Big Size (cm)', 'decimal')}
        {num('weight_net', 'Net Weight (grams)', 'decimal')}
        {num('weight_gross', 'Gross Weight (grams)', 'decimal')}
        {picker('small_size_image', 'Small Size Image (mm)')}
        {picker('big_size_image', 'Big Size Image (cm)')}
      </SectionBox>
      )}

      {show('Handling') && (
      <SectionBox title="Handling">
        {text('cpr_no', 'CPR Number', { max: 50, placeholder: 'XXXX-XXXX-XXXX' })}
        <DateField className="col-md-4" label="CPR Expiry" value={values.cpr_expiry as string} disabled={readOnly} onChange={(v) => set('cpr_expiry', v)} />
        {num('min_temperature', 'Min Temperature (°C)', 'signed')}
        {num('max_temperature', 'Max Temperature (°C)', 'signed')}
        {num('temperature', 'Temperature (°C)', 'signed')}
        {num('humidity', 'Humidity (%)', 'percent')}
        {text('storage_requirement', 'Storage Requirement', { wide: true, max: 1000 })}
        {picker('cpr_document', 'CPR Document')}
      </SectionBox>
      )}
    </div>
  );
}
