import { lazy, Suspense } from 'react';

// react-datepicker (and its CSS) arrive with the first screen that shows a date.
const DatePickerInput = lazy(() => import('../filters/DatePickerInput'));

export interface DateInputProps {
  id?: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onValue: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  className?: string;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * The one date input of the product's forms (issue 25): react-datepicker,
 * typed or picked as YYYY-MM-DD whatever the browser's locale, for forms that
 * lay out their own label. DateField adds the label; the form kit's
 * TextField type="date" binds it to a form.
 */
export default function DateInput({ id, value, onValue, minDate, maxDate, className = 'form-control form-control-sm', readOnly, disabled, ...aria }: DateInputProps) {
  return (
    <Suspense fallback={<input id={id} className={className} value={value} disabled readOnly data-loading="true" aria-label={aria['aria-label']} />}>
      <DatePickerInput
        id={id}
        value={value}
        onChange={onValue}
        minDate={minDate}
        maxDate={maxDate}
        className={className}
        readOnly={readOnly}
        disabled={disabled}
        inputProps={aria}
      />
    </Suspense>
  );
}
