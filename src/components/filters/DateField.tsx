import { lazy, Suspense, useId } from 'react';

// react-datepicker (and its CSS) arrive with the first screen that shows a date.
const DatePickerInput = lazy(() => import('./DatePickerInput'));

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest choosable day, 'YYYY-MM-DD'. */
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Classes of the wrapper (a bootstrap column by default). */
  className?: string;
  /** A year picker ('YYYY', ten years a page) instead of a day picker. */
  yearOnly?: boolean;
  /** The server's messages for this field (00001 `fields`), shown under it. */
  error?: string[];
}

/** A labelled date input (yyyy-MM-dd, or a year), with the required marker of the ledger screens. */
export default function DateField({ label, value, onChange, minDate, maxDate, required, disabled, id, className = 'col-auto', yearOnly, error }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const inputClass = 'form-control form-control-sm';
  return (
    <div className={className}>
      <label htmlFor={inputId} className="form-label small mb-1 d-block">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <Suspense
        fallback={
          // Same id and value while the picker loads; disabled so nothing typed is lost.
          <input id={inputId} className={inputClass} value={value} disabled readOnly required={required} placeholder={yearOnly ? 'YYYY' : 'YYYY-MM-DD'} data-loading="true" />
        }
      >
        <DatePickerInput
          id={inputId}
          value={value}
          onChange={onChange}
          minDate={minDate}
          maxDate={maxDate}
          required={required}
          disabled={disabled}
          className={inputClass}
          yearOnly={yearOnly}
        />
      </Suspense>
      {error?.length ? <div className="invalid-feedback d-block">{error.join(' ')}</div> : null}
    </div>
  );
}
