import { Alert, Button, Form, Table } from 'react-bootstrap';
import { useState } from 'react';
import {
  createManualSiEp,
  manualSiColumns,
  manualSiInput,
  manualSiListEp,
  PRICE_BASES,
  sellableProductsEp,
  type ManualSiRow,
} from '../../../contract/creditOps';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrite } from '../../api/kitApi';
import { courierOptionsEp } from '../../../contract/couriers';
import { confirmAction, showSuccess } from '../../components/dialogs';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import { CheckField, SelectField, TextField, DateFormField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { usePrintInvoice } from '../../components/invoicePrint/usePrintInvoice';
import { gridSource } from '../../components/grid/useGridData';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { searchCustomerCodes } from '../../components/filters/customerOptions';
import { fieldsOf, refusalOf, split } from './formIssues';
import { invoiceTotals } from './invoiceMath';

const columns = colDefsOf<ManualSiRow>(manualSiColumns);
const BASES = Object.entries(PRICE_BASES).map(([value, label]) => ({ value, label }));

interface Line {
  key: number;
  product_code: string;
  label: string;
  vat_exempt: boolean;
  quantity: string;
  unit_price: string;
  discount: string;
}
const blankLine = (key: number): Line => ({ key, product_code: '', label: '', vat_exempt: false, quantity: '', unit_price: '', discount: '' });

type ProductOption = SelectOption & { price: string; vat_exempt: boolean };
async function searchProducts(keyword: string): Promise<ProductOption[]> {
  const res = await callEndpoint(sellableProductsEp, { query: { search: keyword } });
  return res.result.map((p) => ({ value: p.product_code, label: `${p.product_code} - ${p.product_name} (${p.on_hand} on hand)`, price: p.selling_price, vat_exempt: p.vat_exempt }));
}

/**
 * Manual Sales Invoice Entry: an invoice issued outside the system, entered
 * with its own SI number, posted like any invoice (receivable, sales, output
 * VAT, cost of sales and the stock, first expiry first). The totals show as
 * they will be posted; the server refuses a SI number in use and stock that
 * is not there, on their fields.
 */
export default function ManualSalesInvoicePage() {
  const [runs, setRuns] = useState(0);
  const invoice = usePrintInvoice();
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Manual Sales Invoice Entry</h1>
      <Can scopes="create_manual_sales_invoice" fallback={<PermissionDenied what="manual sales invoices" />}>
        <InvoiceForm onSaved={() => setRuns((n) => n + 1)} />
        <h2 className="h6 mt-4">Manual invoices entered</h2>
        <p className="small text-muted mb-1" id="manual-si-print-hint">
          Open a row (double-click, or Enter on it) to print its invoice; every print after the first is marked REPRINT.
        </p>
        <ServerGrid<ManualSiRow>
          screenId="manual-sales-invoices"
          label="Manual sales invoices"
          columns={columns}
          source={gridSource(manualSiListEp, { body: {} })}
          queryKey={`manual-si|${runs}`}
          defaultSort={{ order_by: 'si_date', direction: 'desc' }}
          emptyText="No manual sales invoice has been entered yet."
          height={320}
          onRowOpen={(r) => void invoice.print(r.si_id)}
        />
      </Can>
    </div>
  );
}

function InvoiceForm({ onSaved }: { onSaved: () => void }) {
  const initial = { customer_code: '', si_number: '', si_date: todayManila(), terms: '', price_basis: 'INCLUSIVE', remarks: '', courier_id: '', zero_rated: 0 };
  const form = useZodForm(manualSiInput, initial);
  // The carrier of the goods (the S-Register names it for dangerous drugs); blank is the customer's own courier.
  const couriers = useRead(courierOptionsEp);
  const carriers = (couriers.currentData ?? []).filter((c) => c.active).map((c) => ({ value: c.courier_id, label: c.label }));
  const [customerLabel, setCustomerLabel] = useState('');
  const [lines, setLines] = useState<Line[]>([blankLine(1)]);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const save = useWrite(createManualSiEp);
  const basis = form.values.price_basis === 'EXCLUSIVE' ? 'EXCLUSIVE' : 'INCLUSIVE';
  const zeroRated = Number(form.values.zero_rated) === 1;
  const totals = invoiceTotals(lines, basis, zeroRated);

  const change = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const errorOf = (n: number, field: string) => lineErrors[`lines.${n}.${field}`];

  function show(fields: Record<string, string[]>, messages: string[]) {
    const perLine: Record<string, string> = {};
    for (const [k, msgs] of Object.entries(fields)) if (/^lines\.\d+\./.test(k)) perLine[k] = msgs.join(' ');
    setLineErrors(perLine);
    const { onFields, rest } = split(fields, messages.filter((m) => !Object.values(perLine).some((x) => x.includes(m))), (k) => !/^lines\.\d+\./.test(k));
    form.setErrors(onFields);
    setServerError(rest.join('\n') || undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setServerError(undefined);
    const body = {
      ...form.values,
      terms: String(form.values.terms ?? '').trim() === '' ? null : /^\d+$/.test(String(form.values.terms).trim()) ? Number(form.values.terms) : form.values.terms,
      lines: lines.map((l) => ({ product_code: l.product_code, quantity: /^\d+$/.test(l.quantity.trim()) ? Number(l.quantity) : l.quantity, unit_price: l.unit_price, discount: l.discount })),
    };
    const parsed = manualSiInput.safeParse(body);
    if (!parsed.success) return show(fieldsOf(parsed.error), parsed.error.issues.filter((i) => !i.path.length).map((i) => i.message));
    if (!(await confirmAction(`Post SI ${parsed.data.si_number}?`, `${formatMoney(totals.total)} will be posted to ${customerLabel || parsed.data.customer_code}'s receivable and the stock will be drawn.`))) return;
    try {
      const res = await save.run({ body: parsed.data });
      await showSuccess('Posted', `SI ${res.result.si_number} posted as ${res.result.journal_entry}.`, 1500);
      form.reset(initial);
      form.setErrors({});
      setCustomerLabel('');
      setLines([blankLine(1)]);
      setLineErrors({});
      onSaved();
    } catch (err) {
      const r = refusalOf(err);
      show(r.fields, r.messages);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Manual sales invoice" ref={(el) => void (form.rootRef.current = el)}>
      {serverError && (
        <Alert variant="danger" className="py-2" style={{ whiteSpace: 'pre-line' }}>
          {serverError}
        </Alert>
      )}
      <div className="row g-2 mb-3">
        <div className="col-md-4" data-field="customer_code">
          <SearchSelect
            label="Customer"
            required
            className="w-100"
            value={String(form.values.customer_code ?? '')}
            valueLabel={customerLabel}
            onChange={(v, o) => (form.set('customer_code', v), setCustomerLabel(o?.label ?? ''))}
            loadOptions={searchCustomerCodes}
          />
          {form.errors.customer_code && <Form.Control.Feedback type="invalid" className="d-block">{form.errors.customer_code}</Form.Control.Feedback>}
        </div>
        <TextField form={form} name="si_number" label="SI No." required col="col-md-2" maxLength={40} />
        <DateFormField form={form} name="si_date" label="SI Date" required col="col-md-2" />
        <TextField form={form} name="terms" label="Terms (days)" col="col-md-2" placeholder="Customer's terms" />
        <SelectField form={form} name="price_basis" label="Unit Prices Are" required col="col-md-2" options={BASES} />
        <SelectField form={form} name="courier_id" label="Carrier" col="col-md-3" options={carriers} placeholder="The customer's delivery service provider" />
        <TextField form={form} name="remarks" label="Remarks" col="col-md-6" maxLength={500} />
        <CheckField form={form} name="zero_rated" label="Zero-rated sale (ecozone buyer or export: no VAT)" col="col-md-3" />
      </div>
      <Table size="sm" className="align-middle">
        <caption className="caption-top">Products (VAT 12 % on vatable products)</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: '40%' }}>Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit Price</th>
            <th scope="col">Discount %</th>
            <th scope="col" className="text-end">Amount (VAT-inclusive)</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, n) => (
            <tr key={l.key}>
              <td data-field={`lines.${n}.product_code`}>
                <SearchSelect
                  label={`Product of line ${n + 1}`}
                  className="w-100"
                  value={l.product_code}
                  valueLabel={l.label}
                  onChange={(v, o) => {
                    const p = o as ProductOption | null;
                    change(l.key, { product_code: v, label: p?.label ?? '', vat_exempt: p?.vat_exempt ?? false, unit_price: p && !l.unit_price ? (basis === 'EXCLUSIVE' && !p.vat_exempt ? exclusiveOf(p.price) : p.price) : l.unit_price });
                  }}
                  loadOptions={searchProducts}
                />
                <LineError text={errorOf(n, 'product_code')} />
              </td>
              <td>
                <LineInput label={`Quantity of line ${n + 1}`} value={l.quantity} onChange={(v) => change(l.key, { quantity: v })} error={errorOf(n, 'quantity')} field={`lines.${n}.quantity`} />
              </td>
              <td>
                <LineInput label={`Unit price of line ${n + 1}`} value={l.unit_price} onChange={(v) => change(l.key, { unit_price: v })} error={errorOf(n, 'unit_price')} field={`lines.${n}.unit_price`} />
              </td>
              <td>
                <LineInput label={`Discount % of line ${n + 1}`} value={l.discount} onChange={(v) => change(l.key, { discount: v })} error={errorOf(n, 'discount')} field={`lines.${n}.discount`} />
              </td>
              <td className="text-end text-nowrap">{formatMoney(totals.nets[n])}</td>
              <td>
                <Button variant="link" size="sm" className="text-danger p-0" disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))} aria-label={`Remove line ${n + 1}`}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {form.errors.lines && <div className="text-danger small mb-2">{form.errors.lines}</div>}
      <div className="d-flex flex-wrap align-items-start gap-3">
        <Button variant="outline-primary" size="sm" onClick={() => setLines((ls) => [...ls, blankLine(Math.max(...ls.map((x) => x.key)) + 1)])}>
          Add Product
        </Button>
        <dl className="ms-auto row mb-0 small" aria-label="Invoice totals" style={{ minWidth: 280 }}>
          <dt className="col-7">Vatable Sales</dt>
          <dd className="col-5 text-end mb-0">{formatMoney(totals.vatableSales)}</dd>
          <dt className="col-7">VAT (12 %)</dt>
          <dd className="col-5 text-end mb-0">{formatMoney(totals.vat)}</dd>
          <dt className="col-7">Zero-rated Sales</dt>
          <dd className="col-5 text-end mb-0">{formatMoney(totals.zeroRated)}</dd>
          <dt className="col-7">VAT-exempt Sales</dt>
          <dd className="col-5 text-end mb-0">{formatMoney(totals.exempt)}</dd>
          <dt className="col-7">Total Amount Due</dt>
          <dd className="col-5 text-end mb-0 fw-semibold">{formatMoney(totals.total)}</dd>
        </dl>
      </div>
      <div className="mt-3">
        <Button type="submit" variant="success" disabled={save.isLoading}>
          {save.isLoading ? 'Posting…' : 'Post Invoice'}
        </Button>
      </div>
    </form>
  );
}

/** The selling price without its VAT, to the centavo (prices are kept VAT-inclusive). */
function exclusiveOf(price: string): string {
  const [w, f = ''] = price.split('.');
  const c = Number(w) * 100 + Number((f + '00').slice(0, 2));
  const ex = Math.round((c * 100) / 112);
  return `${Math.floor(ex / 100)}.${String(ex % 100).padStart(2, '0')}`;
}

function LineInput({ label, value, onChange, error, field }: { label: string; value: string; onChange: (v: string) => void; error?: string; field: string }) {
  const id = `msi-${field.replace(/\./g, '-')}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Form.Control
        id={id}
        data-field={field}
        size="sm" isInvalid={Boolean(error)}
        value={value}
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <LineError text={error} id={`${id}-error`} />
    </>
  );
}

const LineError = ({ text, id }: { text?: string; id?: string }) =>
  text ? (
    <Form.Control.Feedback type="invalid" id={id} className="d-block">
      {text}
    </Form.Control.Feedback>
  ) : null;
