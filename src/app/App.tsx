import { lazy, Suspense, useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider } from 'react-router-dom';
// Only the hooks: axios itself loads with the first call, not with the sign-in page.
import { configureClient } from '../api/clientHooks';
import EnvBanner from '../components/shell/EnvBanner';
import ProductionGate from '../components/shell/ProductionGate';
import RetiredHostNotice from '../components/shell/RetiredHostNotice';
import { hasAnyScope } from '../components/permissions';
import { createAppRouter } from './router';
import { setupPersistor, setupStore } from './store';

const Toasts = lazy(() => import('../components/shell/Toasts'));

const store = setupStore();
const persistor = setupPersistor(store);
const router = createAppRouter({
  dispatch: store.dispatch,
  may: (scopes) => hasAnyScope(store.getState().auth.profileData, store.getState().auth.permissions, scopes),
});

// 401/403 from any call sends the browser to /unauthenticated (spec 000 §2.1).
configureClient({
  getToken: () => store.getState().auth.accessToken,
  onUnauthorized: () => {
    if (window.location.pathname !== '/unauthenticated') void router.navigate('/unauthenticated');
  },
});

export default function App() {
  const gated = useMemo(() => <RouterProvider router={router} />, []);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RetiredHostNotice>
          <EnvBanner />
          <ProductionGate>{gated}</ProductionGate>
        </RetiredHostNotice>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </PersistGate>
    </Provider>
  );
}
