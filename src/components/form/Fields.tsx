import { useId, type ReactNode } from 'react';
import { MAX_DATE, MIN_DATE } from '../../../contract/envelope';
import DateInput from './DateInput';
import type { FieldHost } from './useZodForm';

/**
 * Fields bound to a useZodForm by name: a label a person reads, the message
 * under the field (described by it, marked invalid), `data-field` so a
 * refusal can move focus to it. Read-only screens wrap them in a disabled
 * fieldset.
 */
interface Base {
  form: FieldHost;
  name: string;
  label: string;
  required?: boolean;
  /** Bootstrap column class of the wrapper. */
  col?: string;
  help?: ReactNode;
  disabled?: boolean;
  /** The label is read by screen readers only (a table column already says what the field is). */
  hideLabel?: boolean;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function Frame({ id, label, required, error, help, col, hideLabel, children }: { id: string; label: string; required?: boolean; error?: string; help?: ReactNode; col?: string; hideLabel?: boolean; children: ReactNode }) {
  return (
    <div className={col ?? 'col-md-4'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label small mb-0'}>
        {label}
        {required && <span className="text-danger" aria-hidden="true"> *</span>}
      </label>
      {children}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, help?: ReactNode) => [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;

/**
 * What every field's control carries of its state: the label's id, its name (where the server's 00001 message for
 * it lands), Bootstrap's small control with its invalid look, and the invalid / required / message-and-help
 * announcements.
 */
function controlProps(id: string, name: string, kind: 'form-control' | 'form-select', { error, help, required }: { error?: string; help?: ReactNode; required?: boolean }) {
  return {
    id,
    'data-field': name,
    className: `${kind} ${kind}-sm${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, error, help),
  };
}

/** A text input (dates are DateFormField's). */
export function TextField({
  form,
  name,
  label,
  required,
  col,
  help,
  disabled,
  type = 'text',
  maxLength,
  placeholder,
  list,
  action,
}: Base & {
  /** Dates are DateFormField's (the one date field), never the browser's own input. */
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  placeholder?: string;
  list?: string;
  /** A button beside the input that acts on what was typed (Find); Enter in the input presses it. */
  action?: { label: string; onClick: () => void };
}) {
  const id = useId();
  const error = form.errors[name];
  const input = (
    <input
      {...controlProps(id, name, 'form-control', { error, help, required })}
      type={type}
      value={str(form.values[name])}
      onChange={(e) => form.set(name, e.target.value)}
      onKeyDown={
        action
          ? (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              action.onClick();
            }
          : undefined
      }
      disabled={disabled}
      maxLength={maxLength}
      placeholder={placeholder}
      list={list}
    />
  );
  return (
    <Frame id={id} label={label} required={required} error={error} help={help} col={col}>
      {action ? (
        <div className="input-group input-group-sm">
          {input}
          <button type="button" className="btn btn-outline-secondary" onClick={action.onClick} disabled={disabled}>
            {action.label}
          </button>
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

/** The product's one date field (react-datepicker, typed or picked as YYYY-MM-DD, never the browser's own format). */
export function DateFormField({ form, name, label, required, col, help, disabled }: Base) {
  const id = useId();
  const error = form.errors[name];
  return (
    <Frame id={id} label={label} required={required} error={error} help={help} col={col}>
      <DateInput
        {...controlProps(id, name, 'form-control', { error, help, required })}
        value={str(form.values[name])}
        onValue={(v) => form.set(name, v)}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={disabled}
      />
    </Frame>
  );
}

/** Text of several lines (a reason, remarks). */
export function TextAreaField({ form, name, label, required, col, help, disabled, rows = 3, maxLength }: Base & { rows?: number; maxLength?: number }) {
  const id = useId();
  const error = form.errors[name];
  return (
    <Frame id={id} label={label} required={required} error={error} help={help} col={col}>
      <textarea
        {...controlProps(id, name, 'form-control', { error, help, required })}
        rows={rows}
        value={str(form.values[name])}
        onChange={(e) => form.set(name, e.target.value)}
        disabled={disabled}
        maxLength={maxLength}
      />
    </Frame>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField({ form, name, label, required, col, help, disabled, hideLabel, options, onChange, placeholder = 'Select…' }: Base & { options: readonly Option[]; onChange?: (value: string) => void; placeholder?: string }) {
  const id = useId();
  const error = form.errors[name];
  return (
    <Frame id={id} label={label} required={required} error={error} help={help} col={col} hideLabel={hideLabel}>
      <select
        {...controlProps(id, name, 'form-select', { error, help, required })}
        value={str(form.values[name])}
        onChange={(e) => (onChange ? onChange(e.target.value) : form.set(name, e.target.value))}
        disabled={disabled}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A 1/0 checkbox (the spec's flags). */
export function CheckField({ form, name, label, col, disabled, onChange }: Omit<Base, 'required' | 'help'> & { onChange?: (checked: boolean) => void }) {
  const id = useId();
  const error = form.errors[name];
  return (
    <div className={col ?? 'col-md-4'}>
      <div className="form-check mt-2">
        <input
          id={id}
          data-field={name}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          checked={Number(form.values[name]) === 1}
          onChange={(e) => (onChange ? onChange(e.target.checked) : form.set(name, e.target.checked ? 1 : 0))}
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** A list of choices as checkboxes (tagged/owned collections, agreed charges, delivery days). */
export function ChoiceList({ form, name, label, options, col, disabled }: Omit<Base, 'required' | 'help'> & { options: readonly Option[] }) {
  const id = useId();
  const error = form.errors[name];
  const chosen = (form.values[name] as (string | number)[] | undefined) ?? [];
  const toggle = (v: string | number, on: boolean) => form.set(name, on ? [...chosen, v] : chosen.filter((x) => x !== v));
  return (
    <fieldset className={col ?? 'col-md-4'} data-field={name} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label small mb-0 fs-6">{label}</legend>
      {options.map((o) => (
        <div className="form-check" key={o.value}>
          <input id={`${id}-${o.value}`} type="checkbox" className="form-check-input" checked={chosen.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} disabled={disabled} />
          <label className="form-check-label" htmlFor={`${id}-${o.value}`}>
            {o.label}
          </label>
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
