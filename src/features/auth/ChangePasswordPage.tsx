import { Alert, Button, Form, Stack } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toApiError } from '../../api/ApiError';
import { showSuccess } from '../../components/dialogs';
import { passwordProblems, PASSWORD_RULES } from '../../../contract/passwordPolicy';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { completePasswordChange, sessionCalls, signOut } from '../../state/session';
import FormError from '../../components/FormError';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';

const ALL_REQUIRED = 'All fields are required!';
const SAME_AS_CURRENT = 'Current Password cannot be the same as new password';
const MISMATCH = "Password doesn't match!";

/**
 * Change password. At /change-password the signed-in user changes their own;
 * at /user/:id/change-password an administrator sets another user's, then
 * returns to /user-control (spec 002 §2.5). Both ask all three fields (§5): the
 * current password is the administrator's own when it is another user's.
 * A user whose password an administrator set lands here after signing in and
 * goes on to the dashboard once it is changed. The policy's rules are shown
 * and the ones a browser can check (length, username) are checked here too.
 */
export default function ChangePasswordPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useAppSelector((s) => s.auth.profileData);
  const firstPassword = useAppSelector((s) => s.auth.mustChangePassword === true) && id === undefined;
  const forOther = id !== undefined;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!profile) {
    return (
      <AuthCard title="Change Password">
        <p>Sign in first to change your password.</p>
        <Link to="/">Sign in</Link>
      </AuthCard>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Spec 002 §5 and §8 (local messages, shown on the form): every field required, new differs from current, new and confirm match.
    if (!current || !next || !confirm) return setError(ALL_REQUIRED);
    if (next === current) return setError(SAME_AS_CURRENT);
    if (next !== confirm) return setError(MISMATCH);
    // Another user's name is not known here: the server checks that one.
    const problems = passwordProblems(next, forOther ? null : profile!.username);
    if (problems.length) return setError(problems.join('\n'));
    setError('');
    setBusy(true);
    try {
      const { callEndpoint, changePasswordEp } = await sessionCalls();
      await callEndpoint(changePasswordEp, {
        body: {
          user_id: forOther ? Number(id) : profile!.user_id,
          current_password: current,
          new_password: next,
          confirm_new_password: confirm,
        },
      });
      if (forOther) {
        void showSuccess('Success', 'Password successfully changed.', 1000);
        setTimeout(() => navigate('/user-control'), 2000);
      } else if (firstPassword) {
        await completePasswordChange(dispatch);
        await showSuccess('Success', 'Password successfully changed.', 1000);
        navigate('/dashboard', { replace: true });
      } else {
        setCurrent('');
        setNext('');
        setConfirm('');
        await showSuccess('Success', 'Password successfully changed.');
      }
    } catch (err) {
      setError(toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    } finally {
      setBusy(false);
    }
  }

  const form = (
    <form onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
      <FormError message={error} />
      {/* All three fields, for one's own password and another user's (002 §5); for another user it is the administrator's own. */}
      <PasswordField id="current-password" label="Current Password" value={current} onChange={setCurrent} autoComplete="current-password" describedBy={forOther ? 'current-password-whose' : undefined} />
      {forOther && (
        <Form.Text as="p" id="current-password-whose">
          Your own password: it confirms that you are the one setting this user&apos;s password.
        </Form.Text>
      )}
      <PasswordField id="new-password" label="New Password" value={next} onChange={setNext} describedBy="password-rules" />
      <ul id="password-rules" className="small text-muted mt-n2 mb-3" aria-label="Password rules">
        {PASSWORD_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <PasswordField id="confirm-new-password" label="Confirm New Password" value={confirm} onChange={setConfirm} />
      <Stack direction="horizontal" gap={2}>
        <Button type="submit" variant="primary" disabled={busy}>
          Change Password
        </Button>
        {forOther ? (
          <LinkButton to="/user-control">Cancel</LinkButton>
        ) : firstPassword ? (
          <Button variant="outline-secondary" onClick={() => void signOut(dispatch).then(() => navigate('/'))}>
            Sign out
          </Button>
        ) : (
          <LinkButton to="/dashboard">Back</LinkButton>
        )}
      </Stack>
    </form>
  );

  return forOther ? (
    <div className="p-4">
      <h1 className="h4 mb-3">Change Password</h1>
      {form}
    </div>
  ) : (
    <AuthCard title="Change Password">
      {firstPassword && (
        <Alert variant="info" role="status">
          Your password was set by an administrator. Choose a new one to continue.
        </Alert>
      )}
      {form}
    </AuthCard>
  );
}
