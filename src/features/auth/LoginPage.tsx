import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Codes } from '../../../contract/codes';
import { toApiError } from '../../api/ApiError';
import { completeSignIn, preloadSessionCalls, sessionCalls } from '../../state/session';
import { useAppDispatch } from '../../state/hooks';
import FormError from '../../components/FormError';
import AuthCard from './AuthCard';
// Most users never need it: load the one-time-password dialog on demand.
const OtpDialog = lazy(() => import('./OtpDialog'));

/** Sign-in (spec 000 §2.2, §4): 00011 shows the server's text, any other failure "Invalid Credentials". */
export default function LoginPage() {
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
      <form onSubmit={submit} onInput={preloadSessionCalls} noValidate>
        <FormError message={error} />
        <div className="mb-3">
          <label htmlFor="username" className="form-label">
            Username
          </label>
          <input id="username" className="form-control" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className="mb-3">
          <label htmlFor="password" className="form-label">
            Password
          </label>
          <input id="password" type="password" className="form-control" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="d-flex justify-content-between align-items-center">
          <Link to="/provide-email">Forgot password</Link>
          <button type="submit" className="btn btn-primary" disabled={busy || !username || !password}>
            {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Sign in
          </button>
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
