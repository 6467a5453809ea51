import { searchAccountsEp, searchSubGroupsEp } from '../../../contract/finance';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** How an account reads in a picker: "1020 - Cash in Bank - BDO". */
export const accountLabel = (a: { account_code: string; account_name: string }) => `${a.account_code} - ${a.account_name}`;

/** Accounts matching a keyword (GET /ledger/accounts/list). */
export async function searchAccounts(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchAccountsEp, { query: { keyword } });
  return res.result.map((a) => ({ value: a.account_code, label: accountLabel(a) }));
}

/** Sub-groups matching a keyword (GET /ledger/accounts/groups/sub). */
export async function searchSubGroups(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchSubGroupsEp, { query: { keyword } });
  return res.result.map((g) => ({ value: g.sub_group, label: g.name }));
}
