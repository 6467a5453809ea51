import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Codes } from '../../../contract/codes';
import { completeSignIn, sessionCalls } from '../../state/session';
import { useAppDispatch } from '../../state/hooks';
import AuthCard from './AuthCard';
import { Alert, Spinner } from 'react-bootstrap';

export const CROSS_LOGIN_REDIRECT_MS = 3000;

/** Single sign-on arrival (spec 000 §2.3): banner, then dashboard or sign-in after 3 s. */
export default function CrossLoginPage() {
  const { euid = '', token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'waiting' | 'ok' | 'failed'>('waiting');
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    sessionCalls()
      // Success is 00006 (spec 000 §4).
      .then(({ callEndpoint, singleSignOnEp }) =>
        callEndpoint(singleSignOnEp, { query: { euid, token } }, { noAuthRedirect: true, okCodes: [Codes.SSO_OK, Codes.OK] }),
      )
      .then(async (res) => {
        await completeSignIn(dispatch, res.result);
        setState('ok');
        setTimeout(() => navigate('/dashboard', { replace: true }), CROSS_LOGIN_REDIRECT_MS);
      })
      .catch(() => {
        setState('failed');
        toast.error('Unable to authenticate', { autoClose: 5000 });
        setTimeout(() => navigate('/', { replace: true }), CROSS_LOGIN_REDIRECT_MS);
      });
  }, [dispatch, euid, navigate, token]);

  return (
    <AuthCard title="Single sign-on">
      {state === 'waiting' && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Please wait authenticating...
        </p>
      )}
      {state === 'ok' && (
        <Alert variant="success" transition={false} className="mb-0" role="status">
          Authentication Success.
        </Alert>
      )}
      {state === 'failed' && (
        <Alert variant="danger" transition={false} className="mb-0" role="alert">
          Authentication Failed.
        </Alert>
      )}
    </AuthCard>
  );
}
