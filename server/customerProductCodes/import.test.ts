import { readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { HOSTILE_SHARED_STRINGS, OOXML, PDF, workbookOf } from '../uploads/testFiles';
import { linesOf } from './importSheet';
import { seedCustomerProductCodes } from './seed';
import { countCodes, countRevisions, HEADERS, importFile, userWithScopes, workbook } from './testing';
import { readFirstSheet } from '../kit/xlsxReader';

/**
 * Import Customer Product: an .xlsx checked row by row, applied whole in one
 * transaction or not at all, each bad row named by its line, each change
 * with its revision. Files are never kept.
 */
let t: TestServer;
let importer: string;
let reader: string;

beforeAll(async () => {
  t = await createTestServer();
  await seedCustomerProductCodes(t.db);
  importer = await userWithScopes(t, 'cpcimporter', 'EMP-0911', ['view_smpp_product_maintenance', 'import_customer_product_code', 'export_customer_product_code']);
  reader = await userWithScopes(t, 'cpcreader2', 'EMP-0912', ['view_smpp_product_maintenance']);
});
afterAll(async () => t?.close());

const codeOf = async (customer: string, product: string) =>
  (
    await t.db.one<{ smpp_product_code: string; template_product_name: string | null }>(sql`
      SELECT m.smpp_product_code, m.template_product_name FROM customer_product_codes m JOIN customers c USING (customer_id) JOIN products p USING (product_id)
      WHERE c.customer_code = ${customer} AND p.product_code = ${product}`)
  ) ?? null;

describe('import', () => {
  it('adds and changes codes from a file with title rows and extra columns, with a revision per change', async () => {
    const file = await workbook([
      ['Codes for upload'],
      [],
      ['Customer Name', ...HEADERS],
      ['The Medical City', 'C-00005', 'PFZ-NOR-5', 'TMC-5001', 'AMLODIPINE 5MG (NORVASC)'],
      ['The Medical City', 'C-00005', 'PFZ-LIP-20', 'TMC-5002', null],
      ['Mercury', 'C-00001', 'UNI-NEO-TAB', 'MDQ-100245', 'NEOZEP FORTE TABLET'],
      ['Mercury', 'C-00001', 'UNI-BIO-500', 'MDQ-100231', 'BIOGESIC 500MG TAB'],
    ]);
    const [codesBefore, revisionsBefore] = [await countCodes(t), await countRevisions(t)];
    const res = await importFile(t, importer, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ code: '00000', result: { created: 2, updated: 1, unchanged: 1 } });
    expect(await countCodes(t)).toBe(codesBefore + 2);
    expect(await countRevisions(t)).toBe(revisionsBefore + 3);
    expect(await codeOf('C-00005', 'PFZ-NOR-5')).toEqual({ smpp_product_code: 'TMC-5001', template_product_name: 'AMLODIPINE 5MG (NORVASC)' });
    expect(await codeOf('C-00001', 'UNI-NEO-TAB')).toEqual({ smpp_product_code: 'MDQ-100245', template_product_name: 'NEOZEP FORTE TABLET' });
    const rev = await t.db.one<{ action: string; remarks: string }>(sql`SELECT action, remarks FROM revisions WHERE entity = 'customer_product_codes' ORDER BY id DESC LIMIT 1`);
    expect(rev).toEqual({ action: 'updated', remarks: 'Imported from codes.xlsx, line 6.' });
    expect(readdirSync(t.config.uploadDir)).toEqual([]);
  });

  it('refuses the whole file when any row is bad, naming every bad row by its line, and writes nothing', async () => {
    const file = await workbook([
      HEADERS,
      ['C-00006', 'UNI-BIO-500', 'SPMC-1', null],
      ['C-99999', 'UNI-BIO-500', 'X-1', null],
      ['C-00006', 'UNI-NEO-TAB', '', null],
      ['C-00006', 'NOPE-1', 'SPMC-3', null],
      ['C-00006', 'UNI-BIO-500', 'SPMC-2', null],
      ['C-00001', 'UNI-ALX-500', 'MDQ-9', 'x'.repeat(201)],
      ['C-00003', 'UNI-DIA-2', 'WTS-0048812', null],
    ]);
    const [codesBefore, revisionsBefore] = [await countCodes(t), await countRevisions(t)];
    const res = await importFile(t, importer, file);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: '00001',
      result: [
        'Line 3: Customer code C-99999 does not exist.',
        'Line 4: Customer product code is required.',
        'Line 5: Internal product code NOPE-1 does not exist.',
        'Line 6: Customer C-00006 and product UNI-BIO-500 are already on line 2.',
        'Line 7: Template product name must be at most 200 characters.',
        'Line 8: Customer product code WTS-0048812 is already used for another product of this customer. (UNI-BIO-500)',
      ],
    });
    expect(await countCodes(t)).toBe(codesBefore);
    expect(await countRevisions(t)).toBe(revisionsBefore);
    expect(await codeOf('C-00006', 'UNI-BIO-500')).toBeNull();
  });

  it('two products may swap their codes in one file (the rule holds once applied)', async () => {
    const res = await importFile(t, importer, await workbook([HEADERS, ['C-00002', 'UNI-BIO-500', 'MDC-220187', null], ['C-00002', 'UNI-DIA-2', 'MDC-220114', null]]));
    expect(res.body, JSON.stringify(res.body)).toEqual({ code: '00000', result: { created: 0, updated: 2, unchanged: 0 } });
    expect((await codeOf('C-00002', 'UNI-BIO-500'))!.smpp_product_code).toBe('MDC-220187');
  });

  it('an exported file imports back unchanged, as downloaded and saved again in a spreadsheet program', async () => {
    const customer = (await t.db.one<{ id: number }>(sql`SELECT customer_id AS id FROM customers WHERE customer_code = 'C-00004'`))!.id;
    const link = await t.call({ method: 'GET', url: `/api/product-legacy-maintenance/export/${customer}`, token: importer });
    const exported = (await t.app.inject({ method: 'GET', url: link.body.result, headers: { authorization: `Bearer ${importer}` } })).rawPayload;
    // Our export's own cells (inline strings, four title rows) read as they were written.
    const { lines, problems } = linesOf(readFirstSheet(exported));
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.line, l.customer_code, l.product_code, l.smpp_product_code])[0]).toEqual([6, 'C-00004', 'GSK-AUG-625', 'SLMC-PH-1102']);
    expect(lines).toHaveLength(5);
    // Our own file goes back as it was downloaded (its first entry is xl/styles.xml, not [Content_Types].xml) ...
    const res = await importFile(t, importer, exported, 'customer_product_codes_C-00004.xlsx');
    expect(res.body).toEqual({ code: '00000', result: { created: 0, updated: 0, unchanged: 5 } });
    // ... and so does the same file saved again in a spreadsheet program.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ExcelJS.Buffer);
    const resaved = await importFile(t, importer, Buffer.from(await book.xlsx.writeBuffer()), 'customer_product_codes_C-00004.xlsx');
    expect(resaved.body).toEqual(res.body);
  });

  it('refuses what is not a workbook with the columns, or no file at all', async () => {
    const notXlsx = ['The file must be an Excel workbook (.xlsx).'];
    expect((await importFile(t, importer, PDF, 'codes.pdf')).body.result).toEqual(notXlsx);
    expect((await importFile(t, importer, OOXML, 'codes.xlsx')).body.result).toEqual(notXlsx);
    expect((await importFile(t, importer, await workbook([['Code', 'Name'], ['A', 'B']]))).body.result).toEqual([
      'The first sheet must have the columns Customer Code, Internal Product Code, Customer Product Code.',
    ]);
    expect((await importFile(t, importer, await workbook([HEADERS]))).body.result).toEqual(['The file has no rows to import.']);
    const json = await t.call({ method: 'POST', url: '/api/product-legacy-maintenance/import', token: importer, payload: {} });
    expect(json.body).toMatchObject({ code: '00001', result: ['Please choose an Excel file (.xlsx) to import.'] });
    expect(readdirSync(t.config.uploadDir)).toEqual([]);
  });

  it('a pathological workbook is answered at once as not a workbook, and the server keeps answering others meanwhile', async () => {
    const hostile = workbookOf('<worksheet><sheetData/></worksheet>', HOSTILE_SHARED_STRINGS);
    const started = performance.now();
    const [imported, other] = await Promise.all([
      importFile(t, importer, hostile),
      t.call({ method: 'GET', url: '/api/users/me', token: reader }),
    ]);
    const elapsed = performance.now() - started;
    expect(imported.body.result).toEqual(['The file must be an Excel workbook (.xlsx).']);
    expect(other.status).toBe(200);
    // The old reader took 17.8 s on this 1 KB file; a generous bound for this 2-core machine.
    expect(elapsed).toBeLessThan(1_000);
    expect(readdirSync(t.config.uploadDir)).toEqual([]);
  });

  it('needs the import scope: refused before the file is stored', async () => {
    const res = await importFile(t, reader, await workbook([HEADERS, ['C-00006', 'UNI-BIO-500', 'SPMC-9', null]]));
    expect(res.status).toBe(403);
    expect(readdirSync(t.config.uploadDir)).toEqual([]);
    expect(await codeOf('C-00006', 'UNI-BIO-500')).toBeNull();
  });
});
