import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedVendorsAndEmployees } from './seed';
import { exportRows } from './testXlsx';

/** Employee Master List and Payroll Master List (migration 103). */
let t: TestServer;
let finance: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedVendorsAndEmployees(t.db);
  [finance, purchaser] = await Promise.all(['finance', 'purchaser'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisionsOf = (entity: string, id: number) =>
  t.db.rows<{ action: string; reference: string; changes: { field: string; old: unknown; new: unknown }[] }>(
    sql`SELECT action, reference_code AS reference, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );

const NEW_EMPLOYEE = {
  employee_no: 'emp-0026', last_name: 'Ilagan', first_name: 'Sheila', middle_name: 'Ortiz', department_id: 2, job_id: 8, date_hired: '2026-02-02',
  tin: '455-120-889-000', sss_no: '34-5678901-2', philhealth_no: '12-345678901-2', pagibig_no: '1212-3434-5656', employment_status: 'probationary',
};

describe('employees', () => {
  it('lists the 25 employees with the demo users linked, by department, searched, sorted', async () => {
    const all = await call('GET', '/employees', finance, undefined, { page_size: '50' });
    expect(all.body.total_rows).toBe(25);
    expect(all.body.result[1]).toMatchObject({
      employee_no: 'EMP-0002', full_name: 'Santos, Maria L.', department: 'Finance and Accounting', position: 'Finance Manager', date_hired: '2018-06-18',
      employment_status: 'regular', username: 'finance', active: true,
    });
    expect(all.body.result.filter((e: { username: string | null }) => e.username).length).toBe(9);
    expect(all.body.result.find((e: { employee_no: string }) => e.employee_no === 'EMP-0008')).toMatchObject({ employment_status: 'resigned', active: false });
    for (const e of all.body.result) {
      expect(e.sss_no).toMatch(/^\d{2}-\d{7}-\d$/);
      expect(e.philhealth_no).toMatch(/^\d{2}-\d{9}-\d$/);
      expect(e.pagibig_no).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    }
    const warehouse = await call('GET', '/employees', finance, undefined, { department_id: '5' });
    expect(warehouse.body.result.map((e: { employee_no: string }) => e.employee_no)).toEqual(['EMP-0005', 'EMP-0017', 'EMP-0018', 'EMP-0019', 'EMP-0020']);
    const found = await call('GET', '/employees', finance, undefined, { search: 'driver', order_by: 'date_hired', direction: 'desc' });
    expect(found.body.result.map((e: { employee_no: string }) => e.employee_no)).toEqual(['EMP-0022', 'EMP-0021']);
  });

  it('creates an employee with its revision; duplicates are refused on their fields; bad numbers have their format', async () => {
    const res = await call('POST', '/employees', finance, NEW_EMPLOYEE);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00003');
    expect(res.body.result).toMatchObject({ employee_no: 'EMP-0026', full_name: 'Ilagan, Sheila O.', department: 'Finance and Accounting', username: null });
    expect((await revisionsOf('employees', res.body.result.employee_id)).map((r) => [r.action, r.reference])).toEqual([['created', 'EMP-0026']]);
    const dup = await call('POST', '/employees', finance, { ...NEW_EMPLOYEE, employee_no: 'EMP-0026' });
    expect(dup.status).toBe(422);
    expect(dup.body.fields).toEqual({
      employee_no: ['Employee no. already exists.'],
      tin: ['Another employee already has this TIN.'],
      sss_no: ['Another employee already has this SSS no.'],
      philhealth_no: ['Another employee already has this PhilHealth no.'],
      pagibig_no: ['Another employee already has this Pag-IBIG MID no.'],
    });
    const bad = await call('POST', '/employees', finance, { ...NEW_EMPLOYEE, employee_no: 'EMP-0027', sss_no: '3456789012', philhealth_no: '12-3', pagibig_no: 'x', date_hired: '2026-02-30', employment_status: 'intern', last_name: '' });
    expect(bad.body.fields).toEqual({
      last_name: ['Last name is required.'],
      date_hired: [expect.stringContaining('real date')],
      sss_no: ['SSS no. must look like 00-0000000-0.'],
      philhealth_no: ['PhilHealth no. must look like 00-000000000-0.'],
      pagibig_no: ['Pag-IBIG MID no. must look like 0000-0000-0000.'],
      employment_status: ['Please choose the employment status.'],
    });
    expect((await call('POST', '/employees', finance, { ...NEW_EMPLOYEE, employee_no: 'EMP-0028', tin: null, sss_no: null, philhealth_no: null, pagibig_no: null, job_id: 9999 })).body.fields).toEqual({
      job_id: ['Position must be one of the choices.'],
    });
  });

  it('deactivates an employee with its revision; purchasers cannot see employees', async () => {
    const id = (await call('GET', '/employees', finance, undefined, { search: 'EMP-0025' })).body.result[0].employee_id;
    expect((await call('POST', `/employees/${id}/active`, finance, { active: false })).body.result.active).toBe(false);
    expect((await revisionsOf('employees', id)).map((r) => r.action)).toEqual(['deactivated']);
    expect((await call('GET', '/employees', purchaser)).status).toBe(403);
    expect((await call('GET', '/employee-payroll', purchaser)).status).toBe(403);
  });

  it('keeps one payroll record per employee with the monthly equivalent of a daily rate', async () => {
    const list = await call('GET', '/employee-payroll', finance, undefined, { page_size: '50', order_by: 'employee_no' });
    expect(list.body.total_rows).toBe(25);
    expect(list.body.result.find((p: { employee_no: string }) => p.employee_no === 'EMP-0018')).toMatchObject({
      pay_basis: 'daily', basic_rate: '695.00', monthly_equivalent: '18127.92', tax_status: 'mwe', bank_name: 'BDO Unibank, Inc.',
    });
    const newcomer = (await call('GET', '/employees', finance, undefined, { search: 'EMP-0026' })).body.result[0].employee_id;
    const res = await call('POST', '/employee-payroll', finance, { employee_id: newcomer, pay_basis: 'monthly', basic_rate: '21,500', allowance: '', tax_status: 'exempt', bank_id: 1, bank_account_no: '0012-9999-0001' });
    expect(res.body.code, JSON.stringify(res.body)).toBe('00003');
    expect(res.body.result).toMatchObject({ employee_no: 'EMP-0026', basic_rate: '21500.00', allowance: '0.00', monthly_equivalent: '21500.00' });
    expect((await revisionsOf('employee_payroll', res.body.result.payroll_id)).map((r) => [r.action, r.reference])).toEqual([['created', 'EMP-0026']]);
    const again = await call('POST', '/employee-payroll', finance, { employee_id: newcomer, pay_basis: 'daily', basic_rate: '700', tax_status: 'mwe' });
    expect(again.body.fields).toEqual({ employee_id: ['This employee already has a payroll record.'] });
    const bad = await call('POST', '/employee-payroll', finance, { employee_id: newcomer, pay_basis: 'weekly', basic_rate: '0', tax_status: 'mwe', bank_id: 1 });
    expect(bad.body.fields).toEqual({ pay_basis: ['Please choose monthly or daily.'], basic_rate: ['Basic rate must be more than 0.'] });
  });

  it('exports the payroll of a department as XLSX, money as numbers', async () => {
    const x = await exportRows(t, '/employee-payroll/export', finance, { department_id: 5, order_by: 'basic_rate', direction: 'desc' });
    expect(x.preamble.flat()).toEqual(expect.arrayContaining(['Department:', 'Warehouse']));
    const no = x.headers.indexOf('Employee No.');
    // Equal rates in the list's tie-break order: the id, in the direction asked.
    expect(x.rows.map((r) => r[no])).toEqual(['EMP-0005', 'EMP-0017', 'EMP-0020', 'EMP-0019', 'EMP-0018']);
    expect(x.rows[0][x.headers.indexOf('Basic Rate')]).toBe(38000);
  });
});
