import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';

/**
 * Revision History (/history, spec 002 §2.7, §3.14, §7.5): the one audit
 * trail every write of the kits records (table `revisions`, append-only and
 * hash-chained since migration 070). A row is one write: what was done
 * (activity), by whom, when, to which record (reference, module), and why
 * (remarks); its detail lists each changed field, old and new.
 */
export interface RevisionRow {
  revision_history_id: number;
  activity: string;
  /**
   * Who acted, by their name when they acted (kept in the hashed record: a later rename
   * changes nothing here); "B for A" when a substitute decided for an approver.
   */
  user: string | null;
  user_id: number | null;
  /** ISO timestamp. */
  date_time: string;
  reference_code: string;
  module_name: string;
  remarks: string | null;
}

/** One changed field as a person reads it. */
export interface RevisionFieldChange {
  field: string;
  label: string;
  old: string | null;
  new: string | null;
}

export interface RevisionDetail extends RevisionRow {
  changes: RevisionFieldChange[];
  /** The actor's roles when they acted (absent on revisions written before they were kept). */
  actor_roles?: string[] | null;
  /** The approver a substitute decided for. */
  on_behalf_of?: string | null;
}

/** The chain check: every row's hash recomputed and linked to the one before. */
export interface RevisionChainCheck {
  ok: boolean;
  checked: number;
  first_broken_id: number | null;
  /**
   * The head last written out of the database (id, hash, when): still in the chain with the same
   * hash (found), or not, which means rows were removed or rewritten after it. Absent when none was written.
   */
  witnessed_head?: { id: number; hash: string; written_at: string; found: boolean };
}

export interface RevisionUserOption {
  user_id: number;
  name: string;
}

export const REVISION_MESSAGES = {
  datesReversed: 'Date From must not be after Date To.',
  loadFailed: 'Please try again later.',
} as const;

export const revisionColumns = columns<RevisionRow>()([
  { key: 'activity', header: 'Activity', kind: 'text', sortable: true, width: 150 },
  { key: 'user', header: 'User', kind: 'text', sortable: true, width: 200 },
  { key: 'date_time', header: 'Date and Time', kind: 'datetime', sortable: true, width: 170 },
  { key: 'reference_code', header: 'Reference', kind: 'text', sortable: true, width: 170 },
  { key: 'module_name', header: 'Module', kind: 'text', sortable: true, width: 190 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 300 },
  { key: 'revision_history_id', header: 'Revision No.', kind: 'number', sortable: true, exportOnly: true },
]);

export const REVISION_DEFAULT_SORT = { order_by: 'date_time', direction: 'desc' } as const;

/** The filters of the list and of its export; blanks (a cleared field) mean "all". */
const blankAsAll = (v: unknown) => (v === '' || v === null ? undefined : v);
export const revisionFilters = {
  /**
   * The reference search (the spec's name for it): part of a reference code, or a revision number.
   * Empty or left out when not searching (the spec's list sends it always); spaces alone are refused like any blank id.
   */
  revision_history_id: z.preprocess(
    blankAsAll,
    text()
      .max(100, 'Reference must be at most 100 characters.')
      .refine((v) => v.trim() !== '', 'Reference must not be blank.')
      .transform((v) => v.trim())
      .optional(),
  ),
  module: z.preprocess(blankAsAll, text().trim().max(100).optional()),
  user_id: id({ error: 'User must be a number.' }).optional(),
  date_from: z.preprocess(blankAsAll, isoDate.optional()),
  date_to: z.preprocess(blankAsAll, isoDate.optional()),
};
const datesInOrder = (f: { date_from?: string; date_to?: string }) => !f.date_from || !f.date_to || f.date_from <= f.date_to;

export const revisionHistoryQuery = pagedQuery(revisionColumns, REVISION_DEFAULT_SORT, revisionFilters).refine(datesInOrder, {
  error: REVISION_MESSAGES.datesReversed,
  path: ['date_from'],
});
/** The export takes the filters; its rows come newest first (the list's default order). */
export const revisionExportBody = z
  .object(revisionFilters)
  .strict()
  .refine(datesInOrder, { error: REVISION_MESSAGES.datesReversed, path: ['date_from'] });
export type RevisionFilters = z.input<typeof revisionExportBody>;

const TAG = 'revisions';
export const REVISION_SCOPE = 'view_revision_history' as const;

export const listRevisionsEp = endpoint<RevisionRow[]>()({ method: 'GET', path: '/revision/history', query: revisionHistoryQuery, paged: true, tag: TAG });
export const showRevisionEp = endpoint<RevisionDetail>()({ method: 'GET', path: '/revision/history/:id', params: z.object({ id: id() }).strict(), tag: TAG });
export const exportRevisionsEp = endpoint<{ url: string }>()({ method: 'POST', path: '/revision/history/export', body: revisionExportBody });
export const revisionModulesEp = endpoint<string[]>()({ method: 'GET', path: '/revision/modules', tag: TAG });
export const revisionUsersEp = endpoint<RevisionUserOption[]>()({ method: 'GET', path: '/revision/users', tag: TAG });
export const verifyRevisionsEp = endpoint<RevisionChainCheck>()({ method: 'GET', path: '/revision/verify' });
