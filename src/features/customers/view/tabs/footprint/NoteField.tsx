import { useEffect, useId, useRef } from 'react';
import type { FieldHost } from '../../../../../components/form/useZodForm';
import { Form } from 'react-bootstrap';

/**
 * A multi-line text field bound to a useZodForm, as the kit's TextField is
 * (label, required mark, message under it, data-field for the focus on a
 * refusal): notes run to several lines.
 */
export default function NoteField({ form, name, label, maxLength, focusOnMount = false }: { form: FieldHost; name: string; label: string; maxLength: number; focusOnMount?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // The dialog's only text field: typing can start at once.
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const error = form.errors[name];
  const value = form.values[name];
  return (
    <div className="mb-3">
      <Form.Label htmlFor={id} className="small mb-0">
        {label}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </Form.Label>
      <Form.Control
        ref={ref}
        id={id}
        data-field={name}
        rows={4}
        as="textarea" size="sm" isInvalid={Boolean(error)}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => form.set(name, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={error ? `${id}-error` : undefined}
        maxLength={maxLength}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </div>
  );
}
