import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, isoDate, listQuery, optionalId, sortKey, text, wholeNumber } from './envelope';

const messages = (schema: z.ZodType, input: unknown) => {
  const res = schema.safeParse(input);
  return res.success ? [] : res.error.issues.map((i) => i.message);
};

describe('isoDate', () => {
  it.each(['2024-02-29', '2025-12-31', '2022-11-30', '1900-01-01', '9999-12-31'])('accepts the real day %s', (d) => {
    expect(isoDate.safeParse(d).success).toBe(true);
  });
  // A rolled-over day would reach PostgreSQL and fail there as a 500 instead of a 00001.
  it.each(['2024-02-30', '2025-02-29', '2025-04-31', '2025-13-01', '2025-1-01', 'yesterday', '', '0000-01-01', '1899-12-31', '9999-99-99', '10000-01-01'])(
    'refuses %s',
    (d) => {
      expect(isoDate.safeParse(d).success).toBe(false);
    },
  );
  it('says which field, once', () => {
    const body = z.object({ date_from: isoDate });
    expect(messages(body, { date_from: '0000-01-01' })).toEqual(['Date from must be between 1900-01-01 and 9999-12-31.']);
    expect(messages(body, { date_from: '2024-02-30' })).toEqual(['Date from must be a real date.']);
    expect(messages(body, { date_from: '10000-01-01' })).toEqual(['Date from must be a date in YYYY-MM-DD form.']);
  });
});

describe('text', () => {
  const body = z.object({ product_name: text().trim().max(20) });
  it.each(['Biogesic 500mg', 'Ñ 😀 שלום e\u0301', 'two\nlines\tand\r\n'])('accepts %j', (t) => {
    expect(body.safeParse({ product_name: t }).success).toBe(true);
  });
  it.each(['a\u0000b', 'a\u0008b', '\u001b[31m', 'a\u007fb', 'a\u0085b', 'a\u009bb'])('refuses control characters: %j', (t) => {
    expect(messages(body, { product_name: t })).toEqual(['Product name must not contain control characters.']);
  });
});

describe('whole numbers, ids and pages', () => {
  it('takes numbers and digit text, within int4', () => {
    expect(id().parse(7)).toBe(7);
    expect(id().parse('7')).toBe(7);
    expect(id().parse('2147483647')).toBe(2147483647);
    expect(wholeNumber(0).parse('0')).toBe(0);
  });
  it.each([0, -1, 2147483648, 1e308, 1.5, '', '   ', ' 7', '0x1F', '1e3', 'NaN', true, [], {}, null])('refuses %j as an id', (v) => {
    expect(id().safeParse(v).success).toBe(false);
  });
  it('an optional id filter: absent, null and empty mean all; blank spaces are not an id', () => {
    const f = z.object({ customer_id: optionalId() });
    expect(f.parse({}).customer_id).toBeUndefined();
    expect(f.parse({ customer_id: null }).customer_id).toBeUndefined();
    expect(f.parse({ customer_id: '' }).customer_id).toBeUndefined();
    expect(f.parse({ customer_id: '12' }).customer_id).toBe(12);
    expect(f.safeParse({ customer_id: '   ' }).success).toBe(false);
  });
  it('page and page_size: whole numbers only, never true, [], null, "" or hex', () => {
    expect(listQuery.parse({})).toMatchObject({ page: 0, page_size: 50, direction: 'asc' });
    expect(listQuery.parse({ page: '3', page_size: '75' })).toMatchObject({ page: 3, page_size: 75 });
    for (const bad of [true, [], null, '', '0x1F', 2147483648, -1, 'NaN']) {
      expect(listQuery.safeParse({ page: bad }).success, JSON.stringify(bad)).toBe(false);
      expect(listQuery.safeParse({ page_size: bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('sortKey', () => {
  it('admits the declared columns only, prototype names included', () => {
    const q = z.object({ order_by: sortKey(['pr_no', 'pr_date']).optional() });
    expect(q.parse({ order_by: 'pr_no' }).order_by).toBe('pr_no');
    for (const k of ['__proto__', 'constructor', 'toString', 'drop table', '']) {
      expect(messages(q, { order_by: k }), k).toEqual(['Order by must be one of: pr_no, pr_date.']);
    }
  });
});
