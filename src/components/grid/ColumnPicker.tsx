import { Dropdown } from 'react-bootstrap';

interface ColumnPickerProps<K extends string> {
  columns: readonly { key: K; header: string }[];
  visible: Record<K, boolean>;
  onChange: (key: K, shown: boolean) => void;
  onReset?: () => void;
  label?: string;
}

/**
 * The Column Header picker of a list (spec 002 §2.1): a checkbox per column;
 * at least one column stays shown. Keyboard: the toggle opens it, arrows or
 * Tab move between the boxes, Space ticks, Escape closes and returns focus.
 */
export default function ColumnPicker<K extends string>({ columns, visible, onChange, onReset, label = 'Column Header' }: ColumnPickerProps<K>) {
  const shown = columns.filter((c) => visible[c.key]).length;
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" size="sm">
        {label}
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-2" style={{ maxHeight: 420, overflowY: 'auto', minWidth: 260 }}>
        <fieldset>
          <legend className="visually-hidden">Columns shown</legend>
          {columns.map((c) => {
            const id = `col-${c.key}`;
            const last = visible[c.key] && shown === 1;
            return (
              <div className="form-check" key={c.key}>
                <input className="form-check-input" type="checkbox" id={id} checked={visible[c.key]} disabled={last} onChange={(e) => onChange(c.key, e.target.checked)} />
                <label className="form-check-label" htmlFor={id}>
                  {c.header}
                </label>
              </div>
            );
          })}
        </fieldset>
        {onReset && (
          <button type="button" className="btn btn-link btn-sm px-0 mt-1" onClick={onReset}>
            Show the default columns
          </button>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
