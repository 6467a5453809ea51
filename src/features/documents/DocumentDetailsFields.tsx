import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { DocumentDetailsInput } from '../../../contract/documents';
import { Form } from 'react-bootstrap';

/** What a person says about a document, as labelled on the upload form and the preview page. */
export const DETAIL_FIELDS: { key: keyof DocumentDetailsInput; label: string; textarea?: boolean }[] = [
  { key: 'file_name', label: 'File Name' },
  { key: 'file_source', label: 'Source' },
  { key: 'physical_filing', label: 'Physical Filing' },
  { key: 'physically_received_by', label: 'Received By' },
  { key: 'last_released_to', label: 'Released To' },
  { key: 'latest_activity', label: 'Latest Activity', textarea: true },
];

interface Props {
  idPrefix: string;
  register: UseFormRegister<DocumentDetailsInput>;
  errors: FieldErrors<DocumentDetailsInput>;
  readOnly?: boolean;
}

/** The six detail fields with their labels and their messages (browser or server) under them. */
export default function DocumentDetailsFields({ idPrefix, register, errors, readOnly }: Props) {
  return (
    <>
      {DETAIL_FIELDS.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        const error = errors[f.key]?.message;
        const common = {
          id,
          readOnly,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': true,
          className: `form-control${error ? ' is-invalid' : ''}`,
          ...register(f.key),
        };
        return (
          <div className="mb-2" key={f.key}>
            <Form.Label className="small mb-0" htmlFor={id}>
              {f.label}
            </Form.Label>
            {f.textarea ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
            {error && (
              <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
                {error}
              </Form.Control.Feedback>
            )}
          </div>
        );
      })}
    </>
  );
}
