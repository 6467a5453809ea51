import { memo, useCallback, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ecosystemDetailEp } from '../../../contract/session';
import { callEndpoint } from '../../api/endpoints';
import { toApiError } from '../../api/ApiError';
import { config } from '../../lib/config';
import { signOut } from '../../state/session';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import ApprovalsBadge from './ApprovalsBadge';
import JobsTray from './JobsTray';
import NotificationBell from './NotificationBell';

/** Where "Go To SO Portal" sends the browser (an object so tests can replace it). */
export const portal = { go: (url: string) => window.location.assign(url) };

/**
 * The header of every authenticated screen (spec 000 §1). Only this shell follows the router (`useNavigate` reads the
 * route's context, which changes with every route change — twice with a route's loader): the bar below takes a
 * stable sign-out step, so a route change does not draw the user menu, the jobs tray and the bell again.
 */
export default function Header() {
  const navigate = useNavigate();
  const toSignIn = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return <HeaderBar onSignedOut={toSignIn} />;
}

const HeaderBar = memo(function HeaderBar({ onSignedOut }: { onSignedOut: () => void }) {
  const profile = useAppSelector((s) => s.auth.profileData);
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [goingToPortal, setGoingToPortal] = useState(false);
  const fullName = profile ? [profile.first_name, profile.last_name].map((p) => p?.trim()).filter(Boolean).join(' ') : '';
  const jobTitle = profile?.job_name?.trim() || 'NO JOB DESC';

  async function goToPortal() {
    setMenuOpen(false);
    if (!profile || goingToPortal) return;
    setGoingToPortal(true);
    try {
      const res = await callEndpoint(ecosystemDetailEp, { params: { user_id: profile.user_id } });
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
      onSignedOut();
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
        <ApprovalsBadge />
        <JobsTray />
        <NotificationBell />
        {/* react-bootstrap's dropdown: Escape, a click elsewhere or Tab out closes it, arrows move between the items. */}
        <Dropdown align="end" show={menuOpen} onToggle={(next) => setMenuOpen(next)}>
          <div className="d-flex flex-column align-items-end">
            <Dropdown.Toggle variant="link" className="text-white text-decoration-none p-0 lh-sm">
              {fullName}
            </Dropdown.Toggle>
            <span className="small erp-on-brand-muted lh-sm">{jobTitle}</span>
          </div>
          {/* Rendered only while open, so its items are not in the page when it is closed. */}
          {menuOpen && (
            <Dropdown.Menu>
              <Dropdown.Item as="button" type="button" disabled={goingToPortal} onClick={goToPortal}>
                Go To SO Portal
              </Dropdown.Item>
              <Dropdown.Item as="button" type="button" onClick={logout}>
                Logout
              </Dropdown.Item>
            </Dropdown.Menu>
          )}
        </Dropdown>
      </div>
    </header>
  );
});
