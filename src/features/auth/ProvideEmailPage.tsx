import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toApiError } from '../../api/ApiError';
import { sessionCalls } from '../../state/session';
import FormError from '../../components/FormError';
import AuthCard from './AuthCard';
import { Alert, Button, Form } from 'react-bootstrap';

/** Forgot password: asks for the e-mail the reset link goes to. */
export default function ProvideEmailPage() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      const { callEndpoint, forgotPasswordEp } = await sessionCalls();
      const res = await callEndpoint(forgotPasswordEp, { body: { email } }, { noAuthRedirect: true });
      setDone(res.result);
    } catch (err) {
      setError(toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot Password">
      {done ? (
        <Alert variant="success" transition={false} role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormError message={error} />
          <div className="mb-3">
            <Form.Label htmlFor="email">
              Email
            </Form.Label>
            <Form.Control id="email" type="email"  autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <Button type="submit" className="w-100" disabled={busy || !email}>
            Send Reset Link
          </Button>
        </form>
      )}
      <p className="mt-3 mb-0 small">
        <Link to="/">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
