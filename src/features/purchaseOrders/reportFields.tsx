import { useId } from 'react';
import DateField from '../../components/filters/DateField';
import { Form } from 'react-bootstrap';

export type PoReportFilters = { search: string; date_from: string; date_to: string };
export const NO_FILTERS: PoReportFilters = { search: '', date_from: '', date_to: '' };

/** Blank filters are left out of the call (the contract reads them as "any"). */
export const filledOnly = <F extends Record<string, string>>(f: F) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<F>;

/** Search text and an optional date range, the filters both payable reports share. */
export function ReportFields({ value, onChange, searchLabel }: { value: PoReportFilters; onChange: (patch: Partial<PoReportFilters>) => void; searchLabel: string }) {
  const id = useId();
  return (
    <>
      <div className="col-12 col-md-3">
        <Form.Label htmlFor={id} className="small mb-1 d-block">
          {searchLabel}
        </Form.Label>
        <Form.Control id={id} size="sm" maxLength={100} value={value.search} onChange={(e) => onChange({ search: e.target.value })} />
      </div>
      <DateField label="Date From" value={value.date_from} onChange={(v) => onChange({ date_from: v })} />
      <DateField label="Date To" value={value.date_to} onChange={(v) => onChange({ date_to: v })} />
    </>
  );
}
