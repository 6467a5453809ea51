import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Inventory adjustments against the real stock and books: approval posts the
 * IA movements and one balanced entry (the inventory sub-ledger stays equal
 * to GL 1200), no pallet goes below zero (also when two approvals race for
 * the last units), maker ≠ checker, and a file with a bad row writes nothing
 * and names the row.
 */
let t: TestServer;
let warehouse: string;
let approver: string;
let admin: string;
let viewer: string;
/** A pallet holding a batch, and the batch's cost. */
let spot: { pallet_id: number; pallet_code: string; batch_id: number; batch_no: string; product_id: number; product_code: string; on_hand: number; cost: string };
/** An active pallet not holding that batch. */
let emptyPallet: { pallet_id: number; pallet_code: string };

beforeAll(async () => {
  t = await createTestServer();
  [warehouse, approver, admin, viewer] = await Promise.all(['warehouse', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  spot = (await t.db.one<typeof spot>(sql`
    SELECT s.pallet_id, wp.pallet_code, s.batch_id, b.batch_no, s.product_id, p.product_code, s.quantity::int AS on_hand,
           (SELECT round(SUM(m.amount) / SUM(m.quantity), 4)::text FROM inventory_movements m WHERE m.batch_id = s.batch_id) AS cost
    FROM pallet_stock s JOIN warehouse_pallets wp ON wp.pallet_id = s.pallet_id AND wp.active
    JOIN product_batches b ON b.batch_id = s.batch_id JOIN products p ON p.product_id = s.product_id
    WHERE s.quantity BETWEEN 20 AND 5000 ORDER BY s.pallet_id, s.batch_id LIMIT 1`))!;
  emptyPallet = (await t.db.one<typeof emptyPallet>(sql`
    SELECT wp.pallet_id, wp.pallet_code FROM warehouse_pallets wp
    WHERE wp.active AND NOT EXISTS (SELECT 1 FROM inventory_movements m WHERE m.pallet_id = wp.pallet_id AND m.batch_id = ${spot.batch_id})
    ORDER BY wp.pallet_id LIMIT 1`))!;
});
afterAll(async () => t?.close());

const P = '/api/inventory/adjustment';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = warehouse) => t.call({ method, url, payload, token });
const onHand = async (pallet: number, batch: number) =>
  (await t.db.one<{ q: number }>(sql`SELECT COALESCE(SUM(quantity), 0)::int AS q FROM inventory_movements WHERE pallet_id = ${pallet} AND batch_id = ${batch} AND status = 1`))!.q;
/** The inventory sub-ledger (all movements) against GL 1200, and every entry balanced. */
async function booksAgree() {
  const r = await t.db.one<{ sub: string; gl: string; unbalanced: number }>(sql`
    SELECT (SELECT COALESCE(SUM(amount), 0) FROM inventory_movements)::numeric(18, 2)::text AS sub,
           (SELECT COALESCE(SUM(debit - credit), 0) FROM journal_lines WHERE account_code = '1200')::numeric(18, 2)::text AS gl,
           (SELECT COUNT(*)::int FROM (SELECT je_id FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) x) AS unbalanced`);
  expect(r!.unbalanced).toBe(0);
  expect(r!.sub).toBe(r!.gl);
}
const entryOf = (reference: string) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::numeric(16, 2)::text AS debit, l.credit::numeric(16, 2)::text AS credit
    FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id WHERE e.reference = ${reference} ORDER BY l.id`);
const line = (quantity: number, over: object = {}) => ({ product_id: spot.product_id, batch_id: spot.batch_id, pallet_id: spot.pallet_id, quantity, ...over });
const adjustment = (lines: object[], over: object = {}) => ({ adjustment_date: '2026-03-02', adjustment_type: 'count', reason: 'Cycle count', lines, submit: true, ...over });

async function xlsx(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
const counts = async () =>
  (await t.db.one<{ adjustments: number; movements: number; entries: number; imports: number; batches: number }>(sql`
    SELECT (SELECT COUNT(*)::int FROM inventory_adjustments) AS adjustments, (SELECT COUNT(*)::int FROM inventory_movements) AS movements,
           (SELECT COUNT(*)::int FROM journal_entries) AS entries, (SELECT COUNT(*)::int FROM inventory_imports) AS imports,
           (SELECT COUNT(*)::int FROM product_batches) AS batches`))!;

describe('inventory adjustments', () => {
  let firstNo = '';

  it('approves a count loss: IA movement at the batch cost, Dr 6050 Cr 1200, pallet down, sub-ledger = GL 1200', async () => {
    const made = await call('POST', P, adjustment([line(-3, { remarks: 'Short on count' })]));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const a = made.body.result;
    expect(a.status).toBe(1);
    expect(a.adjustment_no).toMatch(/^IA-2026-\d{6}$/);
    expect(a.lines[0]).toMatchObject({ quantity: -3, on_hand: spot.on_hand, unit_cost: spot.cost, pallet_code: spot.pallet_code });
    firstNo = a.adjustment_no;

    // The warehouse may not approve; nor may the maker, even holding the scope (the admin below).
    expect((await call('POST', `${P}/${a.adjustment_id}/approve`, {})).status).toBe(403);
    const ok = await call('POST', `${P}/${a.adjustment_id}/approve`, {}, approver);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result.status).toBe(2);
    const amount = (Math.round(-3 * Number(spot.cost) * 100) / 100).toFixed(2);
    expect(ok.body.result.total_amount).toBe(amount);
    expect(await onHand(spot.pallet_id, spot.batch_id)).toBe(spot.on_hand - 3);
    const moves = await t.db.rows<{ module: string; movement_type: string; quantity: number; amount: string; pallet_id: number }>(sql`
      SELECT module, movement_type, quantity, amount::text, pallet_id FROM inventory_movements WHERE source_document = ${firstNo}`);
    expect(moves).toEqual([{ module: 'IA', movement_type: 'OUT', quantity: -3, amount, pallet_id: spot.pallet_id }]);
    const loss = amount.slice(1);
    expect(await entryOf(firstNo)).toEqual([
      { account_code: '6050', debit: loss, credit: '0.00' },
      { account_code: '1200', debit: '0.00', credit: loss },
    ]);
    await booksAgree();
  });

  it('is listed by tab and searched; the viewer may not list', async () => {
    const approved = await call('GET', `${P}/list/approved?search=${encodeURIComponent(spot.product_code)}`);
    expect(approved.status).toBe(200);
    expect(approved.body.result.map((r: { adjustment_no: string }) => r.adjustment_no)).toContain(firstNo);
    expect(approved.body.total_rows).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `${P}/list/approval?search=${firstNo}`)).body.total_rows).toBe(0);
    expect((await call('GET', `${P}/list/approved`, undefined, viewer)).status).toBe(403);
  });

  it('refuses the maker approving their own adjustment, also the admin', async () => {
    const made = await call('POST', P, adjustment([line(-1)]), admin);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const own = await call('POST', `${P}/${made.body.result.adjustment_id}/approve`, {}, admin);
    expect(own.status).toBe(409);
    expect(own.body.result[0]).toMatch(/was created and submitted by you; someone else must approve it\./);
    const declined = await call('POST', `${P}/${made.body.result.adjustment_id}/decline`, { reason: '' }, approver);
    expect(declined.body.code).toBe('00001');
    const done = await call('POST', `${P}/${made.body.result.adjustment_id}/decline`, { reason: 'Recount first' }, approver);
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ status: 3, decline_reason: 'Recount first' });
    expect(await onHand(spot.pallet_id, spot.batch_id)).toBe(spot.on_hand - 3);
  });

  it('refuses taking more than the pallet holds, and stock in on a damage or expiry write-off', async () => {
    const held = await onHand(spot.pallet_id, spot.batch_id);
    const over = await call('POST', P, adjustment([line(-(held + 1))]));
    expect(over.status).toBe(422);
    expect(over.body.fields['lines.0.quantity'][0]).toBe(`Not enough stock: ${spot.product_code} ${await nameOf()}, batch ${spot.batch_no} on pallet ${spot.pallet_code} has ${held}; the adjustment takes ${held + 1}.`);
    const damageIn = await call('POST', P, adjustment([line(2)], { adjustment_type: 'damage' }));
    expect(damageIn.status).toBe(422);
    expect(damageIn.body.result).toContain('A Damage adjustment only takes stock out: the quantity must be negative.');
  });

  it('two approvals racing for the last units: one posts, the other is refused naming product, batch and pallet', async () => {
    const held = await onHand(spot.pallet_id, spot.batch_id);
    const a = (await call('POST', P, adjustment([line(-held)], { adjustment_type: 'expiry', reason: 'Expired' }))).body.result;
    const b = (await call('POST', P, adjustment([line(-held)], { adjustment_type: 'damage', reason: 'Crushed' }))).body.result;
    const before = await counts();
    const [ra, rb] = await Promise.all([a, b].map((x) => call('POST', `${P}/${x.adjustment_id}/approve`, {}, approver)));
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 422]);
    const refused = ra.status === 422 ? ra : rb;
    expect(refused.body.code).toBe('00001');
    expect(refused.body.result[0]).toBe(`Not enough stock: ${spot.product_code} ${await nameOf()}, batch ${spot.batch_no} on pallet ${spot.pallet_code} has 0; the adjustment takes ${held}.`);
    expect(await onHand(spot.pallet_id, spot.batch_id)).toBe(0);
    const after = await counts();
    expect(after.movements - before.movements).toBe(1);
    expect(after.entries - before.entries).toBe(1);
    // The refused one is still for approval, untouched.
    const still = ra.status === 422 ? a : b;
    expect((await call('GET', `${P}/show/${still.adjustment_id}`)).body.result.status).toBe(1);
    // The expiry write-off goes to 5050, the damage to 6050.
    const won = ra.status === 200 ? a : b;
    expect((await entryOf(won.adjustment_no))[0].account_code).toBe(won === a ? '5050' : '6050');
    await booksAgree();
  });

  it('a count gain onto another pallet: Dr 1200 Cr 6050, a draft saved, edited, then submitted', async () => {
    const draft = await call('POST', P, adjustment([line(5, { pallet_id: emptyPallet.pallet_id })], { submit: false }));
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.result.status).toBe(0);
    const id = draft.body.result.adjustment_id;
    const edited = await call('PUT', `${P}/${id}`, adjustment([line(4, { pallet_id: emptyPallet.pallet_id })], { submit: true, reason: 'Found in the wrong bay' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({ status: 1, reason: 'Found in the wrong bay', total_quantity: 4 });
    expect((await call('PUT', `${P}/${id}`, adjustment([line(3)]))).status).toBe(409);
    const ok = await call('POST', `${P}/${id}/approve`, {}, approver);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const gain = ok.body.result.total_amount;
    expect(await entryOf(ok.body.result.adjustment_no)).toEqual([
      { account_code: '1200', debit: gain, credit: '0.00' },
      { account_code: '6050', debit: '0.00', credit: gain },
    ]);
    expect(await onHand(emptyPallet.pallet_id, spot.batch_id)).toBe(4);
    const history = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'inventory_adjustments' AND entity_id = ${id} ORDER BY id`);
    expect(history.map((h) => h.action)).toEqual(['created', 'updated', 'submitted for approval', 'approved']);
    await booksAgree();
  });

  it('an import with bad rows writes nothing and names every bad row; a good file raises one adjustment for approval', async () => {
    const before = await counts();
    const bad = await xlsx([
      ['Product Code', 'Batch No.', 'Pallet Code', 'Quantity', 'Remarks'],
      [spot.product_code, spot.batch_no, emptyPallet.pallet_code, -1, 'ok'],
      ['NO-SUCH-CODE', spot.batch_no, emptyPallet.pallet_code, -1, ''],
      [spot.product_code, spot.batch_no, emptyPallet.pallet_code, 'abc', ''],
      [spot.product_code, spot.batch_no, spot.pallet_code, -1, 'pallet is empty now'],
    ]);
    const refused = await call('POST', `${P}/import`, { file_name: 'count.xlsx', content_base64: bad, adjustment_date: '2026-03-02', adjustment_type: 'count', reason: 'Cycle count' });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual([
      'Line 3: Product Code NO-SUCH-CODE does not exist.',
      'Line 4: Quantity "abc" is not a whole number.',
      `Line 5: Not enough stock: ${spot.product_code} ${await nameOf()}, batch ${spot.batch_no} on pallet ${spot.pallet_code} has 0; the adjustment takes 1.`,
    ]);
    expect(await counts()).toEqual(before);

    const good = await xlsx([
      ['Product Code', 'Batch No.', 'Pallet Code', 'Quantity', 'Remarks'],
      [spot.product_code, spot.batch_no, emptyPallet.pallet_code.toLowerCase(), -1, 'broken box'],
    ]);
    const done = await call('POST', `${P}/import`, { file_name: 'count2.xlsx', content_base64: good, adjustment_date: '2026-03-02', adjustment_type: 'damage', reason: 'Damaged on count' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ status: 1, source: 'count2.xlsx', total_quantity: -1, adjustment_type: 'damage' });
    expect(done.body.result.lines[0]).toMatchObject({ remarks: 'broken box', pallet_code: emptyPallet.pallet_code });
    const ok = await call('POST', `${P}/${done.body.result.adjustment_id}/approve`, {}, approver);
    expect(ok.status).toBe(200);
    const approved = await call('GET', `${P}/import/list?status=approved`, undefined, approver);
    expect(approved.body.result[0]).toMatchObject({ file_name: 'count2.xlsx', reference: done.body.result.adjustment_no, status: 'approved' });
    await booksAgree();
  });

  it('refuses a file that is not a workbook, and one without the columns', async () => {
    const notXlsx = await call('POST', `${P}/import`, { file_name: 'x.xlsx', content_base64: Buffer.from('hello').toString('base64'), adjustment_date: '2026-03-02', adjustment_type: 'count', reason: 'x' });
    expect(notXlsx.body).toMatchObject({ code: '00001', result: ['The file is not an Excel workbook (.xlsx).'] });
    const noHeaders = await call('POST', `${P}/import`, { file_name: 'x.xlsx', content_base64: await xlsx([['a', 'b']]), adjustment_date: '2026-03-02', adjustment_type: 'count', reason: 'x' });
    expect(noHeaders.body.result[0]).toMatch(/^The file must have the columns Product Code, Batch No., Pallet Code, Quantity/);
  });

  it('imports the opening stock: new batch, BEG movements, Dr 1200 Cr 3040; a bad row refuses the file', async () => {
    const bad = await xlsx([
      ['Product Code', 'Batch No.', 'Expiry Date', 'Pallet Code', 'Quantity', 'Unit Cost'],
      [spot.product_code, 'OPEN-001', '2028-06-30', emptyPallet.pallet_code, 10, '12.5'],
      [spot.product_code, 'OPEN-002', '2028-13-01', emptyPallet.pallet_code, 0, '-1'],
    ]);
    const before = await counts();
    const refused = await call('POST', '/api/inventory/import', { file_name: 'opening.xlsx', content_base64: bad, as_of_date: '2026-03-01' });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual([
      'Line 3: Expiry Date "2028-13-01" is not a date (YYYY-MM-DD).',
      'Line 3: Quantity "0" must be a whole number more than zero.',
      'Line 3: Unit Cost "-1" must be an amount, not negative, with at most 4 decimals.',
    ]);
    expect(await counts()).toEqual(before);
    expect((await t.db.one(sql`SELECT 1 FROM product_batches WHERE batch_no = 'OPEN-001'`)) ?? null).toBeNull();

    const good = await xlsx([
      ['Product Code', 'Batch No.', 'Expiry Date', 'Pallet Code', 'Quantity', 'Unit Cost'],
      [spot.product_code, 'OPEN-001', '2028-06-30', emptyPallet.pallet_code, 10, '12.5'],
      [spot.product_code, 'OPEN-001', '2028-06-30', spot.pallet_code, 7, '12.5'],
    ]);
    expect((await call('POST', '/api/inventory/import', { file_name: 'opening.xlsx', content_base64: good, as_of_date: '2026-03-01' }, approver)).status).toBe(403);
    const done = await call('POST', '/api/inventory/import', { file_name: 'opening.xlsx', content_base64: good, as_of_date: '2026-03-01' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result).toMatchObject({ rows: 2, total_quantity: 17, total_amount: '212.50' });
    expect(await entryOf(done.body.result.reference)).toEqual([
      { account_code: '1200', debit: '212.50', credit: '0.00' },
      { account_code: '3040', debit: '0.00', credit: '212.50' },
    ]);
    const batch = (await t.db.one<{ id: number; expiry: string }>(sql`SELECT batch_id AS id, expiry_date::text AS expiry FROM product_batches WHERE batch_no = 'OPEN-001'`))!;
    expect(batch.expiry).toBe('2028-06-30');
    expect(await onHand(emptyPallet.pallet_id, batch.id)).toBe(10);
    const moves = await t.db.rows<{ module: string }>(sql`SELECT DISTINCT module FROM inventory_movements WHERE source_document = ${done.body.result.reference}`);
    expect(moves).toEqual([{ module: 'BEG' }]);
    const list = await call('GET', '/api/inventory/import/list');
    expect(list.body.result[0]).toMatchObject({ status: 'posted', reference: done.body.result.reference, total_amount: '212.50' });
    await booksAgree();
  });

  it('gives the two templates as downloads', async () => {
    for (const url of [`${P}/import/template`, '/api/inventory/import/template']) {
      const res = await call('POST', url, {});
      expect(res.status, url).toBe(200);
      expect(res.body.result).toMatch(/^\/api\/downloads\//);
    }
  });
});

async function nameOf() {
  return (await t.db.one<{ n: string }>(sql`SELECT product_name AS n FROM products WHERE product_id = ${spot.product_id}`))!.n;
}
