import { z } from 'zod';
import { id, text } from './envelope';
import { endpoint } from './kit';

/**
 * Footprint tracing of a customer (spec 002 §2.10, §3.19, §7.7): dated notes
 * of a visit or a check handed over, each with an optional signature file,
 * on the customer view's Footprint tab. The spec shows no paths: ours sit
 * under /customer/footprint. A delete is soft: the record stays for the
 * revision history and is no longer listed.
 */

export const FOOTPRINT_NOTE_MAX = 1000;

/** §8 "Footprint save/delete" and "Footprint confirmations", and the words of the tab. */
export const FOOTPRINT_MESSAGES = {
  /** The title of every result dialog of the tab. */
  dialogTitle: 'Footprint Tracing',
  confirmSave: 'Are you sure you want to save this?',
  confirmDelete: 'Are you sure you want to delete this record(s)?',
  saved: 'Footprint has been saved.',
  deleted: 'The selected footprint record(s) have been deleted.',
  noteRequired: 'Notes/Remarks is required.',
  noteTooLong: `Notes/Remarks must be at most ${FOOTPRINT_NOTE_MAX} characters.`,
  noneSelected: 'Select at least one footprint to delete.',
  tooMany: 'At most 200 footprints can be deleted at once.',
  notFound: 'Footprint not found.',
  /** Some of the chosen records were deleted or never existed: nothing is deleted. */
  gone: (ids: readonly number[]) =>
    `Footprint record(s) not found or already deleted: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ` and ${ids.length - 10} more` : ''}. Nothing was deleted; reload the list.`,
  noData: 'No Data',
} as const;

/** The multipart file field of the save call (§2.10 Signature file, optional). */
export const FOOTPRINT_FILE_FIELDS = { signature: 'Signature' } as const;

const customerCode = text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code is not valid.');
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** The Check Details form (§2.10, §5): the note is required; the signature travels beside it as a file. */
export const footprintInput = z
  .object({
    customer_code: customerCode,
    note: z.preprocess(trimmed, text({ error: FOOTPRINT_MESSAGES.noteRequired }).min(1, FOOTPRINT_MESSAGES.noteRequired).max(FOOTPRINT_NOTE_MAX, FOOTPRINT_MESSAGES.noteTooLong)),
  })
  .strict();
export type FootprintFormValues = z.input<typeof footprintInput>;

/** Delete Selected: the ticked rows' ids (repeats count once). */
export const footprintDeleteInput = z
  .object({
    footprint_ids: z
      .array(id({ error: 'Each footprint id must be a whole number.' }), { error: FOOTPRINT_MESSAGES.noneSelected })
      .min(1, FOOTPRINT_MESSAGES.noneSelected)
      .max(200, FOOTPRINT_MESSAGES.tooMany)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();

/** One footprint as the list and the detail modal read it (§3.19). */
export interface FootprintRow {
  footprint_id: number;
  customer_code: string;
  /** When it was recorded (ISO timestamp; shown in Manila time). */
  date_created: string;
  note: string;
  /** The signature file, read from `processed_path` with the bearer token; null without one. */
  get_signature: { processed_path: string; file_name: string } | null;
  /** Who recorded it (the employee's name). */
  created_by: string | null;
}

const TAG = 'customerFootprints';
const codeParams = z.object({ customer_code: customerCode }).strict();
const footprintParams = z.object({ footprint_id: id({ error: 'Footprint id must be a whole number.' }) }).strict();

/** The customer's footprints, newest first (not paged: a customer has a handful; the query cache of §9 keeps them). */
export const listFootprintsEp = endpoint<FootprintRow[]>()({ method: 'GET', path: '/customer/footprint/:customer_code', params: codeParams, tag: TAG });
/** Save (multipart: customer_code, note, and the signature file when one is chosen); 00003. */
export const createFootprintEp = endpoint<FootprintRow>()({ method: 'POST', path: '/customer/footprint', body: footprintInput, form: true, invalidates: [TAG] });
/** Delete the selected footprints, all or none; 00006. */
export const deleteFootprintsEp = endpoint<string>()({ method: 'POST', path: '/customer/footprint/delete', body: footprintDeleteInput, invalidates: [TAG] });
/** One footprint, for the detail modal (the row's view-detail action). */
export const showFootprintEp = endpoint<FootprintRow>()({ method: 'GET', path: '/customer/footprint/show/:footprint_id', params: footprintParams, tag: TAG });

/** The signature files, for those who may read footprints. */
export const FOOTPRINT_SIGNATURE_PATH = '/customer/footprint/signature/:id';
export const footprintSignatureUrl = (footprintId: number) => `/customer/footprint/signature/${footprintId}`;
