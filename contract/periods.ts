import { z } from 'zod';
import { wholeNumber } from './envelope';
import { endpoint } from './kit';
import { requiredText } from './kit/formFields';
import { effectsOf } from './kit/effects';

/**
 * Accounting periods (issue 13, "Period close"). A closed month refuses every
 * posting dated in it (server/books/post.ts answers 00001 "The period
 * November 2026 is closed."). Months close in order: closing a month closes
 * every open month of the books before it; only the latest closed month can
 * be reopened, with a reason. Closing a year closes its months and posts the
 * year-end closing entry (journal CLS, dated 31 December) that moves every
 * income and expense account's balance into Retained Earnings, so the next
 * year starts with the income statement accounts at zero. A month of a
 * closed year is reopened only after the year is reopened (which posts the
 * closing entry's reversal).
 */

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export const periodLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;
export const closedPeriodMessage = (year: number, month: number) => `The period ${periodLabel(year, month)} is closed.`;

/** The account the year-end close credits (or debits) with the year's net income. */
export const RETAINED_EARNINGS_ACCOUNT = '3040';
/** The journal of the year-end closing entries. */
export const CLOSING_MODULE = 'CLS';

export const PERIOD_MESSAGES = {
  alreadyClosed: (label: string) => `${label} is already closed.`,
  notLatest: (label: string) => `Only the latest closed month (${label}) can be reopened.`,
  nothingClosed: 'No month is closed.',
  yearClosedFirst: (year: number) => `The year ${year} is closed: reopen the year first.`,
  yearAlreadyClosed: (year: number) => `The year ${year} is already closed.`,
  previousYearOpen: (year: number) => `Close the year ${year} first.`,
  notLatestYear: (year: number) => `Only the latest closed year (${year}) can be reopened.`,
  yearNotClosed: (year: number) => `The year ${year} is not closed.`,
  futureMonth: 'A month that has not ended cannot be closed.',
  laterMonthClosed: (label: string) => `${label} is closed: reopen it first.`,
} as const;

export interface PeriodMonth {
  year: number;
  month: number;
  label: string;
  status: 'open' | 'closed';
  closed_by: string | null;
  closed_at: string | null;
  reopen_reason: string | null;
}

export interface PeriodYear {
  year: number;
  status: 'open' | 'closed';
  journal_entry: string | null;
  /** The year's net income moved into retained earnings (decimal string). */
  net_income: string | null;
  closed_by: string | null;
  closed_at: string | null;
}

export interface PeriodsResult {
  year: number;
  months: PeriodMonth[];
  years: PeriodYear[];
  latest_closed: { year: number; month: number; label: string } | null;
}

const year = wholeNumber(1900, 9999, { error: 'Year must be a year.' });
const month = wholeNumber(1, 12, { error: 'Month must be from 1 to 12.' });
const num = <T extends z.ZodType>(s: T) => z.preprocess((v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v), s);

export const periodsQuery = z.object({ year: num(year).optional() }).strict();
export const monthBody = z.object({ year, month }).strict();
export const reopenMonthBody = z.object({ year, month, reason: requiredText('Reason', 500) }).strict();
export const yearBody = z.object({ year }).strict();
export const reopenYearBody = z.object({ year, reason: requiredText('Reason', 500) }).strict();

export const PERIODS_TAG = 'accounting-periods';
export const periodsEp = endpoint<PeriodsResult>()({ method: 'GET', path: '/accounting-periods', query: periodsQuery, tag: PERIODS_TAG });
export const closeMonthEp = endpoint<PeriodsResult>()({ method: 'POST', path: '/accounting-periods/close-month', body: monthBody, invalidates: [PERIODS_TAG] });
export const reopenMonthEp = endpoint<PeriodsResult>()({ method: 'POST', path: '/accounting-periods/reopen-month', body: reopenMonthBody, form: true, invalidates: [PERIODS_TAG] });
export const closeYearEp = endpoint<PeriodsResult>()({ method: 'POST', path: '/accounting-periods/close-year', body: yearBody, invalidates: effectsOf([PERIODS_TAG], 'books') });
export const reopenYearEp = endpoint<PeriodsResult>()({ method: 'POST', path: '/accounting-periods/reopen-year', body: reopenYearBody, form: true, invalidates: effectsOf([PERIODS_TAG], 'books') });
