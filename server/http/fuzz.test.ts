import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Codes } from '../../contract';
import { sql } from '../db/db';
import { apiRoutes, UPLOAD_ROUTES } from '../routes';
import { createTestServer, type TestServer } from '../testing';
import { containsNul, fuzzCases, validSample, type Category, type FuzzCase, type Transport } from './fuzzInputs';
import type { RouteDef } from './routeRegistry';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * THE FUZZ: every registered endpoint gets inputs generated from its own zod
 * schemas (server/http/fuzzInputs.ts), as the superuser (who holds every
 * scope, so the guard never hides the validation):
 *   - its valid sample, then every field's invalid variants, then transport
 *     garbage (a malformed URL, multipart without a boundary, broken JSON);
 *   - never a 500; always the envelope {code, result[, total_rows]} (a 00001
 *     may add `fields`, its messages by field) with the security headers and
 *     no-store;
 *   - what the contract refuses (the schema's own verdict, or a category the
 *     contract promises to refuse whatever a schema says) answers 422, code
 *     00001, with a list of messages written for people;
 *   - a refused request writes nothing: the row count of every table is the
 *     same before and after each endpoint's batch of refused requests.
 * A route added later is fuzzed without editing this file.
 */

/** Routes never called here: logging out would end the superuser's session for the rest of the run. */
const SKIPPED = new Set(['POST /api/users/logout']);

/**
 * Tables left out of the row-count comparison. Empty on purpose, and checked:
 * an authenticated request only UPDATEs its session row (last_seen_at), the
 * rate limiters live in memory, exports and outbox rows are written only by
 * requests the contract accepted (sent before the snapshot). A refused request
 * has no business adding or removing a row in ANY table, sessions included.
 */
const UNCOUNTED_TABLES = new Set<string>();

const DEV_WORDING = /invalid input|expected [a-z]+, received|too (small|big):|invalid (option|string|enum|format)|unrecognized key|^required$|must match pattern/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

type Problem = { route: string; category: Category | 'valid' | 'rows'; kind: string; detail: string };
const problems: Problem[] = [];
let requests = 0;
let covered = 0;
const started = Date.now();

let s: TestServer;
let admin: string;
let hints: Record<string, unknown> = {};

const ROUTES = apiRoutes({ mode: 'demo' }).filter((r) => !SKIPPED.has(`${r.method} ${r.path}`));
const UPLOAD_PATHS = new Set(UPLOAD_ROUTES.map((u) => `${u.route.method} ${u.route.path}`));
const name = (r: RouteDef) => `${r.method} ${r.path}`;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin');
  const one = async <T,>(q: ReturnType<typeof sql>) => (await s.db.one<T>(q))!;
  const me = await one<{ id: number; employee_no: string }>(sql`SELECT id, employee_no FROM users WHERE username = 'admin'`);
  const product = await one<{ product_id: number; product_code: string; supplier_id: number }>(
    sql`SELECT product_id, product_code, supplier_id FROM products WHERE active = 1 ORDER BY product_id LIMIT 1`,
  );
  const customer = await one<{ customer_id: number; customer_code: string }>(sql`SELECT customer_id, customer_code FROM customers ORDER BY customer_id LIMIT 1`);
  const pr = await s.db.one<{ pr_hdr_id: number }>(sql`SELECT pr_hdr_id FROM purchase_requests ORDER BY pr_hdr_id LIMIT 1`);
  const po = await s.db.one<{ po_hdr_id: number }>(sql`SELECT po_hdr_id FROM purchase_orders ORDER BY po_hdr_id LIMIT 1`);
  const apr = await s.db.one<{ approval_code: string }>(sql`SELECT approval_code FROM product_submissions WHERE approval_code IS NOT NULL ORDER BY id LIMIT 1`);
  const pu = await s.db.one<{ product_update_no: string }>(sql`SELECT product_update_no FROM product_updates ORDER BY product_update_no LIMIT 1`);
  // Real keys make the valid samples reach the handlers' real paths instead of stopping at "not found".
  hints = {
    user_id: me.id,
    employee_no: me.employee_no,
    product_id: product.product_id,
    product_code: product.product_code,
    supplier_id: product.supplier_id,
    supplier: product.supplier_id,
    vendor_id: product.supplier_id,
    customer_id: customer.customer_id,
    customer_code: customer.customer_code,
    account_code: '1100',
    // A new product, not a draft that does not exist; a year still open for forecasts (the test clock is 2026-03); above any MOQ.
    draft_id: null,
    forecast_year: 2027,
    requested_qty: 100_000,
    // An MD of the directory (migration 082), so associating one reaches the write.
    md_code: 'MD-0081234',
    ...(pr ? { pr_hdr_id: pr.pr_hdr_id } : {}),
    ...(po ? { po_hdr_id: po.po_hdr_id } : {}),
    ...(apr ? { approval_code: apr.approval_code } : {}),
    ...(pu ? { product_update_no: pu.product_update_no } : {}),
  };
});

afterAll(async () => {
  const byCategory = new Map<string, number>();
  for (const p of problems) byCategory.set(`${p.category} / ${p.kind}`, (byCategory.get(`${p.category} / ${p.kind}`) ?? 0) + 1);
  console.log(
    `fuzz: ${covered} endpoints covered, ${requests} requests sent in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (problems.length ? `; ${problems.length} problems:\n${[...byCategory].map(([k, n]) => `  ${k}: ${n}`).join('\n')}` : '; no problems'),
  );
  await s?.close();
});

// ---- Requests ---------------------------------------------------------------------------

interface Req {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Raw payload and content type instead of the JSON body. */
  raw?: { payload: string; type: string };
  /** A raw URL instead of the one built from path and params. */
  url?: string;
}

const enc = (v: unknown) => encodeURIComponent(String(v));

function urlOf(r: RouteDef, req: Req): string {
  if (req.url) return req.url;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const path = r.path.replace(/:([a-z_]+)/g, (_, k: string) => enc(params[k] ?? ''));
  const q = (req.query ?? {}) as Record<string, unknown>;
  const pairs = Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : Array.isArray(v) ? v.map((x) => `${enc(k)}=${enc(x)}`) : [`${enc(k)}=${enc(v)}`]));
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

async function send(r: RouteDef, req: Req) {
  requests++;
  const payload = req.raw ? req.raw.payload : req.body === undefined ? undefined : JSON.stringify(req.body);
  const type = req.raw ? req.raw.type : 'application/json';
  return s.call({
    method: r.method,
    url: urlOf(r, req),
    token: admin,
    ...(payload !== undefined ? { payload, headers: { 'content-type': type } } : {}),
  });
}

type Res = Awaited<ReturnType<typeof send>>;

/** Envelope, security headers, no 500: what every answer owes, accepted or refused. */
function checkAnswer(route: string, category: Problem['category'], what: string, res: Res): boolean {
  const fail = (kind: string, detail: string) => {
    problems.push({ route, category, kind, detail: `${what}: ${detail}` });
    return false;
  };
  if (res.status >= 500) return fail('500', `status ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  const b = res.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return fail('no envelope', `body ${String(res.body).slice(0, 120)}`);
  // data: the rows again, where a spec's call reads them so (Answer.data), only beside a successful result; as_of: when
  // a report's data is complete up to (an ISO time), only beside a successful result.
  const asOfOk = (k: string) => k === 'as_of' && b.code === Codes.OK && typeof b.as_of === 'string' && !Number.isNaN(Date.parse(b.as_of));
  const extra = Object.keys(b).filter(
    (k) => !['code', 'result', 'total_rows'].includes(k) && !(k === 'fields' && b.code === Codes.INVALID_REQUEST) && !(k === 'data' && b.code === Codes.OK) && !asOfOk(k),
  );
  if (typeof b.code !== 'string' || !/^\d{5}$/.test(b.code) || !('result' in b) || extra.length) {
    return fail('no envelope', JSON.stringify(b).slice(0, 200));
  }
  // A 00001 may say which field each message belongs to: { field: [messages] }.
  const fields: unknown = b.fields;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null || !Object.values(fields).every((m) => Array.isArray(m) && m.every((x) => typeof x === 'string')))) {
    return fail('no envelope', `fields ${JSON.stringify(fields).slice(0, 160)}`);
  }
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) if (res.headers[k] !== v) return fail('headers', `${k} is ${String(res.headers[k])}`);
  if (res.headers['cache-control'] !== 'no-store') return fail('headers', `cache-control ${String(res.headers['cache-control'])}`);
  return true;
}

/** A refusal: 422, 00001, messages for people (no zod wording, no echo of a huge or binary input). */
function checkRefused(route: string, category: Problem['category'], what: string, res: Res, allowNotFound = false): void {
  if (!checkAnswer(route, category, what, res)) return;
  if (allowNotFound && res.status === 404 && res.body.code === Codes.NOT_FOUND) return;
  const fail = (kind: string, detail: string) => problems.push({ route, category, kind, detail: `${what}: ${detail}` });
  if (res.status !== 422 || res.body.code !== Codes.INVALID_REQUEST) return void fail('not refused', `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
  const msgs = res.body.result;
  if (!Array.isArray(msgs) || !msgs.length) return void fail('messages', `result ${JSON.stringify(msgs)}`);
  for (const m of msgs) {
    if (typeof m !== 'string' || !m.trim()) fail('messages', `message ${JSON.stringify(m)}`);
    else if (DEV_WORDING.test(m)) fail('messages', `developer wording ${JSON.stringify(m)}`);
    else if (m.length > 300 || CONTROL.test(m)) fail('messages', `echoes the input: ${JSON.stringify(m.slice(0, 80))}`);
  }
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await s.db.rows<{ t: string }>(sql`
    SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
  const counted = tables.map((x) => x.t).filter((t) => !UNCOUNTED_TABLES.has(t));
  const union = counted.map((t) => `SELECT '${t}' AS t, count(*)::bigint AS n FROM "${t}"`).join(' UNION ALL ');
  const rows = await s.db.rows<{ t: string; n: string | number }>(sql.raw(union));
  return Object.fromEntries(rows.map((x) => [x.t, Number(x.n)]));
}

// ---- One endpoint ---------------------------------------------------------------------------

type Part = 'params' | 'query' | 'body';
const PARTS: { part: Part; transport: Transport }[] = [
  { part: 'params', transport: 'path' },
  { part: 'query', transport: 'query' },
  { part: 'body', transport: 'json' },
];

interface Planned {
  part: Part | 'transport';
  c: Pick<FuzzCase, 'field' | 'category' | 'label'> & { mustRefuse: boolean };
  req: Req;
  refuse: boolean;
  allowNotFound?: boolean;
}

const where = (p: Planned) => (p.c.field ? `${p.part}.${p.c.field}` : p.part);

async function ensureSession(): Promise<void> {
  const res = await s.call({ method: 'GET', url: '/api/users/me', token: admin });
  if (res.status === 401) admin = await s.login('admin');
}

async function fuzzRoute(r: RouteDef): Promise<void> {
  const route = name(r);
  const schemas = { params: r.params, query: r.query, body: r.body } as Record<Part, z.ZodType | undefined>;
  await ensureSession();

  const valid: Req = {};
  for (const { part, transport } of PARTS) {
    const schema = schemas[part];
    if (!schema) continue;
    const v = validSample(schema, { transport, hints });
    if (!schema.safeParse(v).success) problems.push({ route, category: 'valid', kind: 'no valid sample', detail: `${part} ${JSON.stringify(v)?.slice(0, 200)}` });
    valid[part] = v;
  }

  const plan: Planned[] = [];
  for (const { part, transport } of PARTS) {
    const schema = schemas[part];
    if (!schema) continue;
    for (const c of fuzzCases(schema, transport, valid[part])) {
      const schemaRefuses = !schema.safeParse(c.value).success;
      if (c.mustRefuse && !schemaRefuses && !c.byGuard) {
        problems.push({ route, category: c.category, kind: 'contract accepts', detail: `${part}.${c.field} = ${c.label}` });
      }
      const refuse = c.mustRefuse || schemaRefuses || containsNul(c.value);
      const allowNotFound = part === 'params' && c.category === 'blank_id' && c.label === '""';
      plan.push({ part, c, req: { ...valid, [part]: c.value }, refuse, allowNotFound });
    }
  }

  // Transport garbage: what never reaches the schemas.
  const transport = (category: string, label: string, req: Req): Planned => ({ part: 'transport', c: { field: '', category: category as Category, label, mustRefuse: true }, req, refuse: true });
  if (r.path.includes(':')) {
    plan.push(transport('wrong_type', 'malformed URL %FF', { ...valid, url: r.path.replace(/:[a-z_]+/, '%FF').replace(/:[a-z_]+/g, '1') }));
    plan.push(transport('wrong_type', 'malformed URL %E0%A4%A', { ...valid, url: r.path.replace(/:[a-z_]+/, '%E0%A4%A').replace(/:[a-z_]+/g, '1') }));
  }
  if (r.query) {
    // A query string that does not decode: read leniently or refused, never a 500.
    plan.push({ ...transport('wrong_type', 'malformed query %FF', { ...valid, url: `${urlOf(r, valid)}${urlOf(r, valid).includes('?') ? '&' : '?'}%FF=%E0%A4%A` }), refuse: false });
  }
  if (r.method !== 'GET') {
    if (r.body) plan.push(transport('wrong_type', 'invalid JSON', { ...valid, raw: { payload: '{"a":', type: 'application/json' } }));
    if (UPLOAD_PATHS.has(route)) {
      plan.push(transport('wrong_type', 'multipart without boundary', { ...valid, raw: { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', type: 'multipart/form-data' } }));
      plan.push(transport('wrong_type', 'multipart, unknown boundary', { ...valid, raw: { payload: 'garbage', type: 'multipart/form-data; boundary=zzz' } }));
      plan.push(
        transport('nul_char', 'multipart text field with NUL', {
          ...valid,
          raw: { payload: '--zz\r\nContent-Disposition: form-data; name="fuzz"\r\n\r\na\u0000b\r\n--zz--\r\n', type: 'multipart/form-data; boundary=zz' },
        }),
      );
    }
  }

  // 1. The valid sample and what the contract accepts: anything but a 500 (404, 409, 422 from the handler are fine).
  const res0 = await send(r, valid);
  checkAnswer(route, 'valid', 'valid sample', res0);
  if (process.env.FUZZ_VERBOSE) {
    const refused = plan.filter((x) => x.refuse).length;
    console.log(`${route}: valid sample ${res0.status} ${res0.body?.code}${res0.status === 200 ? '' : ` ${JSON.stringify(res0.body?.result).slice(0, 200)}`}; ${plan.length - refused} accepted and ${refused} refused cases`);
  }
  for (const p of plan.filter((x) => !x.refuse)) {
    checkAnswer(route, p.c.category, `${where(p)} = ${p.c.label} (accepted by the contract)`, await send(r, p.req));
  }
  await ensureSession();

  // 2. What the contract refuses: 422 with messages, and not one row written.
  const before = await tableCounts();
  for (const p of plan.filter((x) => x.refuse)) {
    checkRefused(route, p.c.category, `${where(p)} = ${p.c.label}`, await send(r, p.req), p.allowNotFound);
  }
  const after = await tableCounts();
  const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
  if (changed.length) problems.push({ route, category: 'rows', kind: 'rows written by refused requests', detail: changed.map((t) => `${t} ${before[t]} -> ${after[t]}`).join(', ') });
  if (r.params || r.query || r.body || !r.path.includes(':')) covered++;
}

describe('the fuzz: every endpoint, inputs generated from its schemas', () => {
  it('lists the same routes as the running server', () => {
    expect(s.app.routeRegistry.map(name).filter((n) => !SKIPPED.has(n))).toEqual(ROUTES.map(name));
  });

  it.each(ROUTES.map((r) => [name(r), r] as const))('%s', async (_n, r) => {
    const before = problems.length;
    await fuzzRoute(r);
    const mine = problems.slice(before);
    expect(mine.map((p) => `[${p.category}] ${p.kind}: ${p.detail}`)).toEqual([]);
  });
});
