import { z } from 'zod';
import { id } from './envelope';
import { columns, endpoint, pagedQuery, searchText } from './kit';
import { newPassword } from './auth';
import { passwordProblems, PASSWORD_MESSAGES } from './passwordPolicy';
import { onOff, requiredText } from './kit/formFields';

/**
 * User Management (spec 002 §2.5, §3.11, §4, §5, §7.3): the user list, the
 * add and edit forms, the active switch, a user's roles, and the department
 * and job title lookups. Paths the spec does not show are ours: /user...
 */
export interface UserRow {
  user_id: number;
  employee_no: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  department_name: string | null;
  job_name: string | null;
  /** The user's roles, comma-separated, in name order. */
  roles_text_format: string;
  is_active: boolean;
}

/** One user as the edit form loads it: nested department and job (spec 002 §2.5 Edit User). */
export interface UserDetail extends UserRow {
  contact_no: string | null;
  is_otp: boolean;
  otp_via: 'email' | 'sms' | null;
  department: { department_id: number; department_name: string } | null;
  job: { job_id: number; job_name: string } | null;
  roles: { role: string; slug: string }[];
  /** Where the signature image is read (with the bearer token; USER_PATHS.signature), or null without one. */
  signature_file_path: string | null;
}

export const userColumns = columns<UserRow>()([
  { key: 'is_active', header: 'Active', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'employee_no', header: 'Employee No.', kind: 'text', sortable: true, width: 140 },
  { key: 'first_name', header: 'First Name', kind: 'text', sortable: true, width: 140 },
  { key: 'last_name', header: 'Last Name', kind: 'text', sortable: true, width: 140 },
  { key: 'email', header: 'Email', kind: 'text', sortable: true, width: 230 },
  { key: 'username', header: 'Username', kind: 'text', sortable: true, width: 130 },
  { key: 'department_name', header: 'Department', kind: 'text', sortable: true, width: 180 },
  { key: 'job_name', header: 'Job Title', kind: 'text', sortable: true, width: 180 },
  { key: 'roles_text_format', header: 'Roles', kind: 'text', width: 200 },
  { key: 'user_id', header: 'Actions', kind: 'text', screenOnly: true, width: 260 },
]);

export const userListQuery = pagedQuery(userColumns, { order_by: 'username', direction: 'asc' }, { search: searchText });

/** The spec's one message for a missing required field (§5); each field also says which it is. */
export const FILL_REQUIRED = 'Please fill up required fields.';

/** What the add and edit forms share (edit has no password, spec 002 §2.5). */
const userFields = z.object({
  username: requiredText('Username', 50).regex(/^[A-Za-z][A-Za-z0-9._-]*$/, 'Username must start with a letter and contain only letters, digits, dots, dashes and underscores.'),
  employee_no: requiredText('Employee number', 30),
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  email: requiredText('Email', 200).email('Email must be a valid email address.'),
  department_id: id({ error: 'Department is required.' }),
  job_id: id({ error: 'Job title is required.' }),
  contact_no: requiredText('Contact number', 30)
    .regex(/^\+?[0-9][0-9 ()-]{4,}[0-9]$/, { error: 'Contact number must be a phone number (digits, spaces, dashes, an optional leading +).', abort: true })
    // A date typed into the wrong field has the digits and dashes of a phone number.
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v), 'Contact number must be a phone number (digits, spaces, dashes, an optional leading +).'),
  /** Spec 002 §4: on sends 1, off 0. */
  is_otp: onOff('One-time password must be 1 (on) or 0 (off).').default(false),
  // Blank is "none" (002 §4: turning OTP off clears otp_via).
  otp_via: z.preprocess((v) => (v === '' ? null : v), z.enum(['email', 'sms'], { error: 'Send one-time codes by email or sms.' }).nullish()),
});

/** §4: OTP on needs a channel (email or sms, one of them); OTP off clears it. */
function otpRule<T extends { is_otp: boolean; otp_via?: 'email' | 'sms' | null }>(v: T, ctx: z.RefinementCtx) {
  if (v.is_otp && !v.otp_via) ctx.addIssue({ code: 'custom', path: ['otp_via'], message: 'Choose email or sms for the one-time password.' });
}
const clearOtpWhenOff = <T extends { is_otp: boolean; otp_via?: 'email' | 'sms' | null }>(v: T) => ({ ...v, otp_via: v.is_otp ? (v.otp_via ?? null) : null });

export const createUserInput = userFields
  .extend({ password: newPassword() })
  .strict()
  .superRefine((v, ctx) => {
    otpRule(v, ctx);
    if (passwordProblems(v.password, v.username).includes(PASSWORD_MESSAGES.hasUsername)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.hasUsername });
    }
  })
  .transform(clearOtpWhenOff);
export type CreateUserInput = z.input<typeof createUserInput>;

export const updateUserInput = userFields.strict().superRefine(otpRule).transform(clearOtpWhenOff);
export type UpdateUserInput = z.input<typeof updateUserInput>;

const userIdParams = z.object({ id: id() });

export const setUserActiveBody = z.object({ is_active: z.boolean({ error: 'Active must be true or false.' }) }).strict();

/** A user's role assignment (spec 002 §3.11). */
export interface UserRoleRow {
  user_role_id: number;
  username: string;
  role_id: number;
  role: string;
}

export const userRoleColumns = columns<UserRoleRow>()([
  { key: 'username', header: 'Username', kind: 'text', sortable: true, width: 200 },
  { key: 'role', header: 'Role', kind: 'text', sortable: true, width: 260 },
  { key: 'user_role_id', header: 'Action', kind: 'text', screenOnly: true, width: 140 },
]);
export const userRoleListQuery = pagedQuery(userRoleColumns, { order_by: 'role', direction: 'asc' }, { search: searchText });

export const assignRoleBody = z.object({ user_id: id({ error: 'User is required.' }), role_id: id({ error: 'Role is required.' }) }).strict();
export const deleteUserRoleBody = z.object({ userRoleId: id({ error: 'User role is required.' }) }).strict();

export interface DepartmentOption {
  department_id: number;
  department_name: string;
}
export interface JobOption {
  job_id: number;
  job_name: string;
}
/** The department and job lookups: a `search` field (spec 002 §7.3), at most 20 answers. */
export const lookupQuery = z.object({ search: searchText }).strict();

const USERS = 'users';
const USER_ROLES = 'user_roles';

/** The signature image (spec 002 §3.11): sent on its own call after the user's form is saved. */
export const SIGNATURE_FIELD = 'signature';
export const SIGNATURE_LABEL = 'Signature';
export const SIGNATURE_MESSAGES = { required: 'Choose a signature image.', userNotFound: 'User not found.', none: 'The user has no signature.' } as const;
export const USER_PATHS = { signature: (userId: number | string) => `/user/signature/${userId}` } as const;

export const listUsersEp = endpoint<UserRow[]>()({ method: 'GET', path: '/user', query: userListQuery, paged: true, tag: USERS });
export const showUserEp = endpoint<UserDetail>()({ method: 'GET', path: '/user/:id', params: userIdParams, tag: USERS });
/** 00003 with the new user; the password is the administrator's, to be changed at first sign-in. */
export const createUserEp = endpoint<UserDetail>()({ method: 'POST', path: '/user', body: createUserInput, invalidates: [USERS], form: true });
/** 00004 with the user. */
export const updateUserEp = endpoint<UserDetail>()({ method: 'PUT', path: '/user/:id', params: userIdParams, body: updateUserInput, invalidates: [USERS], form: true });
/** 00004 with the row: the list changes the row only on that code (spec 002 §4). */
/** Multipart: the image as `signature`. Replaces the one before. */
export const uploadSignatureEp = endpoint<UserDetail>()({ method: 'PUT', path: '/user/:id/signature', params: userIdParams, invalidates: [USERS], form: true });
export const removeSignatureEp = endpoint<UserDetail>()({ method: 'DELETE', path: '/user/:id/signature', params: userIdParams, invalidates: [USERS] });
export const setUserActiveEp = endpoint<UserRow>()({ method: 'PUT', path: '/user/:id/active', params: userIdParams, body: setUserActiveBody, invalidates: [USERS] });
export const listUserRolesEp = endpoint<UserRoleRow[]>()({ method: 'GET', path: '/user/:id/role', params: userIdParams, query: userRoleListQuery, paged: true, tag: USER_ROLES });
/** 00003 with the assignment. */
export const assignUserRoleEp = endpoint<UserRoleRow>()({ method: 'POST', path: '/user/role/assign', body: assignRoleBody, invalidates: [USER_ROLES, USERS, 'roles'] });
/** 00006 with the text to show (spec 002 §7.3). */
export const deleteUserRoleEp = endpoint<string>()({ method: 'DELETE', path: '/user/role/delete', body: deleteUserRoleBody, invalidates: [USER_ROLES, USERS, 'roles'] });
export const departmentLookupEp = endpoint<DepartmentOption[]>()({ method: 'GET', path: '/lookup/departments', query: lookupQuery, tag: 'departments' });
export const jobLookupEp = endpoint<JobOption[]>()({ method: 'GET', path: '/lookup/jobs', query: lookupQuery, tag: 'jobs' });

/** Texts of the rules this area enforces (server answers, shown as they are). */
export const USER_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account.',
  lastAdministrator: 'At least one active user must keep the Administrator role.',
  ownAdministratorRole: 'You cannot remove the Administrator role from yourself.',
  alreadyHasRole: 'The user already has this role.',
  roleRemoved: 'The role has been removed from the user.',
  userNotFound: 'User not found.',
  roleNotFound: 'Role not found.',
  userRoleNotFound: 'This role assignment no longer exists.',
  usernameTaken: 'Username already exists.',
  emailTaken: 'Email already exists.',
  employeeNoTaken: 'Employee number already exists.',
} as const;
