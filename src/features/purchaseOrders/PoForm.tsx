import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { createPurchaseOrderEp, poCreateBody } from '../../../contract/purchaseOrders';
import { searchSuppliersEp, supplierProductsEp, type SupplierProduct } from '../../../contract/purchasing';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import FormModal from '../../components/FormModal';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import { lineAmount } from './NaPoForm';
import DateInput from '../../components/form/DateInput';
import { Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

interface LineDraft {
  product_id: string;
  ordered_qty: string;
}

const emptyLine = (): LineDraft => ({ product_id: '', ordered_qty: '' });

/**
 * A stock purchase order raised directly, without a purchase request: the
 * supplier, then its products with quantities. Each unit cost is the
 * product's cost (shown here; the server takes it from the product when it
 * saves). Save keeps it in Editing; with "Submit" it goes to the officer, and
 * then through the levels its amount needs like any PO.
 */
export default function PoForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const formId = useId();
  const write = useWrites();
  const [find, setFind] = useState('');
  const suppliers = useRead(searchSuppliersEp, { query: find.trim() ? { search: find.trim() } : {} });
  const [supplier, setSupplier] = useState('');
  const products = useRead(supplierProductsEp, { params: { vendor_id: Number(supplier) || 0 }, query: {} }, { skip: !supplier });
  const [delivery, setDelivery] = useState('');
  const [instructions, setInstructions] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()]);
  const [submit, setSubmit] = useState(true);
  const [error, setError] = useState('');
  const byId = new Map<number, SupplierProduct>((products.currentData ?? []).map((p) => [p.product_id, p]));
  const productOf = (l: LineDraft) => byId.get(Number(l.product_id));
  const set = (i: number, patch: Partial<LineDraft>) => setLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  // Enter walks the lines' fields; past the last it opens a line.
  const lineKeys = useLineKeys(() => setLines((ls) => [...ls, emptyLine()]));
  const amountOf = (l: LineDraft) => lineAmount(l.ordered_qty || '0', productOf(l)?.cost ?? '0');
  const total = lines.reduce((a, l) => a + Number(amountOf(l)), 0).toFixed(2);

  function chooseSupplier(id: string) {
    setSupplier(id);
    // Another supplier's products are not on its order.
    setLines([emptyLine()]);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      supplier_id: supplier ? Number(supplier) : undefined,
      delivery_date: delivery || null,
      instructions: instructions.trim() || null,
      lines: lines.map((l) => ({ product_id: l.product_id ? Number(l.product_id) : undefined, ordered_qty: l.ordered_qty === '' ? undefined : Number(l.ordered_qty) })),
      submit,
    };
    const checked = poCreateBody.safeParse(body);
    if (!checked.success) return setError([...new Set(checked.error.issues.map((i) => i.message))].join('\n'));
    setError('');
    try {
      const res = await write.runOn(createPurchaseOrderEp, { body: checked.data });
      toast.success(`${res.result.po_no} ${submit ? 'sent for approval' : 'saved in Editing'}.`);
      onSaved(res.result.po_hdr_id);
    } catch (err) {
      setError(toApiError(err).messages.join('\n'));
    }
  }

  return (
    <FormModal
      title="New Purchase Order"
      size="xl"
      formId={formId}
      onSubmit={(e) => void save(e)}
      onClose={onClose}
      saving={write.isLoading}
      submitLabel={submit ? 'Save and Submit' : 'Save'}
      serverError={error}
    >
      <div className="row g-2 mb-2">
        <div className="col-md-3">
          <Form.Label htmlFor={`${formId}-find`}>
            Find Supplier
          </Form.Label>
          <Form.Control id={`${formId}-find`} size="sm" maxLength={100} placeholder="Code or name" value={find} onChange={(e) => setFind(e.target.value)} />
        </div>
        <div className="col-md-5">
          <Form.Label htmlFor={`${formId}-supplier`}>
            Supplier
          </Form.Label>
          <Form.Select id={`${formId}-supplier`} size="sm" value={supplier} onChange={(e) => chooseSupplier(e.target.value)} disabled={suppliers.isLoading}>
            <option value="">{suppliers.isLoading ? 'Loading suppliers…' : suppliers.error ? 'The suppliers could not be loaded' : 'Choose a supplier'}</option>
            {(suppliers.currentData ?? []).map((s) => (
              <option key={s.vendor_id} value={s.vendor_id}>
                {`${s.vendor_code} ${s.company_name}`}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-md-4">
          <Form.Label htmlFor={`${formId}-delivery`}>
            Delivery Date
          </Form.Label>
          <DateInput id={`${formId}-delivery`} value={delivery} onValue={(v) => setDelivery(v)} />
        </div>
        <div className="col-12">
          <Form.Label htmlFor={`${formId}-instructions`}>
            Special Instructions
          </Form.Label>
          <Form.Control id={`${formId}-instructions`} size="sm" maxLength={1000} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
        </div>
      </div>
      {!supplier ? (
        <p className="text-muted small">Choose a supplier to order its products.</p>
      ) : (
        <LoadState
          what="the supplier's products"
          isLoading={products.isLoading}
          error={products.error}
          empty={!products.currentData?.length}
          emptyText="This supplier has no active products."
          onRetry={products.refetch}
        >
          {() => (
            <>
              <Table size="sm" className="small">
                <caption className="visually-hidden">Lines</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Quantity</th>
                    <th scope="col" className="text-end">
                      Unit Cost
                    </th>
                    <th scope="col" className="text-end">
                      Amount
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
                  {lines.map((l, i) => {
                    const p = productOf(l);
                    return (
                      <tr key={i}>
                        <td>
                          <Form.Select aria-label={`Product of line ${i + 1}`} size="sm" value={l.product_id} onChange={(e) => set(i, { product_id: e.target.value })}>
                            <option value="">Choose a product</option>
                            {products.currentData!.map((x) => (
                              <option key={x.product_id} value={x.product_id}>
                                {`${x.product_code} ${x.product_name}`}
                              </option>
                            ))}
                          </Form.Select>
                          {p && <Form.Text as="div">{`Minimum order ${p.quantity}${p.unit ? ` ${p.unit}` : ''}; on hand ${p.stock_level}`}</Form.Text>}
                        </td>
                        <td>
                          <Form.Control aria-label={`Quantity of line ${i + 1}`} inputMode="numeric" size="sm" value={l.ordered_qty} onChange={(e) => set(i, { ordered_qty: e.target.value })} />
                        </td>
                        <td className="text-end">{p ? formatMoney(p.cost) : '—'}</td>
                        <td className="text-end">{formatMoney(amountOf(l))}</td>
                        <td>
                          <Button variant="outline-danger" size="sm" aria-label={`Remove line ${i + 1}`} disabled={lines.length === 1} onClick={() => setLines(lines.filter((_, j) => j !== i))}>
                            ×
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
              <Button variant="outline-primary" size="sm" onClick={() => setLines([...lines, emptyLine()])}>
                Add Line
              </Button>
            </>
          )}
        </LoadState>
      )}
      <div className="d-flex align-items-center gap-3 mt-2">
        <Form.Check>
          <Form.Check.Input id={`${formId}-submit`} type="checkbox"  checked={submit} onChange={(e) => setSubmit(e.target.checked)} />
          <Form.Check.Label  htmlFor={`${formId}-submit`}>
            Submit for approval after saving
          </Form.Check.Label>
        </Form.Check>
        <strong className="ms-auto">Total {formatMoney(total)}</strong>
      </div>
    </FormModal>
  );
}
