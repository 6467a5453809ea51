import { readFile } from 'node:fs/promises';
import { CPC_MESSAGES as M, CPC_SCOPES, IMPORT_FILE_FIELD, importCustomerProductCodesEp, type CustomerProductCodeRow, type ImportSummary } from '../../contract/customerProductCodes';
import { OFFICE_TYPES } from '../../contract/uploads';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { invalid, ok, type Answer } from '../http/answer';
import { route } from '../kit';
import { uploadsOf, type UploadRoute } from '../uploads';
import { storedPath } from '../uploads/store';
import { atLine, linesOf, type ImportLine } from './importSheet';
import { FROM, recordChange, ROW } from './store';
import { readFirstSheet, XlsxReadError } from '../kit/xlsxReader';

/**
 * Import Customer Product (spec 001 §2, §5, §7): an .xlsx of customer code,
 * internal product code, customer product code and template product name,
 * one mapping per row, added or changed. Every row is checked first (its
 * shape in importSheet.ts, its customer, product and codes here, against the
 * database as the file would leave it); any problem refuses the whole file
 * with every bad row named by its line. Otherwise all rows are applied in one
 * transaction, each change with its revision.
 */

/** A refusal lists this many problems, then says how many more there are. */
const MAX_MESSAGES = 50;
const RACE = 'Customer product codes changed while the file was being imported. Please import it again.';

function capped(problems: string[]): Answer {
  const shown = problems.slice(0, MAX_MESSAGES);
  if (problems.length > MAX_MESSAGES) shown.push(`…and ${problems.length - MAX_MESSAGES} more problems.`);
  return invalid(shown);
}

type Named = { id: number; code: string; name: string };
const key = (customerId: number, productId: number) => `${customerId}:${productId}`;

/** Ids and names of the codes the lines use (exact codes: they are what the export wrote). */
async function lookup(tx: Db, table: 'customers' | 'products', codes: string[]): Promise<Map<string, Named>> {
  const list = JSON.stringify([...new Set(codes)]);
  const rows =
    table === 'customers'
      ? await tx.rows<Named>(sql`SELECT customer_id AS id, customer_code AS code, customer_name AS name FROM customers WHERE customer_code IN (SELECT jsonb_array_elements_text(${list}::jsonb))`)
      : await tx.rows<Named>(sql`SELECT product_id AS id, product_code AS code, product_name AS name FROM products WHERE product_code IN (SELECT jsonb_array_elements_text(${list}::jsonb))`);
  return new Map(rows.map((r) => [r.code, r]));
}

interface Planned {
  line: ImportLine;
  before: CustomerProductCodeRow | null;
  after: Omit<CustomerProductCodeRow, 'id'>;
}

/** The lines as rows before and after, or every problem: unknown codes, a pair twice, a customer code naming two products once applied. */
async function plan(tx: Db, lines: ImportLine[]): Promise<{ planned: Planned[]; problems: string[] }> {
  const customers = await lookup(tx, 'customers', lines.map((l) => l.customer_code));
  const products = await lookup(tx, 'products', lines.map((l) => l.product_code));
  const customerIds = JSON.stringify([...new Set([...customers.values()].map((c) => c.id))]);
  // Locked: nobody changes these customers' codes until the import commits or is refused.
  const existing = await tx.rows<CustomerProductCodeRow>(sql`
    SELECT ${ROW} FROM ${FROM} WHERE m.customer_id IN (SELECT jsonb_array_elements_text(${customerIds}::jsonb)::int) FOR UPDATE OF m`);
  // The codes as the file would leave them: (customer, product) -> code and product code.
  const final = new Map(existing.map((r) => [key(r.customer_id, r.product_id), { code: r.smpp_product_code, product: r.product_code }]));
  const current = new Map(existing.map((r) => [key(r.customer_id, r.product_id), r]));

  const problems: string[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  for (const l of lines) {
    const c = customers.get(l.customer_code);
    const p = products.get(l.product_code);
    if (!c) problems.push(atLine(l.line, `Customer code ${l.customer_code} does not exist.`));
    if (!p) problems.push(atLine(l.line, `Internal product code ${l.product_code} does not exist.`));
    if (!c || !p) continue;
    const k = key(c.id, p.id);
    const first = seen.get(k);
    if (first !== undefined) {
      problems.push(atLine(l.line, `Customer ${l.customer_code} and product ${l.product_code} are already on line ${first}.`));
      continue;
    }
    seen.set(k, l.line);
    final.set(k, { code: l.smpp_product_code, product: p.code });
    const after = {
      customer_id: c.id, customer_code: c.code, customer_name: c.name, product_id: p.id, product_code: p.code, product_name: p.name,
      smpp_product_code: l.smpp_product_code, template_product_name: l.template_product_name,
    };
    planned.push({ line: l, before: current.get(k) ?? null, after });
  }
  // (customer, code) -> the products carrying it once applied: more than one is a clash.
  const owners = new Map<string, string[]>();
  for (const [k, v] of final) {
    const ck = `${k.split(':')[0]}:${v.code}`;
    owners.set(ck, [...(owners.get(ck) ?? []), v.product]);
  }
  for (const { line, after } of planned) {
    const others = owners.get(`${after.customer_id}:${after.smpp_product_code}`)!.filter((code) => code !== after.product_code);
    if (others.length) problems.push(atLine(line.line, `${M.codeTaken(after.smpp_product_code)} (${others.join(', ')})`));
  }
  return { planned, problems };
}

const lineOf = (message: string) => Number(/^Line (\d+)/.exec(message)?.[1] ?? 0);

const same = (a: CustomerProductCodeRow, b: Planned['after']) => a.smpp_product_code === b.smpp_product_code && a.template_product_name === b.template_product_name;

async function apply(tx: Db, planned: Planned[], who: { userId: number; at: string; fileName: string }): Promise<ImportSummary> {
  // Two rows may swap codes: the one-product-per-code rule is checked once, at commit.
  await tx.run(sql`SET CONSTRAINTS customer_product_codes_code DEFERRED`);
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0 };
  for (const { line, before, after } of planned) {
    if (before && same(before, after)) {
      summary.unchanged += 1;
      continue;
    }
    const row = before
      ? await tx.one<{ id: number }>(sql`
          UPDATE customer_product_codes SET smpp_product_code = ${after.smpp_product_code}, template_product_name = ${after.template_product_name},
            updated_at = ${who.at}::timestamptz, updated_by = ${who.userId}
          WHERE id = ${before.id} RETURNING id`)
      : await tx.one<{ id: number }>(sql`
          INSERT INTO customer_product_codes (customer_id, product_id, smpp_product_code, template_product_name, created_at, created_by, updated_at, updated_by)
          VALUES (${after.customer_id}, ${after.product_id}, ${after.smpp_product_code}, ${after.template_product_name}, ${who.at}::timestamptz, ${who.userId}, ${who.at}::timestamptz, ${who.userId})
          RETURNING id`);
    await recordChange(tx, { before, after: { ...after, id: row!.id }, userId: who.userId, at: who.at, remarks: `Imported from ${who.fileName}, line ${line.line}.` });
    if (before) summary.updated += 1;
    else summary.created += 1;
  }
  return summary;
}

export const importCustomerProductCodes = route(importCustomerProductCodesEp, {
  scopes: [CPC_SCOPES.import],
  summary: 'Product Maintenance: import customer product codes from an .xlsx (multipart field file), every row or none',
  handler: async ({ deps, user, request }) => {
    const file = uploadsOf(request).find((f) => f.field === IMPORT_FILE_FIELD);
    // A JSON body carries no file (a multipart one without it was refused by the upload kit already).
    if (!file) return invalid([M.fileRequired], { [IMPORT_FILE_FIELD]: [M.fileRequired] });
    const path = storedPath(deps.config.uploadDir, file.storedName);
    if (file.contentType !== OFFICE_TYPES.xlsx.type || !path) return invalid([M.notXlsx], { [IMPORT_FILE_FIELD]: [M.notXlsx] });
    let sheet;
    try {
      sheet = readFirstSheet(await readFile(path));
    } catch (err) {
      if (err instanceof XlsxReadError) return invalid([M.notXlsx], { [IMPORT_FILE_FIELD]: [M.notXlsx] });
      throw err;
    }
    const { lines, problems } = linesOf(sheet);
    // No usable line (no header, no rows, a bad shape everywhere): nothing for the database to check.
    if (!lines.length) return capped(problems);
    const at = new Date(deps.clock.now()).toISOString();
    try {
      return await deps.db.transaction(async (tx): Promise<Answer> => {
        const checked = await plan(tx, lines);
        // Every problem of the file at once, in line order: the person fixes the file in one go.
        const all = [...problems, ...checked.problems].sort((a, b) => lineOf(a) - lineOf(b));
        if (all.length) return capped(all);
        return ok(await apply(tx, checked.planned, { userId: user.id, at, fileName: file.fileName }));
      });
    } catch (err) {
      // Checked under lock, so only a mapping added meanwhile for the same pair or code gets here.
      if (isUniqueViolation(err)) return invalid([RACE]);
      throw err;
    }
  },
});

// The file is read and dropped: the upload kit deletes it after the answer (it is never kept).
export const customerProductCodeUploadRoutes: UploadRoute[] = [
  { route: importCustomerProductCodes, files: { [IMPORT_FILE_FIELD]: { kind: 'office', label: 'Import file', required: M.fileRequired } } },
];
