import { useRef } from 'react';
import { DISCOUNT_FIELD_LABELS, DISCOUNT_FIELDS, newDiscountValues, type DiscountField, type ProductForDiscount } from '../../../contract/customerDeals';
import SearchSelect from '../../components/filters/SearchSelect';
import type { FormValues, ZodForm } from '../../components/form/useZodForm';
import { formatMoney } from '../../lib/money';
import { searchDealProducts } from './api';
import { Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

/** What a line shows of its product (the form's values carry only its id). */
export interface LineProduct {
  product_code: string;
  product_name: string;
  unit_price?: string;
}

interface DealLinesProps {
  form: ZodForm;
  /** The products of the lines, by id. */
  products: Readonly<Record<number, LineProduct>>;
  onProduct: (id: number, p: LineProduct) => void;
  disabled: boolean;
}

const MONEY_LIKE: ReadonlySet<DiscountField> = new Set(['srp', 'discount', 'rebate']);

/**
 * The products of a deal: one row per product with its SRP, MOQ, free goods,
 * discount % and rebate %, each message under its cell; "Add product" picks
 * a product not listed yet, which starts at zero with SRP from its prices
 * (special price when above zero, else unit price).
 */
export default function DealLines({ form, products, onProduct, disabled }: DealLinesProps) {
  // Enter walks the lines' fields, left to right and down.
  const lineKeys = useLineKeys();
  const lines = (form.values.lines as FormValues[] | undefined) ?? [];
  const listed = new Set(lines.map((l) => Number(l.product_id)));
  // The last answer of the picker, so a picked option's prices are at hand.
  const offered = useRef(new Map<number, ProductForDiscount>());
  const listError = form.errors.lines;

  /** Messages of the lines are by position: a line added or removed moves them, so they go (the next check puts them back). */
  const setLines = (next: FormValues[], onlyKey?: string) => {
    form.set('lines', next);
    const stale = (k: string) => k.startsWith('lines.') && (onlyKey === undefined || k === onlyKey);
    form.setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !stale(k))));
  };
  const setCell = (index: number, field: DiscountField, value: string) =>
    setLines(
      lines.map((l, i) => (i === index ? { ...l, [field]: value } : l)),
      `lines.${index}.${field}`,
    );
  const removeLine = (index: number) => setLines(lines.filter((_, i) => i !== index));
  const addProduct = (id: string) => {
    const p = offered.current.get(Number(id));
    if (!p || listed.has(p.product_id)) return;
    onProduct(p.product_id, { product_code: p.product_code, product_name: p.product_name, unit_price: p.unit_price });
    const v = newDiscountValues(p);
    setLines([...lines, { ...v, moq: String(v.moq), free: String(v.free) }]);
  };
  const loadProducts = async (keyword: string) => {
    const found = await searchDealProducts(keyword);
    offered.current = new Map(found.map((p) => [p.product_id, p]));
    return found.filter((p) => !listed.has(p.product_id)).map((p) => ({ value: String(p.product_id), label: `${p.product_code} - ${p.product_name}` }));
  };

  return (
    <section className="mt-4" aria-labelledby="deal-lines-heading">
      <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
        <h2 id="deal-lines-heading" className="h6 mb-0 me-auto">
          Products <span className="text-danger" aria-hidden="true">*</span>
        </h2>
        {!disabled && <SearchSelect label="Add product" value="" onChange={(v) => v && addProduct(v)} loadOptions={loadProducts} placeholder="Search product code or name" className="col-12 col-md-5" />}
      </div>
      <div data-field="lines" tabIndex={-1}>
        {listError && <Form.Control.Feedback type="invalid" className="d-block mb-2">{listError}</Form.Control.Feedback>}
      </div>
      {lines.length === 0 ? (
        <p className="text-muted">No products yet.{disabled ? '' : ' Add the products of the deal above.'}</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="align-middle">
            <thead>
              <tr>
                <th scope="col">Product</th>
                {DISCOUNT_FIELDS.map((f) => (
                  <th scope="col" key={f} className="text-end">
                    {DISCOUNT_FIELD_LABELS[f]}
                  </th>
                ))}
                {!disabled && (
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
              {lines.map((line, i) => {
                const p = products[Number(line.product_id)];
                const name = p?.product_name ?? `Product ${String(line.product_id)}`;
                const productError = form.errors[`lines.${i}.product_id`];
                return (
                  <tr key={String(line.product_id)}>
                    <td>
                      <div>{name}</div>
                      <div className="small text-muted">
                        {p?.product_code}
                        {p?.unit_price ? ` · unit price ${formatMoney(p.unit_price)}` : ''}
                      </div>
                      {productError && (
                        <Form.Control.Feedback type="invalid" className="d-block" data-field={`lines.${i}.product_id`} tabIndex={-1}>
                          {productError}
                        </Form.Control.Feedback>
                      )}
                    </td>
                    {DISCOUNT_FIELDS.map((f) => {
                      const key = `lines.${i}.${f}`;
                      const error = form.errors[key];
                      return (
                        <td key={f} style={{ minWidth: 110 }}>
                          <Form.Control
                            size="sm" isInvalid={Boolean(error)} className="text-end"
                            data-field={key}
                            aria-label={`${DISCOUNT_FIELD_LABELS[f]} of ${name}`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${key}-error` : undefined}
                            inputMode={MONEY_LIKE.has(f) ? 'decimal' : 'numeric'}
                            value={String(line[f] ?? '')}
                            onChange={(e) => setCell(i, f, e.target.value)}
                            disabled={disabled}
                          />
                          {error && (
                            <Form.Control.Feedback type="invalid" id={`${key}-error`} className="d-block">
                              {error}
                            </Form.Control.Feedback>
                          )}
                        </td>
                      );
                    })}
                    {!disabled && (
                      <td>
                        <Button variant="outline-danger" size="sm" onClick={() => removeLine(i)} aria-label={`Remove ${name}`}>
                          Remove
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
