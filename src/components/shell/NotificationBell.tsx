import { useState, type UIEvent } from 'react';
import { useAppSelector } from '../../state/hooks';
import { useNotifications } from './useNotifications';

const when = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : when.format(d);
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

  return (
    <div className="position-relative">
      <button type="button" className="btn btn-link text-white position-relative" aria-label="Notifications" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">🔔</span>
        {total > 0 && (
          <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger" data-testid="notification-count">
            {total}
          </span>
        )}
      </button>
      {open && (
        <div
          role="region"
          aria-label="Notification list"
          className="position-absolute end-0 mt-1 bg-white border rounded shadow text-body"
          style={{ width: 360, maxHeight: 400, overflowY: 'auto', zIndex: 1050 }}
          onScroll={onScroll}
        >
          {items.length === 0 && !loading && <p className="p-3 mb-0 text-muted">No Notification</p>}
          <ul className="list-group list-group-flush">
            {items.map((n) => (
              <li key={n.id} className="list-group-item small">
                <div>{n.description}</div>
                <div className="text-muted">{formatTime(n.created_at)}</div>
              </li>
            ))}
          </ul>
          {loading && (
            <div className="p-2 text-center text-muted small" role="status">
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> Loading…
            </div>
          )}
        </div>
      )}
    </div>
  );
}
