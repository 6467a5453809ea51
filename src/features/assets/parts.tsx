import { useId, type ReactNode } from 'react';
import { assetOptionsEp, type EntryLine, type Option } from '../../../contract/assets';
import type { ApiError } from '../../api/ApiError';
import { useRead } from '../../api/kitApi';
import EntryLinesTable from '../../components/EntryLinesTable';
import { Form } from 'react-bootstrap';

/** The paths of the asset screens. */
export const FA = '/finance-and-accounting';
export const AM = `${FA}/asset-management`;

/** The form lookups (categories, cost centers, custodians, suppliers, accounts), read once and cached. */
export function useAssetOptions() {
  return useRead(assetOptionsEp);
}

/** A refused write as the form shows it: the messages on top, each field's under it. */
export interface FormProblem {
  message: string;
  fields: Record<string, string[]>;
}
export const problemOf = (e: unknown): FormProblem => {
  const err = e as ApiError;
  return { message: (err.messages ?? []).join('\n') || 'Error occured. Please try again later.', fields: err.fields ?? {} };
};

/** A labelled field with its server message (linked by aria-describedby). */
export function Field({ label, error, required, children, className = 'col-md-4' }: { label: string; error?: string[]; required?: boolean; className?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const errId = `${id}-error`;
  return (
    <div className={className}>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
        {required && <span aria-hidden="true" className="text-danger"> *</span>}
      </Form.Label>
      {children(id, error?.length ? errId : undefined)}
      {error?.length ? (
        <Form.Control.Feedback type="invalid" id={errId} className="d-block">
          {error.join(' ')}
        </Form.Control.Feedback>
      ) : null}
    </div>
  );
}

/** A select over options with an empty first choice. */
export function OptionSelect({ id, value, options, onChange, empty = 'Choose…', describedBy, invalid }: { id: string; value: string; options: Option[] | undefined; onChange: (v: string) => void; empty?: string; describedBy?: string; invalid?: boolean }) {
  return (
    <Form.Select id={id} size="sm" isInvalid={Boolean(invalid)} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
      <option value="">{empty}</option>
      {(options ?? []).map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}

/** The journal entry a run or a disposal posts (or would post). */
export function EntryTable({ lines, label }: { lines: EntryLine[]; label: string }) {
  return <EntryLinesTable lines={lines} caption={label} region />;
}

/** The current month as YYYY-MM (Manila). */
export const thisMonth = (today: string) => today.slice(0, 7);
