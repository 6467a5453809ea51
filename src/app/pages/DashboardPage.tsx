import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { usePermissionCheck } from '../../components/permissions';
import { buildMenu } from '../menu';
import { routeTable } from '../routeTable';
import DayPanels from '../../features/dashboard/DayPanels';
import { Card, ListGroup } from 'react-bootstrap';

export { prefetchDayPanels as prefetchDashboard } from '../../features/dashboard/DayPanels';

export const GRID_CODE_READY = 'erp:grid-code-ready';

/**
 * The grid code (most screens' largest chunk) loads while the dashboard is read, not after the first grid screen's
 * click: on an ordinary office PC that click waited seconds for it (scripts/bench/browser.ts). It starts once the
 * day's figures are shown, in an idle moment: evaluating it earlier held back the figures themselves.
 */
function loadGridCodeWhileRead(): void {
  if (!import.meta.env.PROD) return;
  // The mark is when it is in (User Timing; the browser bench reads it).
  const load = () => void import('../../components/grid/ServerGrid').then(() => performance.mark(GRID_CODE_READY));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

/** The day's work (approvals waiting, the figures of the user's areas), then links to the areas the user can use. */
export default function DashboardPage() {
  const profile = useAppSelector((s) => s.auth.profileData);
  const canSee = usePermissionCheck();
  const groups = buildMenu(routeTable, canSee);
  return (
    <div className="p-4">
      <h1 className="h4">Welcome, {profile ? `${profile.first_name} ${profile.last_name}` : ''}</h1>
      <DayPanels onShown={loadGridCodeWhileRead} />
      {groups.length === 0 ? (
        <p className="text-muted">Your account has no screens assigned yet. Ask your administrator for access.</p>
      ) : (
        <>
          <p className="text-muted">These are the areas you can use.</p>
          <div className="row g-3">
            {groups.map((g) => (
              <div className="col-md-6 col-xl-4" key={g.group}>
                <Card className="h-100">
                  <Card.Header as="h2" className="h6 fw-semibold mb-0">{g.group}</Card.Header>
                  <ListGroup as="ul" variant="flush">
                    {g.entries.slice(0, 8).map((e) => (
                      <ListGroup.Item as="li" key={e.to}>
                        <Link to={e.to}>{e.label}</Link>
                      </ListGroup.Item>
                    ))}
                    {g.entries.length > 8 && <ListGroup.Item as="li" className="text-muted small">and {g.entries.length - 8} more in the menu</ListGroup.Item>}
                  </ListGroup>
                </Card>
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
