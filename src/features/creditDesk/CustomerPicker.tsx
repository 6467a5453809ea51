import { searchCustomersEp } from '../../../contract/salesLedgers';
import { callEndpoint } from '../../api/endpoints';
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
  async function load(keyword: string) {
    const res = await callEndpoint(searchCustomersEp, { body: { keyword } });
    return res.result.map((c) => ({ value: by === 'code' ? c.customer_code : String(c.customer_id), label: `${c.customer_code} - ${c.customer_name}` }));
  }
  return <SearchSelect label="Customer" value={value} valueLabel={valueLabel} onChange={(v, o) => onChange(v, o?.label ?? '')} loadOptions={load} className={className} />;
}
