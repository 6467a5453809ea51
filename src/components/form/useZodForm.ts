import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ApiError } from '../../api/ApiError';

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** Issue paths as the form names its fields: shipping_addresses.0.city. */
const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * A controlled form checked by the contract's zod schema, the same one the
 * server validates with: `validate()` answers the parsed body or puts every
 * message on its field (and moves focus to the first); a server refusal's
 * field messages land the same way (`applyServer`), and what the user typed
 * stays. Editing a field clears its message.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const rootRef = useRef<HTMLElement | null>(null);

  const focusFirst = (keys: string[]) => {
    requestAnimationFrame(() => {
      const root = rootRef.current ?? document;
      const el = keys.map((k) => root.querySelector<HTMLElement>(`[data-field="${CSS.escape(k)}"]`)).find(Boolean);
      el?.focus();
    });
  };

  const patch = useCallback((next: FormValues) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => {
      const keys = Object.keys(next);
      if (!keys.some((k) => e[k])) return e;
      const rest = { ...e };
      for (const k of keys) delete rest[k];
      return rest;
    });
  }, []);
  const set = useCallback((key: string, value: unknown) => patch({ [key]: value }), [patch]);

  /** Checks the values: the parsed body, or the refused fields in form order (their messages are shown). */
  function check(): { ok: true; data: z.output<S> } | { ok: false; fields: string[] } {
    const r = schema.safeParse(values);
    if (r.success) {
      setErrors({});
      return { ok: true, data: r.data };
    }
    const next: FieldErrors = {};
    for (const issue of r.error.issues) {
      const k = keyOf(issue.path);
      if (!next[k]) next[k] = issue.message;
    }
    setErrors(next);
    focusFirst(Object.keys(next));
    return { ok: false, fields: Object.keys(next) };
  }

  /** The parsed body, or null with the messages on their fields. */
  function validate(): z.output<S> | null {
    const r = check();
    return r.ok ? r.data : null;
  }

  /** Puts a refusal's field messages on their fields; answers the messages that belong to no field. */
  function applyServer(e: ApiError): string[] {
    const onFields: FieldErrors = {};
    for (const [k, msgs] of Object.entries(e.fields)) onFields[k] = msgs.join(' ');
    setErrors(onFields);
    focusFirst(Object.keys(onFields));
    const placed = new Set(Object.values(e.fields).flat());
    return e.messages.filter((m) => !placed.has(m));
  }

  return { values, errors, set, patch, check, validate, applyServer, reset: setValues, setErrors, rootRef };
}

export type ZodForm = ReturnType<typeof useZodForm>;

/** What the fields need of a form: its values, its messages, a setter. */
export interface FieldHost {
  values: FormValues;
  errors: FieldErrors;
  set: (key: string, value: unknown) => void;
  /** Several fields at once (a cascade that clears the fields below it). */
  patch: (next: FormValues) => void;
}

/**
 * One item of a list field as a form of its own (the fields of shipping
 * address 2): values, messages under "list.2.", a setter that replaces
 * the item in the list.
 */
export function itemHost(form: FieldHost, list: string, index: number): FieldHost {
  const items = (form.values[list] as FormValues[] | undefined) ?? [];
  const prefix = `${list}.${index}.`;
  const errors = Object.fromEntries(Object.entries(form.errors).filter(([k]) => k.startsWith(prefix)).map(([k, m]) => [k.slice(prefix.length), m]));
  const patch = (next: FormValues) => form.set(list, items.map((item, i) => (i === index ? { ...item, ...next } : item)));
  return { values: items[index] ?? {}, errors, patch, set: (key, value) => patch({ [key]: value }) };
}
