import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import RouteFallback from '../components/RouteFallback';
import { RedirectIfAuthed, RequireAuth, RequireScopes } from './guards';
import RootLayout from './RootLayout';
import { routeTable } from './routeTable';
import type { RouteDef, RouteHandle } from './routeTypes';

/*
 * Every screen is lazily loaded so the sign-in page carries only what it needs.
 * The authenticated group wraps the route table; its '*' shows "Page not found."
 * to signed-in users and sends everyone else to the root route. The root
 * layout sets the document title from each route's `handle` and moves focus
 * to the new screen's heading after a navigation.
 */
const AuthedLayout = lazy(() => import('./AuthedLayout'));
const NotAvailableYet = lazy(() => import('../components/NotAvailableYet'));
const PageNotFound = lazy(() => import('../components/PageNotFound'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AccessTokenPage = lazy(() => import('./pages/AccessTokenPage'));
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const CrossLoginPage = lazy(() => import('../features/auth/CrossLoginPage'));
const ProvideEmailPage = lazy(() => import('../features/auth/ProvideEmailPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const UnauthenticatedPage = lazy(() => import('../features/auth/UnauthenticatedPage'));
const CreditAssessmentPublic = lazy(() => import('../features/credit/PublicCreditAssessmentPage'));

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

export function buildRoutes(table: RouteDef[] = routeTable): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: suspended(<RedirectIfAuthed><LoginPage /></RedirectIfAuthed>), ...titled('Sign in') },
        { path: '/cross-login/:euid/:token', element: suspended(<CrossLoginPage />), ...titled('Single sign-on') },
        { path: '/change-password', element: suspended(<ChangePasswordPage />), ...titled('Change Password') },
        { path: '/provide-email', element: suspended(<ProvideEmailPage />), ...titled('Forgot Password') },
        { path: '/reset-password', element: suspended(<ResetPasswordPage />), ...titled('Reset Password') },
        { path: '/unauthenticated', element: suspended(<UnauthenticatedPage />), ...titled('Authentication required') },
        { path: '/under-construction', element: suspended(<UnderConstructionPage />), ...titled('Coming soon') },
        { path: '/public/credit-assessment/:customer_code', element: suspended(<CreditAssessmentPublic />), ...titled('Credit Assessment') },
        {
          element: suspended(
            <RequireAuth>
              <AuthedLayout />
            </RequireAuth>,
          ),
          children: [
            { path: '/dashboard', element: <DashboardPage />, ...titled('Dashboard') },
            { path: '/access_token', element: <AccessTokenPage />, ...titled('Access Token') },
            ...table.map((def) => ({ path: def.path, element: screenFor(def), ...titled(def.title, def.scopes) })),
            // An unknown sub-ledger tab falls back to the first tab (spec 000 §2.8); the known tabs rank above this splat.
            { path: '/ledgers/*', element: <Navigate to="/ledgers/sales" replace /> },
            { path: '*', element: <PageNotFound />, ...titled('Page not found') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
