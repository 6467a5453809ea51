import { describe, expect, it } from 'vitest';
import { formFields, MAX_UPLOAD_BYTES, nestFormFields, uploadProblem } from './uploads';

describe('multipart form fields', () => {
  it('round-trips a product body: nested lists by bracket names, null as blank, numbers as text', () => {
    const body = { product_name: 'Biogesic', cpr_expiry: null, is_submit: 1, payment_terms: [{ percent_amount: '30', days_remaining: 30 }, { percent_amount: '70', days_remaining: 60 }], skip: undefined };
    const fields = formFields(body);
    expect(fields).toEqual([
      ['product_name', 'Biogesic'],
      ['cpr_expiry', ''],
      ['is_submit', '1'],
      ['payment_terms[0][percent_amount]', '30'],
      ['payment_terms[0][days_remaining]', '30'],
      ['payment_terms[1][percent_amount]', '70'],
      ['payment_terms[1][days_remaining]', '60'],
    ]);
    expect(nestFormFields(fields)).toEqual({
      product_name: 'Biogesic',
      cpr_expiry: '',
      is_submit: '1',
      payment_terms: [
        { percent_amount: '30', days_remaining: '30' },
        { percent_amount: '70', days_remaining: '60' },
      ],
    });
  });

  it('refuses prototype keys, huge indexes, and a name used both as a value and a list', () => {
    expect(nestFormFields([['a[__proto__][polluted]', '1']])).toBeNull();
    expect(nestFormFields([['constructor[prototype][x]', '1']])).toBeNull();
    expect(nestFormFields([['a[99999999]', '1']])).toBeNull();
    expect(nestFormFields([['a', '1'], ['a[0]', '2']])).toBeNull();
    expect(nestFormFields([['a', '1'], ['a', '2']])).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks a file the way the server does', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10 }, 'Small size image', 'image')).toBe('Small size image must be a PNG, JPEG or WebP image.');
    expect(uploadProblem({ type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }, 'CPR document', 'document')).toBe('CPR document must be at most 10 MB.');
    expect(uploadProblem({ type: 'application/pdf', size: 100 }, 'CPR document', 'document')).toBeNull();
  });
});
