import { HttpResponse } from 'msw';
import { Codes } from '../../contract/envelope';

/** Answers shaped exactly as the contract says, for msw handlers. */
export const API = (path: string) => `http://localhost/api${path}`;

/** `as_of`: when a report's data is complete up to (a report read from a replica says so). */
export function ok<T>(result: T, extra: { total_rows?: number; code?: string; as_of?: string } = {}) {
  return HttpResponse.json({
    code: extra.code ?? Codes.OK,
    result,
    ...(extra.total_rows != null ? { total_rows: extra.total_rows } : {}),
    ...(extra.as_of ? { as_of: extra.as_of } : {}),
  });
}

export function fail(code: string, result: unknown, status = 200) {
  return HttpResponse.json({ code, result }, { status });
}

export function invalid(messages: string[]) {
  return HttpResponse.json({ code: Codes.INVALID_REQUEST, result: messages }, { status: 422 });
}
