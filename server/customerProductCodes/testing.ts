import ExcelJS from 'exceljs';
import { sql } from '../db/db';
import type { TestServer } from '../testing';
import { multipartBody } from '../uploads/testFiles';

/** Test helpers of the customer product code suites (never imported by the server). */

/** A user holding exactly these scopes (demo users hold none of this screen's, only the superuser). */
export async function userWithScopes(t: TestServer, username: string, employeeNo: string, scopes: string[]): Promise<string> {
  await t.db.run(sql`
    INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, department)
    SELECT ${employeeNo}, ${username}, ${`${username}@demo.invalid`}, 'Test', ${username}, password_hash, 'Sales' FROM users WHERE username = 'viewer'`);
  await t.db.run(sql`INSERT INTO roles (role, slug, description) VALUES (${`CPC ${username}`}, ${`cpc-${username}`}, 'Customer product code test role')`);
  await t.db.run(sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p WHERE r.slug = ${`cpc-${username}`} AND p.scope IN (SELECT jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))`);
  await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.username = ${username} AND r.slug = ${`cpc-${username}`}`);
  return t.login(username);
}

/** An .xlsx as Excel writes it (shared strings), one array per row. */
export async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Codes');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const HEADERS = ['Customer Code', 'Internal Product Code', 'Customer Product Code', 'Template Product Name'];

export async function importFile(t: TestServer, token: string, bytes: Buffer, fileName = 'codes.xlsx') {
  const type = fileName.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const { payload, headers } = await multipartBody([{ name: 'file', value: { bytes, fileName, type } }]);
  return t.call({ method: 'POST', url: '/api/product-legacy-maintenance/import', token, payload, headers });
}

export const countCodes = async (t: TestServer) => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_product_codes`))!.n;
export const countRevisions = async (t: TestServer) =>
  (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'customer_product_codes'`))!.n;
