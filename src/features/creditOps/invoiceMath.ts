import { cents, pesos } from '../../../contract/collections';

/** A line as typed: amounts and percent as text, the product's VAT status known once picked. */
export interface TypedLine {
  quantity: string;
  unit_price: string;
  discount: string;
  vat_exempt: boolean;
}

const AMOUNT = /^\d{1,12}(\.\d{0,2})?$/;
const whole = (s: string) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : 0);
const centsOf = (s: string) => (AMOUNT.test(s.replace(/,/g, '').trim()) ? cents(s.replace(/,/g, '').trim()) : 0);

/**
 * The invoice's figures as the server will post them (server/creditOps/manualSi.ts):
 * a VAT-exclusive price grossed up by 12 % to the centavo, the line less its
 * discount, the vatable lines' VAT taken out of their VAT-inclusive total.
 * Whole centavos, so the preview and the books agree.
 */
export function invoiceTotals(lines: TypedLine[], basis: 'INCLUSIVE' | 'EXCLUSIVE', zeroRated = false) {
  let vatable = 0;
  let exempt = 0;
  const nets = lines.map((l) => {
    const price = centsOf(l.unit_price);
    // A zero-rated sale carries no VAT: a VAT-inclusive price loses its VAT, a VAT-exclusive one stays as it is.
    const incl = l.vat_exempt ? price : zeroRated ? (basis === 'INCLUSIVE' ? Math.round((price * 100) / 112) : price) : basis === 'EXCLUSIVE' ? Math.round((price * 112) / 100) : price;
    const dsc = centsOf(l.discount || '0');
    const net = Math.round((whole(l.quantity) * incl * (10000 - dsc)) / 10000);
    if (l.vat_exempt) exempt += net;
    else vatable += net;
    return net;
  });
  if (zeroRated) return { nets: nets.map(pesos), vatableSales: pesos(0), vat: pesos(0), zeroRated: pesos(vatable), exempt: pesos(exempt), total: pesos(vatable + exempt) };
  const vatableSales = Math.round((vatable * 100) / 112);
  return { nets: nets.map(pesos), vatableSales: pesos(vatableSales), vat: pesos(vatable - vatableSales), zeroRated: pesos(0), exempt: pesos(exempt), total: pesos(vatable + exempt) };
}
