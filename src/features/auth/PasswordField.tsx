import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  /** The id of a hint under the field (e.g. the password rules). */
  describedBy?: string;
}

/** A password input with a show/hide toggle. */
export default function PasswordField({ id, label, value, onChange, error, autoComplete = 'new-password', describedBy }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-3">
      <Form.Label htmlFor={id}>
        {label}
      </Form.Label>
      <InputGroup className="has-validation">
        <Form.Control
          id={id}
          type={shown ? 'text' : 'password'}
          isInvalid={Boolean(error)}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={[error ? `${id}-error` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        />
        <Button variant="outline-secondary" aria-label={`${shown ? 'Hide' : 'Show'} ${label}`} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </InputGroup>
    </div>
  );
}
