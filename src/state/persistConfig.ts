import storage from 'redux-persist/es/storage';
import { encryptTransform, PERSISTED_SLICES } from './persist';

export const persistConfig = {
  key: 'erp',
  storage,
  // API cache data is never persisted.
  whitelist: [...PERSISTED_SLICES],
  transforms: [encryptTransform()],
};
