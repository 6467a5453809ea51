import { useState, type FormEvent } from 'react';
import { Codes } from '../../../contract/codes';
import { gateStatusEp, gateVerifyEp } from '../../../contract/session';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import Modal from '../Modal';

/**
 * The production gate's modal (spec 000 §2.4), loaded only on a host with
 * the gate (ProductionGate.tsx): "Authentication Required" until the server
 * has set its gate cookie. The status is read through the cache; the routes
 * are public, so no answer of theirs sends the browser to sign in.
 */
export default function GateCurtain() {
  const status = useRead(gateStatusEp);
  const verify = useWrite(gateVerifyEp, { noAuthRedirect: true });
  const [passed, setPassed] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const busy = verify.isLoading;
  // Fail closed: a failed status read keeps the curtain up. While the status loads, the app shows.
  const required = !passed && (status.isError || status.data?.required === true);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError('');
    try {
      await verify.run({ body: { username, password } });
      // The cookie is set now: the cached status (gate required) is not asked again.
      setPassed(true);
    } catch (err) {
      const e = toApiError(err);
      // Wrong entry: the fixed text of the spec. Anything else (too many attempts, network): the server's words.
      setError(e.code === Codes.INVALID_CREDENTIALS ? 'Incorrect Credentials.' : e.messages.join('\n') || 'Error occured. Please try again later.');
      setPassword('');
    }
  }

  if (!required) return null;
  return (
    // No onClose: the gate cannot be dismissed, only passed.
    <Modal title="Authentication Required" centered>
      <form onSubmit={submit}>
        <div className="modal-body">
          {error && (
            <div className="alert alert-danger py-2" role="alert">
              {error}
            </div>
          )}
          <label htmlFor="gate-username" className="form-label">
            Username
          </label>
          <input id="gate-username" autoComplete="username" className="form-control mb-3" value={username} onChange={(e) => setUsername(e.target.value)} />
          <label htmlFor="gate-password" className="form-label">
            Password
          </label>
          <input id="gate-password" type="password" autoComplete="current-password" className="form-control" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <div className="modal-footer">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Submit
          </button>
        </div>
      </form>
    </Modal>
  );
}
