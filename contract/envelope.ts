import { z } from 'zod';

export * from './codes';
import { DEFAULT_PAGE_SIZE } from './codes';

/*
 * The shared building blocks of every request schema. What they refuse, every
 * endpoint built from them refuses with a 00001 and a message naming the
 * field, in the browser and on the server alike:
 *   - text with control characters (NUL above all: PostgreSQL cannot store it);
 *   - dates that are not on the calendar, or outside 1900-01-01..9999-12-31;
 *   - ids, counts and pages outside a PostgreSQL integer column (int4), and
 *     anything that is not a whole number: true, [], '', '0x1F', ' 7 ', 1.5;
 *   - sort keys that are not one of the list's declared columns.
 */

/** The largest value of a PostgreSQL integer (int4) column: ids, counts and page numbers stay within it. */
export const INT4_MAX = 2_147_483_647;
/** The range of dates the contract accepts: a sane minimum and the last day with a four-digit year. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '9999-12-31';

// ---- Field names in messages ------------------------------------------------------------

/** Field names whose plain-word form would read badly. */
const LABELS: Record<string, string> = { password2: 'Confirm password', euid: 'Employee number', otp: 'Code' };

/** A field's name in plain words for messages: ['details', 0, 'product_id'] -> "Product id". */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'The request';
  if (Object.hasOwn(LABELS, last)) return LABELS[last];
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Issue = { path?: readonly PropertyKey[] };
const sayField = (tail: string) => (iss: Issue) => `${fieldLabel(iss.path)} ${tail}`;

// ---- Text -----------------------------------------------------------------------------------

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const hasControlChars = (s: string): boolean => CONTROL_CHARS.test(s);

/**
 * Text as users type it: any characters (emoji, right-to-left scripts,
 * accents) except control characters; tab and line breaks are fine. Chain
 * the rest as on z.string(): `text().trim().min(1).max(100)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((s) => !hasControlChars(s), { error: sayField('must not contain control characters.') });

// ---- Whole numbers ----------------------------------------------------------------------------

/**
 * Digit text (a query string, a path, a multipart field) as its number; any
 * other value as it is, for z.number to judge: true, [], '', ' 7', '0x1F' and
 * '1e3' are not whole numbers and stay refused.
 */
export const digitsAsNumber = (v: number | string): unknown => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v);

/**
 * A whole number from `min` to `max` (at most int4), as a JSON number or as
 * digit text. `params` words the "not a number" message.
 */
export const wholeNumber = (min: number, max: number = INT4_MAX, params?: Parameters<typeof z.number>[0]) =>
  z.preprocess(digitsAsNumber, z.number(params).int().min(min).max(Math.min(max, INT4_MAX)));

/** The id of a row: 1..2147483647 (an int4 serial), as a number or digit text; blank is not an id. */
export const id = (params?: Parameters<typeof z.number>[0]) => wholeNumber(1, INT4_MAX, params);

/** An optional id filter: absent, null or '' (a cleared select) mean "all"; whitespace or anything else is judged as an id. */
export const optionalId = (params?: Parameters<typeof z.number>[0]) =>
  z.preprocess((v: unknown) => (v === '' || v === null ? undefined : v), id(params).optional());

/** A 0-based page number. */
export const pageNumber = wholeNumber(0);

// ---- Dates ----------------------------------------------------------------------------------

/**
 * Year-month-day date as sent and stored (spec 000 §1), a day that exists on
 * the calendar (Date.parse would roll 2024-02-30 over to March, and
 * PostgreSQL would then refuse it with a 500 instead of a 00001), from
 * MIN_DATE to MAX_DATE (year 0000 is no one's date; 10000-01-01 no column's).
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: sayField('must be a date in YYYY-MM-DD form.'), abort: true })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: sayField('must be a real date.'), abort: true },
  )
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, { error: sayField(`must be between ${MIN_DATE} and ${MAX_DATE}.`) });

// ---- Lists ----------------------------------------------------------------------------------

/**
 * The one list query: 0-based page, page size, direction, quick search.
 * Filters are added per list, and so is the sort: `order_by: sortKey(COLUMNS)`,
 * the list's own columns and nothing else.
 */
export const listQuery = z.object({
  page: pageNumber.default(0),
  page_size: wholeNumber(1, 1000).default(DEFAULT_PAGE_SIZE),
  direction: z.enum(['asc', 'desc']).default('asc'),
  search: text().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The sort key of a list: one of its declared columns (anything else, '__proto__' included, is a 00001). */
export const sortKey = <const C extends readonly [string, ...string[]]>(columns: C) =>
  z.enum(columns, { error: (iss) => `${fieldLabel(iss.path)} must be one of: ${columns.join(', ')}.` });
