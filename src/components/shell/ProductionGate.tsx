import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../../api/client';
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

  useEffect(() => {
    if (!config.productionGate) return;
    api
      .get<{ required: boolean }>('/gate/status', undefined, { noAuthRedirect: true })
      .then((r) => setRequired(r.result.required))
      .catch(() => setRequired(true));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await api.post('/gate/verify', { username, password }, { noAuthRedirect: true });
      setRequired(false);
    } catch {
      setError('Incorrect Credentials.');
      setPassword('');
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
              <input id="gate-username" className="form-control mb-3" value={username} onChange={(e) => setUsername(e.target.value)} />
              <label htmlFor="gate-password" className="form-label">
                Password
              </label>
              <input id="gate-password" type="password" className="form-control" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="modal-footer">
              <button type="submit" className="btn btn-primary">
                Submit
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
