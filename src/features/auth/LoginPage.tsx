import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Codes } from '../../../contract/codes';
import { toApiError } from '../../api/ApiError';
import { completeSignIn, preloadSessionCalls, sessionCalls } from '../../state/session';
import { useAppDispatch, type AppDispatch } from '../../state/hooks';
import FormError from '../../components/FormError';
import AuthCard from './AuthCard';
// Most users never need it: load the one-time-password dialog on demand.
const OtpDialog = lazy(() => import('./OtpDialog'));

interface LoginPageProps {
  /** Called as the user types: the app loads what the first screen after sign-in needs meanwhile. */
  onTyping?: () => void;
  /** Called once the session exists, before the first screen: the app starts that screen's reads. */
  onSignedIn?: (dispatch: AppDispatch) => void;
}

/** Sign-in (spec 000 §2.2, §4): 00011 shows the server's text, any other failure "Invalid Credentials". */
export default function LoginPage({ onTyping, onSignedIn }: LoginPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [otpOpen, setOtpOpen] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      const { callEndpoint, loginEp } = await sessionCalls();
      const res = await callEndpoint(loginEp, { body: { username, password } }, { noAuthRedirect: true });
      if (!res.result?.user) {
        setOtpOpen(true);
        setBusy(false);
        return;
      }
      await completeSignIn(dispatch, res.result);
      // A first password is changed before anything else is read.
      if (res.result.must_change_password !== true) onSignedIn?.(dispatch);
      navigate('/dashboard');
    } catch (err) {
      const apiErr = toApiError(err);
      // 00011 (account state) and 00009 (too many attempts) carry text the user must read.
      const showServerText = apiErr.code === Codes.LOGIN_MESSAGE || apiErr.code === Codes.RATE_LIMITED;
      setError(showServerText ? apiErr.messages.join('\n') : 'Invalid Credentials');
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in">
      {/* The sign-in call (and zod with its declaration) loads as the user types, not with the page. */}
      <form
        onSubmit={submit}
        onInput={() => {
          preloadSessionCalls();
          onTyping?.();
        }}
        noValidate
      >
        <FormError message={error} />
        <Form.Group className="mb-3" controlId="username">
          <Form.Label>Username</Form.Label>
          <Form.Control autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="password">
          <Form.Label>Password</Form.Label>
          <Form.Control type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Form.Group>
        <div className="d-flex justify-content-between align-items-center">
          <Link to="/provide-email">Forgot password</Link>
          <Button type="submit" disabled={busy || !username || !password}>
            {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
            Sign in
          </Button>
        </div>
      </form>
      {otpOpen && (
        <Suspense fallback={null}>
          <OtpDialog username={username} password={password} onClose={() => setOtpOpen(false)} />
        </Suspense>
      )}
    </AuthCard>
  );
}
