import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** The customer form's reference lists at the spec's paths, the account officer's save, and the MD directory. */
let t: TestServer;
let admin: string;
// The approver holds no customer scope (finance keeps the customers).
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, approver] = await Promise.all(['admin', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url: `/api${url}`, token });
const post = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url: `/api${url}`, token, payload });

describe('customer reference lists', () => {
  it('answers every list at its path with the spec field names', async () => {
    const first = async (url: string) => {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.result.length, url).toBeGreaterThan(0);
      return res.body.result[0];
    };
    expect(await first('/list/customer-type')).toEqual({ customer_type_id: 1, customer_type_desc: 'Drugstore / Pharmacy' });
    expect((await get('/list/customer-type')).body.result.find((x: { customer_type_id: number }) => x.customer_type_id === 4).customer_type_desc).toBe('Physician (Private Practice)');
    expect(await first('/list/customer-channel')).toEqual({ customer_channel_id: 1, channel: 'Retail' });
    expect(await first('/list/customer-regular-non-regular')).toEqual({ customer_regular_nonregular_id: 1, description: 'Regular' });
    expect(await first('/list/vat-type')).toEqual({ vat_type_id: 1, type: 'VAT Registered' });
    expect(await first('/list/customer-return-policy')).toMatchObject({ customer_return_policy_id: 1 });
    expect(await first('/list/customer-business-type')).toEqual({ customer_business_type_id: 1, business_type: 'Sole Proprietorship' });
    expect(await first('/customers/tagging')).toEqual({ id: 1, tagging: 'Chain' });
    expect(await first('/payments/mode')).toEqual({ payment_mode_id: 1, payment_mode: 'Cash' });
    const terms = (await get('/payments/term')).body.result;
    expect(terms.find((x: { payment_terms_id: number }) => x.payment_terms_id === 6)).toEqual({ payment_terms_id: 6, payment_terms: '90 Days', days: 90 });
    expect((await get('/initial_stocking/term')).body.result).toEqual(terms);
    expect(await first('/couriers')).toMatchObject({ courier_id: expect.any(Number), courier_code: expect.any(String), company_name: expect.any(String) });
    expect(await first('/customer/ao/all')).toMatchObject({ ao_id: expect.any(Number), ao_name: 'Angelica Ramos', user_id: null });
    const people = (await get('/customer/people')).body.result as { role: string }[];
    expect(new Set(people.map((p) => p.role))).toEqual(new Set(['KAM', 'KASS', 'SAR', 'HSAR', 'SM']));
    const md = await first('/search/customer/mds');
    expect(md).toMatchObject({ md_code: 'MD-0081234', md_profile: { first_name: 'Josefina', last_name: 'Aguilar' } });
  });

  it('looks up one MD by code (any case) for the preview', async () => {
    const found = await post('/customer/associate/md/get', { md_code: 'md-0125678' });
    expect(found.body.result).toEqual([{ md_code: 'MD-0125678', md_profile: expect.objectContaining({ first_name: 'Florencia', last_name: 'Estrada' }) }]);
    expect((await post('/customer/associate/md/get', { md_code: 'MD-NOPE' })).body.result).toEqual([]);
    expect((await post('/customer/associate/md/get', { md_code: ' ' })).body).toMatchObject({ code: '00001', result: ['MD code is required.'] });
  });

  it('searches MDs by code or name (002 §7.8 POST /search/customer/md) for the directory’s readers and the voucher makers', async () => {
    const byName = await post('/search/customer/md', { search: 'estrada' });
    expect(byName.body.result).toEqual([{ md_code: 'MD-0125678', md_profile: expect.objectContaining({ first_name: 'Florencia', last_name: 'Estrada' }) }]);
    expect((await post('/search/customer/md', { search: '0081234' })).body.result.map((m: { md_code: string }) => m.md_code)).toEqual(['MD-0081234']);
    expect((await post('/search/customer/md', { search: '%' })).body.result).toEqual([]);
    const all = (await post('/search/customer/md', {})).body.result as unknown[];
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(50);
    expect((await post('/search/customer/md', { search: 'a' }, await t.login('finance'))).status).toBe(200);
    expect((await post('/search/customer/md', {}, await t.login('viewer'))).status).toBe(403);
  });

  it('adds and renames an account officer with revisions; a duplicate name (any case) is refused on its field', async () => {
    const added = await post('/customer/ao/save', { ao_name: 'Elena Mercado', user_id: 2, ao_id: null });
    expect(added.body).toEqual({ code: '00000', result: { ao_id: expect.any(Number), ao_name: 'Elena Mercado', user_id: 2 } });
    const id = added.body.result.ao_id;
    expect((await get('/customer/ao/all')).body.result.map((a: { ao_name: string }) => a.ao_name)).toContain('Elena Mercado');
    const renamed = await post('/customer/ao/save', { ao_name: 'Elena M. Mercado', user_id: 2, ao_id: id });
    expect(renamed.body.result).toEqual({ ao_id: id, ao_name: 'Elena M. Mercado', user_id: 2 });
    const revs = await t.db.rows<{ action: string; changes: { field: string }[] }>(sql`SELECT action, changes FROM revisions WHERE entity = 'account_officers' AND entity_id = ${id} ORDER BY id`);
    expect(revs.map((r) => r.action)).toEqual(['created', 'updated']);
    expect(revs[1].changes.map((c) => c.field)).toEqual(['ao_name']);

    expect((await post('/customer/ao/save', { ao_name: 'angelica ramos' })).body).toEqual({ code: '00001', result: ['An account officer with this name already exists.'], fields: { ao_name: ['An account officer with this name already exists.'] } });
    expect((await post('/customer/ao/save', { ao_name: '' })).body.fields).toEqual({ ao_name: ['Name is required.'] });
    expect((await post('/customer/ao/save', { ao_name: 'Ghost', user_id: 999999 })).body.fields).toEqual({ user_id: ['The user does not exist.'] });
    expect((await post('/customer/ao/save', { ao_name: 'Ghost', ao_id: 999999 })).status).toBe(404);
  });

  it('needs a customer scope', async () => {
    expect((await get('/list/customer-type', approver)).status).toBe(403);
    expect((await post('/customer/ao/save', { ao_name: 'X' }, approver)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/couriers' })).status).toBe(401);
  });
});
