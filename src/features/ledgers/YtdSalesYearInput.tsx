import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';

interface YtdSalesYearInputProps {
  id: string;
  /** 'YYYY' or ''. */
  value: string;
  onChange: (year: string) => void;
  disabled?: boolean;
}

/**
 * The year-only picker of the YTD Sales Ledger (spec 000 §2.16: 10 years per
 * page): react-datepicker's year view, the library DateField uses, in its own
 * module so it loads lazily. A candidate for a `year` mode of DateField.
 */
export default function YtdSalesYearInput({ id, value, onChange, disabled }: YtdSalesYearInputProps) {
  const selected = /^\d{4}$/.test(value) ? new Date(Number(value), 0, 1) : null;
  return (
    <DatePicker
      id={id}
      selected={selected}
      onChange={(d: Date | null) => onChange(d ? String(d.getFullYear()) : '')}
      showYearPicker
      yearItemNumber={10}
      dateFormat="yyyy"
      placeholderText="YYYY"
      className="form-control form-control-sm"
      autoComplete="off"
      disabled={disabled}
      required
    />
  );
}
