import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setupStore } from '../src/app/store';
import type { RootState } from '../src/state/rootReducer';
import type { UserProfile } from '../contract/auth';
import { configureClient } from '../src/api/client';

export interface RenderOptions {
  /** Initial URL. */
  route?: string;
  /** Extra routes beside the one under test (e.g. redirect targets). */
  routes?: RouteObject[];
  /** Path pattern of the element under test (defaults to the route itself). */
  path?: string;
  preloadedState?: Partial<RootState>;
}

/** Signed-in auth state for tests. */
export function authed(user: UserProfile, permissions: string[] = [], token = 'test-token'): Partial<RootState> {
  return {
    auth: { isAuthed: true, isLoggingOut: false, profileData: user, accessToken: token, permissions },
  } as Partial<RootState>;
}

/** Render a screen inside the real store and a memory router. */
export function renderWithProviders(ui: ReactElement, opts: RenderOptions = {}) {
  const store = setupStore(opts.preloadedState);
  const route = opts.route ?? '/';
  const router = createMemoryRouter(
    [{ path: opts.path ?? route.split('?')[0], element: ui }, ...(opts.routes ?? []), { path: '*', element: <div>Other route</div> }],
    { initialEntries: [route] },
  );
  configureClient({
    getToken: () => store.getState().auth.accessToken,
    onUnauthorized: () => void router.navigate('/unauthenticated'),
  });
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...utils, store, router };
}
