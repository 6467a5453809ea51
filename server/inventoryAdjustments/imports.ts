import {
  ADJUSTMENT_IMPORT_HEADERS,
  ADJUSTMENT_IMPORT_REQUIRED,
  ADJUSTMENT_ACCOUNTS,
  IA_MESSAGES as M,
  INVENTORY_ACCOUNT,
  OPENING_BALANCE_ACCOUNT,
  OPENING_IMPORT_HEADERS,
  OPENING_IMPORT_REQUIRED,
  type AdjustmentType,
  type OpeningImportResult,
} from '../../contract/inventoryAdjustments';
import type { AuthUser } from '../auth/users';
import { nextNumber, postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { recordRevision } from '../kit';
import { costCell, dateCell, listed, rowsOf, wholeCell } from './sheet';
import { saveAdjustment, type SaveLine } from './store';
import { checkLines, Refused } from './stock';
import { notePosted } from '../books/postedBy';

/**
 * The two imports. Every row is checked first (its cells, then its codes
 * against the database, then the stock); one problem refuses the whole file,
 * every bad row named by its line, and nothing at all is written (a refused
 * request never writes); only accepted files are kept (inventory_imports).
 */
type Problem = { line: number; message: string };

interface Who {
  user: AuthUser;
  now: string;
  today: string;
}

/** Ids of the codes: products by code, batches by product and number, pallets by code (as typed, any case). */
async function lookups(db: Db, rows: { product_code: string; batch_no: string; pallet_code: string }[]) {
  const list = JSON.stringify(rows.map((r) => ({ p: r.product_code, b: r.batch_no, w: r.pallet_code.toUpperCase() })));
  const products = await db.rows<{ code: string; id: number; supplier_id: number }>(sql`
    SELECT product_code AS code, product_id AS id, supplier_id FROM products WHERE product_code IN (SELECT x.p FROM jsonb_to_recordset(${list}::jsonb) AS x(p text))`);
  const batches = await db.rows<{ product_id: number; batch_no: string; id: number; expiry_date: string }>(sql`
    SELECT b.product_id, b.batch_no, b.batch_id AS id, b.expiry_date::text AS expiry_date FROM product_batches b
    JOIN products p ON p.product_id = b.product_id
    WHERE (p.product_code, b.batch_no) IN (SELECT x.p, x.b FROM jsonb_to_recordset(${list}::jsonb) AS x(p text, b text))`);
  const pallets = await db.rows<{ code: string; id: number; active: boolean }>(sql`
    SELECT pallet_code AS code, pallet_id AS id, active FROM warehouse_pallets WHERE pallet_code IN (SELECT x.w FROM jsonb_to_recordset(${list}::jsonb) AS x(w text))`);
  return {
    product: new Map(products.map((p) => [p.code, p])),
    batch: new Map(batches.map((b) => [`${b.product_id}:${b.batch_no}`, b])),
    pallet: new Map(pallets.map((w) => [w.code, w])),
  };
}

export interface AdjustmentImport {
  file_name: string;
  content_base64: string;
  adjustment_date: string;
  adjustment_type: AdjustmentType;
  reason: string;
}

/** An XLSX of adjustment lines as one adjustment submitted for approval; resolves to its id, or throws Refused. */
export async function importAdjustments(db: Db, body: AdjustmentImport, who: Who): Promise<number> {
  const sheet = rowsOf(body.content_base64, ADJUSTMENT_IMPORT_HEADERS, ADJUSTMENT_IMPORT_REQUIRED);
  if (sheet.problem !== null) {
    throw new Refused(invalid([sheet.problem]));
  }
  const problems: Problem[] = [];
  const ids = await lookups(db, sheet.rows);
  const lines: (SaveLine & { line: number })[] = [];
  const seen = new Map<string, number>();
  const outOnly = ADJUSTMENT_ACCOUNTS[body.adjustment_type].gain === null;
  for (const r of sheet.rows) {
    const says = (message: string) => problems.push({ line: r.line, message });
    const quantity = wholeCell(r.quantity);
    if (!r.product_code) says('Product Code is required.');
    if (!r.batch_no) says('Batch No. is required.');
    if (!r.pallet_code) says('Pallet Code is required.');
    if (!r.quantity) says('Quantity is required.');
    else if (quantity === null) says(`Quantity "${r.quantity}" is not a whole number.`);
    else if (quantity === 0) says(M.quantityNotZero);
    else if (outOnly && quantity > 0) says(M.outOnly(body.adjustment_type));
    const product = r.product_code ? ids.product.get(r.product_code) : undefined;
    if (r.product_code && !product) says(`Product Code ${r.product_code} does not exist.`);
    const batch = product && r.batch_no ? ids.batch.get(`${product.id}:${r.batch_no}`) : undefined;
    if (product && r.batch_no && !batch) says(`Batch ${r.batch_no} is not a batch of ${r.product_code}.`);
    const pallet = r.pallet_code ? ids.pallet.get(r.pallet_code.toUpperCase()) : undefined;
    if (r.pallet_code && (!pallet || !pallet.active)) says(`Pallet ${r.pallet_code} does not exist or is inactive.`);
    if (!product || !batch || !pallet?.active || !quantity) continue;
    const key = `${batch.id}:${pallet.id}`;
    const first = seen.get(key);
    if (first !== undefined) says(`${r.product_code}, batch ${r.batch_no} on pallet ${r.pallet_code} is already on line ${first}.`);
    else seen.set(key, r.line);
    lines.push({ line: r.line, product_id: product.id, batch_id: batch.id, pallet_id: pallet.id, quantity, remarks: r.remarks ? r.remarks.slice(0, 255) : null });
  }
  // The stock and cost of the rows whose cells are right, so every problem of the file comes in one answer.
  const good = lines.filter((l) => !problems.some((p) => p.line === l.line));
  const stock = await checkLines(db, body.adjustment_type, good.map((l) => ({ key: l.line, ...l })));
  problems.push(...stock.problems.map((p) => ({ line: p.key, message: p.message })));
  if (problems.length) {
    throw new Refused(invalid(listed(problems)));
  }
  return db.transaction(async (tx) => {
    const imp = await tx.one<{ id: number }>(sql`
      INSERT INTO inventory_imports (kind, file_name, row_count, status, created_by, created_at)
      VALUES ('adjustment', ${body.file_name}, ${sheet.rows.length}, 'accepted', ${who.user.id}, ${who.now}::timestamptz) RETURNING import_id AS id`);
    return saveAdjustment(tx, null, { ...body, lines, submit: true }, { ...who, importId: Number(imp!.id), lineLabel: (n) => `Line ${lines[n].line}` });
  });
}

export interface OpeningImport {
  file_name: string;
  content_base64: string;
  as_of_date: string;
}

/** An XLSX of opening stock posted at once: BEG movements onto the pallets and Dr 1200, Cr the opening balance account. */
export async function importOpeningStock(db: Db, body: OpeningImport, who: Who): Promise<OpeningImportResult> {
  const sheet = rowsOf(body.content_base64, OPENING_IMPORT_HEADERS, OPENING_IMPORT_REQUIRED);
  if (sheet.problem !== null) {
    throw new Refused(invalid([sheet.problem]));
  }
  const problems: Problem[] = [];
  const ids = await lookups(db, sheet.rows);
  const lines: { product_id: number; supplier_id: number; batch_no: string; expiry: string; pallet_id: number; quantity: number; cost: string }[] = [];
  const seen = new Map<string, number>();
  const expiryOf = new Map<string, { expiry: string; line: number }>();
  for (const r of sheet.rows) {
    const says = (message: string) => problems.push({ line: r.line, message });
    const quantity = wholeCell(r.quantity);
    const expiry = dateCell(r.expiry_date);
    const cost = costCell(r.unit_cost);
    if (!r.product_code) says('Product Code is required.');
    if (!r.batch_no) says('Batch No. is required.');
    else if (r.batch_no.length > 40) says('Batch No. must be at most 40 characters.');
    if (!r.expiry_date) says('Expiry Date is required.');
    else if (!expiry) says(`Expiry Date "${r.expiry_date}" is not a date (YYYY-MM-DD).`);
    if (!r.pallet_code) says('Pallet Code is required.');
    if (!r.quantity) says('Quantity is required.');
    else if (quantity === null || quantity <= 0) says(`Quantity "${r.quantity}" must be a whole number more than zero.`);
    if (!r.unit_cost) says('Unit Cost is required.');
    else if (cost === null) says(`Unit Cost "${r.unit_cost}" must be an amount, not negative, with at most 4 decimals.`);
    const product = r.product_code ? ids.product.get(r.product_code) : undefined;
    if (r.product_code && !product) says(`Product Code ${r.product_code} does not exist.`);
    const pallet = r.pallet_code ? ids.pallet.get(r.pallet_code.toUpperCase()) : undefined;
    if (r.pallet_code && (!pallet || !pallet.active)) says(`Pallet ${r.pallet_code} does not exist or is inactive.`);
    if (!product || !r.batch_no || !expiry || !pallet?.active || !quantity || quantity <= 0 || cost === null) continue;
    const known = ids.batch.get(`${product.id}:${r.batch_no}`);
    const batchKey = `${product.id}:${r.batch_no}`;
    if (known && known.expiry_date !== expiry) says(`Batch ${r.batch_no} of ${r.product_code} expires on ${known.expiry_date}, not ${expiry}.`);
    const earlier = expiryOf.get(batchKey);
    if (earlier && earlier.expiry !== expiry) says(`Batch ${r.batch_no} of ${r.product_code} has another expiry date on line ${earlier.line}.`);
    else if (!earlier) expiryOf.set(batchKey, { expiry, line: r.line });
    const key = `${batchKey}:${pallet.id}`;
    const first = seen.get(key);
    if (first !== undefined) says(`${r.product_code}, batch ${r.batch_no} on pallet ${r.pallet_code} is already on line ${first}.`);
    else seen.set(key, r.line);
    lines.push({ product_id: product.id, supplier_id: product.supplier_id, batch_no: r.batch_no, expiry, pallet_id: pallet.id, quantity, cost });
  }
  if (problems.length) {
    throw new Refused(invalid(listed(problems)));
  }
  return db.transaction(async (tx) => {
    const reference = await nextNumber(tx, 'OS', body.as_of_date);
    const payload = JSON.stringify(lines.map((l, n) => ({ n, ...l })));
    // New batches first (a batch of the file may be new to the product).
    await tx.run(sql`
      INSERT INTO product_batches (product_id, batch_no, expiry_date)
      SELECT DISTINCT l.product_id, l.batch_no, l.expiry::date FROM jsonb_to_recordset(${payload}::jsonb) AS l(product_id int, batch_no text, expiry text)
      ON CONFLICT (product_id, batch_no) DO NOTHING`);
    notePosted('stock');
    const sums = (await tx.one<{ q: number; amount: string }>(sql`
      WITH ins AS (
        INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost,
                                         amount, supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
        SELECT l.product_id, b.batch_id, ${body.as_of_date}::date, 'IN', 'BEG', ${reference}, l.quantity, l.cost, l.cost, round(l.quantity * l.cost, 2),
               l.supplier_id, f.floor, wp.pallet_code, wp.pallet_id, ${`Opening stock (${body.file_name})`.slice(0, 500)}, NULL, 1
        FROM jsonb_to_recordset(${payload}::jsonb) AS l(n int, product_id int, supplier_id int, batch_no text, pallet_id int, quantity int, cost numeric)
        JOIN product_batches b ON b.product_id = l.product_id AND b.batch_no = l.batch_no
        JOIN warehouse_pallets wp ON wp.pallet_id = l.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
        ORDER BY l.n
        RETURNING quantity, amount)
      SELECT COALESCE(SUM(quantity), 0)::int AS q, COALESCE(SUM(amount), 0)::numeric(16, 2)::text AS amount FROM ins`))!;
    const posted =
      Number(sums.amount) !== 0
        ? await postEntry(tx, {
            date: body.as_of_date,
            module: 'BEG',
            reference,
            particulars: `Opening stock imported from ${body.file_name}`.slice(0, 500),
            lines: [
              { account: INVENTORY_ACCOUNT, debit: sums.amount, credit: '0' },
              { account: OPENING_BALANCE_ACCOUNT, debit: '0', credit: sums.amount },
            ],
          })
        : null;
    const imp = await tx.one<{ id: number }>(sql`
      INSERT INTO inventory_imports (kind, file_name, row_count, status, reference, total_quantity, total_amount, je_id, created_by, created_at)
      VALUES ('opening', ${body.file_name}, ${lines.length}, 'posted', ${reference}, ${sums.q}, ${sums.amount}::numeric, ${posted?.je_id ?? null}, ${who.user.id}, ${who.now}::timestamptz)
      RETURNING import_id AS id`);
    await recordRevision(tx, {
      entity: 'inventory_imports',
      entityId: Number(imp!.id),
      action: 'imported',
      userId: who.user.id,
      at: who.now,
      changes: [{ field: 'total_quantity', label: 'Quantity', old: null, new: sums.q }, { field: 'total_amount', label: 'Amount', old: null, new: sums.amount }],
      remarks: `Opening stock from ${body.file_name}, ${lines.length} rows, as of ${body.as_of_date}.`,
      module: 'Inventory Import',
      reference,
    });
    return { import_id: Number(imp!.id), reference, rows: lines.length, total_quantity: sums.q, total_amount: sums.amount, journal_entry: posted?.journal_entry ?? '' };
  });
}
