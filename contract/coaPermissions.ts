import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, pagedQuery, searchText } from './kit';

/**
 * PV/JV Accounts permission (spec 002 §2.5 COA Permissions, §3.12, §4, §5,
 * §7.3, §9): which chart-of-accounts accounts a non-admin user may post to in
 * payable vouchers (module 98) and journal vouchers (module 99).
 */

/** The account types each COA module offers (spec: "the account list source depends on module id 98 or 99"; which ones is ours). */
export const COA_MODULES = [
  // A payable voucher debits what was bought (an asset or an expense) and credits what is owed; of the control
  // accounts (contract/chartOfAccounts.ts) it keeps the supplier advances an advance payment debits.
  { module_id: 98, module: 'payable_voucher', label: 'Payable Voucher', accountTypes: ['Assets', 'Liabilities', 'Expenses'], keeps: ['supplierAdvances'] },
  // A journal voucher may adjust any account but the control accounts, which only their sub-ledgers post to.
  { module_id: 99, module: 'journal_voucher', label: 'Journal Voucher', accountTypes: ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'], keeps: [] },
] as const;
export type CoaModuleId = (typeof COA_MODULES)[number]['module_id'];
export const COA_MODULE_IDS: readonly CoaModuleId[] = COA_MODULES.map((m) => m.module_id);
export const coaModuleOf = (moduleId: number) => COA_MODULES.find((m) => m.module_id === moduleId);

/** §3.12 COA permission. */
export interface CoaPermissionRow {
  id: number;
  user_id: number;
  username: string;
  module_id: CoaModuleId;
  label: string;
  account_code: string;
  account_name: string;
  updated_at: string;
}

export const COA_MESSAGES = {
  user: 'User is required.',
  module: 'Module must be Payable Voucher or Journal Voucher.',
  account: 'Account code is required.',
  accountNotInModule: 'This account cannot be used in the chosen module.',
  adminUser: 'Administrators may post to every account; choose a user without the Admin role.',
  userNotFound: 'User not found.',
  duplicate: 'This user already has this account in this module.',
  notFound: 'Account permission not found.',
  saved: 'Account permission has been saved.',
  updated: 'Account permission has been updated.',
  deleted: 'Account permission has been deleted.',
} as const;

const coaModuleId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z.union([z.literal(98), z.literal(99)], { error: COA_MESSAGES.module }),
);

export const coaPermissionInput = z
  .object({
    user_id: id({ error: COA_MESSAGES.user }),
    module_id: coaModuleId,
    account_code: text({ error: COA_MESSAGES.account }).trim().min(1, COA_MESSAGES.account).max(20, 'Account code must be at most 20 characters.'),
  })
  .strict();
export type CoaPermissionInput = z.input<typeof coaPermissionInput>;

export const coaPermissionColumns = columns<CoaPermissionRow>()([
  { key: 'username', header: 'User', kind: 'text', sortable: true, width: 180 },
  { key: 'label', header: 'Module', kind: 'text', sortable: true, width: 170 },
  { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 150 },
  { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 300 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

/** The grid's models, as the spec's list sends them ("sort and filter models", 002 §7.3): JSON text in the query. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return v === '' ? undefined : v;
    try {
      return JSON.parse(v);
    } catch {
      return Symbol('not JSON');
    }
  }, schema.optional());
const sortModel = z
  .array(z.object({ colId: text().max(60), sort: z.enum(['asc', 'desc']) }).strip(), { error: 'Sort model must be a list of columns and directions.' })
  .max(10);
/** Per column, the text the user typed in its filter (AG Grid's text filter: { filter }). */
const filterModel = z.record(text().max(60), z.object({ filter: z.union([text().max(100), z.number()]).optional() }).strip(), { error: 'Filter model must name columns.' }).refine((m) => Object.keys(m).length <= 20, 'At most 20 filters.');
export const COA_FILTERABLE = ['username', 'label', 'account_code', 'account_name'] as const;

export const coaPermissionListQuery = pagedQuery(coaPermissionColumns, { order_by: 'username', direction: 'asc' }, {
  search: searchText,
  module_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), coaModuleId.optional()),
  /** The first sorted column of the grid's sort model wins over order_by and direction. */
  sortModel: jsonText(sortModel),
  /** Each column's filter text narrows the list (user, module, account code or name); other columns are ignored. */
  filterModel: jsonText(filterModel),
});

const COA_TAG = 'coa-permissions';
const idParams = z.object({ id: id() }).strict();

export const listCoaPermissionsEp = endpoint<CoaPermissionRow[]>()({ method: 'GET', path: '/coa-permissions', query: coaPermissionListQuery, paged: true, tag: COA_TAG });
export const createCoaPermissionEp = endpoint<CoaPermissionRow>()({ method: 'POST', path: '/coa-permissions', body: coaPermissionInput, invalidates: [COA_TAG], form: true });
/** The path names the permission; the spec's body carries its id too ("user_id, module_id, account_code, id"): then the same. */
const sameIdAsPath = z.object({ id: id().optional() });
export const COA_ID_MISMATCH = 'The id in the body is not the one in the address.';
export const updateCoaPermissionEp = endpoint<CoaPermissionRow>()({
  method: 'PUT',
  path: '/coa-permissions/:id',
  params: idParams,
  body: coaPermissionInput.extend(sameIdAsPath.shape).strict(),
  invalidates: [COA_TAG],
  form: true,
});
export const deleteCoaPermissionEp = endpoint<string>()({
  method: 'DELETE',
  path: '/coa-permissions/:id',
  params: idParams,
  body: sameIdAsPath.strict().optional().transform((b) => b ?? {}),
  invalidates: [COA_TAG],
});

export interface CoaAccountOption {
  account_code: string;
  account_name: string;
}
/** The drop-down of accounts a module offers (searched by code or name). */
export const coaAccountOptionsEp = endpoint<CoaAccountOption[]>()({
  method: 'GET',
  path: '/coa-permissions/accounts/:module_id',
  params: z.object({ module_id: coaModuleId }).strict(),
  query: z.object({ search: searchText }).strict(),
  tag: 'coa-accounts',
});

/**
 * §6: "a separate account-level permission controls which chart-of-accounts
 * accounts a non-admin user may use for payable voucher and journal voucher".
 * The rule, for the voucher endpoints (server/permissions/coaPermission.ts
 * reads the grants): the superuser role may post to any account the module
 * offers; anyone else only to the accounts granted to them in that module.
 * A control account is offered only by the module keeping its sub-ledger.
 * No grant means no account (deny by default).
 */
export function mayPostToAccount(
  holder: { isSuperuser: boolean; grants: readonly { module_id: number; account_code: string }[] },
  moduleId: number,
  account: { account_code: string; account_type: string; kept_by?: string | null } | null | undefined,
): boolean {
  const mod = coaModuleOf(moduleId);
  if (!mod || !account) return false;
  if (!(mod.accountTypes as readonly string[]).includes(account.account_type)) return false;
  if (account.kept_by && !(mod.keeps as readonly string[]).includes(account.kept_by)) return false;
  if (holder.isSuperuser) return true;
  return holder.grants.some((g) => g.module_id === moduleId && g.account_code === account.account_code);
}
