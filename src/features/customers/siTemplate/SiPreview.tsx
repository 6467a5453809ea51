import { SI_DISPLAY_VAT_OPTIONS, type SiTemplate } from '../../../../contract/customerDocuments';
import { Table } from 'react-bootstrap';

/** Two sample lines, each with free goods: enough to show every setting's effect. */
const SAMPLE = [
  { code: 'UNI-BIO-500', name: 'Unilab Biogesic 500 mg tablet', pack: '10 x 10', uom: 'BOX', qty: 2, pcs: 200, gross: '1,520.00', pct: '5%', net: '1,444.00', mfg: '2026-01-12', exp: '2028-01-11', fg: 1 },
  { code: 'GSK-AUG-625', name: 'Augmentin 625 mg tablet', pack: '7 x 2', uom: 'BOX', qty: 3, pcs: 42, gross: '4,230.00', pct: '3%', net: '4,103.10', mfg: '2025-11-03', exp: '2027-11-02', fg: 0 },
];
const on = (v: string) => v === '1';

/**
 * What a printed sales invoice looks like with these settings: the columns
 * and lines the flags add, where free goods print, and how quantity and VAT
 * show. Sample data only; nothing here is posted.
 */
export default function SiPreview({ template: t }: { template: SiTemplate }) {
  const qty = (l: (typeof SAMPLE)[number]) => (t.quantity === 'in_pieces' ? `${l.pcs} PCS` : t.quantity === 'both' ? `${l.qty} ${l.uom} / ${l.pcs} PCS` : `${l.qty} ${t.display_unit_of_measure === '1' ? l.uom : ''}`.trim());
  const wrap = (s: string) => (on(t.remove_brackets) ? `(${s})` : s);
  const freeLine = (l: (typeof SAMPLE)[number]) => (
    <tr key={`fg-${l.code}`} className="fst-italic">
      <td colSpan={2}>
        {t.free_description_position === 'mid' ? `${l.name} ${wrap('FREE')}` : `${l.name} — ${wrap('FREE')}`}
        {on(t.fg_manufacturing_date) && <span className="ms-2 small">Mfg {l.mfg}</span>}
      </td>
      <td>{l.fg}</td>
      <td colSpan={3} />
    </tr>
  );
  const freeLines = SAMPLE.filter((l) => l.fg > 0);
  const productRows = (l: (typeof SAMPLE)[number]) => [
    ...(t.free_goods_position === 'top_before_product' && l.fg ? [freeLine(l)] : []),
    <tr key={l.code}>
      <td>{on(t.product_code) && <span className="me-2">{l.code}</span>}{l.name}{on(t.display_packaging) && <span className="ms-2 small">{l.pack}</span>}</td>
      <td className="small">
        {on(t.manufacturing_date) && <div>Mfg {l.mfg}</div>}
        {on(t.display_expiry_date) && <div>Exp {l.exp}</div>}
      </td>
      <td>{qty(l)}</td>
      <td className="text-end">{on(t.display_gross_amount) ? l.gross : ''}</td>
      <td className="text-end">{on(t.display_percentage) ? l.pct : ''}</td>
      <td className="text-end">{l.net}</td>
    </tr>,
    ...(t.free_goods_position === 'bottom_of_product' && l.fg ? [freeLine(l)] : []),
  ];
  const lines = on(t.one_product_one_si) ? SAMPLE.slice(0, 1) : SAMPLE;
  return (
    <section aria-labelledby="si-preview" className={`border rounded p-3 bg-white ${on(t.large_font) ? 'fs-5' : 'small'}`}>
      <h3 id="si-preview" className="h6">Printed SI preview</h3>
      <p className="mb-1">Sold to: {on(t.customer_name) ? 'the customer’s registered name' : 'the customer code only'}</p>
      {on(t.display_po) && <p className="mb-1">PO No.: PO-2026-00418</p>}
      <Table size="sm" className="mb-2">
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Dates</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="text-end">Gross</th>
            <th scope="col" className="text-end">Discount</th>
            <th scope="col" className="text-end">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.flatMap(productRows)}
          {t.free_goods_position === 'bottom_of_all_product' && freeLines.filter((l) => lines.includes(l)).map(freeLine)}
        </tbody>
      </Table>
      {on(t.total_gross_discount) && <p className="mb-1">Total gross discount: 287.90</p>}
      <p className="mb-1">VAT: {SI_DISPLAY_VAT_OPTIONS[t.display_vat]}</p>
      {on(t.display_notes) && <p className="mb-1">Notes: Deliver to the pharmacy receiving area.</p>}
      <p className="text-muted mb-0">
        {t.maximum_line ? `At most ${t.maximum_line} lines per invoice; more lines continue on a new invoice.` : 'The form’s standard number of lines per invoice.'}
        {on(t.one_product_one_si) && ' One product per invoice.'}
      </p>
    </section>
  );
}
