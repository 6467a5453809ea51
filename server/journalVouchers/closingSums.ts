import { CLOSING_MODULE } from '../../contract/periods';
import { sql, type SQL } from '../db/db';
import { periodSums } from '../finance/public';

/**
 * The sums of [from, to] per account without the year-end closing entries
 * (journal CLS): what the income statement and the year's net income read,
 * so a closed year still shows its revenue and expenses. The trial balance
 * and the balance sheet keep them (that is where the year's profit went).
 * The closing entries are a few per year, found by their partial index
 * (the module is a literal so the planner can match the index's predicate).
 */
export function closingSums(from: string, to: string): SQL {
  return sql`SELECT l.account_code, SUM(l.debit) AS debit, SUM(l.credit) AS credit
    FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
    WHERE e.module = ${sql.raw(`'${CLOSING_MODULE}'`)} AND e.transaction_date BETWEEN ${from}::date AND ${to}::date
    GROUP BY l.account_code`;
}

export function periodSumsBeforeClosing(from: string, to: string): SQL {
  return sql`${periodSums(from, to)} UNION ALL SELECT c.account_code, -c.debit, -c.credit FROM (${closingSums(from, to)}) c`;
}
