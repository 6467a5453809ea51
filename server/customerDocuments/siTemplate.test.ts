import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SI_FLAGS, SI_TEMPLATE_DEFAULTS } from '../../contract/customerDocuments';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** The SI Template tab's calls (Printed SI Settings, spec 002 §3.9, §5). */
let t: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver] = await Promise.all(['finance', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const show = (code: string, token = finance) => t.call({ method: 'GET', url: `/api/customer/si-template/${code}`, token });
const save = (code: string, payload: object, token = finance) => t.call({ method: 'PUT', url: `/api/customer/si-template/${code}`, token, payload });
const revisions = (code: string) =>
  t.db.rows<{ action: string; changes: { field: string; label: string; old: unknown; new: unknown; old_text: string | null; new_text: string | null }[] }>(sql`
    SELECT action, changes FROM revisions WHERE entity = 'customers' AND reference_code = ${code} ORDER BY id`);

describe('SI template', () => {
  it('reads the defaults while none are saved', async () => {
    const res = await show('C-00003');
    expect(res.body).toEqual({ code: '00000', result: { ...SI_TEMPLATE_DEFAULTS, si_template_id: null, customer_code: 'C-00003' } });
    expect((await show('C-99999')).body).toMatchObject({ code: '00002', result: 'Customer not found.' });
  });

  it('saves the flags as "1"/"0" with the lists, and revisions what changed in words', async () => {
    const body = { ...SI_TEMPLATE_DEFAULTS, customer_name: '1', remove_brackets: 1, large_font: true, maximum_line: '18', free_goods_position: 'bottom_of_all_product', display_vat: 'exclusive' };
    const first = await save('C-00003', body);
    expect(first.body.code).toBe('00004');
    expect(first.body.result).toMatchObject({ customer_code: 'C-00003', customer_name: '1', remove_brackets: '1', large_font: '1', product_code: '0', maximum_line: '18', free_goods_position: 'bottom_of_all_product', display_vat: 'exclusive' });
    expect(first.body.result.si_template_id).toEqual(expect.any(Number));
    expect((await show('C-00003')).body.result).toEqual(first.body.result);
    const stored = await t.db.one<{ flags: Record<string, string> }>(sql`
      SELECT flags FROM customer_si_templates JOIN customers USING (customer_id) WHERE customer_code = 'C-00003'`);
    expect(Object.keys(stored!.flags).sort()).toEqual([...SI_FLAGS].sort());
    expect(new Set(Object.values(stored!.flags))).toEqual(new Set(['1', '0']));

    const second = await save('C-00003', { ...body, remove_brackets: '0', maximum_line: '', quantity: 'both' });
    expect(second.body.result).toMatchObject({ remove_brackets: '0', maximum_line: null, quantity: 'both', si_template_id: first.body.result.si_template_id });
    const revs = await revisions('C-00003');
    expect(revs.map((r) => r.action)).toEqual(['si_template_created', 'si_template_updated']);
    expect(revs[1].changes).toEqual([
      { field: 'remove_brackets', label: 'Display Brackets', old: '1', new: '0', old_text: 'Yes', new_text: 'No' },
      { field: 'maximum_line', label: 'Maximum Lines', old: '18', new: null, old_text: '18', new_text: null },
      { field: 'quantity', label: 'Quantity', old: 'as_ordered', new: 'both', old_text: 'As ordered (e.g. 2 BOX)', new_text: 'Both (e.g. 2 BOX / 200 PCS)' },
    ]);
    // The same settings again write nothing.
    expect((await save('C-00003', { ...body, remove_brackets: '0', maximum_line: '', quantity: 'both' })).body.code).toBe('00004');
    expect(await revisions('C-00003')).toHaveLength(2);
  });

  it('refuses maximum lines that are not digits or longer than 2, and options not on the lists, on their fields', async () => {
    for (const bad of ['123', '1a', '-1', ' 1 2', 5.5]) {
      const res = await save('C-00010', { ...SI_TEMPLATE_DEFAULTS, maximum_line: bad });
      expect(res.body, String(bad)).toMatchObject({ code: '00001', fields: { maximum_line: ['Maximum Lines must be digits only, at most 2.'] } });
    }
    const res = await save('C-00010', { ...SI_TEMPLATE_DEFAULTS, free_description_position: 'top', display_po: 'yes', extra: 1 });
    expect(res.status).toBe(422);
    expect(res.body.fields.free_description_position).toEqual(['Free Description Position must be one of: Middle; End.']);
    expect(res.body.fields.display_po).toEqual(['Display PO must be 1 or 0.']);
    expect((await show('C-00010')).body.result.si_template_id).toBeNull();
    expect(await revisions('C-00010')).toEqual([]);
  });

  it('is read with get_customer and saved with update_customer', async () => {
    expect((await show('C-00003', approver)).status).toBe(403);
    expect((await save('C-00003', SI_TEMPLATE_DEFAULTS, approver)).status).toBe(403);
    expect((await save('C-99999', SI_TEMPLATE_DEFAULTS)).body).toMatchObject({ code: '00002', result: 'Customer not found.' });
  });
});
