import { createTransform } from 'redux-persist';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { config } from '../lib/config';

/** Each persisted slice is stored AES-encrypted (spec 000 §2.4). */
export function encryptTransform(key: string = config.persistKey) {
  return createTransform<unknown, string>(
    (inbound) => AES.encrypt(JSON.stringify(inbound), key).toString(),
    (outbound) => {
      try {
        const text = AES.decrypt(outbound, key).toString(Utf8);
        return text ? JSON.parse(text) : undefined;
      } catch {
        // A value written with another key or tampered with is dropped, not trusted.
        return undefined;
      }
    },
  );
}

export const PERSISTED_SLICES = ['auth', 'menu', 'journalVoucher', 'payableVoucher'] as const;
