import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';

export interface DatePickerInputProps {
  id?: string;
  /** 'YYYY-MM-DD' or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  /** Year only ('YYYY'), ten years a page (the YTD Sales Ledger). */
  yearOnly?: boolean;
  readOnly?: boolean;
  /** More attributes of the text input: a form field's data-field, aria-invalid, aria-describedby, aria-label... */
  inputProps?: Record<string, string | boolean | undefined>;
}

/** 'YYYY-MM-DD' as a local-midnight Date (no time-zone shift), or null when it is no calendar day. */
export function toDate(value: string | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  // Date rolls 2024-13-45 over into 2025; such a string is not a day.
  return date.getFullYear() === y && date.getMonth() === mo && date.getDate() === d ? date : null;
}

/** A local Date as 'YYYY-MM-DD'. */
export function fromDate(d: Date | null): string {
  if (!d || Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The react-datepicker part of DateField. Its own module (with the picker's
 * CSS) so it is loaded lazily and stays out of the sign-in bundle.
 */
export default function DatePickerInput({ id, value, onChange, minDate, maxDate, required, disabled, placeholder, className, yearOnly, readOnly, inputProps }: DatePickerInputProps) {
  if (yearOnly) {
    return (
      <DatePicker
        id={id}
        selected={/^\d{4}$/.test(value) ? new Date(Number(value), 0, 1) : null}
        onChange={(d: Date | null) => onChange(d ? String(d.getFullYear()) : '')}
        showYearPicker
        yearItemNumber={10}
        dateFormat="yyyy"
        placeholderText={placeholder ?? 'YYYY'}
        className={className}
        autoComplete="off"
        required={required}
        disabled={disabled}
      />
    );
  }
  return (
    <DatePicker
      id={id}
      selected={toDate(value)}
      onChange={(d: Date | null) => onChange(fromDate(d))}
      dateFormat="yyyy-MM-dd"
      minDate={toDate(minDate) ?? undefined}
      maxDate={toDate(maxDate) ?? undefined}
      required={required}
      disabled={disabled}
      placeholderText={placeholder ?? 'YYYY-MM-DD'}
      className={className}
      autoComplete="off"
      showMonthDropdown
      showYearDropdown
      dropdownMode="select"
      readOnly={readOnly}
      // react-datepicker clones its input with its own props; these are kept beside them.
      customInput={inputProps ? <input {...inputProps} /> : undefined}
    />
  );
}
