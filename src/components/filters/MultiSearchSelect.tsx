import SearchSelect, { type SelectOption } from './SearchSelect';

interface MultiSearchSelectProps {
  label: string;
  /** The chosen options, in the order they were picked. */
  value: SelectOption[];
  onChange: (options: SelectOption[]) => void;
  loadOptions: (keyword: string) => Promise<SelectOption[]>;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A multi-choice filter ("one or more products"): SearchSelect picks one
 * option at a time (it then empties for the next), the picked ones show as
 * removable badges.
 */
export default function MultiSearchSelect({ label, value, onChange, loadOptions, required, disabled, className = 'col-12 col-md-4' }: MultiSearchSelectProps) {
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

/** Chosen options kept in the URL as JSON (ids and labels, so a bookmark shows names). */
export function parseOptions(text: string): SelectOption[] {
  try {
    const v: unknown = JSON.parse(text || '[]');
    return Array.isArray(v) ? v.filter((o): o is SelectOption => typeof o?.value === 'string' && typeof o?.label === 'string') : [];
  } catch {
    return [];
  }
}
/** The chosen options' numeric ids, as the contract takes them. */
export const idsOf = (options: SelectOption[]) => options.map((p) => Number(p.value));
