/**
 * A PostgreSQL unique-index refusal (23505): two writers raced to the same
 * key, or a name exists in another case; the caller answers "already
 * exists". The driver's error may come wrapped (drizzle's query error keeps
 * PostgreSQL's as its cause), so the chain is walked.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' || /duplicate key/.test(String(e.message))) return true;
  }
  return false;
}
