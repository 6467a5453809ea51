import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../contract/dashboard';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** The dashboard's figures come from the same books the reports read, and each section only for who may see it. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t?.close());

const summaryOf = async (username: string): Promise<DashboardSummary> => {
  const r = await t.call({ method: 'GET', url: '/api/dashboard/summary', token: await t.login(username) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
};

describe('the dashboard', () => {
  it("finance: cash and the receivable equal the books' accounts, past due equals the open invoices past their terms", async () => {
    const d = await summaryOf('finance');
    const books = await t.db.one<{ cash: string; ar: string; past_due: string }>(sql`
      SELECT (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code >= '1010' AND account_code < '1050' AND transaction_date <= ${d.as_of}::date)::numeric(18, 2)::text AS cash,
             (SELECT SUM(debit - credit) FROM journal_lines WHERE account_code = '1100' AND transaction_date <= ${d.as_of}::date)::numeric(18, 2)::text AS ar,
             (SELECT SUM(b.balance) FROM (SELECT si_id, SUM(debit - credit) AS balance FROM receivable_entries WHERE transaction_date <= ${d.as_of}::date GROUP BY si_id HAVING SUM(debit - credit) > 0) b
                JOIN sales_invoices si ON si.si_id = b.si_id JOIN customers c ON c.customer_id = si.customer_id
              WHERE si.si_date + c.credit_term_days < ${d.as_of}::date)::numeric(18, 2)::text AS past_due`);
    expect(d.finance).toMatchObject({ cash_total: books!.cash, receivables_total: books!.ar, receivables_past_due: books!.past_due });
    expect(d.finance!.cash.map((c) => c.account_code)).toContain('1020');
    expect(Number(d.finance!.receivables_past_due)).toBeGreaterThan(0);
    // Finance also records collections: the credit figures; the checks on hand equal Checks Receivable - Post-dated.
    const pdc = await t.db.one<{ amount: string }>(sql`SELECT COALESCE(SUM(amount_received), 0)::numeric(18, 2)::text AS amount FROM collection_receipts WHERE status = 'PDC'`);
    expect(d.credit!.pdc_on_hand.amount).toBe(pdc!.amount);
    expect(d.credit!.invoices_past_due.amount).toBe(books!.past_due);
    expect(d.purchasing).toBeNull();
  });

  it('the approver: what waits in the queues, as the inbox counts it; the warehouse: expiring stock; the viewer: nothing', async () => {
    const approver = await summaryOf('approver');
    const inbox = await t.call({ method: 'GET', url: '/api/approvals/inbox/count', token: await t.login('approver') });
    expect(approver.approvals.count).toBe(inbox.body.result.count);
    expect(approver.approvals.queues.map((q) => q.queue)).toContain('Purchase Request');
    expect(approver.finance).toBeNull();
    // The licences and registrations (issue 28): C-00005's LTO and C-00003's S-licence expired, the company's S-5D, C-00009's LTO and a supplier's expire within 90 days.
    expect(approver.regulatory).toMatchObject({ expired: 2, expiring: 3 });
    expect(approver.regulatory!.soonest[0]).toMatchObject({ what: 'S3', holder: 'Watsons - SM Megamall', days_left: -40 });
    const warehouse = await summaryOf('warehouse');
    expect(warehouse.warehouse).not.toBeNull();
    for (const b of warehouse.warehouse!.expiring) expect(b.expiry_date >= warehouse.as_of).toBe(true);
    const viewer = await summaryOf('viewer');
    expect(viewer).toMatchObject({ approvals: { count: 0 }, finance: null, credit: null, purchasing: null, warehouse: null, regulatory: null });
  });
});
