import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { lookUpCustomers } from './customerLookup';

/** One look-up, several backends: each screen's call is sent as the spec gives it, and answers the same options. */
describe('customer look-up', () => {
  it('sends the ledgers search as POST { keyword } and keeps the id or the code as the screen asks', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.post(API('/customers/search'), async ({ request }) => (sent.push(await request.json()), ok([{ customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati' }]))),
    );
    expect(await lookUpCustomers('ledgers', ' merc ', 'id')).toEqual([
      { value: '4', label: 'C-00004 - Mercury Drug Makati', customer: { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati' } },
    ]);
    expect((await lookUpCustomers('ledgers', 'merc', 'code'))[0].value).toBe('C-00004');
    expect(sent).toEqual([{ keyword: 'merc' }, { keyword: 'merc' }]);
  });

  it('sends the memos search as GET ?search= (nothing typed: no parameter) and keeps the code', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(API('/memos/customers'), ({ request }) => (asked.push(new URL(request.url).search), ok([{ customer_code: 'C-00007', customer_name: 'Watsons' }]))),
    );
    expect(await lookUpCustomers('memos', '  ', 'code')).toEqual([{ value: 'C-00007', label: 'C-00007 - Watsons', customer: { customer_code: 'C-00007', customer_name: 'Watsons' } }]);
    await lookUpCustomers('memos', 'wat', 'code');
    expect(asked).toEqual(['', '?search=wat']);
  });
});
