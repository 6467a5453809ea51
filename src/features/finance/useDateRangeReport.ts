import { useState } from 'react';
import { toast } from 'react-toastify';
import { useUrlState } from '../../components/grid/useUrlState';
import { dateRangeProblem, validRange } from './dateChecks';

export type DateRange = { date_from: string; date_to: string };

/**
 * The Date From / Date To filter of a finance report (trial balance, EWT):
 * the applied range lives in the URL (nothing runs until Search, or a
 * bookmarked range); the draft starts from it or from `defaults`. Search and
 * Export check alike (spec 000 §5): missing dates "Please select dates!",
 * reversed or before `minDate` "Please provide valid date!".
 */
export function useDateRangeReport(defaults: DateRange, minDate: string) {
  const [applied, apply] = useUrlState<DateRange>({ date_from: '', date_to: '' });
  const [draft, setDraft] = useState<DateRange>({ date_from: applied.date_from || defaults.date_from, date_to: applied.date_to || defaults.date_to });
  // Search with unchanged dates runs again.
  const [runs, setRuns] = useState(0);

  /** The draft range when usable; otherwise warns and returns null. */
  function checkedDraft(): DateRange | null {
    const problem = dateRangeProblem(draft.date_from, draft.date_to, minDate);
    if (problem) toast.warning(problem);
    return problem === null ? { date_from: draft.date_from, date_to: draft.date_to } : null;
  }

  function search() {
    const range = checkedDraft();
    if (!range) return;
    apply(range);
    setRuns((n) => n + 1);
  }

  const set = (patch: Partial<DateRange>) => setDraft((d) => ({ ...d, ...patch }));
  const queryKey = validRange(applied.date_from, applied.date_to, minDate) ? `${applied.date_from}|${applied.date_to}#${runs}` : null;
  return { applied, draft, set, search, checkedDraft, queryKey };
}
