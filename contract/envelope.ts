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

/**
 * Year-month-day date as sent and stored (spec 000 §1), and a day that exists
 * on the calendar: Date.parse would roll 2024-02-30 over to March, and
 * PostgreSQL would then refuse it with a 500 instead of a 00001.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in YYYY-MM-DD form')
  .refine((s) => {
    // Refinements run even after the format check failed: never let a bad string throw here.
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'must be a real date');
