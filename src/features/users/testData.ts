import type { UserProfile } from '../../../contract/auth';
import type { RoleRow } from '../../../contract/roles';
import type { UserDetail, UserRow } from '../../../contract/users';

/** Rows as the server answers them (server/users/userSql.ts), from the demo data. */
export const financeRow: UserRow = {
  user_id: 2,
  employee_no: 'EMP-0002',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria.santos@demo.invalid',
  username: 'finance',
  department_name: 'Finance and Accounting',
  job_name: 'Finance Manager',
  roles_text_format: 'Finance',
  is_active: true,
};

export const financeDetail: UserDetail = {
  ...financeRow,
  contact_no: '+639171230002',
  is_otp: false,
  otp_via: null,
  department: { department_id: 2, department_name: 'Finance and Accounting' },
  job: { job_id: 2, job_name: 'Finance Manager' },
  roles: [{ role: 'Finance', slug: 'finance' }],
  signature_file_path: null,
};

export const financeRole: RoleRow = { role_id: 2, role: 'Finance', description: 'Finance and accounting reports.', user_count: 2 };
export const ADMIN_SCOPES = ['get_all_users', 'add_user', 'update_user', 'view_roles', 'manage_roles'];

/** A signed-in user administrator without the superuser role (scopes decide what shows). */
export const userAdmin: UserProfile = {
  user_id: 9,
  employee_no: 'EMP-0009',
  username: 'useradmin',
  first_name: 'Ana',
  last_name: 'Lim',
  email: 'ana.lim@demo.invalid',
  job_name: 'System Administrator',
  roles: [{ role: 'User Administrators', slug: 'user-admins' }],
};
