import { z } from 'zod';

export * from './codes';
import { DEFAULT_PAGE_SIZE } from './codes';

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
