import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router-dom';

/** Views of one screen that are routes of their own, as tabs (the active one is the route shown). */
export default function RouteTabs({ label, tabs }: { label: string; tabs: readonly { to: string; label: string; end?: boolean }[] }) {
  return (
    <Nav variant="tabs" className="mb-3" as="nav" aria-label={label}>
      {tabs.map((t) => (
        <Nav.Item key={t.to}>
          <Nav.Link as={NavLink} to={t.to} end={t.end}>
            {t.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
