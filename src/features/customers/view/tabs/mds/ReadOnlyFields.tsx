import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** Labelled read-only fields in a grid (§5: attached MD detail fields are read-only). */
export default function ReadOnlyFields({ fields }: { fields: readonly { label: string; value: string | null }[] }) {
  const id = useId();
  return (
    <div className="row g-2">
      {fields.map((f, i) => (
        <div key={f.label} className="col-md-4">
          <Form.Label htmlFor={`${id}-${i}`} className="small mb-0">
            {f.label}
          </Form.Label>
          <Form.Control id={`${id}-${i}`} size="sm" value={f.value ?? ''} placeholder="—" readOnly />
        </div>
      ))}
    </div>
  );
}
