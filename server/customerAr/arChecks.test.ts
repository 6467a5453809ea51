import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** CHOD Details, Check Details, Advances and the summary's checks and advances, read from the demo receipts. */
let t: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver] = await Promise.all(['finance', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = finance) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const customerWith = async (where: string) =>
  (await t.db.one<{ code: string; amount: string }>(sql.raw(`
    SELECT c.customer_code AS code, SUM(r.${where === 'unapplied' ? 'unapplied' : 'amount_received'})::numeric(16, 2)::text AS amount
    FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id
    WHERE r.receipt_no LIKE 'OR-%' AND ${where === 'unapplied' ? 'r.unapplied > 0' : `r.status = '${where}'`}
    GROUP BY c.customer_code ORDER BY c.customer_code LIMIT 1`)))!;

describe('AR Information: checks and advances', () => {
  it('CHOD Details lists the post-dated checks on hand with their total, and the summary counts them', async () => {
    const { code, amount } = await customerWith('PDC');
    const r = await post('/customer/ar/chod', { customer_code: code, page: 0, page_size: 10 });
    expect(r.status).toBe(200);
    expect(r.body.result.totals.amount).toBe(amount);
    expect(r.body.result.rows.every((x: { check_no: string }) => x.check_no)).toBe(true);
    const summary = await post('/customer/ar/summary', { customer_code: code, as_of: '2026-11-22' });
    expect(summary.body.result.total_pdc).toBe(amount);
  });

  it('Check Details shows every check with its status, the bounced one too', async () => {
    const { code } = await customerWith('BOUNCED');
    const r = await post('/customer/ar/checks', { customer_code: code, page: 0, page_size: 50 });
    expect(r.body.result.rows.map((x: { status: string }) => x.status)).toContain('BOUNCED');
  });

  it('Advances lists the unapplied receipts; the summary shows the same total', async () => {
    const { code, amount } = await customerWith('unapplied');
    const r = await post('/customer/ar/advances', { customer_code: code, page: 0, page_size: 10 });
    expect(r.body.result.totals.amount).toBe(amount);
    expect(Number(amount)).toBeGreaterThan(0);
    const summary = await post('/customer/ar/summary', { customer_code: code, as_of: '2026-11-22' });
    expect(summary.body.result.total_advances).toBe(amount);
  });

  it('each section needs its scope', async () => {
    const { code } = await customerWith('PDC');
    for (const path of ['/customer/ar/chod', '/customer/ar/checks', '/customer/ar/advances']) {
      expect((await post(path, { customer_code: code, page: 0, page_size: 10 }, approver)).status).toBe(403);
    }
  });
});
