import { useEffect, useId, useRef } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resource } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../dialogs';
import FormModal from '../FormModal';
import { PLEASE_WAIT_SAVING, withProgress } from '../progressToast';
import LookupSelect from './LookupSelect';
import { titleCase } from '../../lib/text';

interface ResourceFormProps {
  res: Resource;
  /** The record being edited; null for a new one. */
  record: Record<string, unknown> | null;
  onClose: () => void;
  /**
   * Values the page fixes (the bank of a bank's branches): sent with the form,
   * not shown in it. Only those the input declares: a list filter the page
   * fixes that is no field of the record (a vendor's category) is not sent.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /** What a new record starts with (the supplier list's new vendor: the supplier category checked). */
  initial?: Readonly<Record<string, unknown>>;
  /** Deactivate or activate the record being edited (shown only then). */
  onToggleActive?: () => void;
}

const blank = (v: unknown) => (v === null || v === undefined ? '' : v);

/**
 * The create/edit form of a resource, in a modal: the declared fields,
 * checked in the browser with the same zod schema the server uses; asks
 * before saving; a refusal's messages land on their fields (the form keeps
 * what the user typed), the others in the form's alert.
 */
export default function ResourceForm({ res, record, onClose, onToggleActive, fixed, initial }: ResourceFormProps) {
  const isNew = record === null;
  const formId = useId();
  const create = useWrite(res.endpoints.create);
  const update = useWrite(res.endpoints.update);
  const start = record ?? initial;
  const inputKeys = Object.keys(res.input.shape);
  const defaults = {
    ...Object.fromEntries(res.fields.map((f) => [f.key, f.kind === 'checkbox' ? Boolean(start?.[f.key]) : blank(start?.[f.key])])),
    ...Object.fromEntries(Object.entries(fixed ?? {}).filter(([k]) => inputKeys.includes(k))),
  };
  const form = useForm<FieldValues>({ resolver: zodResolver(res.input as never) as unknown as Resolver<FieldValues>, defaultValues: defaults, mode: 'onSubmit' });
  const { register, handleSubmit, setError, formState, setFocus, watch, setValue } = form;
  const values = watch();
  // A field whose choices depend on another is cleared when that one changes (a new province clears the city).
  const parents = useRef<Record<string, unknown>>({});
  useEffect(() => {
    for (const f of res.fields) {
      const dep = f.lookup?.dependsOn;
      if (!dep) continue;
      const now = values[dep];
      if (dep in parents.current && parents.current[dep] !== now) setValue(f.key, '');
      parents.current[dep] = now;
    }
  }, [res.fields, values, setValue]);
  const firstField = res.fields[0]?.key;
  useEffect(() => {
    if (firstField) setFocus(firstField);
  }, [firstField, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const question = isNew ? `Are you sure you want to add new ${res.noun}?` : `Are you sure you want to update this ${res.noun}?`;
    if (!(await confirmAction('Are you sure?', question, 'Yes'))) return;
    try {
      await withProgress(PLEASE_WAIT_SAVING, () =>
        isNew ? create.run({ body: values as never }) : update.run({ params: { id: Number(record![res.id]) } as never, body: values as never }),
      );
      onClose();
      await showSuccess('Success', isNew ? `The ${res.noun} was added.` : `The ${res.noun} was updated.`, 1500);
    } catch (err) {
      const e = toApiError(err);
      const onFields = Object.entries(e.fields).filter(([k]) => res.fields.some((f) => f.key === k));
      for (const [k, msgs] of onFields) setError(k as Path<FieldValues>, { type: 'server', message: msgs.join(' ') });
      const rest = e.messages.filter((m) => !onFields.some(([, msgs]) => msgs.includes(m)));
      if (rest.length || !onFields.length) setError('root.server', { type: 'server', message: rest.join('\n') || e.messages.join('\n') });
      if (e.isNetwork || e.status >= 500) await showError('Oops...', 'Error occured. Please try again later.');
    }
  });

  const saving = formState.isSubmitting;
  return (
    <FormModal
      title={isNew ? `Add ${titleCase(res.noun)}` : `Edit ${titleCase(res.noun)} ${String(record![res.label] ?? '')}`}
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel="Save"
      serverError={formState.errors.root?.server?.message}
      extraActions={
        onToggleActive &&
        record && (
          <button type="button" className={`btn ${record[res.active!] ? 'btn-outline-danger' : 'btn-outline-success'} me-auto`} onClick={onToggleActive} disabled={saving}>
            {record[res.active!] ? 'Deactivate' : 'Activate'}
          </button>
        )
      }
    >
      {res.fields.map((f) => {
        const id = `${formId}-${f.key}`;
        const error = formState.errors[f.key]?.message as string | undefined;
        const describedBy = [error ? `${id}-error` : '', f.help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
        const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...register(f.key) };
        return (
          <div className="mb-3" key={f.key}>
            {f.kind === 'checkbox' ? (
              <div className="form-check">
                <input type="checkbox" className="form-check-input" {...common} />
                <label className="form-check-label" htmlFor={id}>
                  {f.label}
                </label>
              </div>
            ) : (
              <>
                <label className="form-label" htmlFor={id}>
                  {f.label}
                </label>
                {f.kind === 'textarea' ? (
                  <textarea className={`form-control${error ? ' is-invalid' : ''}`} rows={3} {...common} />
                ) : f.kind === 'select' && f.lookup ? (
                  <LookupSelect
                    className={`form-select${error ? ' is-invalid' : ''}`}
                    lookup={f.lookup}
                    blankLabel="Select…"
                    parentValue={f.lookup.dependsOn ? values[f.lookup.dependsOn] : undefined}
                    waitsFor={res.fields.find((x) => x.key === f.lookup!.dependsOn)?.label.toLowerCase()}
                    {...common}
                    value={String(values[f.key] ?? '')}
                  />
                ) : f.kind === 'select' ? (
                  <select className={`form-select${error ? ' is-invalid' : ''}`} {...common}>
                    <option value="">Select…</option>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input type={f.kind === 'number' ? 'number' : f.kind === 'date' ? 'date' : 'text'} className={`form-control${error ? ' is-invalid' : ''}`} {...common} />
                )}
              </>
            )}
            {f.help && (
              <div id={`${id}-help`} className="form-text">
                {f.help}
              </div>
            )}
            {error && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </FormModal>
  );
}

