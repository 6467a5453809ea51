interface DateRangeProps {
  from: string;
  to: string;
  min: string;
  onChange: (next: { from: string; to: string }) => void;
  disabled?: boolean;
}

/** Date From / Date To, both required, year-month-day, with the report's minimum date. */
export default function DateRange({ from, to, min, onChange, disabled }: DateRangeProps) {
  return (
    <>
      <div className="col-auto">
        <label htmlFor="date-from" className="form-label small mb-1">
          Date From <span className="text-danger">*</span>
        </label>
        <input id="date-from" type="date" className="form-control form-control-sm" required min={min} value={from} disabled={disabled} onChange={(e) => onChange({ from: e.target.value, to })} />
      </div>
      <div className="col-auto">
        <label htmlFor="date-to" className="form-label small mb-1">
          Date To <span className="text-danger">*</span>
        </label>
        <input id="date-to" type="date" className="form-control form-control-sm" required min={min} value={to} disabled={disabled} onChange={(e) => onChange({ from, to: e.target.value })} />
      </div>
    </>
  );
}
