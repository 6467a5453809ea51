import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenInvoiceRow, ReceiptDetail } from '../../contract/collections';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Collections against the real books: every receipt, clearing, bounce and
 * advance application keeps the receivable sub-ledger equal to the AR control
 * account, the receipts' advances equal to Advances from Customers and the
 * checks on hand equal to Checks Receivable - Post-dated, to the centavo.
 */
let t: TestServer;
let finance: string;
let approver: string;
let bankAccountId: number;
let customer: { customer_id: number; customer_code: string };
let other: { customer_code: string; si_id: number };
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver] = await Promise.all(['finance', 'approver'].map((u) => t.login(u)));
  bankAccountId = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
  // A hospital (it withholds CWT) with at least four open invoices.
  customer = (await t.db.one<{ customer_id: number; customer_code: string }>(sql`
    SELECT c.customer_id, c.customer_code FROM customers c
    WHERE c.customer_type = 'Hospital' AND NOT EXISTS (SELECT 1 FROM collection_receipts r WHERE r.customer_id = c.customer_id AND r.receipt_no LIKE 'OR-%')
      AND (SELECT COUNT(*) FROM (SELECT si_id FROM receivable_entries re WHERE re.customer_id = c.customer_id
                                                                  GROUP BY si_id HAVING SUM(debit - credit) > 0) o) >= 4
    ORDER BY c.customer_id LIMIT 1`))!;
  other = (await t.db.one<{ customer_code: string; si_id: number }>(sql`
    SELECT c.customer_code, re.si_id::int FROM receivable_entries re JOIN customers c ON c.customer_id = re.customer_id
    WHERE re.customer_id <> ${customer.customer_id} GROUP BY c.customer_code, re.si_id HAVING SUM(debit - credit) > 0 ORDER BY re.si_id LIMIT 1`))!;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });

async function openInvoices(): Promise<OpenInvoiceRow[]> {
  const r = await call('GET', `/collections/open-invoices?customer_code=${customer.customer_code}`);
  expect(r.status).toBe(200);
  return r.body.result;
}
const balanceOf = async (siId: number) =>
  (await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::numeric(16, 2)::text AS b FROM receivable_entries WHERE si_id = ${siId}`))!.b;

/** The sub-ledgers against their control accounts; every entry balanced. */
async function reconciliation() {
  return t.db.one(sql`
    SELECT (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100') = (SELECT SUM(debit - credit) FROM receivable_entries) AS receivables,
           (SELECT COALESCE(SUM(credit - debit), 0) FROM journal_lines WHERE account_code = '2050') = (SELECT COALESCE(SUM(unapplied), 0) FROM collection_receipts) + (SELECT COALESCE(SUM(advance_amount), 0) FROM srpf_headers) AS advances,
           (SELECT COALESCE(SUM(debit - credit), 0) FROM journal_lines WHERE account_code = '1120')
             = (SELECT COALESCE(SUM(amount_received), 0) FROM collection_receipts WHERE status = 'PDC') AS checks_on_hand,
           (SELECT SUM(outstanding) FROM customer_balances) = (SELECT SUM(debit - credit) FROM receivable_entries) AS balances,
           -- Each invoice's kept balance, last posting day and paid-off day (migration 130) equal its postings.
           NOT EXISTS (
             SELECT 1 FROM sales_invoices si
             LEFT JOIN (SELECT si_id, SUM(debit - credit) AS b, MAX(transaction_date) AS last_on FROM receivable_entries GROUP BY si_id) p USING (si_id)
             WHERE si.ar_balance <> COALESCE(p.b, 0) OR si.last_posted_on IS DISTINCT FROM p.last_on
                OR si.owes_nothing_from <> CASE WHEN p.b = 0 THEN p.last_on ELSE 'infinity'::date END) AS invoices,
           NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS balanced`);
}
const ALL_TRUE = { receivables: true, advances: true, checks_on_hand: true, balances: true, invoices: true, balanced: true };

let firstReceipt: ReceiptDetail;

describe('recording a collection', () => {
  it('applies a dated check to two invoices with CWT, keeps the rest as an advance, and posts one balanced entry', async () => {
    const [a, b] = await openInvoices();
    expect(Number(a.balance)).toBeGreaterThan(0);
    const cwtA = a.suggested_cwt;
    expect(Number(cwtA)).toBeGreaterThan(0);
    // Pays invoice a in full (less its CWT), 100.00 of invoice b, and 1,000.00 more than that.
    const received = (await t.db.one<{ v: string }>(sql`SELECT (${a.balance}::numeric - ${cwtA}::numeric + 100 + 1000)::numeric(16, 2)::text AS v`))!.v;
    const r = await call('POST', '/collections', {
      customer_code: customer.customer_code,
      receipt_date: '2026-11-20',
      payment_mode: 'CHECK',
      bank_account_id: bankAccountId,
      check_no: '0001234567',
      check_bank: 'BPI',
      check_date: '2026-11-19',
      amount_received: received,
      cwt_2307_received: true,
      applications: [
        { si_id: a.si_id, amount: a.balance, cwt: cwtA },
        { si_id: b.si_id, amount: '100.00', cwt: '0' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe('00003');
    firstReceipt = r.body.result;
    expect(firstReceipt.receipt_no).toMatch(/^OR-2026-\d{6}$/);
    expect(firstReceipt.status).toBe('DEPOSITED');
    expect(firstReceipt.unapplied).toBe('1000.00');
    expect(firstReceipt.cwt).toBe(cwtA);
    expect(firstReceipt.applications.map((x) => [x.si_id, x.amount])).toEqual([[a.si_id, a.balance], [b.si_id, '100.00']]);
    expect(await balanceOf(a.si_id)).toBe('0.00');
    expect(Number(await balanceOf(b.si_id))).toBeCloseTo(Number(b.balance) - 100, 2);
    const lines = await t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
      SELECT l.account_code, l.debit::text, l.credit::text FROM journal_lines l JOIN collection_receipts r ON r.je_id = l.je_id
      WHERE r.receipt_id = ${firstReceipt.receipt_id} ORDER BY l.id`);
    expect(lines.map((l) => l.account_code)).toEqual(['1020', '1310', '1100', '2050']);
    expect(lines[3].credit).toBe('1000.00');
    expect(await reconciliation()).toEqual(ALL_TRUE);
    const rev = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'collection_receipts' AND entity_id = ${firstReceipt.receipt_id}`);
    expect(rev!.n).toBe(1);
  });

  it('refuses more than an invoice owes, another customer\u2019s invoice, and a post-dated check dated on the receipt date, on their fields, writing nothing', async () => {
    const count = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM collection_receipts`))!.n;
    const before = await count();
    const [a] = await openInvoices();
    const over = (await t.db.one<{ v: string }>(sql`SELECT (${a.balance}::numeric + 0.01)::text AS v`))!.v;
    const base = { customer_code: customer.customer_code, receipt_date: '2026-11-20', payment_mode: 'CASH', amount_received: '999999.00' };
    const tooMuch = await call('POST', '/collections', { ...base, applications: [{ si_id: a.si_id, amount: over, cwt: '0' }] });
    expect(tooMuch.body.code).toBe('00001');
    expect(tooMuch.body.fields['applications.0.amount'][0]).toBe(`SI ${a.si_number} has an open balance of ${a.balance} only.`);
    const notTheirs = await call('POST', '/collections', { ...base, applications: [{ si_id: other.si_id, amount: '1.00', cwt: '0' }] });
    expect(notTheirs.body.fields['applications.0.si_id']).toEqual(['An invoice applied is not this customer\u2019s.']);
    const pdc = await call('POST', '/collections', {
      ...base, payment_mode: 'PDC', bank_account_id: bankAccountId, check_no: '99', check_bank: 'BDO', check_date: '2026-11-20',
    });
    expect(pdc.body.fields.check_date).toEqual(['A post-dated check must be dated after the receipt date.']);
    const overApplied = await call('POST', '/collections', { ...base, amount_received: '1.00', applications: [{ si_id: a.si_id, amount: '5.00', cwt: '0' }] });
    expect(overApplied.body.fields.applications).toEqual(['The amounts applied are more than the amount received plus the CWT.']);
    expect(await count()).toBe(before);
  });

  it('needs create_collection', async () => {
    const r = await call('POST', '/collections', { customer_code: customer.customer_code, receipt_date: '2026-11-20', payment_mode: 'CASH', amount_received: '1.00' }, approver);
    expect(r.status).toBe(403);
  });
});

describe('post-dated checks', () => {
  let pdc: ReceiptDetail;
  const pdcFor = async (siId: number, amount: string, checkNo: string) => {
    const r = await call('POST', '/collections', {
      customer_code: customer.customer_code, receipt_date: '2026-11-20', payment_mode: 'PDC', bank_account_id: bankAccountId,
      check_no: checkNo, check_bank: 'Metrobank', check_date: '2026-12-15', amount_received: amount,
      applications: [{ si_id: siId, amount, cwt: '0' }],
    });
    expect(r.body.code).toBe('00003');
    return r.body.result as ReceiptDetail;
  };

  it('sits on hand until its date, then clears into the bank', async () => {
    const open = await openInvoices();
    pdc = await pdcFor(open[1].si_id, '250.00', 'PDC-1');
    expect(pdc.status).toBe('PDC');
    expect(await reconciliation()).toEqual(ALL_TRUE);
    const early = await call('POST', `/collections/${pdc.receipt_id}/clear`, { settle_date: '2026-12-14' });
    expect(early.body.fields.settle_date).toEqual(['The check is dated 2026-12-15: it cannot be cleared before its date.']);
    const cleared = await call('POST', `/collections/${pdc.receipt_id}/clear`, { settle_date: '2026-12-15' });
    expect(cleared.body.result.status).toBe('CLEARED');
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it('bounces: the invoice owes again what the check paid, and the check leaves the books', async () => {
    const open = await openInvoices();
    const target = open[2];
    const before = await balanceOf(target.si_id);
    const bounced = await pdcFor(target.si_id, '300.00', 'PDC-2');
    expect(Number(await balanceOf(target.si_id))).toBeCloseTo(Number(before) - 300, 2);
    const r = await call('POST', `/collections/${bounced.receipt_id}/bounce`, { settle_date: '2026-12-16', reason: 'Drawn against insufficient funds' });
    expect(r.body.result.status).toBe('BOUNCED');
    expect(r.body.result.bounce_reason).toBe('Drawn against insufficient funds');
    expect(await balanceOf(target.si_id)).toBe(before);
    const bc = await t.db.one<{ debit: string }>(sql`SELECT debit::text FROM receivable_entries WHERE transaction = 'BC' AND reference = ${bounced.receipt_no}`);
    expect(bc!.debit).toBe('300.00');
    expect(await reconciliation()).toEqual(ALL_TRUE);
    // Settled once: neither bounced nor cleared again.
    expect((await call('POST', `/collections/${bounced.receipt_id}/clear`, { settle_date: '2026-12-20' })).body.code).toBe('00001');
    expect((await call('POST', `/collections/${pdc.receipt_id}/bounce`, { settle_date: '2026-12-20', reason: 'x' })).body.code).toBe('00001');
  });
});

describe('advances', () => {
  it('applies what is left of a receipt to another invoice, never more than is left', async () => {
    const open = await openInvoices();
    const target = open.find((o) => Number(o.balance) >= 400)!;
    const tooMuch = await call('POST', `/collections/${firstReceipt.receipt_id}/apply`, { applied_on: '2026-11-21', applications: [{ si_id: target.si_id, amount: '1000.01' }] });
    expect(tooMuch.body.code).toBe('00001');
    const r = await call('POST', `/collections/${firstReceipt.receipt_id}/apply`, { applied_on: '2026-11-21', applications: [{ si_id: target.si_id, amount: '400.00' }] });
    expect(r.body.code).toBe('00004');
    expect(r.body.result.unapplied).toBe('600.00');
    expect(r.body.result.applications).toHaveLength(3);
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });

  it('the customer advances report totals the Advances from Customers account', async () => {
    const r = await call('POST', '/advances/customers', { page: 0, page_size: 50 });
    expect(r.status).toBe(200);
    const account = await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(credit - debit), 0)::numeric(16, 2)::text AS v FROM journal_lines WHERE account_code = '2050'`);
    expect(r.body.result.total).toBe(account!.v);
    expect(r.body.result.rows.find((x: { customer_code: string }) => x.customer_code === customer.customer_code).advances).toBe('600.00');
  });

  it('lists receipts by customer and status, newest first', async () => {
    const r = await call('POST', '/collections/list', { customer_code: customer.customer_code, status: 'BOUNCED', page: 0, page_size: 10 });
    expect(r.body.total_rows).toBe(1);
    expect(r.body.result[0].check_no).toBe('PDC-2');
    // Unfiltered, the total is the kept count (migration 131): it follows every receipt this file recorded.
    const all = await call('POST', '/collections/list', { page: 0, page_size: 10 });
    const counted = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM collection_receipts`);
    expect(all.body.total_rows).toBe(counted!.n);
  });
});

describe('the demo collections', () => {
  it('are seeded through the same business: checks on hand, an advance, a bounced check, all in balance', async () => {
    const seeded = await t.db.rows<{ status: string; n: number }>(sql`
      SELECT status, COUNT(*)::int AS n FROM collection_receipts WHERE created_at = '2026-11-22T02:00:00Z' GROUP BY status ORDER BY status`);
    const byStatus = Object.fromEntries(seeded.map((r) => [r.status, r.n]));
    expect(byStatus).toEqual({ BOUNCED: 1, DEPOSITED: 1, PDC: 2, POSTED: 2 });
    expect(await reconciliation()).toEqual(ALL_TRUE);
  });
});
