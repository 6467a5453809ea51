import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { api } from '../../api/client';
import { toApiError } from '../../api/ApiError';
import { config } from '../../lib/config';
import { signOut } from '../../state/session';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import NotificationBell from './NotificationBell';

/** Where "Go To SO Portal" sends the browser (an object so tests can replace it). */
export const portal = { go: (url: string) => window.location.assign(url) };

/** The header of every authenticated screen (spec 000 §1). */
export default function Header() {
  const profile = useAppSelector((s) => s.auth.profileData);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [goingToPortal, setGoingToPortal] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const fullName = profile ? [profile.first_name, profile.last_name].map((p) => p?.trim()).filter(Boolean).join(' ') : '';
  const jobTitle = profile?.job_name?.trim() || 'NO JOB DESC';

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    const onClick = (e: MouseEvent) => !menuRef.current?.contains(e.target as Node) && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onClick);
    };
  }, [menuOpen]);

  async function goToPortal() {
    setMenuOpen(false);
    if (!profile || goingToPortal) return;
    setGoingToPortal(true);
    try {
      const res = await api.get<string>(`/ecosystem_detail/${profile.user_id}`);
      if (typeof res.result !== 'string' || !res.result) throw new Error('The SO portal address is missing.');
      portal.go(res.result);
    } catch (err) {
      toast.error(toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    } finally {
      setGoingToPortal(false);
    }
  }

  async function logout() {
    setMenuOpen(false);
    try {
      await signOut(dispatch);
    } finally {
      navigate('/', { replace: true });
    }
  }

  return (
    <header className="navbar navbar-dark px-3" style={{ background: 'var(--erp-brand)' }}>
      <div className="d-flex align-items-center gap-3">
        <Link to="/dashboard" className="text-white fs-5 text-decoration-none" aria-label="Home">
          ⌂
        </Link>
        <span className="navbar-brand mb-0 h1">ERP Back-Office</span>
      </div>
      <div className="d-flex align-items-center gap-2">
        <a href={config.helpUrl} className="text-white small">
          Help
        </a>
        <NotificationBell />
        <div className="position-relative" ref={menuRef}>
          <div className="d-flex flex-column align-items-end">
            <button
              type="button"
              className="btn btn-link text-white text-decoration-none p-0 lh-sm dropdown-toggle"
              aria-haspopup="true"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {fullName}
            </button>
            <span className="small text-white-50 lh-sm">{jobTitle}</span>
          </div>
          {menuOpen && (
            <div id={menuId} className="dropdown-menu dropdown-menu-end show position-absolute end-0">
              <button type="button" className="dropdown-item" disabled={goingToPortal} onClick={goToPortal}>
                Go To SO Portal
              </button>
              <button type="button" className="dropdown-item" onClick={logout}>
                Logout
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
