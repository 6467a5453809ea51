import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { Lookup } from '../../../contract/kit';
import { useLookup } from './useLookup';

interface LookupSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  lookup: Lookup;
  /** The value of the field the lookup depends on. */
  parentValue?: unknown;
  /** What the empty choice says ("Select…" in a form, "All" in a filter). */
  blankLabel: string;
  /** The name of the field it waits for, in words ("province"). */
  waitsFor?: string;
}

/**
 * A select whose options the server keeps. Loading, a failed read (with
 * Retry) and "choose the other field first" each read differently, so an
 * empty select is never mistaken for a list with no choices.
 */
const LookupSelect = forwardRef<HTMLSelectElement, LookupSelectProps>(function LookupSelect({ lookup, parentValue, blankLabel, waitsFor, ...select }, ref) {
  const { choices, waiting, isLoading, error, refetch } = useLookup(lookup, parentValue);
  const blank = waiting && waitsFor ? `Choose the ${waitsFor} first` : isLoading ? 'Loading choices…' : blankLabel;
  return (
    <>
      <select ref={ref} {...select} disabled={select.disabled || waiting || isLoading}>
        <option value="">{blank}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {error && (
        <div className="small text-danger d-flex align-items-center gap-2 mt-1" role="alert">
          The choices could not be loaded.
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      )}
    </>
  );
});

export default LookupSelect;
