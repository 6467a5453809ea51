import { z } from 'zod';
import { INT4_MAX, isoDate, text } from '../envelope';

/**
 * Fields of a form schema that must read the same from a JSON body and from a
 * multipart one (where every value is text, null is '' and a checkbox is
 * "1"/"0"): blank means "not given", numbers may come as digit text, amounts
 * stay decimal text (never floats). The label words each message the way the
 * form's field is labelled.
 */

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional date: blank (how a cleared date input and a multipart null arrive) is none. */
export const optDate = z.preprocess((v) => (blank(v) ? null : v), isoDate.nullable());

export const wholeIn = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must not be less than ${min}.`)
    .max(INT4_MAX, `${label} must not be more than ${INT4_MAX}.`);

/** Whole number >= 0 (or >= min), at most int4; '' and null read as "not given". */
export const optInt = (label: string, min = 0) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), wholeIn(label, min).nullable());

/**
 * The id of a row (supplier, segment, draft...), optional: only '' (how a
 * multipart form sends null) and null read as "not given". A blank of spaces
 * is not an id, and not "new" either.
 */
export const optId = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? null : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), wholeIn(label, 1).nullable());

export const amountText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/,/g, '').trim() : v);

/** Money per box: non-negative, at most 2 decimals, sent and kept as text ("310.00"). Blank is 0.00 (spec §9). */
export const money = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? '0' : amountText(v)),
    z
      .string({ error: `${label} must be an amount.` })
      .regex(/^\d{1,12}(\.\d{0,2})?$/, `${label} must be a non-negative amount with at most 2 decimals.`)
      .transform((s) => normaliseDecimal(s, 2)),
  );

/** Money that must be given: blank is "{label} is required.", not 0.00. */
export const requiredMoney = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : amountText(v)),
    z
      .string({ error: `${label} is required.` })
      .regex(/^\d{1,12}(\.\d{0,2})?$/, `${label} must be a non-negative amount with at most 2 decimals.`)
      .transform((s) => normaliseDecimal(s, 2)),
  );

/** Money that may be left blank (null), for a form whose rules require it only in some modes. */
export const optMoney = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : amountText(v)),
    z
      .string({ error: `${label} must be an amount.` })
      .regex(/^\d{1,12}(\.\d{0,2})?$/, `${label} must be a non-negative amount with at most 2 decimals.`)
      .transform((s) => normaliseDecimal(s, 2))
      .nullable(),
  );

/** Decimal measure (size, weight, humidity, percent): non-negative unless signed (temperatures), optional. */
export const measure = (label: string, opts: { signed?: boolean; max?: number; decimals?: number } = {}) => {
  const decimals = opts.decimals ?? 2;
  const re = new RegExp(`^${opts.signed ? '-?' : ''}\\d{1,9}(\\.\\d{0,${decimals}})?$`);
  return z.preprocess(
    (v) => (blank(v) ? null : amountText(v)),
    z
      .string({ error: `${label} must be a number.` })
      .regex(re, opts.signed ? `${label} must be a number with at most ${decimals} decimals.` : `${label} must be a non-negative number with at most ${decimals} decimals.`)
      .refine((s) => opts.max === undefined || Number(s) <= opts.max, `${label} must not be more than ${opts.max}.`)
      .transform((s) => normaliseDecimal(s, decimals))
      .nullable(),
  );
};

export const percent = (label: string) =>
  z.preprocess((v) => (blank(v) ? '0' : amountText(v)), text({ error: `${label} must be a percentage.` }).regex(/^\d{1,3}(\.\d{0,2})?$/, `${label} must be a percentage from 0 to 100.`).refine((s) => Number(s) <= 100, `${label} must be a percentage from 0 to 100.`).transform((s) => normaliseDecimal(s, 2)));

/** Text that must be given, trimmed, at most `max` characters: "{label} is required." */
export const requiredText = (label: string, max: number) =>
  text({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
/** A date that must be given: blank is "{label} is required.". */
export const requiredDate = (label: string) => text({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).pipe(isoDate);

export const optText = (label: string, max = 255) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v), text({ error: `${label} must be text.` }).max(max, `${label} must be at most ${max} characters.`).nullable());

export const flag = (label: string, fallback: 0 | 1) =>
  z.preprocess((v) => (blank(v) ? fallback : v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: `${label} must be 0 or 1.` }));

/** A switch the spec sends as 1 / 0 (true / false and "1" / "0" accepted too), read as a boolean. */
export const onOff = (message: string) =>
  z.preprocess((v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v), z.boolean({ error: message }));

/** "12.5" -> "12.50" for `decimals` 2, without floats ("-0" stays "0.00"). */
export function normaliseDecimal(text: string, decimals: number): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return text;
  const whole = (m[2] || '0').replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').padEnd(decimals, '0').slice(0, decimals);
  const zero = /^0*$/.test(whole) && /^0*$/.test(frac);
  return `${m[1] && !zero ? '-' : ''}${whole}${decimals ? `.${frac}` : ''}`;
}
