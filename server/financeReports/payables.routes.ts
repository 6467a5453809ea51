import { payableColumns, payableSummaryEp, tradePayables, type PayableRow, type PayableSummary } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { pagedList, reportRoutes, route, type SortMap } from '../kit';
import { periodSums } from '../finance/public';
import { NON_TRADE, TRADE } from './controlAccounts';

/*
 * Separation of trade and non-trade payables: each payee's balance on each
 * payable account as of a date (credit - debit), classified by the account
 * (controlAccounts.ts). The payee is the entry's; the sum over payees is the
 * accounts' balance in the books, which the summary reads from the period
 * totals beside it (payables.test.ts proves they agree).
 */

interface Filters {
  as_of: string;
  kind: '' | 'Trade' | 'Non-Trade';
}

const kindOf = sql`CASE WHEN ${TRADE} THEN 'Trade' ELSE 'Non-Trade' END`;
const payableAccounts = (kind: Filters['kind']): SQL =>
  kind === 'Trade' ? sql`SELECT a.account_code FROM accounts a WHERE ${TRADE}` : kind === 'Non-Trade' ? sql`SELECT a.account_code FROM accounts a WHERE ${NON_TRADE}` : sql`SELECT a.account_code FROM accounts a WHERE (${TRADE}) OR (${NON_TRADE})`;

function balances(f: Filters): SQL {
  return sql`(
    SELECT ${kindOf} AS kind, a.account_code, a.account_name, x.payee, x.items, x.balance
    FROM (SELECT l.account_code, COALESCE(NULLIF(e.payee, ''), '(No payee)') AS payee, COUNT(DISTINCT e.id)::int AS items, SUM(l.credit - l.debit) AS balance
          FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
          WHERE l.account_code IN (${payableAccounts(f.kind)}) AND l.transaction_date <= ${f.as_of}::date
          GROUP BY 1, 2 HAVING SUM(l.credit - l.debit) <> 0) x
    JOIN accounts a ON a.account_code = x.account_code) t`;
}

const SELECT = sql`t.kind, t.account_code, t.account_name, t.payee, t.items, t.balance::numeric(18,2)::text AS balance`;
// Trade first when ascending.
const ORDER: SortMap<typeof payableColumns> = { kind: sql`(t.kind <> 'Trade')`, account_code: sql`t.account_code`, payee: sql`t.payee`, balance: sql`t.balance` };

export async function payableSummary(db: Db, f: Filters): Promise<PayableSummary> {
  const row = await db.one<PayableSummary>(sql`
    WITH rows AS (SELECT * FROM ${balances({ ...f, kind: '' })}),
         books AS (${periodSums('1900-01-01', f.as_of)})
    SELECT COALESCE((SELECT SUM(balance) FROM rows WHERE kind = 'Trade'), 0)::numeric(18,2)::text AS trade,
           COALESCE((SELECT SUM(balance) FROM rows WHERE kind = 'Non-Trade'), 0)::numeric(18,2)::text AS non_trade,
           COALESCE((SELECT SUM(balance) FROM rows), 0)::numeric(18,2)::text AS total,
           COALESCE((SELECT SUM(credit - debit) FROM books WHERE account_code IN (${payableAccounts('')})), 0)::numeric(18,2)::text AS books`);
  return row!;
}

interface Key {
  kind: string;
  code: string;
  payee: string;
}

export const payableRoutes = [
  ...reportRoutes<PayableRow, typeof tradePayables>(tradePayables, {
    summary: { page: 'Payables per payee and account as of a date, trade and non-trade' },
    page: (body, db) => pagedList<PayableRow, keyof typeof ORDER>(db, { select: SELECT, from: balances(body), sort: ORDER, tiebreak: sql`t.account_code, t.payee`, query: body }),
    export: {
      fileName: (b) => ['payables', b.kind, b.as_of],
      filters: async (b) => [{ label: 'As of', value: b.as_of }, ...(b.kind ? [{ label: 'Classification', value: b.kind }] : [])],
      batches: (b, db) =>
        keysetBatches<PayableRow, Key>(
          (after, limit) =>
            jsonBatch<PayableRow>(
              db,
              sql`SELECT ${SELECT} FROM ${balances(b)} WHERE (t.kind, t.account_code, t.payee) > (${after?.kind ?? ''}, ${after?.code ?? ''}, ${after?.payee ?? ''})
                  ORDER BY t.kind, t.account_code, t.payee LIMIT ${limit}`,
              sql`b.kind, b.account_code, b.payee`,
            ),
          (last) => ({ kind: last.kind, code: last.account_code, payee: last.payee }),
        ),
    },
  }),
  route(payableSummaryEp, {
    scopes: ['view_finance_subledgers'],
    reads: 'replica',
    summary: 'Trade and non-trade payables as of a date, and the payable accounts in the books',
    handler: async ({ body, deps, ok }) => ok(await payableSummary(deps.read, body)),
  }),
];
