import { useState, type UIEvent } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useAppSelector } from '../../state/hooks';
import { useNotifications } from './useNotifications';

// Business time is Manila's whatever the browser's zone (spec 000 §1).
const day = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', hour: 'numeric', minute: '2-digit' });

/** "Nov 22, 2026 3:14 PM" in Manila; unparseable text is shown as sent. */
export function formatNotificationTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // Newer ICU puts a narrow no-break space before AM/PM; plain spaces read (and search) the same everywhere.
  return `${day.format(d)} ${clock.format(d)}`.replace(/\s/g, ' ');
}

/** The bell: total as a badge, a list that appends the next page at the bottom (spec 000 §2.7). */
export default function NotificationBell() {
  const employeeNo = useAppSelector((s) => s.auth.profileData?.employee_no);
  const { items, total, loading, hasMore, loadMore } = useNotifications(employeeNo);
  const [open, setOpen] = useState(false);

  function onScroll(e: UIEvent<HTMLDivElement>) {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 4 && hasMore && !loading) void loadMore();
  }

  // Like the user menu, a react-bootstrap dropdown: Escape or a click elsewhere closes the list.
  return (
    <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)}>
      <Dropdown.Toggle variant="link" className="text-white position-relative erp-no-caret">
        {/* Named by its content ("Notifications 3"), so the count on the badge is part of the name people hear and say. */}
        <span aria-hidden="true">🔔</span>
        <span className="visually-hidden">Notifications</span>
        {total > 0 && (
          <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" data-testid="notification-count">
            {total}
          </span>
        )}
      </Dropdown.Toggle>
      {/* Rendered only while open: the list is not in the page when it is closed. */}
      {open && (
        <Dropdown.Menu className="p-0 shadow overflow-hidden">
          <div role="region" aria-label="Notification list" className="text-body" style={{ width: 360, maxHeight: 400, overflowY: 'auto' }} onScroll={onScroll}>
            {items.length === 0 && !loading && <p className="p-3 mb-0 text-muted">No Notification</p>}
            <ul className="list-group list-group-flush">
              {items.map((n) => (
                <li key={n.id} className="list-group-item small">
                  <div>{n.description}</div>
                  <div className="text-muted">{formatNotificationTime(n.created_at)}</div>
                </li>
              ))}
            </ul>
            {loading && (
              <div className="p-2 text-center text-muted small" role="status">
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> Loading…
              </div>
            )}
          </div>
        </Dropdown.Menu>
      )}
    </Dropdown>
  );
}
