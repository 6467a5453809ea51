import type { UserProfile } from '../../contract/auth';

/** Fixtures mirror the server's deterministic demo data. */
export const financeUser: UserProfile = {
  user_id: 2,
  employee_no: 'EMP-0002',
  username: 'finance',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria.santos@demo.invalid',
  job_name: 'Finance Manager',
  roles: [{ role: 'Finance', slug: 'finance' }],
};

export const adminUser: UserProfile = {
  user_id: 1,
  employee_no: 'EMP-0001',
  username: 'admin',
  first_name: 'Jose',
  last_name: 'Reyes',
  email: 'jose.reyes@demo.invalid',
  job_name: 'System Administrator',
  roles: [{ role: 'Administrator', slug: 'aaf1' }],
};

export const financeScopes = ['get_general_ledger', 'export_general_ledger', 'get_trial_balance', 'view_sales_special_journal_list'];
