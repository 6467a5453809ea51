import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachedMd } from '../../contract/customerMds';
import { sql } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { createTestServer, type TestServer } from '../testing';

/** Associate MDs (spec 002 §2.4, §3.6, §4, §7.1) on the demo customers and the MD directory. */
let t: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver] = await Promise.all(['finance', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const list = async (code: string, token = finance) => t.call({ method: 'GET', url: `/api/customer/${code}/mds`, token });
const store = (payload: object, token = finance) => t.call({ method: 'POST', url: '/api/customer/mds/store', token, payload });
const remove = (payload: object, token = finance) => t.call({ method: 'DELETE', url: '/api/customer/mds/soft-delete', token, payload });

describe('associate MDs', () => {
  it('associates a directory MD with a customer: its profile and clinic address come back, with a revision', async () => {
    expect((await list('C-00007')).body).toEqual({ code: '00000', result: [] });
    const res = await store({ customer_code: 'C-00007', approval_code: null, md_code: 'MD-0081234' });
    expect(res.body.code).toBe('00003');
    const md = res.body.result as AttachedMd;
    expect(md).toEqual({
      customer_md_id: expect.any(Number),
      md_code: 'MD-0081234',
      md_profile: {
        first_name: 'Josefina', last_name: 'Aguilar', contact_no: '+639171110001', email: 'j.aguilar@clinic.demo.invalid',
        contact_person_name: 'Liza Reyes', contact_person_contact_no: '+639181110001', address: expect.stringContaining('Makati City'),
      },
      contact_person_email: 'l.reyes@clinic.demo.invalid',
      building_street: 'Unit 1203 Medical Plaza Makati, Amorsolo St.',
      barangay: 'San Lorenzo', city: 'Makati City', province: 'Metro Manila', zip_code: '1223',
      lba_code: 'LBA-NCR-S1', lba_name: 'Makati Central', district: 'Metro Manila South',
      approval_code: null,
    });
    expect((await list('C-00007')).body.result).toEqual([md]);
    const revs = await t.db.rows(sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = 'customer_mds' AND entity_id = ${md.customer_md_id}`);
    expect(revs).toEqual([{ action: 'created', module: 'Customers', reference_code: 'C-00007', changes: [expect.objectContaining({ field: 'md_code', new: 'MD-0081234' })] }]);
  });

  it('refuses an MD already attached (in any case of its code), an MD not in the directory, and answers 404 for an unknown customer', async () => {
    const again = await store({ customer_code: 'C-00007', md_code: 'md-0081234' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ code: '00001', result: ['This MD is already associated with this customer.'], fields: { md_code: ['This MD is already associated with this customer.'] } });
    expect((await store({ customer_code: 'C-00007', md_code: 'MD-NOPE' })).body.fields).toEqual({ md_code: ['MD not found in the MD directory.'] });
    expect((await store({ customer_code: 'C-99999', md_code: 'MD-0092345' })).status).toBe(404);
    expect((await list('C-99999')).status).toBe(404);
    // The same MD may be attached to another customer.
    expect((await store({ customer_code: 'C-00008', md_code: 'MD-0081234', approval_code: 'APR-000777' })).body.result).toMatchObject({ approval_code: 'APR-000777' });
  });

  it('attaches an MD once when two requests race (the partial unique index)', async () => {
    const [a, b] = await Promise.all([store({ customer_code: 'C-00009', md_code: 'MD-0092345' }), store({ customer_code: 'C-00009', md_code: 'MD-0092345' })]);
    expect([a.body.code, b.body.code].sort()).toEqual(['00001', '00003']);
    const rows = await t.db.rows(sql`SELECT 1 FROM customer_mds m JOIN customers c USING (customer_id) WHERE c.customer_code = 'C-00009' AND m.removed_at IS NULL`);
    expect(rows).toHaveLength(1);
    // The table itself refuses a second attached row, whatever the caller.
    const direct = await t.db
      .run(sql`INSERT INTO customer_mds (customer_id, md_code, created_at) SELECT customer_id, 'MD-0092345', now() FROM customers WHERE customer_code = 'C-00009'`)
      .then(() => null, (err: unknown) => err);
    expect(isUniqueViolation(direct)).toBe(true);
  });

  it('removes an attached MD as a soft delete with a revision; it can be associated again afterwards', async () => {
    const [md] = (await list('C-00007')).body.result as AttachedMd[];
    const res = await remove({ customer_md_id: md.customer_md_id });
    expect(res.body).toEqual({ code: '00006', result: 'MD has been removed.' });
    expect((await list('C-00007')).body.result).toEqual([]);
    const kept = await t.db.one<{ removed_at: string | null }>(sql`SELECT removed_at::text FROM customer_mds WHERE customer_md_id = ${md.customer_md_id}`);
    expect(kept!.removed_at).not.toBeNull();
    const revs = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'customer_mds' AND entity_id = ${md.customer_md_id} ORDER BY id`);
    expect(revs.map((r) => r.action)).toEqual(['created', 'deleted']);
    expect((await remove({ customer_md_id: md.customer_md_id })).status).toBe(404);
    expect((await store({ customer_code: 'C-00007', md_code: 'MD-0081234' })).body.code).toBe('00003');
  });

  it('refuses bad input with messages people read', async () => {
    expect((await store({ customer_code: 'C-00007' })).body).toEqual({ code: '00001', result: ['MD is required.'], fields: { md_code: ['MD is required.'] } });
    expect((await store({ customer_code: 'C-00007', md_code: 'MD-0081234', extra: 1 })).status).toBe(422);
    expect((await remove({ customer_md_id: 'abc' })).body).toMatchObject({ code: '00001', result: ['The associated MD is not valid.'] });
    expect((await remove({ customer_md_id: 0 })).status).toBe(422);
  });

  it('needs get_customer to read and update_customer to change (403 for the approver, 401 without a session)', async () => {
    expect((await list('C-00007', approver)).status).toBe(403);
    expect((await store({ customer_code: 'C-00010', md_code: 'MD-0103456' }, approver)).status).toBe(403);
    expect((await remove({ customer_md_id: 1 }, approver)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/customer/C-00007/mds' })).status).toBe(401);
    expect((await list('C-00010')).body.result).toEqual([]);
  });
});
