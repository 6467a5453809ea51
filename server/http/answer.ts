import { Codes } from '../../contract';

/**
 * What a route handler returns: the envelope `{ code, result, total_rows? }`
 * plus the HTTP status (200 unless an error needs 401/403/404/422/429).
 * Handlers never write replies themselves, so every answer has this shape.
 */
export interface Answer {
  status: number;
  code: string;
  result: unknown;
  total_rows?: number;
  /** The rows again, under the name some of the spec's calls read ("Result data and total_rows", 001 §7). */
  data?: unknown;
  /** 00001 only: the messages by field (form field key -> its messages), so a form shows them on its fields. */
  fields?: Record<string, string[]>;
  headers?: Record<string, string>;
  /** A report's: the time its data is complete up to (ISO), later than the primary's own only on a replica. */
  asOf?: string;
}

export function ok(result: unknown, totalRows?: number): Answer {
  return { status: 200, code: Codes.OK, result, ...(totalRows !== undefined ? { total_rows: totalRows } : {}) };
}

export function answer(code: string, result: unknown, status = 200): Answer {
  return { status, code, result };
}

/**
 * 00001: the request is wrong; `messages` are shown joined by line breaks.
 * `fields` (optional) says which field each message belongs to.
 */
export function invalid(messages: string[], fields?: Record<string, string[]>): Answer {
  return { status: 422, code: Codes.INVALID_REQUEST, result: messages, ...(fields && Object.keys(fields).length ? { fields } : {}) };
}

export const UNAUTHENTICATED: Answer = { status: 401, code: Codes.UNAUTHENTICATED, result: 'Unauthenticated.' };
export const FORBIDDEN: Answer = { status: 403, code: Codes.FORBIDDEN, result: 'You do not have permission to access this.' };
export const NOT_FOUND: Answer = { status: 404, code: Codes.NOT_FOUND, result: 'Not found.' };
export const SERVER_ERROR: Answer = { status: 500, code: Codes.SERVER_ERROR, result: 'Error occured. Please try again later.' };

export function notFound(what = 'Not found.'): Answer {
  return { ...NOT_FOUND, result: what };
}

/** 00009 with Retry-After, for every rate limit. */
export function tooMany(retryAfterMs: number, message: string): Answer {
  return {
    status: 429,
    code: Codes.RATE_LIMITED,
    result: message,
    headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  };
}

export function envelopeOf(a: Answer): { code: string; result: unknown; data?: unknown; total_rows?: number; fields?: Record<string, string[]>; as_of?: string } {
  return {
    code: a.code,
    result: a.result,
    ...(a.data !== undefined ? { data: a.data } : {}),
    ...(a.total_rows !== undefined ? { total_rows: a.total_rows } : {}),
    ...(a.fields ? { fields: a.fields } : {}),
    ...(a.asOf ? { as_of: a.asOf } : {}),
  };
}
