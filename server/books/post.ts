import { CLOSING_MODULE, closedPeriodMessage } from '../../contract/periods';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { Refused } from '../kit/refused';
import { notePosted } from './postedBy';

/**
 * Posting to the one set of books. Every module that moves money (collections,
 * memos, vouchers, receipts, adjustments) writes its document and calls
 * postEntry in the same transaction: one journal entry whose lines balance to
 * the centavo, on accounts that exist and take postings. The period totals the
 * reports read are kept by the database as the lines go in
 * (098_books_kept_totals.sql), so a posted entry is in every report at once.
 */
export interface PostingLine {
  account: string;
  /** Decimal strings (two places); one of the two is "0". */
  debit: string;
  credit: string;
}

export interface Posting {
  date: string;
  /** The journal the entry belongs to: CR (collections), CM, DM, JV, PV, CV... */
  module: string;
  /** The document's number people search by (OR-2026-000012), or the reference a journal voucher's maker typed. */
  reference: string;
  /**
   * The entry's own number when the document is itself a journal entry (a journal voucher: JV-2026-000013),
   * so the ledger shows the number its maker knows; otherwise the next of the module's JE series.
   */
  number?: string;
  payee?: string | null;
  particulars: string;
  remarks?: string | null;
  lines: PostingLine[];
}

export interface Posted {
  je_id: number;
  journal_entry: string;
}

/** A posting the code built wrong (unbalanced, an unknown account): a programming error, never the user's input. */
export class PostingError extends Error {}

/**
 * A posting dated in a closed month (contract/periods.ts): the user's date,
 * not the code, is wrong. The route kit (server/kit/route.ts) answers it as
 * 00001 with this message; a caller that wants it on a field may catch it.
 */
export class ClosedPeriodError extends Refused {
  constructor(
    readonly year: number,
    readonly month: number,
  ) {
    super(invalid([closedPeriodMessage(year, month)]), closedPeriodMessage(year, month));
  }
}

/**
 * Refuses a date in a closed month, and in any month before a closed one: a
 * closed period closes everything before it, also months older than the books
 * that have no period row (closing closes from the books' first month, and
 * reopening goes back from the latest, so the closed months are one run up to
 * the latest). The closed row found is read FOR SHARE, so a month being closed
 * waits for postings in flight and the other way round.
 */
export async function assertPeriodOpen(tx: Db, date: string): Promise<void> {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const closed = await tx.one(sql`
    SELECT 1 FROM accounting_periods WHERE status = 'closed' AND (year, month) >= (${year}, ${month})
    ORDER BY year, month LIMIT 1 FOR SHARE`);
  if (closed) throw new ClosedPeriodError(year, month);
}

/**
 * Takes the next number of a series for the year, under the series row's lock:
 * concurrent callers wait for each other, so numbers are never repeated and,
 * because the lock is held to the end of the caller's transaction, a rolled-back
 * document gives its number back.
 */
export async function nextNumber(tx: Db, series: string, date: string, width = 6): Promise<string> {
  const year = Number(date.slice(0, 4));
  const row = await tx.one<{ last_no: number }>(sql`
    INSERT INTO document_series (series, year, last_no) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_no = document_series.last_no + 1
    RETURNING last_no`);
  return `${series}-${year}-${String(row!.last_no).padStart(width, '0')}`;
}

/** Writes one balanced journal entry; lines whose debit and credit are both zero are left out. */
export async function postEntry(tx: Db, p: Posting): Promise<Posted> {
  // The year-end closing entry (and its reversal) is the one posting a closed December takes.
  if (p.module !== CLOSING_MODULE) await assertPeriodOpen(tx, p.date);
  const lines = p.lines.filter((l) => Number(l.debit) !== 0 || Number(l.credit) !== 0);
  if (lines.length < 2) throw new PostingError(`${p.module} ${p.reference}: an entry needs at least two lines`);
  const payload = JSON.stringify(lines.map((l, n) => ({ n, account: l.account, debit: l.debit, credit: l.credit })));
  // The balance and the accounts are judged in SQL numeric, never in JavaScript floats.
  const check = await tx.one<{ debit: string; credit: string; negative: number; unknown: string | null }>(sql`
    SELECT SUM(l.debit)::text AS debit, SUM(l.credit)::text AS credit,
           COUNT(*) FILTER (WHERE l.debit < 0 OR l.credit < 0 OR (l.debit <> 0 AND l.credit <> 0))::int AS negative,
           string_agg(l.account, ', ') FILTER (WHERE a.account_code IS NULL) AS unknown
    FROM jsonb_to_recordset(${payload}::jsonb) AS l(n int, account text, debit numeric(16, 2), credit numeric(16, 2))
    LEFT JOIN accounts a ON a.account_code = l.account`);
  if (check!.unknown) throw new PostingError(`${p.module} ${p.reference}: unknown account ${check!.unknown}`);
  if (check!.negative > 0) throw new PostingError(`${p.module} ${p.reference}: a line is negative or both debit and credit`);
  if (check!.debit !== check!.credit) throw new PostingError(`${p.module} ${p.reference}: debits ${check!.debit} <> credits ${check!.credit}`);

  const journalEntry = p.number ?? (await nextNumber(tx, `JE-${p.module}`, p.date));
  const entry = await tx.one<{ id: string }>(sql`
    INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, payee, particulars, remarks, accounting_code)
    VALUES (nextval('journal_entry_ids'), ${journalEntry}, ${p.date}::date, ${p.module}, ${p.reference}, ${p.payee ?? null},
            ${p.particulars}, ${p.remarks ?? null}, ${`${p.module}-01`})
    RETURNING id::text`);
  await tx.run(sql`
    INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
    SELECT ${entry!.id}::bigint, l.account, ${p.date}::date, l.debit, l.credit
    FROM jsonb_to_recordset(${payload}::jsonb) AS l(n int, account text, debit numeric(16, 2), credit numeric(16, 2))
    ORDER BY l.n`);
  notePosted('books');
  return { je_id: Number(entry!.id), journal_entry: journalEntry };
}
