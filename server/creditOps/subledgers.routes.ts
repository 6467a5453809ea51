import { ADVANCE_JV_NOT_FOUND, ADVANCES_ACCOUNT, advancesFromCustomers, type AdvanceJvLine, UNIDENTIFIED_ACCOUNT, undefinedDeposits, type AdvanceLineRow } from '../../contract/creditOps';
import { sql } from '../db/db';
import { answer } from '../http/answer';
import { Codes } from '../../contract';
import type { RouteDef } from '../http/routeRegistry';
import { reportRoutes, route } from '../kit';
import { runningBalanceRows } from '../kit/report';
import { accountSubledgerRoutes } from '../financeReports/public';
import { advanceBatches, advancePage, advanceSummary } from './advances';

/*
 * The Undefined Deposits sub-ledger is the lines of 2055, read by the same
 * pager as the other account sub-ledgers (server/financeReports); Advances
 * from Customers is read per customer (./advances.ts). Both close on their
 * control account's trial balance figure (proven in creditOps.test.ts).
 */

export const creditSubledgerRoutes: RouteDef[] = [
  ...accountSubledgerRoutes(undefinedDeposits, 'undefined_deposits', { account: UNIDENTIFIED_ACCOUNT }, -1),
  ...reportRoutes<AdvanceLineRow, typeof advancesFromCustomers.report>(advancesFromCustomers.report, {
    summary: { page: 'Advances from Customers: the lines of the account by customer with their running balance' },
    page: (body, db) => advancePage(db, body, body),
    export: {
      fileName: (b) => ['advances_from_customers', b.customer_code, b.date_from, b.date_to],
      filters: async (b, db) => {
        const c = b.customer_code ? await db.one<{ n: string }>(sql`SELECT customer_name AS n FROM customers WHERE customer_code = ${b.customer_code}`) : undefined;
        return [
          { label: 'Account', value: `${ADVANCES_ACCOUNT} Advances from Customers` },
          ...(b.customer_code ? [{ label: 'Customer', value: `${b.customer_code} ${c?.n ?? ''}`.trim() }] : []),
          { label: 'Date From', value: b.date_from },
          { label: 'Date To', value: b.date_to },
        ];
      },
      batches: (b, db) => advanceBatches(db, b),
      balanceRows: async (b, db) => {
        const { total } = await advanceSummary(db, b);
        return runningBalanceRows(advancesFromCustomers.report.columns, { from: b.date_from, to: b.date_to, opening: total.opening, closing: total.closing });
      },
    },
  }),
  route(advancesFromCustomers.summary, {
    scopes: ['view_finance_subledgers'],
    summary: 'Advances from Customers: opening, debits, credits and closing per customer, beside the account',
    handler: async ({ body, deps, ok }) => ok(await advanceSummary(deps.db, body)),
  }),
  route(advancesFromCustomers.jv, {
    scopes: ['view_finance_subledgers'],
    summary: 'Advances from Customers: the journal entry behind a line, every line of it',
    handler: async ({ body, deps, ok }) => {
      const lines = await deps.db.rows<AdvanceJvLine>(sql`
        SELECT e.journal_entry, e.transaction_date::text AS transaction_date, e.module, e.reference, e.particulars,
               l.account_code, a.account_name, l.debit::numeric(18, 2)::text AS debit, l.credit::numeric(18, 2)::text AS credit
        FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id JOIN accounts a ON a.account_code = l.account_code
        WHERE e.journal_entry = ${body.journal_entry}
          AND EXISTS (SELECT 1 FROM journal_lines x WHERE x.je_id = e.id AND x.account_code = ${ADVANCES_ACCOUNT})
        ORDER BY l.id`);
      return lines.length ? ok(lines) : answer(Codes.NOT_FOUND, ADVANCE_JV_NOT_FOUND, 404);
    },
  }),
];
