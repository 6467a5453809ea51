import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { receiptCreateEp, receiptOpenPosEp, receiptPalletsEp, receiptShowEp, receiptUpdateEp, type OpenPo } from '../../../contract/inventoryReceipts';
import { warehouseOptionsEp } from '../../../contract/warehouse';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ScrollRegion from '../../components/ScrollRegion';
import { ShelfLifeBadge } from '../../components/shelfLife';
import { todayManila } from '../../lib/dates';
import { bodyOf, emptyLine, formOfDetail, linesOfPo, problemsOf, type LineForm, type ReceiptForm } from './rules';
import DateInput from '../../components/form/DateInput';
import { Button, Form, Table } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import { useLineKeys } from '../../components/form/useLineKeys';

const RECEIPTS = '/inventory/receipts';

/** Receiving an approved purchase order onto pallets: a new receipt, or a draft again (?id=). */
export default function ReceiptFormPage() {
  return (
    <div className="p-3">
      <Can scopes="create_inventory_receipt" fallback={<PermissionDenied what="receiving purchase orders" />}>
        <ReceiptFormLoader />
      </Can>
    </div>
  );
}

function ReceiptFormLoader() {
  const [params] = useSearchParams();
  const id = /^\d{1,10}$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const draft = useRead(receiptShowEp, { params: { id: id ?? 0 } }, { skip: id === null });
  if (id === null) return <ReceiptFormBody id={null} initial={null} />;
  if (draft.error) return <p className="text-danger" role="alert">The receipt could not be loaded: {draft.error.messages.join(' ')}</p>;
  if (!draft.currentData) return <p role="status">Loading the receipt…</p>;
  if (draft.currentData.status !== 'draft') return <p role="alert">Receipt {draft.currentData.receipt_no} is no longer a draft: it cannot be changed.</p>;
  return <ReceiptFormBody id={id} initial={formOfDetail(draft.currentData)} />;
}

function ReceiptFormBody({ id, initial }: { id: number | null; initial: ReceiptForm | null }) {
  const today = todayManila();
  const navigate = useNavigate();
  const writes = useWrites();
  const [form, setForm] = useState<ReceiptForm>(initial ?? { po_hdr_id: '', warehouse_id: '', receipt_date: today, delivery_ref: '', remarks: '', lines: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const pos = useRead(receiptOpenPosEp, { query: id ? { receipt_id: id } : {} });
  const warehouses = useRead(warehouseOptionsEp);
  const pallets = useRead(receiptPalletsEp, { query: { warehouse_id: Number(form.warehouse_id) || 1 } }, { skip: !form.warehouse_id });
  const po: OpenPo | undefined = pos.data?.find((p) => String(p.po_hdr_id) === form.po_hdr_id);
  const floors = useMemo(() => [...new Map((pallets.data ?? []).map((p) => [p.floor_id, p.floor])).entries()], [pallets.data]);

  // A main warehouse is the usual destination: chosen when the list arrives and none is chosen yet.
  useEffect(() => {
    if (!form.warehouse_id && warehouses.data?.length) {
      const main = warehouses.data.find((w) => w.kind === 'main' && w.active) ?? warehouses.data[0];
      setForm((f) => ({ ...f, warehouse_id: String(main.warehouse_id) }));
    }
  }, [warehouses.data, form.warehouse_id]);

  const set = (patch: Partial<ReceiptForm>) => setForm((f) => ({ ...f, ...patch }));
  const setLine = (key: number, patch: Partial<LineForm>) => setForm((f) => ({ ...f, lines: f.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }));
  // Enter walks the lines' fields; past the last it opens a line (another batch).
  const lineKeys = useLineKeys(() => setForm((f) => ({ ...f, lines: [...f.lines, emptyLine()] })));
  const err = (k: string) => errors[k];
  const fieldClass = (k: string, base = 'form-control form-control-sm') => `${base}${errors[k] ? ' is-invalid' : ''}`;

  async function save(submit: boolean) {
    setServerError('');
    const problems = problemsOf(form, po, today);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const units = form.lines.reduce((s, l) => s + Number(l.quantity), 0);
    if (submit && !(await confirmAction('Send this receipt for inspection?', `${units} units on ${form.lines.length} lines of ${po?.po_no ?? 'the purchase order'}.`))) return;
    try {
      const body = bodyOf(form, submit);
      const res = id === null ? await writes.runOn(receiptCreateEp, { body }) : await writes.runOn(receiptUpdateEp, { params: { id }, body });
      await showSuccess(submit ? 'Sent for inspection' : 'Draft saved', res.result.receipt_no, 1500);
      navigate(`${RECEIPTS}/${submit ? 'pending' : 'draft'}/${res.result.receipt_id}`);
    } catch (e) {
      const x = toApiError(e);
      const byField = Object.fromEntries(Object.entries(x.fields).map(([k, v]) => [k, v.join(' ')]));
      setErrors(byField);
      setServerError(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join('\n'));
    }
  }

  return (
    <form aria-label={id === null ? 'New Inventory Receipt' : 'Edit Inventory Receipt'} noValidate onSubmit={(e) => { e.preventDefault(); void save(true); }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">{id === null ? 'Receive a Purchase Order' : 'Edit Draft Receipt'}</h1>
        <LinkButton size="sm" to={RECEIPTS}>Back to Receipts</LinkButton>
      </div>
      <FormError message={serverError} />
      <div className="row g-2 mb-3">
        <div className="col-md-4">
          <Form.Label htmlFor="ir-po" className="small mb-0">Purchase Order<span className="text-danger" aria-hidden="true"> *</span></Form.Label>
          <select id="ir-po" className={fieldClass('po_hdr_id', 'form-select form-select-sm')} value={form.po_hdr_id} aria-invalid={!!err('po_hdr_id')}
            onChange={(e) => set({ po_hdr_id: e.target.value, lines: linesOfPo(pos.data?.find((p) => String(p.po_hdr_id) === e.target.value)) })}>
            <option value="">{pos.isLoading ? 'Loading purchase orders…' : pos.error ? 'Purchase orders could not be loaded' : pos.data?.length ? 'Select…' : 'No approved purchase order is open'}</option>
            {pos.data?.map((p) => <option key={p.po_hdr_id} value={p.po_hdr_id}>{p.po_no} - {p.supplier_name} ({p.po_date})</option>)}
          </select>
          {err('po_hdr_id') && <Form.Control.Feedback type="invalid">{err('po_hdr_id')}</Form.Control.Feedback>}
        </div>
        <div className="col-md-3">
          <Form.Label htmlFor="ir-warehouse" className="small mb-0">Warehouse<span className="text-danger" aria-hidden="true"> *</span></Form.Label>
          <select id="ir-warehouse" className={fieldClass('warehouse_id', 'form-select form-select-sm')} value={form.warehouse_id}
            onChange={(e) => set({ warehouse_id: e.target.value, lines: form.lines.map((l) => ({ ...l, floor_id: '', pallet_id: '' })) })}>
            <option value="">Select…</option>
            {warehouses.data?.filter((w) => w.active).map((w) => <option key={w.warehouse_id} value={w.warehouse_id}>{w.warehouse_code} - {w.warehouse_name}</option>)}
          </select>
          {err('warehouse_id') && <Form.Control.Feedback type="invalid">{err('warehouse_id')}</Form.Control.Feedback>}
        </div>
        <div className="col-md-2">
          <Form.Label htmlFor="ir-date" className="small mb-0">Receipt Date<span className="text-danger" aria-hidden="true"> *</span></Form.Label>
          <DateInput id="ir-date" maxDate={today} className={fieldClass('receipt_date')} value={form.receipt_date} onValue={(v) => set({ receipt_date: v })} />
          {err('receipt_date') && <Form.Control.Feedback type="invalid">{err('receipt_date')}</Form.Control.Feedback>}
        </div>
        <div className="col-md-3">
          <Form.Label htmlFor="ir-dr" className="small mb-0">Delivery Receipt No.</Form.Label>
          <input id="ir-dr" className={fieldClass('delivery_ref')} maxLength={60} value={form.delivery_ref} onChange={(e) => set({ delivery_ref: e.target.value })} />
        </div>
        <div className="col-12">
          <Form.Label htmlFor="ir-remarks" className="small mb-0">Remarks</Form.Label>
          <Form.Control id="ir-remarks" size="sm" maxLength={500} value={form.remarks} onChange={(e) => set({ remarks: e.target.value })} />
        </div>
      </div>
      {!po && <p className="text-body-secondary">Choose a purchase order to receive its lines.</p>}
      {po && (
        <ScrollRegion label="Lines received">
          <Table size="sm" className="small align-middle">
            <caption className="caption-top">Lines received{err('lines') ? ` — ${err('lines')}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Batch No.</th>
                <th scope="col">Manufacturing Date</th>
                <th scope="col">Expiry Date</th>
                <th scope="col">Quantity</th>
                <th scope="col">Free Goods</th>
                <th scope="col">Floor</th>
                <th scope="col">Pallet</th>
                <th scope="col"><span className="visually-hidden">Remove</span></th>
              </tr>
            </thead>
            <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
              {form.lines.map((l, n) => {
                const poLine = po.lines.find((x) => String(x.pr_line_id) === l.pr_line_id);
                const f = (k: string) => `lines.${n}.${k}`;
                const label = (what: string) => `${what} of line ${n + 1}`;
                const msg = (k: string) => err(f(k)) && <Form.Control.Feedback type="invalid" className="d-block">{err(f(k))}</Form.Control.Feedback>;
                return (
                  <tr key={l.key}>
                    <td>
                      <select aria-label={label('Product')} className={fieldClass(f('pr_line_id'), 'form-select form-select-sm')} value={l.pr_line_id} onChange={(e) => setLine(l.key, { pr_line_id: e.target.value })}>
                        <option value="">Select…</option>
                        {po.lines.map((x) => <option key={x.pr_line_id} value={x.pr_line_id}>{x.product_code} - {x.product_name}</option>)}
                      </select>
                      {poLine && <div className="text-body-secondary">Ordered {poLine.ordered_quantity}, remaining {poLine.remaining_quantity}</div>}
                      {msg('pr_line_id')}
                    </td>
                    <td><input aria-label={label('Batch No.')} className={fieldClass(f('batch_no'))} maxLength={40} value={l.batch_no} onChange={(e) => setLine(l.key, { batch_no: e.target.value })} />{msg('batch_no')}</td>
                    <td><DateInput aria-label={label('Manufacturing Date')} maxDate={form.receipt_date || today} className={fieldClass(f('manufacturing_date'))} value={l.manufacturing_date} onValue={(v) => setLine(l.key, { manufacturing_date: v })} />{msg('manufacturing_date')}</td>
                    <td>
                      <DateInput aria-label={label('Expiry Date')} minDate={today} className={fieldClass(f('expiry_date'))} value={l.expiry_date} onValue={(v) => setLine(l.key, { expiry_date: v })} />
                      <ShelfLifeBadge expiry={l.expiry_date} today={today} />
                      {msg('expiry_date')}
                    </td>
                    <td><input inputMode="numeric" aria-label={label('Quantity')} className={fieldClass(f('quantity'))} style={{ width: 90 }} value={l.quantity} onChange={(e) => setLine(l.key, { quantity: e.target.value.replace(/\D/g, '') })} />{msg('quantity')}</td>
                    <td><input inputMode="numeric" aria-label={label('Free Goods')} className={fieldClass(f('free_goods'))} style={{ width: 80 }} value={l.free_goods} onChange={(e) => setLine(l.key, { free_goods: e.target.value.replace(/\D/g, '') })} />{msg('free_goods')}</td>
                    <td>
                      <Form.Select aria-label={label('Floor')} size="sm" value={l.floor_id} onChange={(e) => setLine(l.key, { floor_id: e.target.value, pallet_id: '' })}>
                        <option value="">{pallets.isFetching ? 'Loading…' : 'Select…'}</option>
                        {floors.map(([fid, name]) => <option key={fid} value={fid}>{name}</option>)}
                      </Form.Select>
                    </td>
                    <td>
                      <select aria-label={label('Pallet')} className={fieldClass(f('pallet_id'), 'form-select form-select-sm')} value={l.pallet_id} disabled={!l.floor_id} onChange={(e) => setLine(l.key, { pallet_id: e.target.value })}>
                        <option value="">{l.floor_id ? 'Select…' : 'Choose a floor first'}</option>
                        {(pallets.data ?? []).filter((p) => String(p.floor_id) === l.floor_id).map((p) => (
                          <option key={p.pallet_id} value={p.pallet_id}>{p.pallet_code}{p.zone_name ? ` (${p.zone_name})` : ''} - {p.quantity} on hand</option>
                        ))}
                      </select>
                      {msg('pallet_id')}
                    </td>
                    <td><Button variant="outline-danger" size="sm" aria-label={`Remove line ${n + 1}`} onClick={() => set({ lines: form.lines.filter((x) => x.key !== l.key) })}>×</Button></td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      {po && (
        <Button variant="outline-primary" size="sm" className="mb-3" onClick={() => set({ lines: [...form.lines, emptyLine()] })}>
          Add Line (another batch)
        </Button>
      )}
      <div className="d-flex gap-2">
        <Button variant="outline-primary" disabled={writes.isLoading} onClick={() => void save(false)}>Save Draft</Button>
        <Button type="submit" variant="success" disabled={writes.isLoading}>{writes.isLoading ? 'Saving…' : 'Submit for Inspection'}</Button>
      </div>
    </form>
  );
}
