import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { createNaPoEp, NA_PO_TYPES, naPoInput, naPoOptionsEp, updateNaPoEp, type NaPoDetail, type NaPoType } from '../../../contract/purchaseOrders';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import FormModal from '../../components/FormModal';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import DateInput from '../../components/form/DateInput';
import { Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

interface LineDraft {
  description: string;
  quantity: string;
  unit: string;
  unit_price: string;
  account_code: string;
  cost_center_id: string;
}

const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unit: '', unit_price: '', account_code: '', cost_center_id: '' });

/** quantity x price in whole centavos, for the running total (the server keeps the real amounts). */
export function lineAmount(quantity: string, price: string): string {
  const q = Number(quantity);
  const p = Number(price.replace(/,/g, ''));
  if (!Number.isFinite(q) || !Number.isFinite(p)) return '0.00';
  return (Math.round(q * p * 100) / 100).toFixed(2);
}

/**
 * Write or edit a non-asset purchase order (services or supplies): supplier,
 * dates, particulars and lines each charged to an account and a cost center.
 * The contract's rules are checked before sending; the server's refusals show
 * above the fields. Save keeps it in Editing; Save and Submit sends it for
 * approval.
 */
export default function NaPoForm({ existing, onClose, onSaved }: { existing?: NaPoDetail; onClose: () => void; onSaved: (id: number) => void }) {
  const formId = useId();
  const options = useRead(naPoOptionsEp);
  const write = useWrites();
  const [type, setType] = useState<NaPoType>(existing?.po_type ?? 'services');
  const [supplier, setSupplier] = useState(existing ? String(existing.supplier_id) : '');
  const [poDate, setPoDate] = useState(existing?.po_date ?? '');
  const [delivery, setDelivery] = useState(existing?.delivery_date ?? '');
  const [particulars, setParticulars] = useState(existing?.particulars ?? '');
  const [lines, setLines] = useState<LineDraft[]>(
    existing ? existing.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unit_price: l.unit_price, account_code: l.account_code, cost_center_id: l.cost_center_id ? String(l.cost_center_id) : '' })) : [emptyLine()],
  );
  const [submit, setSubmit] = useState(false);
  const [error, setError] = useState('');
  const set = (i: number, patch: Partial<LineDraft>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  // Enter walks the lines' fields; past the last it opens a line.
  const lineKeys = useLineKeys(() => setLines((ls) => [...ls, emptyLine()]));
  const total = lines.reduce((a, l) => a + Number(lineAmount(l.quantity, l.unit_price)), 0).toFixed(2);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      po_type: type,
      supplier_id: supplier ? Number(supplier) : undefined,
      po_date: poDate,
      delivery_date: delivery || null,
      particulars: particulars || null,
      lines: lines.map((l) => ({ ...l, unit: l.unit || null, cost_center_id: l.cost_center_id || null })),
      submit,
    };
    const checked = naPoInput.safeParse(body);
    if (!checked.success) return setError([...new Set(checked.error.issues.map((i) => i.message))].join('\n'));
    setError('');
    // The schema passed: a supplier is chosen.
    const sent = { ...body, supplier_id: Number(supplier) };
    try {
      const res = existing ? await write.runOn(updateNaPoEp, { params: { na_po_id: existing.na_po_id }, body: sent }) : await write.runOn(createNaPoEp, { body: sent });
      toast.success(`${res.result.na_po_no} ${submit ? 'sent for approval' : 'saved'}.`);
      onSaved(res.result.na_po_id);
    } catch (err) {
      setError(toApiError(err).messages.join('\n'));
    }
  }

  const o = options.currentData;
  return (
    <FormModal
      title={existing ? `Edit ${existing.na_po_no}` : 'New Non-Asset Purchase Order'}
      size="xl"
      formId={formId}
      onSubmit={(e) => void save(e)}
      onClose={onClose}
      saving={write.isLoading}
      submitLabel={submit ? 'Save and Submit' : 'Save'}
      serverError={error}
    >
      <LoadState what="the suppliers and accounts" isLoading={options.isLoading} error={options.error} empty={!o} emptyText="No options." onRetry={options.refetch}>
        {() => (
          <>
            <div className="row g-2 mb-2">
              <div className="col-md-2">
                <Form.Label htmlFor={`${formId}-type`}>
                  Type
                </Form.Label>
                <Form.Select id={`${formId}-type`} size="sm" value={type} onChange={(e) => setType(e.target.value as NaPoType)}>
                  {Object.entries(NA_PO_TYPES).map(([k, v]) => (
                    <option key={k} value={k}>
                      {v}
                    </option>
                  ))}
                </Form.Select>
              </div>
              <div className="col-md-4">
                <Form.Label htmlFor={`${formId}-supplier`}>
                  Supplier
                </Form.Label>
                <Form.Select id={`${formId}-supplier`} size="sm" value={supplier} onChange={(e) => setSupplier(e.target.value)}>
                  <option value="">Choose a supplier</option>
                  {o!.suppliers.map((s) => (
                    <option key={s.vendor_id} value={s.vendor_id}>
                      {`${s.vendor_code} ${s.company_name}`}
                    </option>
                  ))}
                </Form.Select>
              </div>
              <div className="col-md-3">
                <Form.Label htmlFor={`${formId}-date`}>
                  PO Date
                </Form.Label>
                <DateInput id={`${formId}-date`} value={poDate} onValue={(v) => setPoDate(v)} />
              </div>
              <div className="col-md-3">
                <Form.Label htmlFor={`${formId}-delivery`}>
                  Delivery Date
                </Form.Label>
                <DateInput id={`${formId}-delivery`} value={delivery} onValue={(v) => setDelivery(v)} />
              </div>
              <div className="col-12">
                <Form.Label htmlFor={`${formId}-particulars`}>
                  Particulars
                </Form.Label>
                <Form.Control id={`${formId}-particulars`} size="sm" maxLength={1000} value={particulars} onChange={(e) => setParticulars(e.target.value)} />
              </div>
            </div>
            <Table size="sm" className="small">
              <caption className="visually-hidden">Lines</caption>
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit</th>
                  <th scope="col">Unit Price</th>
                  <th scope="col">Account</th>
                  <th scope="col">Cost Center</th>
                  <th scope="col" className="text-end">Amount</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
                {lines.map((l, i) => (
                  <tr key={i}>
                    <td>
                      <Form.Control aria-label={`Description of line ${i + 1}`} size="sm" maxLength={500} value={l.description} onChange={(e) => set(i, { description: e.target.value })} />
                    </td>
                    <td>
                      <Form.Control aria-label={`Quantity of line ${i + 1}`} inputMode="decimal" size="sm" value={l.quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
                    </td>
                    <td>
                      <Form.Control aria-label={`Unit of line ${i + 1}`} size="sm" maxLength={30} value={l.unit} onChange={(e) => set(i, { unit: e.target.value })} />
                    </td>
                    <td>
                      <Form.Control aria-label={`Unit price of line ${i + 1}`} inputMode="decimal" size="sm" value={l.unit_price} onChange={(e) => set(i, { unit_price: e.target.value })} />
                    </td>
                    <td>
                      <Form.Select aria-label={`Account of line ${i + 1}`} size="sm" value={l.account_code} onChange={(e) => set(i, { account_code: e.target.value })}>
                        <option value="">Choose an account</option>
                        {o!.accounts.map((a) => (
                          <option key={a.account_code} value={a.account_code}>
                            {`${a.account_code} ${a.account_name}`}
                          </option>
                        ))}
                      </Form.Select>
                    </td>
                    <td>
                      <Form.Select aria-label={`Cost center of line ${i + 1}`} size="sm" value={l.cost_center_id} onChange={(e) => set(i, { cost_center_id: e.target.value })}>
                        <option value="">None</option>
                        {o!.cost_centers.map((c) => (
                          <option key={c.cost_center_id} value={c.cost_center_id}>
                            {c.cost_center_name}
                          </option>
                        ))}
                      </Form.Select>
                    </td>
                    <td className="text-end">{formatMoney(lineAmount(l.quantity, l.unit_price))}</td>
                    <td>
                      <Button variant="outline-danger" size="sm" aria-label={`Remove line ${i + 1}`} disabled={lines.length === 1} onClick={() => setLines(lines.filter((_, j) => j !== i))}>
                        ×
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <div className="d-flex align-items-center gap-3">
              <Button variant="outline-primary" size="sm" onClick={() => setLines([...lines, emptyLine()])}>
                Add Line
              </Button>
              <Form.Check>
                <Form.Check.Input id={`${formId}-submit`} type="checkbox"  checked={submit} onChange={(e) => setSubmit(e.target.checked)} />
                <Form.Check.Label  htmlFor={`${formId}-submit`}>
                  Submit for approval after saving
                </Form.Check.Label>
              </Form.Check>
              <strong className="ms-auto">Total {formatMoney(total)}</strong>
            </div>
          </>
        )}
      </LoadState>
    </FormModal>
  );
}
