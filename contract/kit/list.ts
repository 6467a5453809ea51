import { z } from 'zod';
import { listQuery, text } from '../envelope';
import { sortQuery } from './columns';

/**
 * The query of a server-paged list: 0-based page, page size, a sort key from
 * the declared sortable columns, direction, and the list's own filters.
 *
 *   export const bankListQuery = pagedQuery(bankColumns, { order_by: 'bank_code' }, { search: searchText });
 */
export function pagedQuery<const C extends readonly { key: string; sortable?: boolean }[], F extends z.ZodRawShape = Record<never, never>>(
  cols: C,
  defaultSort: Parameters<typeof sortQuery<C>>[1],
  filters?: F,
) {
  return listQuery
    .pick({ page: true, page_size: true })
    .extend(sortQuery(cols, defaultSort).shape)
    .extend((filters ?? {}) as F)
    .strict();
}

/** The quick search of a list: optional, trimmed, at most 100 characters. */
export const searchText = text().trim().max(100).optional();
