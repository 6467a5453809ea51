import { useState } from 'react';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { LEDGER_MESSAGES } from '../../../contract/salesLedgers';
import { useUrlState } from '../../components/grid/useUrlState';
import { todayManila } from '../../lib/dates';

export type DateRange = { date_from: string; date_to: string };

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** Both dates present and Date From not after Date To. */
export const isValidRange = (r: DateRange) => ISO.test(r.date_from) && ISO.test(r.date_to) && r.date_from <= r.date_to;

/** The last `days` days up to today in Manila (spec 000 §9: twenty days on most ledgers). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const to = todayManila(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - days);
  return { date_from: from.toISOString().slice(0, 10), date_to: to };
}

/** The first message of a contract schema for a body, or null when it passes. */
export function problemOf(schema: z.ZodType, body: unknown): string | null {
  const res = schema.safeParse(body);
  return res.success ? null : (res.error.issues[0]?.message ?? LEDGER_MESSAGES.invalidDate);
}

/**
 * Filters of a ledger screen: the applied ones live in the URL (bookmarkable,
 * and the default range runs on open), the ones being edited in a draft.
 * Search with Date From after Date To warns "Please provide valid date!" and
 * makes no call (spec 000 §5); Search with unchanged filters runs again.
 */
export function useLedgerFilters<F extends DateRange & Record<string, string>>(defaults: F) {
  const [applied, apply] = useUrlState<F>(defaults);
  const [draft, setDraft] = useState<F>(applied);
  const [runs, setRuns] = useState(0);

  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));

  function search() {
    if (!isValidRange(draft)) {
      toast.warning(LEDGER_MESSAGES.invalidDate);
      return;
    }
    apply(draft);
    setRuns((n) => n + 1);
  }

  /** The export body when the schema accepts it; otherwise warns with the schema's message and returns null. */
  function exportBody<B>(schema: z.ZodType, body: B): B | null {
    const problem = problemOf(schema, body);
    if (problem) {
      toast.warning(problem);
      return null;
    }
    return body;
  }

  const queryKey = isValidRange(applied) ? `${JSON.stringify(applied)}#${runs}` : null;
  return { applied, draft, set, search, exportBody, queryKey };
}

/** An optional id filter as the contract takes it: '' means all (left out of the body). */
export const idOrNone = (v: string): number | undefined => (v ? Number(v) : undefined);
