import { lazy, Suspense } from 'react';

// react-datepicker (and its CSS) arrive with the first screen that shows a date.
const DatePickerInput = lazy(() => import('../filters/DatePickerInput'));

export interface DateInputProps {
  id?: string;
  /** 'YYYY-MM-DD' (or 'YYYY' for a year picker) or ''. */
  value: string;
  onValue: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  className?: string;
  /** Marks the field invalid (the form's message is shown beside it) when no className of its own is given. */
  invalid?: boolean;
  /** 'sm' (the default) in filter bars and dense forms; 'md' beside full-size fields. */
  size?: 'sm' | 'md';
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** A year picker ('YYYY', ten years a page) instead of a day picker. */
  yearOnly?: boolean;
  /** A form's field name: a refusal moves focus to it (useZodForm). */
  'data-field'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * The one date input of the product (issue 25): react-datepicker, typed or
 * picked as YYYY-MM-DD whatever the browser's locale. DateField adds a label,
 * the form kit's DateFormField binds it to a form; forms that lay out
 * their own label use it as is. While the picker loads, a disabled input with
 * the same id and value stands in its place (nothing typed is lost).
 */
export default function DateInput({ id, value, onValue, minDate, maxDate, className: given, invalid, size = 'sm', required, readOnly, disabled, yearOnly, ...attributes }: DateInputProps) {
  const className = given ?? `form-control${size === 'sm' ? ' form-control-sm' : ''}${invalid ? ' is-invalid' : ''}`;
  const placeholder = yearOnly ? 'YYYY' : 'YYYY-MM-DD';
  return (
    <Suspense
      fallback={
        <input id={id} className={className} value={value} disabled readOnly required={required} placeholder={placeholder} data-loading="true" aria-label={attributes['aria-label']} />
      }
    >
      <DatePickerInput
        id={id}
        value={value}
        onChange={onValue}
        minDate={minDate}
        maxDate={maxDate}
        className={className}
        required={required}
        readOnly={readOnly}
        disabled={disabled}
        yearOnly={yearOnly}
        inputProps={Object.keys(attributes).length ? attributes : undefined}
      />
    </Suspense>
  );
}
