import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EmployeeRow, PayrollRow } from '../../../contract/employees';
import * as dialogs from '../../components/dialogs';
import EmployeeMasterListPage from './EmployeeMasterListPage';
import PayrollMasterListPage from './PayrollMasterListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const maria: EmployeeRow = {
  employee_id: 2, employee_no: 'EMP-0002', last_name: 'Santos', first_name: 'Maria', middle_name: 'Lopez', full_name: 'Santos, Maria L.', department_id: 2,
  department: 'Finance and Accounting', job_id: 2, position: 'Finance Manager', date_hired: '2018-06-18', tin: '214-336-461-000', sss_no: '35-1410584-2',
  philhealth_no: '03-025150952-6', pagibig_no: '1211-4346-7758', employment_status: 'regular', username: 'finance', active: true, updated_at: '2026-03-02T01:00:00Z',
};
const arnel: PayrollRow = {
  payroll_id: 18, employee_id: 18, employee_no: 'EMP-0018', employee_name: 'Tolentino, Arnel', department: 'Warehouse', pay_basis: 'daily', basic_rate: '695.00',
  allowance: '0.00', monthly_equivalent: '18127.92', bank_id: 1, bank_name: 'BDO Unibank, Inc.', bank_account_no: '0004410666', tax_status: 'mwe', active: true,
  updated_at: '2026-03-02T01:00:00Z',
};

function serve() {
  mswServer.use(
    http.get(API('/employees'), () => ok([maria], { total_rows: 1 })),
    http.get(API('/employee-payroll'), () => ok([arnel], { total_rows: 1 })),
    http.get(API('/employee-lookups/departments'), () => ok([{ department_id: 2, department_name: 'Finance and Accounting' }, { department_id: 5, department_name: 'Warehouse' }])),
    http.get(API('/employee-lookups/positions'), () => ok([{ job_id: 8, job_name: 'Accounting Clerk' }])),
    http.get(API('/employee-lookups/employees'), () => ok([{ employee_id: 26, label: 'EMP-0026 - Ilagan, Sheila O.' }])),
    http.get(API('/employee-lookups/banks'), () => ok([{ bank_id: 1, label: 'BDO - BDO Unibank, Inc.' }])),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Employee Master List', () => {
  it('lists employees with readable headers and status words, filtered by department', async () => {
    serve();
    renderWithProviders(<EmployeeMasterListPage />, { route: '/employee/employee-master-list', preloadedState: authed(financeUser, ['view_employees']) });
    expect(await screen.findByText('Santos, Maria L.', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Employee No.', 'Name', 'Department', 'Position', 'Date Hired', 'Employment Status', 'SSS No.', 'PhilHealth No.', 'Pag-IBIG MID No.', 'User']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByText('Regular')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it("checks the government numbers' formats before anything is sent", async () => {
    serve();
    const posted: unknown[] = [];
    mswServer.use(http.post(API('/employees'), async ({ request }) => (posted.push(await request.json()), HttpResponse.json({ code: '00003', result: maria }))));
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<EmployeeMasterListPage />, { route: '/employee/employee-master-list', preloadedState: authed(financeUser, ['view_employees', 'add_employee']) });
    await screen.findByText('Santos, Maria L.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    await userEvent.type(within(dialog).getByLabelText('SSS No.'), '3456789012');
    await userEvent.type(within(dialog).getByLabelText('Pag-IBIG MID No.'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('SSS no. must look like 00-0000000-0.')).toBeInTheDocument();
    expect(within(dialog).getByText('Pag-IBIG MID no. must look like 0000-0000-0000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Employee no. is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a department.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date hired is required.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });
});

describe('Payroll Master List', () => {
  it('lists pay basis, rates as money and the tax status in words', async () => {
    serve();
    renderWithProviders(<PayrollMasterListPage />, { route: '/employee/payroll-master-list', preloadedState: authed(financeUser, ['view_employees']) });
    expect(await screen.findByText('Tolentino, Arnel', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Daily')).toBeInTheDocument();
    expect(screen.getByText('695.00')).toBeInTheDocument();
    expect(screen.getByText('18,127.92')).toBeInTheDocument();
    expect(screen.getByText('Minimum wage earner (exempt)')).toBeInTheDocument();
  });

  it('a new payroll record needs a rate above zero and the bank of an account', async () => {
    serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<PayrollMasterListPage />, { route: '/employee/payroll-master-list', preloadedState: authed(financeUser, ['view_employees', 'add_employee']) });
    await screen.findByText('Tolentino, Arnel', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Payroll Record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payroll Record' });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Employee'), await within(dialog).findByRole('option', { name: 'EMP-0026 - Ilagan, Sheila O.' }));
    await userEvent.type(within(dialog).getByLabelText('Basic Rate (PHP)'), '0');
    await userEvent.type(within(dialog).getByLabelText('Account Number'), '0012-9999-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Basic rate must be more than 0.')).toBeInTheDocument();
  });
});
