import { useId } from 'react';
import DateInput from '../form/DateInput';

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
      <DateInput id={inputId} value={value} onValue={onChange} minDate={minDate} maxDate={maxDate} required={required} disabled={disabled} yearOnly={yearOnly} />
      {error?.length ? <div className="invalid-feedback d-block">{error.join(' ')}</div> : null}
    </div>
  );
}
