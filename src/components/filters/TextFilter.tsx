import { useId } from 'react';
import { Form } from 'react-bootstrap';

/** A labelled text filter of a report or list, in the filter row beside the date fields (same look as DateField). */
export default function TextFilter({ label, value, onChange, placeholder, maxLength = 100, id }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string; maxLength?: number; id?: string }) {
  const autoId = useId();
  return (
    <Form.Group className="col-auto" controlId={id ?? autoId}>
      <Form.Label className="small mb-1 d-block">{label}</Form.Label>
      <Form.Control size="sm" placeholder={placeholder} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
    </Form.Group>
  );
}
