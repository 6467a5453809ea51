import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { usePermissionCheck } from '../components/permissions';
import { focusScreenHeading } from './routeFocus';
import type { RouteHandle } from './routeTypes';

export const APP_NAME = 'ERP Back-Office';

/** "General Ledger | ERP Back-Office"; the app name alone when there is no title. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

function isRouteHandle(h: unknown): h is RouteHandle {
  return typeof h === 'object' && h !== null && typeof (h as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one; "Access denied" when the user lacks its scopes. */
function useDocumentTitle() {
  const matches = useMatches();
  const allowed = usePermissionCheck();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle as RouteHandle | undefined;
  const title = handle && handle.scopes && !allowed(handle.scopes) ? 'Access denied' : handle?.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * Focus to the new screen's heading after a client-side navigation. Not on the
 * first load (nor the redirects of the first load: nothing has been done in the
 * page yet), so the sign-in field keeps its focus; and not when only the query
 * string changes (filters and paging live in the URL).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', mark, true);
    document.addEventListener('keydown', mark, true);
    return () => {
      document.removeEventListener('pointerdown', mark, true);
      document.removeEventListener('keydown', mark, true);
    };
  }, []);
  useEffect(() => {
    if (!interacted.current) return;
    return focusScreenHeading();
  }, [pathname]);
}

/** The root route: document title and focus handling for every screen, public or signed in. */
export default function RootLayout() {
  useDocumentTitle();
  useFocusOnNavigation();
  return <Outlet />;
}
