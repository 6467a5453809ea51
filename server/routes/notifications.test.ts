import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing';

let s: TestServer;
let finance: string;
beforeAll(async () => {
  s = await createTestServer();
  finance = await s.login('finance');
});
afterAll(async () => {
  await s?.close();
});

function list(employeeNo: string, token: string, query: Record<string, string> = {}) {
  return s.call({ method: 'GET', url: `/api/notification/${employeeNo}`, query, token });
}

describe('GET /api/notification/:employee_no', () => {
  it('page 0: ten oldest first, with the total', async () => {
    const res = await list('EMP-0002', finance);
    expect(res.body.code).toBe('00000');
    expect(res.body.total_rows).toBe(25);
    expect(res.body.result).toHaveLength(10);
    expect(Object.keys(res.body.result[0]).sort()).toEqual(['created_at', 'description', 'id']);
    const times = res.body.result.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe('2026-01-06T01:00:00.000Z');
  });

  it('page 1 continues where page 0 stopped (offset = page * page_size); the last page is short', async () => {
    const p0 = (await list('EMP-0002', finance, { page: '0' })).body.result;
    const p1 = (await list('EMP-0002', finance, { page: '1' })).body.result;
    const p2 = (await list('EMP-0002', finance, { page: '2' })).body.result;
    expect(p1).toHaveLength(10);
    expect(p2).toHaveLength(5);
    expect(p1[0].created_at > p0[9].created_at).toBe(true);
    const ids = [...p0, ...p1, ...p2].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('sorts descending and searches the description', async () => {
    const desc = (await list('EMP-0002', finance, { direction: 'desc', page_size: '3' })).body.result;
    expect(desc[0].created_at > desc[2].created_at).toBe(true);
    const found = await list('EMP-0002', finance, { search: 'trial balance' });
    expect(found.body.total_rows).toBe(5);
    expect(found.body.result.every((n: { description: string }) => /trial balance/i.test(n.description))).toBe(true);
    // LIKE wildcards are literal text.
    expect((await list('EMP-0002', finance, { search: '%' })).body.total_rows).toBe(0);
  });

  it("refuses another user's notifications (403); the superuser may read them", async () => {
    const other = await list('EMP-0001', finance);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('00403');
    const admin = await s.login('admin');
    expect((await list('EMP-0002', admin)).body.total_rows).toBe(25);
    expect((await list('EMP-0001', admin)).body.total_rows).toBe(3);
  });

  it('an empty list for the viewer', async () => {
    const res = await list('EMP-0006', await s.login('viewer'));
    expect(res.body).toEqual({ code: '00000', result: [], total_rows: 0 });
  });

  it('validates the query (00001)', async () => {
    const res = await list('EMP-0002', finance, { page: '-1', page_size: 'ten', order_by: 'password_hash', direction: 'sideways' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
    expect(res.body.result).toEqual(
      expect.arrayContaining([
        'Page must be at least 0.',
        'Page size must be a number.',
        'Order by must be one of: created_at, description.',
        'Direction must be one of: asc, desc.',
      ]),
    );
  });
});
