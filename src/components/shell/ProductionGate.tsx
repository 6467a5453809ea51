import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Codes } from '../../../contract/codes';
import { api } from '../../api/client';
import { toApiError } from '../../api/ApiError';
import { config } from '../../lib/config';
import Modal from '../Modal';

/**
 * Production gate (spec 000 §2.4): "Authentication Required" until the server
 * has set its gate cookie (18000 s). The credentials live on the server only.
 */
export default function ProductionGate({ children }: { children: ReactNode }) {
  const [required, setRequired] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!config.productionGate) return;
    let live = true;
    api
      .get<{ required: boolean }>('/gate/status', undefined, { noAuthRedirect: true })
      .then((r) => live && setRequired(Boolean(r.result?.required)))
      // Fail closed: without an answer the curtain stays down.
      .catch(() => live && setRequired(true));
    return () => {
      live = false;
    };
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await api.post('/gate/verify', { username, password }, { noAuthRedirect: true });
      setRequired(false);
    } catch (err) {
      const e = toApiError(err);
      // Wrong entry: the fixed text of the spec. Anything else (too many attempts, network): the server's words.
      setError(e.code === Codes.INVALID_CREDENTIALS ? 'Incorrect Credentials.' : e.messages.join('\n') || 'Error occured. Please try again later.');
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {children}
      {required && (
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
      )}
    </>
  );
}
