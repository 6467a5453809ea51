import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';

interface LedgerProductsPickerProps {
  label: string;
  /** The chosen products, in the order they were picked. */
  value: SelectOption[];
  onChange: (products: SelectOption[]) => void;
  loadOptions: (keyword: string) => Promise<SelectOption[]>;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * "One or more products" of the inventory sub-ledger and sales per product
 * filters: the shared SearchSelect picks one product at a time (it then
 * empties for the next), the picked ones show as removable badges.
 */
export default function LedgerProductsPicker({ label, value, onChange, loadOptions, required, disabled, className = 'col-12 col-md-4' }: LedgerProductsPickerProps) {
  const add = (o: SelectOption | null) => {
    if (o && !value.some((p) => p.value === o.value)) onChange([...value, o]);
  };
  return (
    <div className={className}>
      <SearchSelect label={label} value="" onChange={(_v, o) => add(o)} loadOptions={loadOptions} required={required} disabled={disabled} className="" />
      {value.length > 0 && (
        <ul className="list-inline mt-1 mb-0" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((p) => (
            <li key={p.value} className="list-inline-item badge text-bg-secondary me-1 mb-1">
              {p.label}
              <button
                type="button"
                className="btn-close btn-close-white ms-1"
                style={{ fontSize: '0.6em' }}
                aria-label={`Remove ${p.label}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((x) => x.value !== p.value))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen products kept in the URL as JSON (ids and labels, so a bookmark shows names). */
export function parseProducts(text: string): SelectOption[] {
  try {
    const v: unknown = JSON.parse(text || '[]');
    return Array.isArray(v) ? v.filter((o): o is SelectOption => typeof o?.value === 'string' && typeof o?.label === 'string') : [];
  } catch {
    return [];
  }
}
export const productIdsOf = (products: SelectOption[]) => products.map((p) => Number(p.value));
