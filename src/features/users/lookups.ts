import { departmentLookupEp, jobLookupEp } from '../../../contract/users';

import { roles } from '../../../contract/roles';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** The searchable pickers' loaders: each keyword typed is a new question to the declared lookup. */
export async function searchDepartments(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(departmentLookupEp, { query: { search: search || undefined } });
  return res.result.map((d) => ({ value: String(d.department_id), label: d.department_name }));
}

export async function searchJobs(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(jobLookupEp, { query: { search: search || undefined } });
  return res.result.map((j) => ({ value: String(j.job_id), label: j.job_name }));
}

export async function searchRoles(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(roles.endpoints.list, { query: { search: search || undefined, page_size: 50 } });
  return (res.result as { role_id: number; role: string }[]).map((r) => ({ value: String(r.role_id), label: r.role }));
}

