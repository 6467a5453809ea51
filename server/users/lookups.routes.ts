import { departmentLookupEp, jobLookupEp, type DepartmentOption, type JobOption } from '../../contract';
import { sql, type Db } from '../db/db';
import { likePattern, route } from '../kit';

/** Department and job title lookups of the user form (spec 002 §7.3: each with a search field); at most 20 answers. */
const LIMIT = 20;
const LOOKUP_SCOPES = ['add_user', 'update_user', 'get_all_users'] as const;

export const departmentLookup = route(departmentLookupEp, {
  scopes: LOOKUP_SCOPES,
  summary: 'Departments whose name contains the search text (user form)',
  handler: async ({ query, deps, ok }) => {
    const match = query.search ? sql`WHERE department_name ILIKE ${likePattern(query.search)}` : sql``;
    return ok(await deps.db.rows<DepartmentOption>(sql`
      SELECT department_id, department_name FROM departments ${match} ORDER BY lower(department_name) LIMIT ${LIMIT}`));
  },
});

export const jobLookup = route(jobLookupEp, {
  scopes: LOOKUP_SCOPES,
  summary: 'Job titles whose name contains the search text (user form)',
  handler: async ({ query, deps, ok }) => {
    const match = query.search ? sql`WHERE job_name ILIKE ${likePattern(query.search)}` : sql``;
    return ok(await deps.db.rows<JobOption>(sql`SELECT job_id, job_name FROM job_titles ${match} ORDER BY lower(job_name) LIMIT ${LIMIT}`));
  },
});

/**
 * Users written by the demo seed (after the migrations) get the ids of their
 * department and job names, and OTP users their channel, as migration 071
 * does for users that existed before it.
 */
export async function linkUserLookups(db: Db): Promise<void> {
  await db.run(sql`UPDATE users u SET department_id = d.department_id FROM departments d WHERE u.department_id IS NULL AND lower(d.department_name) = lower(u.department)`);
  await db.run(sql`UPDATE users u SET job_id = j.job_id FROM job_titles j WHERE u.job_id IS NULL AND lower(j.job_name) = lower(u.job_name)`);
  await db.run(sql`UPDATE users SET otp_via = 'email' WHERE otp_enabled AND otp_via IS NULL`);
}

export const lookupRoutes = [departmentLookup, jobLookup];
