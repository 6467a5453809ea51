import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

describe('inventory ledger lookups', () => {
  it('lists suppliers by keyword', async () => {
    const res = await t.call({ method: 'GET', url: '/api/ledger/lookups/suppliers?keyword=pfizer', token: finance });
    expect(res.body.result).toEqual([{ vendor_id: expect.any(Number), company_name: 'Pfizer Philippines, Inc.' }]);
    expect((await t.call({ method: 'GET', url: '/api/ledger/lookups/suppliers?limit=5', token: finance })).status).toBe(422);
  });

  it('lists active products by keyword, of one supplier when given', async () => {
    const pfizer = (await t.call({ method: 'GET', url: '/api/ledger/lookups/suppliers?keyword=pfizer', token: finance })).body.result[0];
    const res = await t.call({ method: 'POST', url: '/api/products/all/active', token: finance, payload: { keyword: '', supplier_id: pfizer.vendor_id } });
    const codes = (res.body.result as { product_code: string }[]).map((p) => p.product_code);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((c) => c.startsWith('PFZ-'))).toBe(true);
    const bio = await t.call({ method: 'POST', url: '/api/products/all/active', token: finance, payload: { keyword: 'biogesic' } });
    expect(bio.body.result).toEqual([{ product_id: expect.any(Number), product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' }]);
    expect((await t.call({ method: 'POST', url: '/api/products/all/active', token: finance, payload: {} })).status).toBe(422);
  });

  it('needs one of the ledger view scopes', async () => {
    const viewer = await t.login('viewer');
    expect((await t.call({ method: 'POST', url: '/api/products/all/active', token: viewer, payload: { keyword: '' } })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/ledger/lookups/suppliers', token: viewer })).status).toBe(403);
  });
});
