import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, isoDate, listQuery, sortKey, text } from '../../contract/envelope';
import { apiRoutes } from '../routes';
import { fuzzCases, validSample, type Category, type Transport } from './fuzzInputs';

/** The generator of the fuzz (fuzz.test.ts): deterministic, valid where it says so, every category where it applies. */

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'json'],
] as const satisfies readonly (readonly ['params' | 'query' | 'body', Transport])[];

describe('fuzz inputs', () => {
  it('a valid sample for every schema of every route, the same on every run', () => {
    for (const r of apiRoutes({ mode: 'demo' })) {
      for (const [part, transport] of PARTS) {
        const schema = r[part];
        if (!schema) continue;
        const sample = validSample(schema, { transport });
        expect(schema.safeParse(sample).success, `${r.method} ${r.path} ${part}: ${JSON.stringify(sample)}`).toBe(true);
        expect(JSON.stringify(fuzzCases(schema, transport, sample))).toBe(JSON.stringify(fuzzCases(schema, transport, validSample(schema, { transport }))));
      }
    }
  });

  it('every category where it applies', () => {
    const body = listQuery.extend({
      order_by: sortKey(['name', 'date']).optional(),
      customer_id: id(),
      name: text().max(50),
      date_from: isoDate,
      flag: z.boolean().optional(),
    });
    const cases = fuzzCases(body, 'json', validSample(body));
    const categories = new Set(cases.map((c) => c.category));
    const all: Category[] = [
      'wrong_type', 'missing', 'null', 'extra_field', 'huge_string', 'unicode', 'nul_char', 'control_char', 'impossible_date', 'date_bounds',
      'negative', 'zero', 'int_overflow', 'huge_number', 'nan_text', 'hex_text', 'non_number', 'sort_key', 'blank_id', 'bad_option', 'empty_list',
    ];
    expect(all.filter((c) => c !== 'empty_list' && !categories.has(c))).toEqual([]);
    // The contract's promises are marked, and the schema keeps them.
    for (const c of cases.filter((x) => x.mustRefuse && !x.byGuard)) expect(body.safeParse(c.value).success, `${c.field} ${c.label}`).toBe(false);
    // The sample itself stays untouched by the cases.
    expect(cases.find((c) => c.field === 'page' && c.category === 'int_overflow')?.value).toMatchObject({ page: 2147483648, name: 'Fuzz sample' });
  });

  it('query strings and paths carry text only', () => {
    for (const [schema, transport] of [
      [z.object({ page: listQuery.shape.page, search: text().optional() }), 'query'],
      [z.object({ id: id() }), 'path'],
    ] as const) {
      for (const c of fuzzCases(schema, transport, validSample(schema, { transport }))) {
        for (const v of Object.values(c.value as Record<string, unknown>)) {
          expect(typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')), `${c.category} ${c.label}`).toBe(true);
        }
      }
    }
  });
});
