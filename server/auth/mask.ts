import { createHmac } from 'node:crypto';

/**
 * Masked destinations for the one-time-code channel choice: enough for the
 * user to recognise their own number or address, not enough to learn it.
 */

/** `+639171234567` -> `+63 9** *** 4567`. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  const last4 = digits.slice(-4).padStart(4, '*');
  return `+63 9** *** ${last4}`;
}

/** `maria.santos@demo.invalid` -> `m***@demo.invalid`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export interface MaskedChannel {
  via: 'sms' | 'email';
  destination: string;
}

/**
 * What an unknown (or deactivated) username gets: channels that look like a
 * real user's, so the answer does not tell whether the username exists.
 * They are derived from a keyed hash of the username (the same name always
 * gets the same answer, as a real one would), with the address domain most
 * users have and the first letter of the name, as real addresses mostly
 * start; about four in five get a mobile number, as the staff do.
 */
export function decoyChannels(secret: string, username: string, domain: string): MaskedChannel[] {
  const h = createHmac('sha256', secret).update(`otp-via decoy|${username.toLowerCase()}`).digest();
  const last4 = String(h.readUInt16BE(0) % 10_000).padStart(4, '0');
  const initial = /^[a-z0-9]/i.test(username) ? username[0].toLowerCase() : 'a';
  const email: MaskedChannel = { via: 'email', destination: `${initial}***@${domain}` };
  return h[2] < 205 ? [{ via: 'sms', destination: `+63 9** *** ${last4}` }, email] : [email];
}
