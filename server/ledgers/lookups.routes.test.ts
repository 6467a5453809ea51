import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

describe('sub-ledger lookups', () => {
  it('searches customers by name or code, in the shape other ledgers rely on, at most 50', async () => {
    const byName = await t.call({ method: 'POST', url: '/api/customers/search', payload: { keyword: 'mercury' }, token: finance });
    expect(byName.body).toEqual({
      code: '00000',
      result: [
        { customer_id: 2, customer_name: 'Mercury Drug - Cebu Colon', customer_code: 'C-00002' },
        { customer_id: 1, customer_name: 'Mercury Drug - Quezon Ave', customer_code: 'C-00001' },
      ],
    });
    const byCode = await t.call({ method: 'POST', url: '/api/customers/search', payload: { keyword: 'c-00004' }, token: finance });
    expect(byCode.body.result.map((c: { customer_code: string }) => c.customer_code)).toEqual(['C-00004']);
    // A keyword is text, never a pattern: "%" matches only a literal percent sign.
    expect((await t.call({ method: 'POST', url: '/api/customers/search', payload: { keyword: '%' }, token: finance })).body.result).toEqual([]);
    const all = await t.call({ method: 'POST', url: '/api/customers/search', payload: { keyword: '' }, token: finance });
    expect(all.body.result.length).toBeGreaterThan(5);
    expect(all.body.result.length).toBeLessThanOrEqual(50);
  });

  it('lists transaction types and customer statuses', async () => {
    const types = await t.call({ method: 'GET', url: '/api/ledger/transactions/types', token: finance });
    expect(types.body.result).toEqual([
      { id: 1, type: 'Charge Sales' },
      { id: 2, type: 'Cash Sales' },
      { id: 3, type: 'Consignment' },
      { id: 4, type: 'Government Bidding' },
    ]);
    const statuses = await t.call({ method: 'POST', url: '/api/ledger/transactions/customers/regular-nonregular', token: finance });
    expect(statuses.body.result).toEqual([
      { customer_regular_nonregular_id: 1, description: 'Regular' },
      { customer_regular_nonregular_id: 2, description: 'Non-Regular' },
    ]);
  });

  it('needs a sub-ledger view scope, and a keyword', async () => {
    const purchaser = await t.login('purchaser');
    expect((await t.call({ method: 'POST', url: '/api/customers/search', payload: { keyword: 'x' }, token: purchaser })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/ledger/transactions/types', token: purchaser })).status).toBe(403);
    const missing = await t.call({ method: 'POST', url: '/api/customers/search', payload: {}, token: finance });
    expect(missing.body).toEqual({ code: '00001', result: ['Keyword is required.'] });
  });
});
