import type { AccountOption, SubGroupOption } from '../../../contract/finance';
import { api } from '../../api/client';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** Accounts matching a keyword (GET /ledger/accounts/list). */
export async function searchAccounts(keyword: string): Promise<SelectOption[]> {
  const res = await api.get<AccountOption[]>('/ledger/accounts/list', { keyword });
  return res.result.map((a) => ({ value: a.account_code, label: `${a.account_code} - ${a.account_name}` }));
}

/** Sub-groups matching a keyword (GET /ledger/accounts/groups/sub). */
export async function searchSubGroups(keyword: string): Promise<SelectOption[]> {
  const res = await api.get<SubGroupOption[]>('/ledger/accounts/groups/sub', { keyword });
  return res.result.map((g) => ({ value: g.sub_group, label: g.name }));
}

/** Every account code, for the income statement's account range (GET /ledger/accountcode-list). */
export async function listAccountCodes(): Promise<AccountOption[]> {
  const res = await api.get<AccountOption[]>('/ledger/accountcode-list');
  return res.result;
}
