import { customerLoader } from '../../components/lookups/customerLookup';
import SearchSelect from '../../components/filters/SearchSelect';

/** A customer picked by code or name (POST /customers/search); the value is its code or its id, as the screen needs. */
export default function CustomerPicker({
  value,
  valueLabel,
  by,
  onChange,
  className = 'col-12 col-md-4',
}: {
  value: string;
  valueLabel?: string;
  by: 'code' | 'id';
  onChange: (value: string, label: string) => void;
  className?: string;
}) {
  return <SearchSelect label="Customer" value={value} valueLabel={valueLabel} onChange={(v, o) => onChange(v, o?.label ?? '')} loadOptions={customerLoader('ledgers', by)} className={className} />;
}
