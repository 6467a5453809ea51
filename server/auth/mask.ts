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

/** What an unknown username gets: the same shape, nothing learnt. */
export const GENERIC_MASKS = { sms: '+63 9** *** ****', email: '***@***' } as const;
