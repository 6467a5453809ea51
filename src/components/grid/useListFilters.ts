import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Endpoint, EndpointDef } from '../../../contract/kit';
import { checked } from '../report/useReportFilters';
import type { GridSource } from './useGridData';
import { useUrlState } from './useUrlState';

/**
 * The filters of a server-paged GET list (the query-string sibling of
 * useReportFilters): the applied ones live in the URL (bookmarkable, shared),
 * the ones being edited in a draft. Search checks the draft against the
 * endpoint's own query schema, so its messages come from the contract; a
 * refused Search warns and makes no call. Blank values are left out. The
 * list runs on open.
 */
export function useListFilters<F extends Record<string, string>>(ep: Endpoint<unknown, EndpointDef>, defaults: F) {
  const [applied, apply] = useUrlState<F>(defaults);
  const [draft, setDraft] = useState<F>(applied);
  const [runs, setRuns] = useState(0);
  const filled = (f: F) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<F>;
  const verdict = (f: F) => (ep.query ? checked(ep.query, filled(f)) : { value: filled(f), problem: null });

  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));

  function search() {
    const { problem } = verdict(draft);
    if (problem) {
      toast.warning(problem);
      return;
    }
    apply(draft);
    setRuns((n) => n + 1);
  }

  /** The draft's filters when the given schema (an export's body) accepts them; otherwise warns with its message and returns null. */
  function checkedDraft(schema: Parameters<typeof checked>[0]): object | null {
    const { value, problem } = checked(schema, filled(draft));
    if (problem) toast.warning(problem);
    return value;
  }

  const current = verdict(applied);
  const queryKey = current.problem === null ? `${JSON.stringify(applied)}#${runs}` : null;
  const source: GridSource = { endpoint: ep, args: { query: filled(applied) } };
  return { applied, draft, set, search, checkedDraft, queryKey, source, problem: current.problem };
}
