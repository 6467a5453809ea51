import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: string;
  /** The chosen value ('' when none). */
  value: string;
  /** Text shown for the chosen value; defaults to the value itself (e.g. a code restored from the URL). */
  valueLabel?: string;
  onChange: (value: string, option: SelectOption | null) => void;
  /** Loads the options matching a keyword (called 300 ms after the last keystroke). */
  loadOptions: (keyword: string) => Promise<SelectOption[]>;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Debounce of the loader, ms. */
  debounceMs?: number;
}

/**
 * The options of the list: the keyword wanted (null: nothing to load) and the
 * answer for it. An answer is taken only for the keyword still wanted, so a
 * slow answer to an earlier keyword can never replace a newer one, and
 * loading, failure and "no matches" are each their own state.
 */
interface Lookup {
  keyword: string | null;
  answer: { keyword: string; options: SelectOption[]; failed: boolean } | null;
  /** The highlighted option (-1: none). */
  active: number;
}

type LookupEvent =
  | { type: 'want'; keyword: string | null }
  | { type: 'answer'; keyword: string; options: SelectOption[]; failed: boolean }
  | { type: 'highlight'; index: number };

function lookupReducer(state: Lookup, e: LookupEvent): Lookup {
  switch (e.type) {
    case 'want':
      // Reopened with the keyword already answered: that answer stands; any other keyword waits for its own.
      return { ...state, keyword: e.keyword, answer: state.answer !== null && state.answer.keyword === e.keyword ? state.answer : null };
    case 'answer':
      if (e.keyword !== state.keyword) return state;
      return { ...state, answer: { keyword: e.keyword, options: e.options, failed: e.failed }, active: e.options.length > 0 ? 0 : -1 };
    case 'highlight':
      return { ...state, active: e.index };
  }
}

/**
 * A searchable picker (ARIA combobox): type to search, the options load after
 * a pause, arrows move, Enter picks, Escape closes, × clears. Only a picked
 * option is a value: typing clears the previous choice. The loader is a
 * promise function of the screen (a declared endpoint's call): it is not
 * cached, each keyword typed is a new question.
 */
export default function SearchSelect({
  label,
  value,
  valueLabel,
  onChange,
  loadOptions,
  placeholder = 'Type to search',
  clearable = true,
  disabled,
  required,
  id,
  className = 'col-auto',
  debounceMs = 300,
}: SearchSelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-listbox`;
  // The last picked option keeps its label while it is the value.
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const shown = !value ? '' : picked?.value === value ? picked.label : (valueLabel ?? value);
  const [text, setText] = useState(shown);
  const [open, setOpen] = useState(false);
  const [lookup, dispatch] = useReducer(lookupReducer, { keyword: null, answer: null, active: -1 });
  const { keyword, active } = lookup;
  const setActive = (index: number) => dispatch({ type: 'highlight', index });
  const answered = keyword !== null ? lookup.answer : null;
  const loading = keyword !== null && answered === null;
  const failed = answered?.failed ?? false;
  const options = answered?.options ?? [];
  const loader = useRef(loadOptions);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loader.current = loadOptions;
  }, [loadOptions]);

  // The value changed from outside (URL, reset): show it.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }

  // Asks the loader once the typing pauses; the answer is taken only while its keyword is still wanted (lookupReducer).
  useEffect(() => {
    if (keyword === null) return;
    const timer = setTimeout(() => {
      Promise.resolve()
        .then(() => loader.current(keyword))
        .then(
          (found) => dispatch({ type: 'answer', keyword, options: found, failed: false }),
          () => dispatch({ type: 'answer', keyword, options: [], failed: true }),
        );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [keyword, debounceMs]);

  function openWith(k: string) {
    setOpen(true);
    dispatch({ type: 'want', keyword: k });
  }

  function pick(o: SelectOption) {
    setPicked(o);
    setText(o.label);
    setLastShown(o.label);
    setOpen(false);
    dispatch({ type: 'want', keyword: null });
    onChange(o.value, o);
  }

  function clear() {
    setText('');
    setLastShown('');
    setOpen(false);
    dispatch({ type: 'want', keyword: null });
    if (value) onChange('', null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) openWith(value ? '' : text);
        else setActive(Math.min(options.length - 1, active + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) setActive(Math.max(0, active - 1));
        break;
      case 'Enter':
        // Inside a filter form Enter would submit: pick the option instead.
        if (open && active >= 0 && options[active]) {
          e.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const activeId = open && active >= 0 ? `${inputId}-opt-${active}` : undefined;

  return (
    <div
      className={className}
      ref={wrapper}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="form-label small mb-1 d-block">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="position-relative">
        <div className="input-group input-group-sm">
          <input
            id={inputId}
            type="text"
            role="combobox"
            className="form-control form-control-sm"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            disabled={disabled}
            onChange={(e) => {
              setText(e.target.value);
              openWith(e.target.value);
              if (value) {
                setLastShown('');
                onChange('', null);
              }
            }}
            onKeyDown={onKeyDown}
          />
          {clearable && (text || value) && !disabled && (
            <button type="button" className="btn btn-outline-secondary" aria-label={`Clear ${label}`} onClick={clear}>
              ×
            </button>
          )}
        </div>
        {open && (
          <ul id={listId} role="listbox" aria-label={label} className="list-group position-absolute w-100 shadow-sm overflow-auto" style={{ zIndex: 1060, maxHeight: 260, minWidth: 240 }}>
            {loading && <li className="list-group-item small text-muted">Loading…</li>}
            {!loading && failed && <li className="list-group-item small text-danger">Unable to load options.</li>}
            {!loading && !failed && options.length === 0 && keyword !== null && <li className="list-group-item small text-muted">No matches</li>}
            {!loading &&
              options.map((o, i) => (
                <li
                  key={o.value}
                  id={`${inputId}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={`list-group-item list-group-item-action small${i === active ? ' active' : ''}`}
                  style={{ cursor: 'pointer' }}
                  // mousedown keeps focus in the input (no blur-close before the click).
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(o)}
                  onMouseEnter={() => setActive(i)}
                >
                  {o.label}
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}
