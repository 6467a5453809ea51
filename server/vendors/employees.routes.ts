import { employeeChoicesEp, employeeDepartmentsEp, employeePositionsEp, employees, payroll, payrollBanksEp } from '../../contract/employees';
import { sql, type Db } from '../db/db';
import { resourceRoutes, route } from '../kit';

/**
 * Employee Master List and Payroll Master List through the resource kit
 * (migration 103), with their choices behind view_employees.
 */
const STAMP = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const FULL_NAME = sql`e.last_name || ', ' || e.first_name || COALESCE(' ' || left(e.middle_name, 1) || '.', '')`;

async function validEmployee(db: Db, input: Record<string, unknown>): Promise<Record<string, string[]> | null> {
  const out: Record<string, string[]> = {};
  if (!(await db.one(sql`SELECT 1 FROM departments WHERE department_id = ${input.department_id as number}`))) out.department_id = ['Department must be one of the choices.'];
  if (!(await db.one(sql`SELECT 1 FROM job_titles WHERE job_id = ${input.job_id as number}`))) out.job_id = ['Position must be one of the choices.'];
  return Object.keys(out).length ? out : null;
}

const employeeRoutes = resourceRoutes(employees, {
  table: 'employees',
  alias: 'e',
  select: sql`e.employee_id, e.employee_no, e.last_name, e.first_name, e.middle_name, ${FULL_NAME} AS full_name,
    e.department_id, d.department_name AS department, e.job_id, j.job_name AS position, to_char(e.date_hired, 'YYYY-MM-DD') AS date_hired,
    e.tin, e.sss_no, e.philhealth_no, e.pagibig_no, e.employment_status, u.username, e.active, ${STAMP('e.updated_at')} AS updated_at`,
  joins: sql`JOIN departments d ON d.department_id = e.department_id JOIN job_titles j ON j.job_id = e.job_id
    LEFT JOIN users u ON lower(u.employee_no) = lower(e.employee_no)`,
  search: [sql`e.employee_no`, sql`e.last_name`, sql`e.first_name`, sql`d.department_name`, sql`j.job_name`, sql`e.tin`, sql`e.sss_no`, sql`u.username`],
  sort: {
    employee_no: sql`lower(e.employee_no)`,
    full_name: sql`lower(e.last_name || ', ' || e.first_name)`,
    department: sql`lower(d.department_name)`,
    position: sql`lower(j.job_name)`,
    date_hired: sql`e.date_hired`,
    employment_status: sql`e.employment_status`,
    username: sql`u.username`,
    active: sql`e.active`,
    updated_at: sql`e.updated_at`,
  },
  filters: { department_id: sql`e.department_id` },
  filterLabels: { department_id: (id) => sql`SELECT department_name AS label FROM departments WHERE department_id = ${id}` },
  validate: (db, input) => validEmployee(db, input),
});

/** A month's basic pay: the monthly rate, or the daily rate over 313 working days a year (six-day week) a month. */
const MONTHLY = sql`CASE WHEN p.pay_basis = 'monthly' THEN p.basic_rate ELSE round(p.basic_rate * 313 / 12, 2) END`;

async function validPayroll(db: Db, input: Record<string, unknown>, id: number | null): Promise<Record<string, string[]> | null> {
  const out: Record<string, string[]> = {};
  if (!(await db.one(sql`SELECT 1 FROM employees WHERE employee_id = ${input.employee_id as number}`))) out.employee_id = ['Employee must be one of the choices.'];
  const bank = input.bank_id as number | null;
  const before = id === null ? null : await db.one<{ bank_id: number | null }>(sql`SELECT bank_id FROM employee_payroll WHERE payroll_id = ${id}`);
  if (bank !== null && bank !== before?.bank_id && !(await db.one(sql`SELECT 1 FROM banks WHERE bank_id = ${bank} AND active`))) out.bank_id = ['Bank must be one of the active banks.'];
  return Object.keys(out).length ? out : null;
}

const payrollRoutes = resourceRoutes(payroll, {
  table: 'employee_payroll',
  alias: 'p',
  select: sql`p.payroll_id, p.employee_id, e.employee_no, ${FULL_NAME} AS employee_name, d.department_name AS department,
    p.pay_basis, p.basic_rate::text AS basic_rate, p.allowance::text AS allowance, ${MONTHLY}::numeric(14,2)::text AS monthly_equivalent,
    p.bank_id, b.bank_name, p.bank_account_no, p.tax_status, p.active, ${STAMP('p.updated_at')} AS updated_at`,
  joins: sql`JOIN employees e ON e.employee_id = p.employee_id JOIN departments d ON d.department_id = e.department_id
    LEFT JOIN banks b ON b.bank_id = p.bank_id`,
  search: [sql`e.employee_no`, sql`e.last_name`, sql`e.first_name`, sql`d.department_name`, sql`b.bank_name`, sql`p.bank_account_no`],
  sort: {
    employee_no: sql`lower(e.employee_no)`,
    employee_name: sql`lower(e.last_name || ', ' || e.first_name)`,
    department: sql`lower(d.department_name)`,
    pay_basis: sql`p.pay_basis`,
    basic_rate: sql`p.basic_rate`,
    allowance: sql`p.allowance`,
    monthly_equivalent: MONTHLY,
    tax_status: sql`p.tax_status`,
    active: sql`p.active`,
    updated_at: sql`p.updated_at`,
  },
  label: sql`e.employee_no`,
  filters: { department_id: sql`e.department_id` },
  filterLabels: { department_id: (id) => sql`SELECT department_name AS label FROM departments WHERE department_id = ${id}` },
  validate: validPayroll,
});

const VIEW = ['view_employees'] as const;
const lookups = [
  route(employeeDepartmentsEp, {
    scopes: [...VIEW],
    summary: 'Departments for the employee form and filters',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT department_id, department_name FROM departments ORDER BY department_name`)),
  }),
  route(employeePositionsEp, {
    scopes: [...VIEW],
    summary: 'Positions (job titles) for the employee form',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT job_id, job_name FROM job_titles ORDER BY job_name`)),
  }),
  route(employeeChoicesEp, {
    scopes: [...VIEW],
    summary: 'Active employees for the payroll form',
    handler: async ({ deps, ok }) =>
      ok(await deps.db.rows(sql`SELECT e.employee_id, e.employee_no || ' - ' || ${FULL_NAME} AS label FROM employees e WHERE e.active ORDER BY e.employee_no`)),
  }),
  route(payrollBanksEp, {
    scopes: [...VIEW],
    summary: 'Active banks for the payroll account',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT bank_id, bank_code || ' - ' || bank_name AS label FROM banks WHERE active ORDER BY bank_code`)),
  }),
];

export const employeeMasterRoutes = [...employeeRoutes, ...payrollRoutes, ...lookups];
