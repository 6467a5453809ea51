import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditAssessment } from '../../contract/creditAssessment';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { ASSESSMENT_RATE_RULES } from '../auth/rateLimiter';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t?.close());

const URL = '/api/customer/credit/assessment';
const cents = (v: string) => Math.round(Number(v) * 100);
let address = 0;
/** Each call from its own client address unless told, so the rate limit only bites where a test wants it. */
const assess = (payload: unknown, opts: { token?: string; remoteAddress?: string } = {}) =>
  t.call({ method: 'POST', url: URL, payload: payload as object, token: opts.token, remoteAddress: opts.remoteAddress ?? `10.0.${Math.floor(++address / 250)}.${address % 250}` });

async function arAt(code: string, dayInclusive: string): Promise<string> {
  const row = await t.db.one<{ b: string }>(sql`
    SELECT COALESCE(SUM(r.debit - r.credit), 0)::numeric(18,2)::text AS b
    FROM receivable_entries r JOIN customers c ON c.customer_id = r.customer_id
    WHERE c.customer_code = ${code} AND r.transaction_date <= ${dayInclusive}::date`);
  return row!.b;
}

describe('POST /customer/credit/assessment (public)', () => {
  it('assesses a demo customer without sign-in: five ratings 1-5, final rating their mean, balances from the receivable sub-ledger', async () => {
    const res = await assess({ customer_code: 'C-00001', date: '2026-03-01' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe('00000');
    const a: CreditAssessment = res.body.result;
    expect(a.customer_name).toBe('Mercury Drug - Quezon Ave');
    expect([a.date, a.window_from]).toEqual(['2026-03-01', '2025-03-02']);
    expect(a.credit_limit).toBe('2500000.00');
    expect(a.credit_term_days).toBe(30);
    expect(a.ca_flag).toEqual(['po_based', 'follow_assessment']);

    const criteria = Object.values(a.initial_assessment);
    expect(criteria.map((c) => c.name)).toEqual(['days', 'past_due_rate', 'ar_vs_cl', 'payment_ratio', 'ptp_conversion_rate']);
    for (const c of criteria) expect([1, 2, 3, 4, 5]).toContain(c.rating);
    const mean = criteria.reduce((s, c) => s + c.rating, 0) / 5;
    expect(a.final_assessment.rating).toBe(mean.toFixed(2));
    expect(['AA+', 'A+', 'A', 'B', 'B-']).toContain(a.final_assessment.remarks);

    const b = a.breakdown;
    expect(b.ending_balance).toBe(await arAt('C-00001', '2026-03-01'));
    expect(a.total_account_receivable).toBe(b.ending_balance);
    // The opening balance uses monthly totals plus the partial month: it must equal the plain sum.
    expect(b.beginning_balance).toBe(await arAt('C-00001', '2025-03-01'));
    expect(cents(b.average_ar)).toBe(Math.round((cents(b.beginning_balance) + cents(b.ending_balance)) / 2));
    const ytd = await t.db.one<{ sales: string; collection: string }>(sql`
      SELECT (SUM(debit) FILTER (WHERE transaction = 'SI') - COALESCE(SUM(credit) FILTER (WHERE transaction = 'RET'), 0))::text AS sales,
             COALESCE(SUM(credit) FILTER (WHERE transaction = 'CR'), 0)::text AS collection
      FROM receivable_entries WHERE customer_id = 1 AND transaction_date BETWEEN '2025-03-02' AND '2026-03-01'`);
    expect(cents(b.ytd_sales)).toBe(cents(ytd!.sales));
    expect(cents(b.ytd_collection)).toBe(cents(ytd!.collection));
    expect(cents(b.dso_vs_ct)).toBe(cents(b.dso) - 30 * 100);
    expect(a.initial_assessment.criteria_1.value).toBe(b.dso_vs_ct);
    expect(cents(b.credit_limit_performance)).toBe(cents('2500000.00') - cents(b.ending_balance));
  });

  it('tells customers apart: across the demo customers the criteria use every side of their scales', async () => {
    const codes = (await t.db.rows<{ code: string }>(sql`SELECT customer_code AS code FROM customers ORDER BY 1`)).map((r) => r.code);
    const results: CreditAssessment[] = [];
    for (const code of codes) results.push((await assess({ customer_code: code, date: '2026-06-30' })).body.result);
    expect(results.every(Boolean)).toBe(true);
    for (const key of ['criteria_1', 'criteria_2', 'criteria_4', 'criteria_5'] as const) {
      expect(new Set(results.map((r) => r.initial_assessment[key].rating)).size, key).toBeGreaterThan(1);
    }
    expect(new Set(results.map((r) => r.final_assessment.band)).size).toBeGreaterThan(1);
    // Customers who promised and paid late never convert every promise.
    expect(results.some((r) => r.breakdown.ptp_conversion_rate !== null && Number(r.breakdown.ptp_conversion_rate) < 100)).toBe(true);
  });

  it('defaults the date to today in Manila', async () => {
    // The test clock is 2026-03-02T01:00Z: 09:00 on 2 March in Manila.
    const res = await assess({ customer_code: 'C-00002' });
    expect(res.body.result.date).toBe('2026-03-02');
  });

  it('answers "no data" (00000, result null) for an unknown customer and for one without sales in the window', async () => {
    for (const payload of [{ customer_code: 'C-99999' }, { customer_code: "' OR 1=1 --" }, { customer_code: 'C-00001', date: '2022-11-30' }, { customer_code: 'C-00001', date: '9999-12-31' }, { customer_code: 'C-00001', date: '1900-01-01' }]) {
      const res = await assess(payload);
      expect(res.status, JSON.stringify(payload)).toBe(200);
      expect(res.body).toEqual({ code: '00000', result: null });
    }
    // Before the contract's first date (contract/envelope.ts MIN_DATE) is not a date anyone means.
    expect((await assess({ customer_code: 'C-00001', date: '0001-01-01' })).body).toEqual({ code: '00001', result: ['Date must be between 1900-01-01 and 9999-12-31.'] });
  });

  it('exposes only what the page shows', async () => {
    const { result } = (await assess({ customer_code: 'C-00003', date: '2025-12-31' })).body;
    expect(Object.keys(result).sort()).toEqual(
      ['breakdown', 'ca_flag', 'credit_limit', 'credit_term_days', 'customer_code', 'customer_name', 'date', 'final_assessment', 'initial_assessment', 'total_account_receivable', 'window_from'].sort(),
    );
    expect(JSON.stringify(result)).not.toMatch(/"(customer_id|tin|city|address)"/);
  });

  it('works the same with a token (a signed-in user opening the public page)', async () => {
    const token = await t.login('viewer');
    const res = await assess({ customer_code: 'C-00001', date: '2026-03-01' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.result.customer_code).toBe('C-00001');
  });

  it('refuses bad input with 00001 and messages, never a 500', async () => {
    for (const bad of [{}, { customer_code: '' }, { customer_code: 'x'.repeat(41) }, { customer_code: 'C-00001', date: '2024-02-30' }, { customer_code: 'C-00001', date: '01/02/2024' }, { customer_code: 7 }, [1]]) {
      const res = await assess(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.code).toBe('00001');
      expect(res.body.result.length).toBeGreaterThan(0);
    }
  });

  it('is rate-limited per client address: 00009 with Retry-After, other addresses unaffected, free again after the window', async () => {
    const limit = ASSESSMENT_RATE_RULES[0].limit;
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < limit; i++) expect((await assess({ customer_code: 'C-99999' }, { remoteAddress })).status).toBe(200);
    const limited = await assess({ customer_code: 'C-00001' }, { remoteAddress });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('00009');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await assess({ customer_code: 'C-00001' }, { remoteAddress: '192.0.2.78' })).status).toBe(200);
    t.clock.advance(ASSESSMENT_RATE_RULES[0].windowMs + 1);
    expect((await assess({ customer_code: 'C-99999' }, { remoteAddress })).status).toBe(200);
  });
});
