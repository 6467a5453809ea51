import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toApiError } from '../../api/ApiError';
import { showSuccess } from '../../components/dialogs';
import { useAppSelector } from '../../state/hooks';
import { sessionCalls } from '../../state/session';
import FormError from '../../components/FormError';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';

const ALL_REQUIRED = 'All fields are required!';
const SAME_AS_CURRENT = 'Current Password cannot be the same as new password';
const MISMATCH = "Password doesn't match!";

/**
 * Change password. At /change-password the signed-in user changes their own
 * (current password needed); at /user/:id/change-password an administrator
 * sets another user's, then returns to /user-control (spec 002 §2.5).
 */
export default function ChangePasswordPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const profile = useAppSelector((s) => s.auth.profileData);
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
    if ((!forOther && !current) || !next || !confirm) return setError(ALL_REQUIRED);
    if (!forOther && next === current) return setError(SAME_AS_CURRENT);
    if (next !== confirm) return setError(MISMATCH);
    setError('');
    setBusy(true);
    try {
      const { callEndpoint, changePasswordEp } = await sessionCalls();
      await callEndpoint(changePasswordEp, {
        body: {
          user_id: forOther ? Number(id) : profile!.user_id,
          current_password: forOther ? '' : current,
          new_password: next,
          confirm_new_password: confirm,
        },
      });
      if (forOther) {
        void showSuccess('Success', 'Password successfully changed.', 1000);
        setTimeout(() => navigate('/user-control'), 2000);
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
      {!forOther && <PasswordField id="current-password" label="Current Password" value={current} onChange={setCurrent} autoComplete="current-password" />}
      <PasswordField id="new-password" label="New Password" value={next} onChange={setNext} />
      <PasswordField id="confirm-new-password" label="Confirm New Password" value={confirm} onChange={setConfirm} />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Change Password
        </button>
        {forOther ? (
          <Link to="/user-control" className="btn btn-outline-secondary">
            Cancel
          </Link>
        ) : (
          <Link to="/dashboard" className="btn btn-outline-secondary">
            Back
          </Link>
        )}
      </div>
    </form>
  );

  return forOther ? (
    <div className="p-4">
      <h1 className="h4 mb-3">Change Password</h1>
      {form}
    </div>
  ) : (
    <AuthCard title="Change Password">{form}</AuthCard>
  );
}
