import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourierLocations } from '../couriers';
import { createTestServer, type TestServer } from '../testing';
import { exportRows } from './testXlsx';

/** The resource kit's list export (contract `export`) on the banks and the couriers. */
let t: TestServer;
let finance: string;
let warehouse: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedCourierLocations(t.db);
  [finance, warehouse, viewer] = await Promise.all(['finance', 'warehouse', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

describe('resource list export', () => {
  it('writes every bank of the status filter in the sort asked, with readable status and time', async () => {
    const x = await exportRows(t, '/banks/export', finance, { active: 'active', order_by: 'bank_name', direction: 'desc' });
    expect(x.headers).toEqual(['Bank Code', 'Bank Name', 'Short Name', 'SWIFT Code', 'Status', 'Last Updated']);
    expect(x.rows).toHaveLength(11);
    const names = x.rows.map((r) => String(r[1]));
    expect(names).toEqual([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));
    expect(x.rows.every((r) => r[4] === 'Active')).toBe(true);
    expect(String(x.rows[0][5])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(x.preamble.flat()).toEqual(expect.arrayContaining(['Search:', 'All', 'Status:', 'Active', 'Sorted By:', 'Bank Name (descending)']));
    const one = await exportRows(t, '/banks/export', finance, { search: 'landbank' });
    expect(one.rows.map((r) => r[0])).toEqual(['LBP']);
  });

  it('writes the couriers with their export-only columns; needs the view scope; refuses bad input', async () => {
    const x = await exportRows(t, '/courier-master/export', warehouse, { search: 'lbc' });
    expect(x.headers).toEqual(expect.arrayContaining(['Courier Code', 'Address', 'Notes', 'Service Locations']));
    expect(x.rows).toHaveLength(1);
    expect(x.rows[0][x.headers.indexOf('Service Locations')]).toBeGreaterThan(10);
    expect((await t.call({ method: 'POST', url: '/api/courier-master/export', token: viewer, payload: {} })).status).toBe(403);
    const bad = await t.call({ method: 'POST', url: '/api/banks/export', token: finance, payload: { order_by: 'nope', page: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
  });
});
