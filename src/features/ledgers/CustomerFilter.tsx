import SearchSelect from '../../components/filters/SearchSelect';
import { searchCustomers } from './lookups';

type CustomerFields = { customer_id: string; customer_label: string };

interface CustomerFilterProps {
  value: CustomerFields;
  onChange: (patch: CustomerFields) => void;
  disabled?: boolean;
}

/**
 * The customer filter of the sales-side ledgers (POST /customers/search).
 * Its label rides along with the id in the URL, so a bookmarked report
 * shows the customer's name.
 */
export default function CustomerFilter({ value, onChange, disabled }: CustomerFilterProps) {
  return (
    <SearchSelect
      label="Customer"
      value={value.customer_id}
      valueLabel={value.customer_label}
      onChange={(v, o) => onChange({ customer_id: v, customer_label: o?.label ?? '' })}
      loadOptions={searchCustomers}
      disabled={disabled}
      className="col-12 col-md-3"
    />
  );
}
