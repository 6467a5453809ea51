import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import type { ReportDef } from '../../../contract/kit';
import { useUrlState } from '../grid/useUrlState';
import type { GridSource } from '../grid/useGridData';

/** A body as the contract reads it (ids as numbers, blanks left out), or the first message of its refusal. */
export function checked(schema: z.ZodType, body: unknown): { value: Record<string, unknown>; problem: null } | { value: null; problem: string } {
  const res = schema.safeParse(body);
  if (res.success) return { value: res.data as Record<string, unknown>, problem: null };
  return { value: null, problem: res.error.issues[0]?.message ?? 'Please check the filters.' };
}

/** The filters of a page body: the grid adds its own page and sort. */
function withoutPaging(body: Record<string, unknown>): Record<string, unknown> {
  const { page: _p, page_size: _s, order_by: _o, direction: _d, ...filters } = body;
  return filters;
}

/**
 * The filters of a report (contract/kit/report.ts): the applied ones live in
 * the URL (bookmarkable; a valid default runs on open), the ones being edited
 * in a draft. Search checks the draft against the report's page call and
 * Export against its export call, so every message comes from the contract
 * ("Please provide valid date!", "Please select dates!"...): a refused Search
 * warns and makes no call; Search with unchanged filters runs again.
 *
 * Filter values are text (URL state); `toBody` turns them into the call's
 * body (ids as numbers, labels of pickers left out). With `runOnOpen: false`
 * the defaults fill the fields but the report runs only on Search or from a
 * URL that names its filters (a bookmark, or the URL a Search leaves).
 */
export function useReportFilters<F extends Record<string, string>>(def: ReportDef<never>, defaults: F, toBody: (f: F) => object = (f) => f, opts: { runOnOpen?: boolean } = {}) {
  const [applied, apply] = useUrlState<F>(defaults);
  const [params] = useSearchParams();
  // The URL names the report when it holds every filter the defaults would otherwise fill in.
  const named = Object.entries(defaults).every(([k, v]) => v === '' || params.has(k));
  const [draft, setDraft] = useState<F>(applied);
  const [runs, setRuns] = useState(0);
  const pageBody = (f: F) => checked(def.page.body!, toBody(f));

  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));

  function search() {
    const { problem } = pageBody(draft);
    if (problem) {
      toast.warning(problem);
      return;
    }
    apply(draft);
    setRuns((n) => n + 1);
  }

  /** The export body of the draft when the contract accepts it; otherwise warns with its message and returns null. */
  function exportBody(): object | null {
    if (!def.export?.body) return null;
    const { value, problem } = checked(def.export.body, toBody(draft));
    if (problem) toast.warning(problem);
    return value;
  }

  const current = pageBody(applied);
  const mayRun = opts.runOnOpen !== false || named || runs > 0;
  const queryKey = current.problem === null && mayRun ? `${JSON.stringify(applied)}#${runs}` : null;
  const source: GridSource = { endpoint: def.page, args: { body: current.value ? withoutPaging(current.value) : {} } };
  return { applied, draft, set, search, exportBody, queryKey, source };
}

export type ReportFiltersState = ReturnType<typeof useReportFilters>;
