import type { z } from 'zod';

/**
 * Inputs generated from a route's zod schemas, for the robustness test
 * (fuzz.test.ts): one VALID sample per schema, then, field by field, the
 * inputs a careless or hostile client sends (wrong types, missing, null,
 * unknown fields, huge and control-character text, impossible dates, numbers
 * outside any column, prototype names as sort keys, blank ids).
 *
 * Pure and deterministic: no randomness, the same schema always gives the
 * same cases in the same order. The schema is walked through its zod 4
 * definition (`schema._zod.def`); wrappers that do not change the shape of
 * the input (optional, nullable, default, catch, readonly, preprocess,
 * transform, pipe, refine) are looked through.
 *
 * Every case says whether the CONTRACT requires a refusal (`mustRefuse`,
 * the categories the contract promises to refuse whatever a schema's author
 * wrote: control characters in text, impossible dates, numbers outside int4,
 * non-numbers for numbers, prototype sort keys, blank ids). For the others
 * the schema itself is the oracle: the server must answer as the contract
 * parses (`schema.safeParse`), 422 when it refuses, never a 500 either way.
 */

/** How a part of the request travels: a JSON body, a query string (text, repeated keys for lists) or path segments (text). */
export type Transport = 'json' | 'query' | 'path';

export type Category =
  | 'wrong_type'
  | 'missing'
  | 'null'
  | 'extra_field'
  | 'huge_string'
  | 'unicode'
  | 'nul_char'
  | 'control_char'
  | 'impossible_date'
  | 'date_bounds'
  | 'negative'
  | 'zero'
  | 'int_overflow'
  | 'huge_number'
  | 'nan_text'
  | 'hex_text'
  | 'non_number'
  | 'sort_key'
  | 'blank_id'
  | 'bad_option'
  | 'empty_list';

export interface FuzzCase {
  /** Dotted path of the changed field ('' for the whole part). */
  field: string;
  category: Category;
  /** Short label of the value sent, for failure messages. */
  label: string;
  /** The whole part with this one field changed; `undefined` means the part is not sent. */
  value: unknown;
  /** The contract promises to refuse this input (422, 00001), whatever the schema says. */
  mustRefuse: boolean;
  /** Refused by the server's guard (a NUL anywhere) rather than by the field's schema (an unknown or free-form field). */
  byGuard?: boolean;
}

type Kind = 'string' | 'number' | 'boolean' | 'literal' | 'enum' | 'object' | 'array' | 'record' | 'null' | 'unknown' | 'other';
type Path = (string | number)[];

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A schema with the wrappers that keep the input's shape looked through. */
interface Unwrapped {
  core: z.ZodType;
  /** null is accepted by a `.nullable()` on the way. */
  nullable: boolean;
  /** A preprocess on the way: the schema maps some inputs ('' , null, digit text) itself, on purpose. */
  preprocessed: boolean;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let s = schema;
  let nullable = false;
  let preprocessed = false;
  for (let guard = 0; guard < 50; guard++) {
    const d = defOf(s);
    switch (d.type) {
      case 'optional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        s = d.innerType as z.ZodType;
        continue;
      case 'nullable':
        nullable = true;
        s = d.innerType as z.ZodType;
        continue;
      case 'lazy':
        s = (d.getter as () => z.ZodType)();
        continue;
      case 'pipe': {
        const input = d.in as z.ZodType;
        // z.preprocess(fn, schema) is a pipe from a transform: the input's shape is the target schema's.
        if (defOf(input).type === 'transform') {
          preprocessed = true;
          s = d.out as z.ZodType;
        } else s = input;
        continue;
      }
      default:
        return { core: s, nullable, preprocessed };
    }
  }
  return { core: s, nullable, preprocessed };
}

function kindsOf(schema: z.ZodType): Set<Kind> {
  const { core } = unwrap(schema);
  const d = defOf(core);
  switch (d.type) {
    case 'string':
    case 'template_literal':
      return new Set(['string']);
    case 'number':
    case 'int':
      return new Set(['number']);
    case 'boolean':
      return new Set(['boolean']);
    case 'literal':
      return new Set(['literal']);
    case 'enum':
      return new Set(['enum']);
    case 'object':
      return new Set(['object']);
    case 'array':
      return new Set(['array']);
    case 'record':
      return new Set(['record']);
    case 'null':
      return new Set(['null']);
    case 'unknown':
    case 'any':
      return new Set(['unknown']);
    case 'union': {
      const out = new Set<Kind>();
      for (const o of d.options as z.ZodType[]) for (const k of kindsOf(o)) out.add(k);
      return out;
    }
    default:
      return new Set(['other']);
  }
}

/** An integer number: zod 4 writes .int() as a number_format check ('safeint'). */
function isIntSchema(schema: z.ZodType): boolean {
  const visit = (s: z.ZodType): boolean => {
    const { core } = unwrap(s);
    const d = defOf(core);
    if (d.type === 'union') return (d.options as z.ZodType[]).some(visit);
    if (d.type !== 'number' && d.type !== 'int') return false;
    const checks = (d.checks as { _zod: { def: { check: string; format?: string } } }[] | undefined) ?? [];
    return d.type === 'int' || checks.some((c) => c._zod.def.check === 'number_format' && /int/.test(String(c._zod.def.format)));
  };
  return visit(schema);
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const d = defOf(unwrap(schema).core);
  return d.type === 'object' ? (d.shape as Record<string, z.ZodType>) : null;
}

function elementOf(schema: z.ZodType): z.ZodType | null {
  const d = defOf(unwrap(schema).core);
  return d.type === 'array' ? (d.element as z.ZodType) : null;
}

const accepts = (schema: z.ZodType, v: unknown) => schema.safeParse(v).success;

// ---- The valid sample --------------------------------------------------------------------

/** Text tried in order until the field's schema accepts one: plain text first, then the common formats. */
// Also the shapes of the customer form: a phone number (before the date, which a phone pattern would also take), a BIR TIN, a postal code, a whole hour.
const TEXT_CANDIDATES = ['Fuzz sample', '+63 917 555 0101', '2025-01-15', 'fuzz@example.com', '123456', 'APR-000001', 'PU-000001', 'abc', 'a', '1', 'sms', '123-456-789-000', '1103', '08:00'];
/** Numbers tried in order: 1 fits ids and counts, 2025 fits years. */
const NUMBER_CANDIDATES = [1, 2025, 0, 50, 100, 2];

export interface SampleOptions {
  transport?: Transport;
  /** Preferred valid values by field name (a real product code, one's own user id...), used when the schema accepts them. */
  hints?: Readonly<Record<string, unknown>>;
}

const asText = (v: unknown): unknown => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);

function leafCandidates(schema: z.ZodType, transport: Transport): unknown[] {
  const { core } = unwrap(schema);
  const d = defOf(core);
  const out: unknown[] = [];
  const visit = (s: z.ZodType) => {
    const dd = defOf(unwrap(s).core);
    if (dd.type === 'literal') out.push(...(dd.values as unknown[]));
    else if (dd.type === 'enum') out.push(...Object.values(dd.entries as Record<string, unknown>));
    else if (dd.type === 'union') (dd.options as z.ZodType[]).forEach(visit);
  };
  visit(core);
  const kinds = kindsOf(schema);
  if (kinds.has('string')) out.push(...TEXT_CANDIDATES);
  if (kinds.has('number') || kinds.has('unknown')) out.push(...NUMBER_CANDIDATES);
  if (kinds.has('boolean')) out.push(true, false);
  if (d.type === 'record') out.push({});
  if (kinds.has('null') || unwrap(schema).nullable) out.push(null);
  return transport === 'json' ? out : [...new Set(out.map(asText))];
}

/**
 * A value the schema accepts, or the best attempt (the caller checks with
 * safeParse). Optional fields are filled too, so their checks run.
 */
export function validSample(schema: z.ZodType, opts: SampleOptions = {}, name = ''): unknown {
  const transport = opts.transport ?? 'json';
  const hint = opts.hints && Object.hasOwn(opts.hints, name) ? opts.hints[name] : undefined;
  if (hint !== undefined) {
    const h = transport === 'json' ? hint : asText(hint);
    if (accepts(schema, h)) return h;
  }
  const shape = shapeOf(schema);
  if (shape) {
    const full: Record<string, unknown> = {};
    for (const [k, s] of Object.entries(shape)) {
      const v = validSample(s, opts, k);
      if (v !== undefined) full[k] = v;
    }
    if (accepts(schema, full)) return full;
    // A refinement over several fields (a range, "one of the two") may refuse the optional ones: try without them.
    const required = Object.fromEntries(Object.entries(full).filter(([k]) => !accepts(shape[k], undefined)));
    return accepts(schema, required) ? required : full;
  }
  const element = elementOf(schema);
  if (element) {
    const one = [validSample(element, opts, name)];
    if (transport === 'json' || one.every((x) => typeof x === 'string')) {
      if (accepts(schema, one)) return one;
    }
    return accepts(schema, []) ? [] : one;
  }
  if (kindsOf(schema).has('unknown')) return undefined;
  for (const c of leafCandidates(schema, transport)) if (accepts(schema, c)) return c;
  return undefined;
}

// ---- The cases -------------------------------------------------------------------------------

export const HUGE_TEXT = 'x'.repeat(100_000);
/** Emoji (a surrogate pair and a ZWJ sequence), right-to-left text and a mark, and combining accents. */
export const UNICODE_TEXT = 'Fuzz \u{1F600}\u{1F469}\u200D\u{1F4BB} \u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627 \u200F e\u0301\u0302 Zalgo\u0336\u0337';
export const NUL_TEXT = 'a\u0000b';
/** Other control characters: C0 (backspace, escape), DEL and C1 (next line, CSI). */
export const CONTROL_TEXTS = ['a\u0008b', '\u001b[31mred', 'a\u007fb', 'a\u0085b\u009b'];
export const IMPOSSIBLE_DATES = ['2024-02-30', '0000-01-01', '9999-99-99', '10000-01-01', '1899-12-31'];
/** The ends of the accepted range: valid, and must not break the server (a 100-year range, year 9999). */
export const BOUNDARY_DATES = ['1900-01-01', '9999-12-31'];
export const SORT_KEYS = ['__proto__', 'constructor', 'drop table'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Fields the shared list query declares: blank or null must never read as page 0 or as a default. */
const PAGING_FIELDS = new Set(['page', 'page_size']);
const isIdName = (name: string) => name === 'id' || name.endsWith('_id');

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

const show = (v: unknown): string => {
  if (v === undefined) return '(missing)';
  const s = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...(${s.length} chars)` : s;
};

interface Ctx {
  transport: Transport;
  part: z.ZodType;
  sample: unknown;
  out: FuzzCase[];
}

function push(ctx: Ctx, path: Path, category: Category, value: unknown, mustRefuse: boolean, remove = false, byGuard = false) {
  ctx.out.push({
    field: path.join('.'),
    category,
    label: remove ? '(missing)' : show(value),
    value: setAt(ctx.sample, path, value, remove),
    mustRefuse,
    ...(byGuard ? { byGuard } : {}),
  });
}

function fieldCases(ctx: Ctx, schema: z.ZodType, path: Path, name: string, sampleValue: unknown): void {
  const { transport } = ctx;
  const json = transport === 'json';
  const u = unwrap(schema);
  const kinds = kindsOf(schema);
  const shape = shapeOf(schema);
  const element = elementOf(schema);
  const text = kinds.has('string');
  const numeric = kinds.has('number') && !text;
  const int = numeric && isIntSchema(schema);
  const choice = kinds.has('enum') || kinds.has('literal');

  if (transport !== 'path') {
    push(ctx, path, 'missing', undefined, false, true);
    // null is not 0 (z.coerce.number(null) is): a number takes it only when nullable, or mapped on purpose by a preprocess.
    const nullIsNoNumber = numeric && ((!u.nullable && !u.preprocessed && !kinds.has('null')) || PAGING_FIELDS.has(name));
    if (json) push(ctx, path, 'null', null, nullIsNoNumber);
  }
  if (kinds.has('unknown')) {
    // Anything goes, except what no text may hold (the server's guard refuses it everywhere).
    push(ctx, path, 'nul_char', NUL_TEXT, true, false, true);
    return;
  }

  if (shape) {
    push(ctx, path, 'wrong_type', json ? 'not an object' : 'x', false);
    objectCases(ctx, shape, path, sampleValue as Record<string, unknown>);
    return;
  }
  if (element) {
    push(ctx, path, 'wrong_type', json ? { nested: 'object' } : 'x', false);
    push(ctx, path, 'empty_list', [], false);
    if (Array.isArray(sampleValue) && sampleValue.length) fieldCases(ctx, element, [...path, 0], name, sampleValue[0]);
    return;
  }
  if (kinds.has('record')) {
    push(ctx, path, 'wrong_type', 'not a record', false);
    push(ctx, path, 'nul_char', { fuzz: NUL_TEXT }, true, false, true);
    return;
  }

  // Wrong types: what JSON can carry that the field does not take. A query string or a path carries text only.
  if (json) {
    if (text || choice) push(ctx, path, 'wrong_type', 12345, false);
    push(ctx, path, 'wrong_type', { nested: [1, 2] }, numeric);
    push(ctx, path, 'wrong_type', [1, 2], numeric);
    if (!kinds.has('boolean')) push(ctx, path, 'wrong_type', true, numeric);
  } else if (transport === 'query') {
    // A repeated key arrives as a list.
    push(ctx, path, 'wrong_type', [asText(sampleValue) ?? '1', '2'], numeric);
  }
  // "true" is not a number, in a query string or a path either.
  if (!json && numeric) push(ctx, path, 'wrong_type', 'true', true);
  if (kinds.has('boolean')) {
    // Booleans are real booleans: the text "true" is not one.
    push(ctx, path, 'wrong_type', 'true', json);
    push(ctx, path, 'wrong_type', 'yes', true);
  }

  // Text of every kind: control characters are refused everywhere; the rest is the schema's call.
  push(ctx, path, 'nul_char', NUL_TEXT, true);
  const controls = json ? CONTROL_TEXTS : CONTROL_TEXTS.slice(0, 2);
  for (const c of controls) push(ctx, path, 'control_char', c, true);
  if (text || choice) {
    push(ctx, path, 'huge_string', HUGE_TEXT, false);
    push(ctx, path, 'unicode', UNICODE_TEXT, false);
  }
  if (choice && !numeric) push(ctx, path, 'bad_option', 'fuzz-not-an-option', false);

  // A date field: its sample is a day and it refuses plain text (a code such as a batch number may happen to look like a day).
  if (typeof sampleValue === 'string' && ISO_DAY.test(sampleValue) && !schema.safeParse('APR-000001').success) {
    for (const d of IMPOSSIBLE_DATES) push(ctx, path, 'impossible_date', d, true);
    for (const d of BOUNDARY_DATES) push(ctx, path, 'date_bounds', d, false);
  }

  if (numeric) {
    const n = (v: number) => (json ? v : String(v));
    push(ctx, path, 'negative', n(-1), false);
    push(ctx, path, 'zero', n(0), false);
    if (int) push(ctx, path, 'int_overflow', n(2_147_483_648), true);
    push(ctx, path, 'huge_number', n(1e308), true);
    push(ctx, path, 'nan_text', 'NaN', true);
    push(ctx, path, 'hex_text', '0x1F', true);
    push(ctx, path, 'non_number', 'abc', true);
    // Blank is "not given" only where the contract says so with a preprocess (a multipart form's null); never for paging.
    const blankByDesign = u.preprocessed && !PAGING_FIELDS.has(name);
    push(ctx, path, 'non_number', '', !blankByDesign || !json);
  }

  if (name === 'order_by') for (const k of SORT_KEYS) push(ctx, path, 'sort_key', k, true);

  if (transport === 'path' || (isIdName(name) && (numeric || text))) {
    // A blank id is not an id (and not "new"); '' may mean "not given" only on a field that may be left out.
    const required = transport === 'path' || !accepts(ctx.part, setAt(ctx.sample, path, undefined, true));
    push(ctx, path, 'blank_id', '', required);
    push(ctx, path, 'blank_id', '   ', true);
  }
}

function objectCases(ctx: Ctx, shape: Record<string, z.ZodType>, path: Path, sampleValue: Record<string, unknown> | undefined): void {
  const sample = sampleValue ?? {};
  for (const [k, s] of Object.entries(shape)) fieldCases(ctx, s, [...path, k], k, sample[k]);
  if (ctx.transport !== 'path') {
    // An unknown field: refused by strict schemas, dropped by the others; never stored, never a 500.
    push(ctx, [...path, 'fuzz_extra'], 'extra_field', 'x', false);
    // ...and never a way in for a NUL (the server's guard looks at every string).
    push(ctx, [...path, 'fuzz_extra'], 'nul_char', NUL_TEXT, true, false, true);
  }
}

/**
 * The cases of one part of a request (body, query or path parameters).
 * `sample` is the part's valid sample (validSample with the same transport).
 */
export function fuzzCases(schema: z.ZodType, transport: Transport, sample: unknown): FuzzCase[] {
  const ctx: Ctx = { transport, part: schema, sample, out: [] };
  const shape = shapeOf(schema);
  if (shape) {
    if (transport === 'json') {
      // The whole body of the wrong type.
      ctx.out.push({ field: '', category: 'wrong_type', label: '[1,2,3]', value: [1, 2, 3], mustRefuse: false });
      ctx.out.push({ field: '', category: 'wrong_type', label: '"text"', value: 'text', mustRefuse: false });
      ctx.out.push({ field: '', category: 'null', label: 'null', value: null, mustRefuse: false });
    }
    objectCases(ctx, shape, [], sample as Record<string, unknown>);
  } else fieldCases(ctx, schema, [], '', sample);
  return ctx.out;
}

/** Does the input contain a NUL anywhere (keys included)? The server's guard refuses such requests. */
export function containsNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some(containsNul);
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x));
  return false;
}
