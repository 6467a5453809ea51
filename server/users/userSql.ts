import { USER_PATHS, type UserDetail, type UserRow } from '../../contract';
import { sql, type Db } from '../db/db';

/**
 * The user list's row and the edit form's record, in SQL. Department and job
 * come from their lookups; users seeded before migration 071 without ids fall
 * back to the names they carry.
 */
export const USER_FROM = sql`users u
  LEFT JOIN departments d ON d.department_id = u.department_id
  LEFT JOIN job_titles j ON j.job_id = u.job_id`;

const DEPARTMENT_NAME = sql`COALESCE(d.department_name, u.department)`;
const JOB_NAME = sql`COALESCE(j.job_name, u.job_name)`;
export const ROLES_TEXT = sql`COALESCE((
  SELECT string_agg(r.role, ', ' ORDER BY lower(r.role)) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '')`;

export const USER_ROW = sql`u.id AS user_id, u.employee_no, u.first_name, u.last_name, u.email, u.username,
  ${DEPARTMENT_NAME} AS department_name, ${JOB_NAME} AS job_name, ${ROLES_TEXT} AS roles_text_format, u.active AS is_active`;

/** "Quick text search over all fields" (spec 002 §2.5). */
export const USER_SEARCH = [sql`u.employee_no`, sql`u.first_name`, sql`u.last_name`, sql`u.email`, sql`u.username`, DEPARTMENT_NAME, JOB_NAME, ROLES_TEXT];

export const USER_SORT = {
  is_active: sql`u.active`,
  employee_no: sql`u.employee_no`,
  first_name: sql`lower(u.first_name)`,
  last_name: sql`lower(u.last_name)`,
  email: sql`lower(u.email)`,
  username: sql`lower(u.username)`,
  department_name: sql`lower(${DEPARTMENT_NAME})`,
  job_name: sql`lower(${JOB_NAME})`,
};

export function readUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  return db.one<UserRow>(sql`SELECT ${USER_ROW} FROM ${USER_FROM} WHERE u.id = ${id}`);
}

export function readUserDetail(db: Db, id: number): Promise<UserDetail | undefined> {
  return db.one<UserDetail>(sql`
    SELECT ${USER_ROW}, u.mobile AS contact_no, u.otp_enabled AS is_otp, u.otp_via,
      CASE WHEN d.department_id IS NULL THEN NULL ELSE json_build_object('department_id', d.department_id, 'department_name', d.department_name) END AS department,
      CASE WHEN j.job_id IS NULL THEN NULL ELSE json_build_object('job_id', j.job_id, 'job_name', j.job_name) END AS job,
      COALESCE((SELECT json_agg(json_build_object('role', r.role, 'slug', r.slug) ORDER BY lower(r.role))
                FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json) AS roles,
      CASE WHEN u.signature_stored_path IS NULL THEN NULL ELSE ${USER_PATHS.signature('')} || u.id END AS signature_file_path
    FROM ${USER_FROM} WHERE u.id = ${id}`);
}

/** How many active users other than `userId` hold the superuser role: none left means the last administrator. */
export async function otherActiveSuperusers(db: Db, superuserRoleCode: string, userId: number): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT COUNT(DISTINCT u.id)::int AS n FROM users u
    JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    WHERE r.slug = ${superuserRoleCode} AND u.active AND u.id <> ${userId}`);
  return row?.n ?? 0;
}

export async function holdsSuperuserRole(db: Db, superuserRoleCode: string, userId: number): Promise<boolean> {
  return Boolean(await db.one(sql`
    SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${userId} AND r.slug = ${superuserRoleCode}`));
}
