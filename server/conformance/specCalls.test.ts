import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { ALL_ROUTES } from '../routes';
import { signCrossLoginToken } from '../auth/crossLogin';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF, type Part } from '../uploads/testFiles';
import { SHAPES, SPEC_CALLS, UNPATHED_CALLS, type Fixture, type Shape, type SpecRequest } from './specCalls';

/**
 * The contract tests of the conformance table (specCalls.ts): every call it says is served is a registered route;
 * every sample in the spec's shape is accepted by the server on the test books; no call is "missing" or
 * "different" without its note; and, where the seed documents are at hand, every call they name is in the table.
 */
let t: TestServer;
const tokens: Record<string, string> = {};
let fx: Fixture;

beforeAll(async () => {
  t = await createTestServer();
  for (const u of ['admin', 'credit', 'approver', 'finance', 'purchaser', 'warehouse']) tokens[u] = await t.login(u);
  const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.one<T>(q))!;
  const customer = await one<{ id: number; code: string }>(sql`SELECT customer_id AS id, customer_code AS code FROM customers ORDER BY customer_id LIMIT 1`);
  // A product the customer has no code for yet, so a new mapping can be made.
  const product = await one<{ id: number; code: string }>(sql`
    SELECT product_id AS id, product_code AS code FROM products p
    WHERE NOT EXISTS (SELECT 1 FROM customer_product_codes m WHERE m.customer_id = ${customer.id} AND m.product_id = p.product_id) ORDER BY product_id LIMIT 1`);
  // A customer given its branch settings by the spec's create call (002 §7.1), for the update's sample.
  const branch = { code: (await one<{ code: string }>(sql`SELECT customer_code AS code FROM customers ORDER BY customer_id DESC LIMIT 1`)).code, type: 'main_branch' as const };
  const created = await t.call({
    method: 'POST',
    url: '/api/customers/branches/config',
    token: tokens.admin,
    payload: { customer_code: branch.code, customer_type: branch.type, so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 1, soa_branch: 0 },
  });
  expect(created.body.code, JSON.stringify(created.body)).toBe('00003');
  const srpf = await one<{ id: number }>(sql`
    SELECT h.srpf_id::int AS id FROM srpf_headers h JOIN users u ON u.id = h.created_by WHERE h.status = 0 AND u.username = 'credit' ORDER BY h.srpf_id LIMIT 1`);
  // A folder and a document made through the calls, for the delete's sample.
  const folder = await t.call({ method: 'POST', url: '/api/file-system/folder/create', token: tokens.admin, payload: { folder_name: 'Conformance', parent_id: null } });
  const upload = await multipartBody([
    { name: 'folder_id', value: String(folder.body.result.folder_id) },
    ...['file_name', 'file_source', 'physical_filing', 'physically_received_by', 'last_released_to', 'latest_activity'].map((name) => ({ name, value: 'Conformance sample' })),
    { name: 'attachment', value: { bytes: PDF, fileName: 'sample.pdf', type: 'application/pdf' } },
  ]);
  const made = await t.call({ method: 'POST', url: '/api/file-system/document/create', token: tokens.admin, payload: upload.payload, headers: upload.headers });
  expect(made.body.code, JSON.stringify(made.body).slice(0, 300)).toBe('00003');
  const document = { id: made.body.result.document_id as number };
  const po = await one<{ id: number }>(sql`SELECT po_hdr_id::int AS id FROM po_trail_logs ORDER BY po_hdr_id LIMIT 1`);
  const treasury = await one<{ id: number; type: string }>(sql`SELECT detail_id::int AS id, collection_type AS type FROM treasury_requests WHERE status = 0 ORDER BY detail_id LIMIT 1`);
  const job = await one<{ dep: number; job: number }>(sql`SELECT (SELECT MIN(department_id) FROM departments)::int AS dep, (SELECT MIN(job_id) FROM job_titles)::int AS job`);
  fx = {
    one: async <T>(q: ReturnType<typeof sql>) => Object.values((await one<Record<string, T>>(q)))[0],
    call: async (as, method, url, payload) => {
      const res = await t.call({ method, url: `/api${url}`, token: tokens[as], payload });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      return res.body;
    },
    ssoToken: (euid) => signCrossLoginToken(t.config.crossLoginSecret, euid, t.clock.now()),
    lastOtp: async (username) => {
      const email = await one<{ email: string }>(sql`SELECT email FROM users WHERE username = ${username}`);
      const [msg] = await t.outbox(email.email);
      return /\b(\d{6})\b/.exec(msg.body)![1];
    },
    poHdrId: po.id,
    treasuryDetailId: treasury.id,
    treasuryCollectionType: treasury.type,
    departmentId: job.dep,
    jobId: job.job,
    customerId: customer.id,
    customerCode: customer.code,
    productId: product.id,
    productCode: product.code,
    branchCustomerCode: branch.code,
    branchType: branch.type,
    srpfId: srpf.id,
    documentId: document.id,
  };
});
afterAll(async () => t?.close());

const registered = new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`));
const SUCCESS = ['00000', '00003', '00004', '00006', '00012', '00013'];

async function send(served: string, req: SpecRequest, token: string | undefined) {
  const [method, template] = served.split(' ');
  let url = template.replace(/:([a-z_]+)/g, (_, k: string) => encodeURIComponent(String(req.params?.[k] ?? '')));
  if (req.query) url += `?${new URLSearchParams(req.query)}`;
  if (req.multipart) {
    const parts: Part[] = Object.entries(req.multipart.fields).map(([name, value]) => ({ name, value }));
    for (const [name, f] of Object.entries(req.multipart.files ?? {})) parts.push({ name, value: { bytes: f.bytes, fileName: f.fileName, type: f.type } });
    const m = await multipartBody(parts);
    return t.call({ method: method as 'POST', url, token, payload: m.payload, headers: m.headers });
  }
  return t.call({ method: method as 'POST', url, token, payload: req.body as object });
}

describe('the conformance table', () => {
  it('holds each call once, and every call it says is served is a registered route', () => {
    const calls = SPEC_CALLS.map((c) => c.call);
    expect(new Set(calls).size).toBe(calls.length);
    const unregistered = SPEC_CALLS.filter((c) => c.served && !registered.has(c.served)).map((c) => `${c.call} -> ${c.served}`);
    expect(unregistered).toEqual([]);
  });

  it('leaves nothing unserved or different without its reason, and names only calls of the table', () => {
    for (const c of SPEC_CALLS.filter((x) => !x.served)) expect(SHAPES[c.call]?.status, c.call).toBe('missing');
    for (const [call, shape] of Object.entries(SHAPES)) {
      expect(calls().has(call), `${call} is a call of the table`).toBe(true);
      if (shape.status !== 'verified') expect(shape.note?.length ?? 0, call).toBeGreaterThan(20);
      if (['verified', 'extended', 'answered'].includes(shape.status)) expect(shape.sample, `${call} has a sample`).toBeDefined();
    }
  });

  it('has a sample for every call it serves', () => {
    expect(SPEC_CALLS.filter((c) => c.served && !SHAPES[c.call]?.sample).map((c) => c.call)).toEqual([]);
  });

  it('has every call the seed documents name (when they are at hand)', () => {
    const dir = path.resolve(__dirname, '../../../shared/spec');
    if (!existsSync(dir)) return void console.warn(`conformance: ${dir} not found, the table is checked against itself only`);
    const named = new Set<string>();
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.txt'))) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        let method: string | null = null;
        for (const m of line.matchAll(/(goes to )?(?:\b(GET|POST|PUT|PATCH|DELETE) +)?(\/[A-Za-z0-9_/{}.-]*[A-Za-z0-9_}])/g)) {
          method = m[2] ?? method;
          // A screen route after "goes to" is not a call.
          if (method && !m[1] && /[a-z]/.test(m[3])) named.add(`${method} ${m[3]}`);
        }
      }
    }
    expect([...named].filter((c) => !calls().has(c))).toEqual([]);
  });
});

const calls = () => new Set(SPEC_CALLS.map((c) => c.call));

/** The value at a dot path ("user_details.employee_name"), or undefined when a step is missing. */
const at = (o: unknown, dotted: string) => dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' && k in v ? (v as Record<string, unknown>)[k] : undefined), o);

async function accepted(served: string, shape: Shape) {
  const res = await send(served, await shape.sample!(fx), shape.as === 'none' ? undefined : tokens[shape.as ?? 'admin']);
  const seen = JSON.stringify(res.body).slice(0, 300);
  if (shape.refusedWith) return void expect(res.body.code, seen).toBe(shape.refusedWith);
  expect(res.status, seen).toBe(200);
  // An array answer (the password reset's [status, message]) or a redirect to a file has no code.
  if (!Array.isArray(res.body)) expect(SUCCESS, seen).toContain(res.body.code);
  if (shape.code) expect(res.body.code, seen).toBe(shape.code);
  const result = Array.isArray(res.body.result) ? res.body.result[0] : res.body.result;
  for (const field of shape.answer ?? []) expect(at(result, field), `answer field ${field}`).not.toBeUndefined();
}

describe('the spec\u2019s shapes are accepted', () => {
  const samples = SPEC_CALLS.filter((c) => c.served && SHAPES[c.call]?.sample);
  it.each(samples.map((c) => [c.call, c] as const))('%s', async (_, c) => accepted(c.served!, SHAPES[c.call]));
  it.each(UNPATHED_CALLS.filter((c) => c.shape.sample).map((c) => [c.served, c] as const))('%s (path not shown in the spec)', async (_, c) => accepted(c.served, c.shape));

  it('the calls without a path are registered, and only the different ones have no sample', () => {
    for (const c of UNPATHED_CALLS) {
      expect(registered.has(c.served), c.served).toBe(true);
      if (c.shape.status !== 'different') expect(c.shape.sample, c.served).toBeDefined();
      else expect(c.shape.note?.length ?? 0).toBeGreaterThan(20);
    }
  });
});
