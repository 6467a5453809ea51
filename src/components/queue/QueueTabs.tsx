import { Nav } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { WorkflowTab } from '../../../contract/kit';
import { usePermissionCheck } from '../permissions';

/**
 * The tabs of a queue the user may see (each behind its view scope), as links
 * to their routes: a path per tab or a `?tab=` query. The active tab is the
 * one shown, whatever the link's form (a path match alone would mark every
 * `?tab=` link active).
 */
export default function QueueTabs({ tabs, active, routeOf, label }: { tabs: readonly Pick<WorkflowTab, 'key' | 'label' | 'scope'>[]; active: string; routeOf: (tab: string) => string; label: string }) {
  const allowed = usePermissionCheck();
  return (
    <Nav variant="tabs" className="mb-3" activeKey={active} as="nav" aria-label={label}>
      {tabs
        .filter((t) => allowed([t.scope]))
        .map((t) => (
          <Nav.Item key={t.key}>
            <Nav.Link as={Link} to={routeOf(t.key)} eventKey={t.key} active={t.key === active} aria-current={t.key === active ? 'page' : undefined}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        ))}
    </Nav>
  );
}
