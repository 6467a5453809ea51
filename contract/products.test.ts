import { describe, expect, it } from 'vitest';
import { missingRequired, normaliseDecimal, perUnit, priceDerivations, productAddBody, vatExclusive } from './products';

describe('the VAT rule (amount / 1.12, exempt = equal)', () => {
  it('divides by 1.12 and rounds half-up to centavos', () => {
    expect(vatExclusive('1120.00', false)).toBe('1000.00');
    expect(vatExclusive('450', false)).toBe('401.79'); // 401.7857...
    expect(vatExclusive('0.01', false)).toBe('0.01'); // 0.00893 -> 0.01
    expect(vatExclusive('0.05', false)).toBe('0.04'); // 0.04464 -> 0.04
    // 0.07 / 1.12 = 0.0625 exactly: the half goes up.
    expect(vatExclusive('0.07', false)).toBe('0.06');
    expect(vatExclusive('0.21', false)).toBe('0.19'); // 0.1875 -> 0.19
  });

  it('keeps the amount when VAT-exempt, and reads blanks and thousands separators', () => {
    expect(vatExclusive('450.00', true)).toBe('450.00');
    expect(vatExclusive('450', 1)).toBe('450.00');
    expect(vatExclusive('', false)).toBe('0.00');
    expect(vatExclusive(null, false)).toBe('0.00');
    expect(vatExclusive('1,120', false)).toBe('1000.00');
    expect(vatExclusive('abc', false)).toBe('0.00');
  });

  it('stays exact where floats drift (large amounts)', () => {
    // 999,999,999,999.99 / 1.12 = 892,857,142,857.133928... -> .13
    expect(vatExclusive('999999999999.99', false)).toBe('892857142857.13');
    expect(vatExclusive('0.10', false)).toBe('0.09'); // 0.0892857
  });

  it('per unit = per box / qty per pack, 4 decimals, 0 until qty per pack is a positive whole number', () => {
    expect(perUnit('450.00', 100)).toBe('4.5000');
    expect(perUnit('950.00', 3)).toBe('316.6667');
    expect(perUnit('1.00', 3)).toBe('0.3333');
    expect(perUnit('2.00', 3)).toBe('0.6667');
    expect(perUnit('450.00', 0)).toBe('0.0000');
    expect(perUnit('450.00', '')).toBe('0.0000');
    expect(perUnit('450.00', '2.5')).toBe('0.0000');
    expect(perUnit('450.00', '12')).toBe('37.5000');
  });

  it('derives every amount of the form from cost, price, qty per pack and the exemption', () => {
    expect(priceDerivations({ cost: '347.20', selling_price: '450', qty_per_pack: 100, vat_exemption: 0 })).toEqual({
      cost_vat: '310.00',
      cost_unit: '3.4720',
      cost_unit_vat: '3.1000',
      selling_price_vat: '401.79',
      selling_price_unit: '4.5000',
      selling_price_unit_vat: '4.0179',
    });
    expect(priceDerivations({ cost: '380', selling_price: '520', qty_per_pack: 100, vat_exemption: 1 })).toMatchObject({
      cost_vat: '380.00',
      selling_price_vat: '520.00',
      cost_unit_vat: '3.8000',
    });
  });
});

describe('the product form schema', () => {
  const base = { product_name: 'Biogesic', generic_name: 'Paracetamol', packaging: '1', qty_per_pack: '100', is_submit: 0 };

  it('normalises what the form sends: blanks, money to 2 decimals, defaults', () => {
    const r = productAddBody.parse({ ...base, cost: '310.5', selling_price: '', shelf_life: '', cpr_expiry: '', humidity: '60' });
    expect(r).toMatchObject({ cost: '310.50', selling_price: '0.00', shelf_life: null, cpr_expiry: null, humidity: '60.0', inventory_id: 1, vat_exemption: 0, quantity: 1, packaging: 1, qty_per_pack: 100, category: 'CREATED' });
  });

  it('requires product name, brand name, packaging and qty per pack, with the same words the form shows', () => {
    const r = productAddBody.safeParse({ is_submit: 1 });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Product name is required.', 'Brand name is required.', 'Packaging is required.', 'Qty per pack is required.']));
    expect(missingRequired({ product_name: ' ', generic_name: 'x', packaging: '', qty_per_pack: '0' })).toEqual(['Product name is required.', 'Packaging is required.', 'Qty per pack is required.']);
    expect(missingRequired({ product_name: 'a', generic_name: 'b', packaging: 1, qty_per_pack: '3' })).toEqual([]);
  });

  it('refuses negative numbers, letters in money and a product code over 100 characters', () => {
    const r = productAddBody.safeParse({ ...base, cost: '-1', selling_price: '12a', shelf_life: '-3', product_code: 'x'.repeat(101) });
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Cost must be a non-negative amount with at most 2 decimals.',
        'Selling price must be a non-negative amount with at most 2 decimals.',
        'Shelf life must not be less than 0.',
        'Product code must be at most 100 characters.',
      ]),
    );
    // Temperatures may be below zero (frozen products).
    expect(productAddBody.parse({ ...base, min_temperature: '-20' }).min_temperature).toBe('-20.0');
  });

  it('normaliseDecimal pads and trims without floats', () => {
    expect(normaliseDecimal('12.5', 2)).toBe('12.50');
    expect(normaliseDecimal('007', 2)).toBe('7.00');
    expect(normaliseDecimal('-0', 1)).toBe('0.0');
    expect(normaliseDecimal('12.345', 2)).toBe('12.34');
  });
});
