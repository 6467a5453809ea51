import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../api/ApiError';
import { showError, showSuccess } from '../../components/dialogs';
import { sessionCalls } from '../../state/session';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import { Alert, Button } from 'react-bootstrap';

/** Reset password from the e-mailed link (?token=&email=); back to the root route on success. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!token || !email) {
    return (
      <AuthCard title="Reset Password">
        <Alert variant="warning" transition={false} role="alert">
          This reset link is incomplete. Ask for a new one.
        </Alert>
        <Link to="/provide-email">Request a new reset link</Link>
      </AuthCard>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password !== password2) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      const { callEndpoint, resetPasswordEp } = await sessionCalls();
      const res = await callEndpoint(resetPasswordEp, { body: { password, password2, token, email } }, { noAuthRedirect: true });
      await showSuccess('Success', Array.isArray(res.result) ? res.result[1] : 'Your password has been reset.');
      navigate('/');
    } catch (err) {
      const apiErr = toApiError(err);
      await showError('Oops...', apiErr.messages.join('\n') || 'Error occured. Please try again later.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Password">
      <form onSubmit={submit} noValidate>
        <PasswordField id="new-password" label="New Password" value={password} onChange={setPassword} />
        <PasswordField id="confirm-password" label="Confirm Password" value={password2} onChange={setPassword2} error={mismatch ? "Password doesn't match!" : undefined} />
        <Button type="submit" className="w-100" disabled={busy || !password || !password2}>
          Update Password
        </Button>
      </form>
    </AuthCard>
  );
}
