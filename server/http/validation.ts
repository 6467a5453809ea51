import type { z } from 'zod';
import { fieldLabel } from '../../contract/envelope';

/**
 * Turning zod issues into the 00001 message list users read.
 *
 * Messages written in the contract (e.g. "Password doesn't match!") are kept
 * word for word. For zod's built-in checks we pass an error map that names the
 * field in plain words ("Page size must be a number."), instead of zod's
 * developer wording ("Invalid input: expected number, received NaN").
 */
type Issue = z.core.$ZodRawIssue;

function expectedWord(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return `a ${expected}`;
  }
}

export function friendlyMessage(issue: Issue): string | undefined {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? `${field} is required.` : 'The request body must be a JSON object.';
      }
      if (!issue.path?.length) return 'The request body must be a JSON object.';
      return `${field} must be ${expectedWord(String(issue.expected))}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? `${field} is required.` : `${field} must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `${field} must have at least ${issue.minimum} items.`;
      return `${field} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} items.`;
      return `${field} must be at most ${issue.maximum}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return `${field} is not valid.`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

/** A refusal's messages, and the same messages by field path ("bank_code", "details.0.requested_qty") for forms. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; messages: string[]; fields: Record<string, string[]> };

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const res = schema.safeParse(input, { error: friendlyMessage });
  if (res.success) return { ok: true, value: res.data };
  // A value of the wrong type gets one message, not also those of checks that ran on it anyway.
  const wrongType = new Set(res.error.issues.filter((i) => i.code === 'invalid_type').map((i) => i.path.join('.')));
  const issues = res.error.issues.filter((i) => i.code === 'invalid_type' || !wrongType.has(i.path.join('.')));
  const messages = [...new Set(issues.map((i) => i.message))];
  const fields: Record<string, string[]> = {};
  for (const i of issues) {
    if (!i.path.length) continue;
    const key = i.path.map(String).join('.');
    const list = (fields[key] ??= []);
    if (!list.includes(i.message)) list.push(i.message);
  }
  return { ok: false, messages, fields };
}

/**
 * The safety net under every schema: a NUL anywhere in a request (a value or
 * a key, however deep, in a field a schema names or not) is refused before
 * any schema or handler sees it. PostgreSQL cannot store a NUL in text, so
 * one that slipped through a schema would end as a 500. Returns the message,
 * or null when there is none.
 */
export function nulCharMessage(input: unknown): string | null {
  const path: PropertyKey[] = [];
  const visit = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return v.includes('\u0000');
    if (depth > 64 || v === null || typeof v !== 'object') return false;
    for (const [k, x] of Object.entries(v)) {
      path.push(Array.isArray(v) ? Number(k) : k);
      if (k.includes('\u0000') || visit(x, depth + 1)) return true;
      path.pop();
    }
    return false;
  };
  return visit(input, 0) ? `${fieldLabel(path.filter((p) => typeof p !== 'string' || !p.includes('\u0000')))} must not contain control characters.` : null;
}
