import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** A labelled choice among fixed options in a report's or list's filter row (same look as DateField). */
export default function SelectFilter({ label, value, onChange, options, id }: { label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[]; id?: string }) {
  const autoId = useId();
  return (
    <Form.Group className="col-auto" controlId={id ?? autoId}>
      <Form.Label className="small mb-1 d-block">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
