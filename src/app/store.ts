import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import { dynamicMiddleware, rootReducer, type RootState } from '../state/rootReducer';
import { persistConfig } from '../state/persistConfig';

const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer);

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        dynamicMiddleware.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof setupStore>;

export function setupPersistor(store: AppStore) {
  return persistStore(store);
}
