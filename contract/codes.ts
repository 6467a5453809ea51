/*
 * Envelope, codes and constants without zod, so the browser's first bundle
 * can import them without pulling in the schema library.
 */
/**
 * Response codes of the contract (spec 000 §8, 001 §8). Every answer is
 * `{ code, result, total_rows? }`; HTTP status only distinguishes 401/403/404.
 */
export const Codes = {
  OK: '00000',
  INVALID_REQUEST: '00001',
  NOT_FOUND: '00002',
  CREATED: '00003',
  UPDATED: '00004',
  CONFLICT: '00005',
  DELETED: '00006',
  /** Single sign-on success uses the same code as deletes (spec 000 §4). */
  SSO_OK: '00006',
  /** Password reset / e-mail errors. */
  EMAIL_ERROR: '00008',
  RATE_LIMITED: '00009',
  /** Wrong credentials, one-time code or single sign-on token. */
  INVALID_CREDENTIALS: '00010',
  /** Login refused with a message the screen shows as is (locked, inactive...). */
  LOGIN_MESSAGE: '00011',
  PRODUCT_SAVED: '00012',
  PRODUCT_SUBMITTED: '00013',
  UNAUTHENTICATED: '00401',
  FORBIDDEN: '00403',
  SERVER_ERROR: '00500',
} as const;
export type Code = (typeof Codes)[keyof typeof Codes];

/** Codes that count as success for any call (each call may accept only some). */
export const SUCCESS_CODES: readonly string[] = [
  Codes.OK,
  Codes.CREATED,
  Codes.UPDATED,
  Codes.DELETED,
  Codes.PRODUCT_SAVED,
  Codes.PRODUCT_SUBMITTED,
];

export interface Envelope<T> {
  code: string;
  result: T;
  total_rows?: number;
  /** A report's: the time its data is complete up to (ISO; a replica may be a few seconds behind). Ours, optional. */
  as_of?: string;
}

export const PAGE_SIZES = [50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;


/** Resend-wait per one-time-code channel, seconds (spec 000 §2.2). */
export const OTP_RESEND_SECONDS: Record<'sms' | 'email', number> = { sms: 300, email: 120 };
