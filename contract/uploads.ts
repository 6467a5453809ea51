/*
 * File uploads (spec 001 §3 cpr_document, small/big size images; purchase
 * request attachments). Shared by the browser (accept lists, checks before
 * sending, multipart encoding) and the server (the same limits and words).
 * No zod here: the first bundle may import it.
 */

/** Largest file accepted, per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Most files in one request. */
export const MAX_UPLOAD_FILES = 5;

/** image: pictures; document: PDF or a picture of a paper; office: those or a Word, Excel or PowerPoint file (the document store). */
export type UploadKind = 'image' | 'document' | 'office';

/**
 * Office files by extension. Their bytes only say "a ZIP package of an Office
 * file" or "an old Office compound file", not which application wrote it, so
 * the server checks the bytes and takes the application from the extension.
 */
export const OFFICE_TYPES: Readonly<Record<string, { type: string; container: 'ooxml' | 'ole'; folder?: string }>> = {
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', container: 'ooxml', folder: 'word/' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', container: 'ooxml', folder: 'xl/' },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', container: 'ooxml', folder: 'ppt/' },
  doc: { type: 'application/msword', container: 'ole' },
  xls: { type: 'application/vnd.ms-excel', container: 'ole' },
  ppt: { type: 'application/vnd.ms-powerpoint', container: 'ole' },
};

const PICTURES = ['image/png', 'image/jpeg', 'image/webp'];

/** What each kind accepts: the content types and how a message names them. */
export const UPLOAD_KINDS: Record<UploadKind, { types: readonly string[]; words: string }> = {
  image: { types: PICTURES, words: 'a PNG, JPEG or WebP image' },
  document: { types: ['application/pdf', ...PICTURES], words: 'a PDF, PNG, JPEG or WebP file' },
  office: {
    types: ['application/pdf', ...PICTURES, ...Object.values(OFFICE_TYPES).map((o) => o.type)],
    words: 'a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document',
  },
};

/** Types a browser shows in the page; anything else is downloaded. */
export const SHOWN_IN_PAGE: readonly string[] = ['application/pdf', ...PICTURES];

export const UPLOAD_MESSAGES = {
  wrongType: (label: string, kind: UploadKind) => `${label} must be ${UPLOAD_KINDS[kind].words}.`,
  tooLarge: (label: string) => `${label} must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  empty: (label: string) => `${label} is empty.`,
  unexpected: (field: string) => `The file field ${field} is not accepted here.`,
  tooMany: `At most ${MAX_UPLOAD_FILES} files can be sent at once.`,
  fieldTooLong: (field: string) => `The form field ${field} is too long.`,
} as const;

/** The message for a file the browser can already refuse, or null when it may be sent. */
export function uploadProblem(file: { type: string; size: number }, label: string, kind: UploadKind): string | null {
  if (!UPLOAD_KINDS[kind].types.includes(file.type)) return UPLOAD_MESSAGES.wrongType(label, kind);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge(label);
  if (file.size === 0) return UPLOAD_MESSAGES.empty(label);
  return null;
}

// ---- Form fields of a multipart body ----------------------------------------------------
//
// A multipart body carries text fields only, so nested values travel with the
// bracket names PHP and Laravel read: payment_terms[0][percent_amount]. null
// travels as '' (the contract reads blank as "not given"), numbers as text
// (the schemas that accept multipart take numeric text). Empty lists send
// nothing, which the schemas default to [].

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** A JSON-like body as [name, text] pairs, nested keys in brackets. */
export function formFields(body: Record<string, FormValue>, prefix = ''): [string, string][] {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(body)) {
    const name = prefix ? `${prefix}[${k}]` : k;
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item, i) => out.push(...formFields({ [i]: item }, name)));
    else if (v !== null && typeof v === 'object') out.push(...formFields(v, name));
    else out.push([name, v === null ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
  }
  return out;
}

/** Highest list index a field name may use (a[99999999] must not build a huge list). */
export const MAX_FORM_INDEX = 199;
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The inverse of formFields: bracket names back into objects and lists.
 * Returns null for a name it refuses (prototype keys, huge indexes, a value
 * and a nested value under one name), so the caller answers 00001.
 */
export function nestFormFields(fields: readonly [string, string][]): Record<string, unknown> | null {
  const root: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!m) return null;
    const path = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1])];
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      if (UNSAFE_KEYS.has(key)) return null;
      const isIndex = /^\d+$/.test(key);
      if (Array.isArray(node) !== isIndex && i > 0) return null;
      if (isIndex && Number(key) > MAX_FORM_INDEX) return null;
      const slot = node as Record<string, unknown>;
      if (i === path.length - 1) {
        if (slot[key] !== undefined) return null;
        slot[key] = value;
      } else {
        const nextIsIndex = /^\d+$/.test(path[i + 1]);
        if (slot[key] === undefined) slot[key] = nextIsIndex ? [] : {};
        if (typeof slot[key] !== 'object') return null;
        node = slot[key] as Record<string, unknown> | unknown[];
      }
    }
  }
  // Lists come back dense, in index order (a[0], a[2] -> two items).
  return densify(root) as Record<string, unknown>;
}

function densify(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined).map(densify);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, densify(x)]));
  return v;
}
