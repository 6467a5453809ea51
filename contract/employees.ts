import { z } from 'zod';
import { id, isoDate } from './envelope';
import { columns, endpoint, resource } from './kit';
import { optId, optText, requiredMoney, money, requiredText } from './kit/formFields';
import { accountNumber, optPattern, TIN_MESSAGE, TIN_PATTERN } from './vendors';

/**
 * Employee Master List and Payroll Master List (/employee/employee-master-list,
 * /employee/payroll-master-list; issue 14 "Master data"): who works here,
 * with the government numbers payroll remits to, and how each is paid. A
 * user of the system is the employee of the same employee number.
 */
export const EMPLOYMENT_STATUSES = [
  { value: 'regular', label: 'Regular' },
  { value: 'probationary', label: 'Probationary' },
  { value: 'contractual', label: 'Contractual' },
  { value: 'resigned', label: 'Resigned' },
] as const;
const STATUS_LABELS = Object.fromEntries(EMPLOYMENT_STATUSES.map((s) => [s.value, s.label]));

export interface EmployeeRow {
  employee_id: number;
  employee_no: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  /** "Santos, Maria L." */
  full_name: string;
  department_id: number;
  department: string;
  job_id: number;
  position: string;
  date_hired: string;
  tin: string | null;
  sss_no: string | null;
  philhealth_no: string | null;
  pagibig_no: string | null;
  employment_status: 'regular' | 'probationary' | 'contractual' | 'resigned';
  /** The user of the same employee number, if any. */
  username: string | null;
  active: boolean;
  updated_at: string;
}

export const employeeInput = z
  .object({
    employee_no: requiredText('Employee no.', 20)
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9][A-Z0-9-]{2,19}$/.test(v), 'Employee no. may only have letters, digits and dashes (e.g. EMP-0009).'),
    last_name: requiredText('Last name', 60),
    first_name: requiredText('First name', 60),
    middle_name: optText('Middle name', 60),
    department_id: id({ error: 'Please choose a department.' }),
    job_id: id({ error: 'Please choose a position.' }),
    date_hired: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional()).refine((v) => v !== undefined, 'Date hired is required.'),
    tin: optPattern('TIN', 17, TIN_PATTERN, TIN_MESSAGE),
    sss_no: optPattern('SSS no.', 12, /^\d{2}-\d{7}-\d$/, 'SSS no. must look like 00-0000000-0.'),
    philhealth_no: optPattern('PhilHealth no.', 14, /^\d{2}-\d{9}-\d$/, 'PhilHealth no. must look like 00-000000000-0.'),
    pagibig_no: optPattern('Pag-IBIG MID no.', 14, /^\d{4}-\d{4}-\d{4}$/, 'Pag-IBIG MID no. must look like 0000-0000-0000.'),
    employment_status: z.enum(['regular', 'probationary', 'contractual', 'resigned'], { error: 'Please choose the employment status.' }),
  })
  .strict();
export type EmployeeInput = z.input<typeof employeeInput>;

export const employeeColumns = columns<EmployeeRow>()([
  { key: 'employee_no', header: 'Employee No.', kind: 'text', sortable: true, width: 130 },
  { key: 'full_name', header: 'Name', kind: 'text', sortable: true, width: 240 },
  { key: 'department', header: 'Department', kind: 'text', sortable: true, width: 200 },
  { key: 'position', header: 'Position', kind: 'text', sortable: true, width: 200 },
  { key: 'date_hired', header: 'Date Hired', kind: 'date', sortable: true, width: 120 },
  { key: 'employment_status', header: 'Employment Status', kind: 'status', labels: STATUS_LABELS, sortable: true, width: 160 },
  { key: 'tin', header: 'TIN', kind: 'text', width: 160 },
  { key: 'sss_no', header: 'SSS No.', kind: 'text', width: 140 },
  { key: 'philhealth_no', header: 'PhilHealth No.', kind: 'text', width: 160 },
  { key: 'pagibig_no', header: 'Pag-IBIG MID No.', kind: 'text', width: 160 },
  { key: 'username', header: 'User', kind: 'text', sortable: true, width: 120 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

// ---- Lookups (behind view_employees) -------------------------------------------------------------

export interface DepartmentChoice { department_id: number; department_name: string }
export interface PositionChoice { job_id: number; job_name: string }
export interface EmployeeChoice { employee_id: number; label: string }
export interface PayrollBankChoice { bank_id: number; label: string }

export const employeeDepartmentsEp = endpoint<DepartmentChoice[]>()({ method: 'GET', path: '/employee-lookups/departments', tag: 'departments' });
export const employeePositionsEp = endpoint<PositionChoice[]>()({ method: 'GET', path: '/employee-lookups/positions', tag: 'job-titles' });
export const employeeChoicesEp = endpoint<EmployeeChoice[]>()({ method: 'GET', path: '/employee-lookups/employees', tag: 'employees' });
export const payrollBanksEp = endpoint<PayrollBankChoice[]>()({ method: 'GET', path: '/employee-lookups/banks', tag: 'banks' });

const departmentLookup = { endpoint: employeeDepartmentsEp, value: 'department_id', label: 'department_name' } as const;

export const employees = resource<EmployeeRow>()({
  name: 'employees',
  title: 'Employee Master List',
  noun: 'employee',
  apiPath: '/employees',
  id: 'employee_id',
  label: 'employee_no',
  columns: employeeColumns,
  defaultSort: { order_by: 'employee_no', direction: 'asc' },
  input: employeeInput,
  fields: [
    { key: 'employee_no', label: 'Employee No.', help: 'The number a user of the system signs up with, e.g. EMP-0009' },
    { key: 'last_name', label: 'Last Name' },
    { key: 'first_name', label: 'First Name' },
    { key: 'middle_name', label: 'Middle Name' },
    { key: 'department_id', label: 'Department', kind: 'select', lookup: departmentLookup },
    { key: 'job_id', label: 'Position', kind: 'select', lookup: { endpoint: employeePositionsEp, value: 'job_id', label: 'job_name' } },
    { key: 'date_hired', label: 'Date Hired', kind: 'date' },
    { key: 'employment_status', label: 'Employment Status', kind: 'select', options: EMPLOYMENT_STATUSES },
    { key: 'tin', label: 'TIN', help: '000-000-000-000' },
    { key: 'sss_no', label: 'SSS No.', help: '00-0000000-0' },
    { key: 'philhealth_no', label: 'PhilHealth No.', help: '00-000000000-0' },
    { key: 'pagibig_no', label: 'Pag-IBIG MID No.', help: '0000-0000-0000' },
  ],
  unique: [
    { key: 'employee_no', message: 'Employee no. already exists.', index: 'employees_no_key' },
    { key: 'tin', message: 'Another employee already has this TIN.', index: 'employees_tin_key' },
    { key: 'sss_no', message: 'Another employee already has this SSS no.', index: 'employees_sss_key' },
    { key: 'philhealth_no', message: 'Another employee already has this PhilHealth no.', index: 'employees_philhealth_key' },
    { key: 'pagibig_no', message: 'Another employee already has this Pag-IBIG MID no.', index: 'employees_pagibig_key' },
  ],
  filters: [{ key: 'department_id', label: 'Department', lookup: departmentLookup }],
  active: 'active',
  scopes: { view: 'view_employees', create: 'add_employee', update: 'update_employee' },
  export: true,
  // The payroll list shows the employee's name and department.
  invalidates: ['employee_payroll'],
});

// ---- Payroll master ------------------------------------------------------------------------------

export const PAY_BASES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'daily', label: 'Daily' },
] as const;
export const TAX_STATUSES = [
  { value: 'regular', label: 'Taxable (graduated rates)' },
  { value: 'mwe', label: 'Minimum wage earner (exempt)' },
  { value: 'exempt', label: 'Exempt (P250,000 a year or less)' },
] as const;

export interface PayrollRow {
  payroll_id: number;
  employee_id: number;
  employee_no: string;
  employee_name: string;
  department: string;
  pay_basis: 'monthly' | 'daily';
  basic_rate: string;
  allowance: string;
  /** Basic pay of a month: the monthly rate, or the daily rate x 313 days / 12 (six-day week). */
  monthly_equivalent: string;
  bank_id: number | null;
  bank_name: string | null;
  bank_account_no: string | null;
  tax_status: 'regular' | 'mwe' | 'exempt';
  active: boolean;
  updated_at: string;
}

export const payrollInput = z
  .object({
    employee_id: id({ error: 'Please choose an employee.' }),
    pay_basis: z.enum(['monthly', 'daily'], { error: 'Please choose monthly or daily.' }),
    basic_rate: requiredMoney('Basic rate').refine((v) => Number(v) > 0, 'Basic rate must be more than 0.'),
    allowance: money('Allowance'),
    bank_id: optId('Bank'),
    bank_account_no: accountNumber,
    tax_status: z.enum(['regular', 'mwe', 'exempt'], { error: 'Please choose the tax status.' }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.bank_account_no !== null && v.bank_id === null) ctx.addIssue({ code: 'custom', path: ['bank_id'], message: 'Please choose the bank of the account.' });
    if (v.bank_id !== null && v.bank_account_no === null) ctx.addIssue({ code: 'custom', path: ['bank_account_no'], message: 'Account number is required with a bank.' });
  });
export type PayrollInput = z.input<typeof payrollInput>;

export const payrollColumns = columns<PayrollRow>()([
  { key: 'employee_no', header: 'Employee No.', kind: 'text', sortable: true, width: 130 },
  { key: 'employee_name', header: 'Name', kind: 'text', sortable: true, width: 240 },
  { key: 'department', header: 'Department', kind: 'text', sortable: true, width: 200 },
  { key: 'pay_basis', header: 'Pay Basis', kind: 'status', labels: { monthly: 'Monthly', daily: 'Daily' }, sortable: true, width: 110 },
  { key: 'basic_rate', header: 'Basic Rate', kind: 'money', sortable: true, width: 130 },
  { key: 'allowance', header: 'Allowance', kind: 'money', sortable: true, width: 120 },
  { key: 'monthly_equivalent', header: 'Monthly Basic', kind: 'money', sortable: true, width: 140 },
  { key: 'tax_status', header: 'Tax Status', kind: 'status', labels: Object.fromEntries(TAX_STATUSES.map((t) => [t.value, t.label])), sortable: true, width: 220 },
  { key: 'bank_name', header: 'Bank', kind: 'text', width: 200 },
  { key: 'bank_account_no', header: 'Account Number', kind: 'text', width: 170 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const payroll = resource<PayrollRow>()({
  name: 'employee_payroll',
  title: 'Payroll Master List',
  noun: 'payroll record',
  apiPath: '/employee-payroll',
  id: 'payroll_id',
  label: 'employee_no',
  columns: payrollColumns,
  defaultSort: { order_by: 'employee_no', direction: 'asc' },
  input: payrollInput,
  fields: [
    { key: 'employee_id', label: 'Employee', kind: 'select', lookup: { endpoint: employeeChoicesEp, value: 'employee_id', label: 'label' } },
    { key: 'pay_basis', label: 'Pay Basis', kind: 'select', options: PAY_BASES },
    { key: 'basic_rate', label: 'Basic Rate (PHP)', help: 'A month or a day, as the pay basis says' },
    { key: 'allowance', label: 'Allowance (PHP a month)' },
    { key: 'tax_status', label: 'Tax Status', kind: 'select', options: TAX_STATUSES },
    { key: 'bank_id', label: 'Payroll Bank', kind: 'select', lookup: { endpoint: payrollBanksEp, value: 'bank_id', label: 'label' } },
    { key: 'bank_account_no', label: 'Account Number' },
  ],
  unique: [{ key: 'employee_id', message: 'This employee already has a payroll record.', index: 'employee_payroll_employee_key' }],
  filters: [{ key: 'department_id', label: 'Department', lookup: departmentLookup }],
  active: 'active',
  scopes: { view: 'view_employees', create: 'add_employee', update: 'update_employee' },
  export: true,
});
