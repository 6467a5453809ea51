import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { apiRoutes } from '../routes';

/*
 * Issue 30: the heavy reads go to the replica when there is one. Each family the issue names, by one or more of its
 * calls: ledgers and sub-ledgers, trial balances, statements, aging, customer A/R, inventory reports, the VAT return
 * and the alphalists, with their exports. A write never reads there (its `deps.read` is the primary).
 */
const REPLICA_READS = [
  'POST /api/ledger/general',
  'POST /api/ledger/general/export',
  'POST /api/ledger/general/summary',
  'POST /api/ledger/trial-balance',
  'POST /api/ledger/trial-balance/totals',
  'POST /api/finance-reports/trial-balance',
  'POST /api/finance-reports/trial-balance/export',
  'POST /api/finance-reports/balance-sheet',
  'POST /api/ledger/other-reports/income-statement',
  'POST /api/credit-and-collections/aging',
  'POST /api/credit-and-collections/aging/export',
  'POST /api/credit-and-collections/aging/totals',
  'POST /api/customer/ar/outstanding',
  'POST /api/inventory/movement',
  'GET /api/bir/vat-return',
  'GET /api/advances/sawt',
];

describe('reads on the replica', () => {
  const routes = apiRoutes(loadConfig({ ERP_MODE: 'demo' }));
  const byKey = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));

  it.each(REPLICA_READS)('%s reads the replica', (key) => {
    expect(byKey.get(key), `${key} is a route`).toBeTruthy();
    expect(byKey.get(key)!.reads).toBe('replica');
  });

  it('no GET-less write is marked as a read, and the alphalist of payees (QAP) reads there too', () => {
    const qap = routes.find((r) => r.path.endsWith('/qap') || r.summary.startsWith('The QAP'));
    expect(qap?.reads).toBe('replica');
    for (const r of routes.filter((x) => x.reads === 'replica')) expect(r.summary).not.toMatch(/^(Create|Approve|Post|Save|Delete|Cancel|Update)\b/);
  });
});
