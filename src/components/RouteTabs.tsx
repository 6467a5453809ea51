import type { ReactNode } from 'react';
import { Nav } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';

export interface RouteTab {
  to: string;
  label: ReactNode;
  /** NavLink's `end`: active only on exactly this path. */
  end?: boolean;
  /** What `current` names this tab by (default: its `to`). */
  key?: string;
  onClick?: () => void;
}

interface RouteTabsProps {
  label: string;
  tabs: readonly RouteTab[];
  current?: string;
  className?: string;
  /** Pills for a short choice beside a heading; tabs (the default) above what they switch. */
  variant?: 'tabs' | 'pills';
  /** A way out of these views (back to the list they came from), drawn at the row's far end, never active. */
  aside?: { to: string; label: ReactNode };
}

/**
 * Views of one screen that are routes of their own, as tabs. The active one is the route shown, or, with `current`,
 * the tab of that key (a screen whose bare path shows one of its tabs, or whose tab is a query parameter).
 */
export default function RouteTabs({ label, tabs, current, className = 'mb-3', variant = 'tabs', aside }: RouteTabsProps) {
  return (
    <Nav variant={variant} className={className} as="nav" aria-label={label}>
      {tabs.map((t) => {
        const key = t.key ?? t.to;
        if (current === undefined)
          return (
            <Nav.Item key={key}>
              <Nav.Link as={NavLink} to={t.to} end={t.end} onClick={t.onClick}>
                {t.label}
              </Nav.Link>
            </Nav.Item>
          );
        const active = key === current;
        return (
          <Nav.Item key={key}>
            <Nav.Link as={Link} to={t.to} active={active} aria-current={active ? 'page' : undefined} onClick={t.onClick}>
              {t.label}
            </Nav.Link>
          </Nav.Item>
        );
      })}
      {aside && (
        <Nav.Item className="ms-auto">
          <Nav.Link as={Link} to={aside.to}>
            {aside.label}
          </Nav.Link>
        </Nav.Item>
      )}
    </Nav>
  );
}
