import { useEffect, useId, useState } from 'react';
import { api } from '../../api/client';

interface KeywordPickerProps {
  label: string;
  /** Lookup endpoint taking ?keyword= and answering a list. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  toOption: (row: Record<string, string>) => { value: string; label: string };
  disabled?: boolean;
}

/**
 * A text box with suggestions from a keyword lookup (spec 000 §2.9: account
 * and sub-group "searchable by keyword"). The chosen value is the code.
 */
export default function KeywordPicker({ label, path, value, onChange, toOption, disabled }: KeywordPickerProps) {
  const id = useId();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      api
        .get<Record<string, string>[]>(path, { keyword: value })
        .then((r) => setOptions(r.result.map(toOption)))
        .catch(() => setOptions([]));
    }, 300);
    return () => clearTimeout(timer);
    // toOption is a pure mapper given inline by the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, value]);
  return (
    <div className="col-auto">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <input id={id} className="form-control form-control-sm" list={`${id}-list`} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} placeholder="Type to search" />
      <datalist id={`${id}-list`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </datalist>
    </div>
  );
}
