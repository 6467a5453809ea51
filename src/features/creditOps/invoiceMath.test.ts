import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoiceMath';

/** The manual invoice's preview, as the server posts it (server/creditOps/manualSi.ts). */
describe('invoice totals', () => {
  const lines = [
    { quantity: '2', unit_price: '112.00', discount: '', vat_exempt: false },
    { quantity: '1', unit_price: '50.00', discount: '', vat_exempt: true },
  ];
  it('takes the VAT out of VAT-inclusive VATable lines', () => {
    expect(invoiceTotals(lines, 'INCLUSIVE')).toMatchObject({ vatableSales: '200.00', vat: '24.00', zeroRated: '0.00', exempt: '50.00', total: '274.00' });
  });
  it('books a zero-rated sale without VAT: a VAT-inclusive price loses its VAT, a VAT-exclusive one stays', () => {
    expect(invoiceTotals(lines, 'INCLUSIVE', true)).toMatchObject({ vatableSales: '0.00', vat: '0.00', zeroRated: '200.00', exempt: '50.00', total: '250.00' });
    expect(invoiceTotals(lines, 'EXCLUSIVE', true)).toMatchObject({ zeroRated: '224.00', vat: '0.00', total: '274.00' });
  });
});
