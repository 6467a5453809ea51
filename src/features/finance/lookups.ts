import { searchAccountsEp, searchSubGroupsEp } from '../../../contract/finance';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** Accounts matching a keyword (GET /ledger/accounts/list). */
export async function searchAccounts(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchAccountsEp, { query: { keyword } });
  return res.result.map((a) => ({ value: a.account_code, label: `${a.account_code} - ${a.account_name}` }));
}

/** Sub-groups matching a keyword (GET /ledger/accounts/groups/sub). */
export async function searchSubGroups(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchSubGroupsEp, { query: { keyword } });
  return res.result.map((g) => ({ value: g.sub_group, label: g.name }));
}
