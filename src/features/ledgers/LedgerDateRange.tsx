import DateField from '../../components/filters/DateField';
import type { DateRange } from './lastDays';

/** Date From and Date To of a ledger screen, both marked required (spec 000 §5). */
export default function LedgerDateRange({ value, onChange }: { value: DateRange; onChange: (patch: Partial<DateRange>) => void }) {
  return (
    <>
      <DateField label="Date From" required value={value.date_from} onChange={(v) => onChange({ date_from: v })} />
      <DateField label="Date To" required value={value.date_to} onChange={(v) => onChange({ date_to: v })} />
    </>
  );
}
