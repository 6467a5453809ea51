import { useNavigate } from 'react-router-dom';
import { signOut } from '../../state/session';
import { useAppDispatch } from '../../state/hooks';
import AuthCard from './AuthCard';
import { Button } from 'react-bootstrap';

/** Landing for HTTP 401/403 (spec 000 §2.1). */
export default function UnauthenticatedPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  async function again() {
    await signOut(dispatch);
    navigate('/', { replace: true });
  }
  return (
    <AuthCard title="Authentication required">
      <p>Your session has ended, or you tried to open something your account may not use.</p>
      <Button onClick={again}>
        Sign in again
      </Button>
    </AuthCard>
  );
}
