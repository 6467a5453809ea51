import { useId } from 'react';
import { MAX_DATE, MIN_DATE } from '../../../../../../contract/envelope';
import type { FieldHost } from '../../../../../components/form/useZodForm';

/** A date input bound to a useZodForm field (YYYY-MM-DD, as the contract takes it), labelled, with its message under it. */
export default function DateField({ form, name, label, required, help }: { form: FieldHost; name: string; label: string; required?: boolean; help?: string }) {
  const id = useId();
  const error = form.errors[name];
  const described = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="col-md-4">
      <label htmlFor={id} className="form-label small mb-0">
        {label}
        {required && <span className="text-danger" aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        data-field={name}
        type="date"
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        value={String(form.values[name] ?? '')}
        min={MIN_DATE}
        max={MAX_DATE}
        onChange={(e) => form.set(name, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described}
      />
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
