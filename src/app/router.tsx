import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import RouteFallback from '../components/RouteFallback';
import { RedirectIfAuthed, RequireAuth, RequireScopes } from './guards';
import RootLayout from './RootLayout';
import type { AppDispatch } from '../state/hooks';
import type { RouteDef, RouteHandle } from './routeTypes';
import type { Scope } from '../../contract/scopes';

/*
 * Every screen is lazily loaded so the sign-in page carries only what it needs.
 * The authenticated group wraps the route table; its '*' shows "Page not found."
 * to signed-in users and sends everyone else to the root route. The root
 * layout sets the document title from each route's `handle` and moves focus
 * to the new screen's heading after a navigation.
 *
 * The route table itself (./routeTable.ts: every screen's path, title, scopes
 * and page loader) is not in the first bundle either: in the app its routes
 * are patched into the authenticated group on the first navigation that may
 * need them (react-router's patchRoutesOnNavigation, see routeTablePatcher).
 * The sign-in page ('/') matches without it. The signed-in layout imports the
 * table for its menu, so after sign-in it is there already.
 */
const loadAuthedLayout = () => import('./AuthedLayout');
const loadDashboardPage = () => import('./pages/DashboardPage');
const AuthedLayout = lazy(loadAuthedLayout);
const NotAvailableYet = lazy(() => import('../components/NotAvailableYet'));
const PageNotFound = lazy(() => import('../components/PageNotFound'));
const DashboardPage = lazy(loadDashboardPage);
const AccessTokenPage = lazy(() => import('./pages/AccessTokenPage'));
const ApprovalsInboxPage = lazy(() => import('../features/approvals/ApprovalsInboxPage'));
const DelegationsPage = lazy(() => import('../features/approvals/DelegationsPage'));
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const CrossLoginPage = lazy(() => import('../features/auth/CrossLoginPage'));
const ProvideEmailPage = lazy(() => import('../features/auth/ProvideEmailPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const UnauthenticatedPage = lazy(() => import('../features/auth/UnauthenticatedPage'));
const CreditAssessmentPublic = lazy(() => import('../features/credit/PublicCreditAssessmentPage'));

/**
 * What the first screen after sign-in needs (the shell, the dashboard, the route table), loaded while the user types
 * the password: the sign-in's slow password check on the server then overlaps the download and parsing instead of
 * coming before them (scripts/bench/browser.ts measures sign-in to a usable dashboard). A failure shows when the
 * screen itself loads.
 */
function preloadSignedIn(): void {
  for (const load of [loadAuthedLayout, loadDashboardPage, loadRouteTable]) load().catch(() => {});
}

/** The landing screen's reads start as soon as the session exists, beside the rendering of its code. */
function prefetchLanding(dispatch: AppDispatch): void {
  loadDashboardPage()
    .then((m) => m.prefetchDashboard(dispatch))
    .catch(() => {});
}

function suspended(node: ReactNode) {
  return <Suspense fallback={<RouteFallback />}>{node}</Suspense>;
}

function screenFor(def: RouteDef): ReactNode {
  const Page: ComponentType | null = def.page ? lazy(def.page) : null;
  return (
    <RequireScopes scopes={def.scopes} title={def.title}>
      {Page ? <Page /> : <NotAvailableYet title={def.title} />}
    </RequireScopes>
  );
}

/** The route's `handle`: its document title and, for guarded screens, the scopes (see RootLayout). */
const titled = (title: string, scopes?: RouteHandle['scopes']): { handle: RouteHandle } => ({ handle: { title, scopes } });

/** The id of the authenticated group, the route the route table's screens are patched into. */
export const AUTHED_ROUTE_ID = 'authed';

/** What a route's prefetch needs from the app: the store's dispatch, and whether the signed-in user may see the route. */
export interface Prefetcher {
  dispatch: AppDispatch;
  may: (scopes: readonly Scope[]) => boolean;
}

function tableRoutes(table: RouteDef[], prefetcher?: Prefetcher): RouteObject[] {
  return table.map((def) => ({
    path: def.path,
    element: screenFor(def),
    ...titled(def.title, def.scopes),
    // A loader that waits for nothing: it only starts the screen's code and first read as the navigation begins.
    ...((def.page || def.prefetch) && prefetcher
      ? {
          loader: ({ request }: { request: Request }) => (startScreen(def, prefetcher, request), null),
          // Only on arriving at the screen: a page, a sort or a filter in the address is the screen's own business.
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname,
        }
      : {}),
  }));
}

/**
 * The screen's code is asked for when the navigation begins rather than when the tree above it has rendered and its
 * lazy component is reached (React.lazy then finds the same module on its way, or in); its first read too, unless
 * the address carries filters of its own.
 */
function startScreen(def: RouteDef, { dispatch, may }: Prefetcher, request: Request): void {
  if (!may(def.scopes)) return;
  def.page?.().catch(() => undefined);
  if (def.prefetch && new URL(request.url).search === '') def.prefetch(dispatch);
}

/**
 * The app's routes. With a table (tests) its screens are in the tree from the
 * start; without one they come from routeTablePatcher.
 */
export function buildRoutes(table?: RouteDef[], prefetcher?: Prefetcher): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Shown while the first navigation waits for the route table (a deep link opened in a new tab).
      hydrateFallbackElement: <RouteFallback />,
      children: [
        { path: '/', element: suspended(<RedirectIfAuthed><LoginPage onTyping={preloadSignedIn} onSignedIn={prefetchLanding} /></RedirectIfAuthed>), ...titled('Sign in') },
        { path: '/cross-login/:euid/:token', element: suspended(<CrossLoginPage />), ...titled('Single sign-on') },
        { path: '/change-password', element: suspended(<ChangePasswordPage />), ...titled('Change Password') },
        { path: '/provide-email', element: suspended(<ProvideEmailPage />), ...titled('Forgot Password') },
        { path: '/reset-password', element: suspended(<ResetPasswordPage />), ...titled('Reset Password') },
        { path: '/unauthenticated', element: suspended(<UnauthenticatedPage />), ...titled('Authentication required') },
        { path: '/under-construction', element: suspended(<UnderConstructionPage />), ...titled('Coming soon') },
        { path: '/public/credit-assessment/:customer_code', element: suspended(<CreditAssessmentPublic />), ...titled('Credit Assessment') },
        {
          id: AUTHED_ROUTE_ID,
          element: suspended(
            <RequireAuth>
              <AuthedLayout />
            </RequireAuth>,
          ),
          children: [
            { path: '/dashboard', element: <DashboardPage />, ...titled('Dashboard') },
            { path: '/access_token', element: <AccessTokenPage />, ...titled('Access Token') },
            // Every signed-in user's own inbox: what waits for their approval, across the queues.
            { path: '/approvals', element: <ApprovalsInboxPage />, ...titled('Approvals') },
            // Naming a substitute for one's own approvals while away.
            { path: '/approvals/delegations', element: <DelegationsPage />, ...titled('Delegate My Approvals') },
            ...(table ? tableRoutes(table, prefetcher) : []),
            // An unknown sub-ledger tab falls back to the first tab (spec 000 §2.8); the known tabs rank above this splat.
            { path: '/ledgers/*', element: <Navigate to="/ledgers/sales" replace /> },
            { path: '*', element: <PageNotFound />, ...titled('Page not found') },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the route table and patches its screens into the authenticated group,
 * once. react-router asks on every navigation it cannot match fully or that
 * lands on a route with parameters (the '*' page-not-found and '/ledgers/*'
 * splats catch any unknown path until the table is in); after the patch it
 * matches again, so '/products' finds its screen and a truly unknown path
 * still reaches '*'. A path that `routes` (the tree before the patch) matches
 * outside the authenticated group is a public page with parameters (single
 * sign-on, the public credit assessment): it needs no table, and no table path
 * lies under one (routeTable.test.ts). A failed load fails that navigation
 * like a failed screen chunk does, and the next navigation tries again.
 */
export function routeTablePatcher(
  routes: RouteObject[],
  load: () => Promise<RouteDef[]> = () => import('./routeTable').then((m) => m.routeTable),
  prefetcher?: Prefetcher,
): PatchRoutesOnNavigationFunction {
  let patched = false;
  const isPublic = (path: string) => {
    const matches = matchRoutes(routes, path);
    return matches !== null && !matches.some((m) => m.route.id === AUTHED_ROUTE_ID);
  };
  return async ({ path, patch, signal }) => {
    if (patched || isPublic(path)) return;
    const table = await load();
    // react-router ignores the patch of a navigation that was given up; the next one patches.
    if (patched || signal.aborted) return;
    patch(AUTHED_ROUTE_ID, tableRoutes(table, prefetcher));
    patched = true;
  };
}

/** The route table chunk, asked for once (a failed load is asked for again next time). */
let tableLoad: Promise<RouteDef[]> | null = null;
function loadRouteTable(): Promise<RouteDef[]> {
  tableLoad ??= import('./routeTable').then(
    (m) => m.routeTable,
    (err: unknown) => {
      tableLoad = null;
      throw err;
    },
  );
  return tableLoad;
}

export function createAppRouter(prefetcher?: Prefetcher) {
  const routes = buildRoutes();
  // A deep link (a bookmark, a reload) needs the table for its first match: ask for it now, beside the
  // entry's own work, rather than after the router has started (a waterfall of table, then screen).
  if (window.location.pathname !== '/') void loadRouteTable().catch(() => undefined);
  return createBrowserRouter(routes, { patchRoutesOnNavigation: routeTablePatcher(routes, loadRouteTable, prefetcher) });
}
