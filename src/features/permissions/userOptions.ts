import { permissionUserOptionsEp } from '../../../contract/permissions';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** Users for a picker, by username or name; `withoutSuperuser` leaves administrators out (COA permissions, spec 002 §5). */
export async function searchUsers(keyword: string, withoutSuperuser = false): Promise<SelectOption[]> {
  const res = await callEndpoint(permissionUserOptionsEp, { query: { search: keyword.trim() || undefined, without_superuser: withoutSuperuser ? '1' : undefined } });
  return res.result.map((u) => ({ value: String(u.user_id), label: `${u.username} - ${u.name}` }));
}
