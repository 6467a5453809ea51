import { useState } from 'react';

interface SearchBoxProps {
  /** Accessible name of the box, e.g. "Search products". */
  label: string;
  /** The applied search (from the URL); the box starts with it. */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Shows a × button that empties the box and searches again. */
  clearable?: boolean;
  maxLength?: number;
}

/** A search box of a list screen: Enter or Search applies the trimmed text. */
export default function SearchBox({ label, value, onSearch, placeholder = 'Search…', clearable, maxLength = 200 }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  return (
    <form
      className="d-flex gap-2"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input
        className="form-control form-control-sm"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={typed}
        maxLength={maxLength}
        onChange={(e) => setTyped(e.target.value)}
      />
      <button className="btn btn-primary btn-sm" type="submit">
        Search
      </button>
      {clearable && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label="Clear search"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          ×
        </button>
      )}
    </form>
  );
}
