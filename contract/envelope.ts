import { z } from 'zod';

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
}

export const PAGE_SIZES = [50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** The one list query: 0-based page, page size, sort. Filters are added per list. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
  order_by: z.string().max(64).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Year-month-day date as sent and stored (spec 000 §1). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in YYYY-MM-DD form')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a real date');
