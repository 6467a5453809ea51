import { useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../api/ApiError';

/**
 * The submit of a form checked by its schema (useZodForm): the body or the messages on their fields; then
 * the write, locked while it runs; a refusal's field messages land on the fields, the rest above them.
 * `write` may ask first and simply return when the user says no.
 */
export function useFormSubmit<T>(form: { validate: () => T | null; applyServer: (e: ApiError) => string[] }) {
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const submit = (write: (body: T) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body === null) return;
    setSaving(true);
    setServerError(undefined);
    try {
      await write(body);
    } catch (err) {
      const rest = form.applyServer(toApiError(err));
      if (rest.length) setServerError(rest.join('\n'));
    } finally {
      setSaving(false);
    }
  };
  return { saving, serverError, submit };
}
