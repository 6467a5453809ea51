import { CLOSING_MODULE, PERIOD_MESSAGES as M, periodLabel, RETAINED_EARNINGS_ACCOUNT, type PeriodsResult } from '../../contract/periods';
import { postEntry, type PostingLine } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { recordRevision } from '../kit';
import { isoText, userName } from '../kit/sqlText';
import { periodSums } from '../finance/public';
import type { Actor } from '../kit/actor';

/**
 * Month and year close, always inside the caller's transaction. Closed months
 * form an unbroken run from the first month of the books: closing a month
 * closes the open ones before it, and only the latest closed month reopens.
 * The year-end close posts one entry (journal CLS, 31 December) that brings
 * every income and expense account to zero against Retained Earnings; the
 * reports that show a year's performance leave CLS entries out
 * (server/journalVouchers/closingSums.ts).
 */
export type { Actor };

const key = (year: number, month: number) => year * 100 + month;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The first month of the books (the earliest month with postings), as year * 100 + month; null for empty books. */
async function firstBooksMonth(tx: Db): Promise<number | null> {
  const r = await tx.one<{ m: string | null }>(sql`SELECT to_char(MIN(month), 'YYYYMM') AS m FROM account_month_totals WHERE line_count > 0`);
  return r?.m ? Number(r.m) : null;
}

async function latestClosed(tx: Db): Promise<number | null> {
  const r = await tx.one<{ k: number | null }>(sql`SELECT MAX(year * 100 + month)::int AS k FROM accounting_periods WHERE status = 'closed'`);
  return r?.k ?? null;
}

const periodRevision = (tx: Db, year: number, month: number, action: string, actor: Actor, remarks: string | null = null, changes: { field: string; label: string; old: unknown; new: unknown }[] = []) =>
  recordRevision(tx, {
    entity: 'accounting_periods',
    entityId: key(year, month),
    action,
    userId: actor.userId,
    at: actor.at,
    module: 'Period Close',
    reference: month === 0 ? `Year ${year}` : periodLabel(year, month),
    remarks,
    changes,
  });

/** Closes the month and every open month of the books before it. */
export async function closeMonth(tx: Db, year: number, month: number, actor: Actor, today: string): Promise<true | Answer> {
  const label = periodLabel(year, month);
  if (lastDay(year, month) >= today) return invalid([M.futureMonth], { month: [M.futureMonth] });
  // Serialises closes (and postings, which read the period rows FOR SHARE).
  await tx.run(sql`LOCK TABLE accounting_periods IN SHARE ROW EXCLUSIVE MODE`);
  const latest = await latestClosed(tx);
  if (latest !== null && latest >= key(year, month)) return invalid([M.alreadyClosed(label)], { month: [M.alreadyClosed(label)] });
  const first = (await firstBooksMonth(tx)) ?? key(year, month);
  const from = latest !== null ? latest : Math.min(first, key(year, month));
  const fromDate = `${Math.floor(from / 100)}-${String(from % 100).padStart(2, '0')}-01`;
  await tx.run(sql`
    INSERT INTO accounting_periods AS p (year, month, status, closed_by, closed_at)
    SELECT extract(year FROM m)::int, extract(month FROM m)::int, 'closed', ${actor.userId}, ${actor.at}::timestamptz
    FROM generate_series(${fromDate}::date, ${`${year}-${String(month).padStart(2, '0')}-01`}::date, interval '1 month') AS m
    ON CONFLICT (year, month) DO UPDATE SET status = 'closed', closed_by = EXCLUDED.closed_by, closed_at = EXCLUDED.closed_at
    WHERE p.status = 'open'`);
  await periodRevision(tx, year, month, 'closed', actor, null, [{ field: 'status', label: 'Status', old: 'open', new: 'closed' }]);
  return true;
}

export async function reopenMonth(tx: Db, year: number, month: number, reason: string, actor: Actor): Promise<true | Answer> {
  await tx.run(sql`LOCK TABLE accounting_periods IN SHARE ROW EXCLUSIVE MODE`);
  const latest = await latestClosed(tx);
  if (latest === null) return invalid([M.nothingClosed], { month: [M.nothingClosed] });
  if (latest !== key(year, month)) {
    const msg = M.notLatest(periodLabel(Math.floor(latest / 100), latest % 100));
    return invalid([msg], { month: [msg] });
  }
  const closedYear = await tx.one(sql`SELECT 1 FROM accounting_years WHERE year = ${year} AND status = 'closed'`);
  if (closedYear) return invalid([M.yearClosedFirst(year)], { year: [M.yearClosedFirst(year)] });
  await tx.run(sql`
    UPDATE accounting_periods SET status = 'open', reopened_by = ${actor.userId}, reopened_at = ${actor.at}::timestamptz, reopen_reason = ${reason}
    WHERE year = ${year} AND month = ${month}`);
  await periodRevision(tx, year, month, 'reopened', actor, reason, [{ field: 'status', label: 'Status', old: 'closed', new: 'open' }]);
  return true;
}

/**
 * The closing lines of a year: each income and expense account's balance at
 * 31 December reversed, the net to Retained Earnings (a profit credits it).
 * Every amount is summed in SQL numeric.
 */
async function closingLines(tx: Db, year: number): Promise<{ lines: PostingLine[]; netIncome: string }> {
  const lines = await tx.rows<PostingLine>(sql`
    SELECT s.account_code AS account, GREATEST(-SUM(s.debit - s.credit), 0)::numeric(16, 2)::text AS debit,
           GREATEST(SUM(s.debit - s.credit), 0)::numeric(16, 2)::text AS credit
    FROM (${periodSums('1900-01-01', `${year}-12-31`)}) s JOIN accounts a ON a.account_code = s.account_code
    WHERE a.account_fs_group = 'Income Statement'
    GROUP BY s.account_code HAVING SUM(s.debit - s.credit) <> 0 ORDER BY s.account_code`);
  if (!lines.length) return { lines: [], netIncome: '0.00' };
  const net = (await tx.one<{ net: string; debit: string; credit: string }>(sql`
    SELECT (SUM(l.debit) - SUM(l.credit))::numeric(18, 2)::text AS net,
           GREATEST(SUM(l.credit) - SUM(l.debit), 0)::numeric(16, 2)::text AS debit, GREATEST(SUM(l.debit) - SUM(l.credit), 0)::numeric(16, 2)::text AS credit
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(account text, debit numeric, credit numeric)`))!;
  // The closing debits income (credit balances) and credits expenses: their difference is the year's net income.
  return { lines: [...lines, { account: RETAINED_EARNINGS_ACCOUNT, debit: net.debit, credit: net.credit }], netIncome: net.net };
}

export async function closeYear(tx: Db, year: number, actor: Actor, today: string): Promise<true | Answer> {
  if (`${year}-12-31` >= today) return invalid([M.futureMonth], { year: [M.futureMonth] });
  const done = await tx.one<{ status: string }>(sql`SELECT status FROM accounting_years WHERE year = ${year} FOR UPDATE`);
  if (done?.status === 'closed') return invalid([M.yearAlreadyClosed(year)], { year: [M.yearAlreadyClosed(year)] });
  const first = await firstBooksMonth(tx);
  if (first !== null && Math.floor(first / 100) < year) {
    const prev = await tx.one(sql`SELECT 1 FROM accounting_years WHERE year = ${year - 1} AND status = 'closed'`);
    if (!prev) return invalid([M.previousYearOpen(year - 1)], { year: [M.previousYearOpen(year - 1)] });
  }
  const latest = await latestClosed(tx);
  if (latest === null || latest < key(year, 12)) {
    const closed = await closeMonth(tx, year, 12, actor, today);
    if (closed !== true) return closed;
  }
  const { lines, netIncome } = await closingLines(tx, year);
  const posted = lines.length
    ? await postEntry(tx, {
        date: `${year}-12-31`,
        module: CLOSING_MODULE,
        reference: `CLS-${year}`,
        particulars: `Year-end closing ${year}: income and expense accounts closed to Retained Earnings`,
        lines,
      })
    : null;
  await tx.run(sql`
    INSERT INTO accounting_years AS y (year, status, je_id, net_income, closed_by, closed_at)
    VALUES (${year}, 'closed', ${posted?.je_id ?? null}, ${netIncome}::numeric, ${actor.userId}, ${actor.at}::timestamptz)
    ON CONFLICT (year) DO UPDATE SET status = 'closed', je_id = EXCLUDED.je_id, net_income = EXCLUDED.net_income,
      closed_by = EXCLUDED.closed_by, closed_at = EXCLUDED.closed_at`);
  await periodRevision(tx, year, 0, 'year closed', actor, posted ? `Closing entry ${posted.journal_entry}` : null, [
    { field: 'status', label: 'Status', old: 'open', new: 'closed' },
    { field: 'net_income', label: 'Net Income Closed to Retained Earnings', old: null, new: netIncome },
  ]);
  return true;
}

/** Reopens the latest closed year: its closing entry is reversed (journal CLS, 31 December); its months stay closed. */
export async function reopenYear(tx: Db, year: number, reason: string, actor: Actor): Promise<true | Answer> {
  const latest = await tx.one<{ y: number | null }>(sql`SELECT MAX(year)::int AS y FROM accounting_years WHERE status = 'closed'`);
  const row = await tx.one<{ status: string; je_id: string | null }>(sql`SELECT status, je_id::text FROM accounting_years WHERE year = ${year} FOR UPDATE`);
  if (row?.status !== 'closed') return invalid([M.yearNotClosed(year)], { year: [M.yearNotClosed(year)] });
  if (latest?.y !== year) return invalid([M.notLatestYear(latest!.y!)], { year: [M.notLatestYear(latest!.y!)] });
  if (row.je_id) {
    const lines = await tx.rows<PostingLine>(sql`
      SELECT account_code AS account, credit::text AS debit, debit::text AS credit FROM journal_lines WHERE je_id = ${row.je_id}::bigint ORDER BY id`);
    await postEntry(tx, { date: `${year}-12-31`, module: CLOSING_MODULE, reference: `CLS-${year}`, particulars: `Reversal of the year-end closing ${year}: ${reason}`, lines });
  }
  await tx.run(sql`
    UPDATE accounting_years SET status = 'open', je_id = NULL, reopened_by = ${actor.userId}, reopened_at = ${actor.at}::timestamptz, reopen_reason = ${reason}
    WHERE year = ${year}`);
  await periodRevision(tx, year, 0, 'year reopened', actor, reason, [{ field: 'status', label: 'Status', old: 'closed', new: 'open' }]);
  return true;
}

export async function periodsOf(db: Db, year: number, today: string): Promise<PeriodsResult> {
  const months = await db.rows<PeriodsResult['months'][number]>(sql`
    SELECT ${year}::int AS year, m::int AS month, COALESCE(p.status, 'open') AS status,
           CASE WHEN p.status = 'closed' THEN ${userName('cu')} END AS closed_by, CASE WHEN p.status = 'closed' THEN ${isoText('p.closed_at')} END AS closed_at,
           p.reopen_reason
    FROM generate_series(1, 12) AS m LEFT JOIN accounting_periods p ON p.year = ${year} AND p.month = m LEFT JOIN users cu ON cu.id = p.closed_by
    ORDER BY m`);
  const first = await firstBooksMonth(db);
  const fromYear = Math.min(first ? Math.floor(first / 100) : year, year);
  const years = await db.rows<PeriodsResult['years'][number]>(sql`
    SELECT y::int AS year, COALESCE(a.status, 'open') AS status, je.journal_entry, a.net_income::numeric(18, 2)::text AS net_income,
           CASE WHEN a.status = 'closed' THEN ${userName('cu')} END AS closed_by, CASE WHEN a.status = 'closed' THEN ${isoText('a.closed_at')} END AS closed_at
    FROM generate_series(${fromYear}::int, ${Number(today.slice(0, 4))}::int) AS y
    LEFT JOIN accounting_years a ON a.year = y LEFT JOIN journal_entries je ON je.id = a.je_id LEFT JOIN users cu ON cu.id = a.closed_by
    ORDER BY y DESC`);
  const latest = await latestClosed(db);
  return {
    year,
    months: months.map((m) => ({ ...m, label: periodLabel(m.year, m.month) })),
    years,
    latest_closed: latest === null ? null : { year: Math.floor(latest / 100), month: latest % 100, label: periodLabel(Math.floor(latest / 100), latest % 100) },
  };
}

/**
 * The demo books' close: every year before `today`'s closed (with its
 * closing entry) and the months up to two months ago. A no-op once any
 * period was closed, so a user's reopening survives a restart.
 */
export async function seedPeriodClose(db: Db, today: string): Promise<void> {
  const any = await db.one(sql`SELECT 1 FROM accounting_periods LIMIT 1`);
  if (any) return;
  const finance = await db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`);
  const first = await firstBooksMonth(db);
  if (!finance || first === null) return;
  const actor: Actor = { userId: finance.id, at: `${today}T00:00:00.000Z` };
  const thisYear = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    for (let y = Math.floor(first / 100); y < thisYear; y++) {
      const done = await closeYear(tx, y, actor, today);
      if (done !== true) throw new Error(`demo year close ${y} refused: ${JSON.stringify(done.result)}`);
    }
    const upTo = Number(today.slice(5, 7)) - 2;
    if (upTo >= 1) {
      const done = await closeMonth(tx, thisYear, upTo, actor, today);
      if (done !== true) throw new Error(`demo month close refused: ${JSON.stringify(done.result)}`);
    }
  });
}
