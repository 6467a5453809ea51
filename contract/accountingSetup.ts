import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, resource } from './kit';
import { optText, requiredText } from './kit/formFields';

/**
 * The accounting set-up that vouchers carry (issue 13): divisions, cost
 * centers (a division may own them), programs and projects, COA tags (the
 * classifications reports select accounts by) with the accounts under each,
 * and the accounting code profile (a module's default account per role).
 * Each is a resource of the kit: list, show, create, update, active switch,
 * every write with its revision.
 */

const STATUS = { true: 'Active', false: 'Inactive' } as const;
const iso = { kind: 'datetime', sortable: true, width: 170 } as const;
const code = (label: string) =>
  requiredText(label, 20).regex(/^[A-Za-z][0-9A-Za-z._-]*$/, `${label} must start with a letter and hold only letters, digits, dots, dashes and underscores.`);
const optionalId = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), id({ error: `Choose a ${label.toLowerCase()} from the list.` }).nullable());

export const SETUP_SCOPES = { view: 'view_accounting_setup', maintain: 'maintain_accounting_setup' } as const;

// ---- Options of the selects ------------------------------------------------------------------

export interface DivisionOption { division_id: number; label: string }
export interface TagOption { tag_id: number; label: string }
export interface PostableAccountOption { account_code: string; label: string }
export const divisionOptionsEp = endpoint<DivisionOption[]>()({ method: 'GET', path: '/accounting-setup/division-options', tag: 'divisions' });
export const tagOptionsEp = endpoint<TagOption[]>()({ method: 'GET', path: '/accounting-setup/tag-options', tag: 'coa-tags' });
/** Every account not deleted (a tag may group headers too). */
export const tagAccountOptionsEp = endpoint<PostableAccountOption[]>()({ method: 'GET', path: '/accounting-setup/account-options', tag: 'chart-of-accounts' });
/** Active accounts that take postings (a profile's account). */
export const postableAccountOptionsEp = endpoint<PostableAccountOption[]>()({ method: 'GET', path: '/accounting-setup/postable-account-options', tag: 'chart-of-accounts' });

// ---- Divisions -------------------------------------------------------------------------------

export interface DivisionRow {
  division_id: number;
  division_code: string;
  division_name: string;
  description: string | null;
  cost_centers: number;
  active: boolean;
  updated_at: string;
}
export const divisions = resource<DivisionRow>()({
  name: 'divisions',
  title: 'Divisions',
  noun: 'division',
  apiPath: '/accounting-setup/divisions',
  id: 'division_id',
  label: 'division_code',
  columns: columns<DivisionRow>()([
    { key: 'division_code', header: 'Division Code', kind: 'text', sortable: true, width: 140 },
    { key: 'division_name', header: 'Division Name', kind: 'text', sortable: true, width: 280 },
    { key: 'description', header: 'Description', kind: 'text', width: 280 },
    { key: 'cost_centers', header: 'Cost Centers', kind: 'number', sortable: true, width: 130 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'division_code' },
  input: z.object({ division_code: code('Division code'), division_name: requiredText('Division name', 120), description: optText('Description', 500) }).strict(),
  fields: [
    { key: 'division_code', label: 'Division Code' },
    { key: 'division_name', label: 'Division Name' },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  unique: [{ key: 'division_code', message: 'Division code already exists.', index: 'divisions_code_key' }],
  active: 'active',
  scopes: { view: SETUP_SCOPES.view, create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});

// ---- Cost centers ----------------------------------------------------------------------------

export interface CostCenterRow {
  cost_center_id: number;
  cost_center_code: string;
  cost_center_name: string;
  division_id: number | null;
  division: string | null;
  description: string | null;
  active: boolean;
  updated_at: string;
}
const divisionLookup = { endpoint: divisionOptionsEp, value: 'division_id', label: 'label' } as const;
export const costCenters = resource<CostCenterRow>()({
  name: 'cost_centers',
  title: 'Cost Centers',
  noun: 'cost center',
  apiPath: '/accounting-setup/cost-centers',
  id: 'cost_center_id',
  label: 'cost_center_code',
  columns: columns<CostCenterRow>()([
    { key: 'cost_center_code', header: 'Cost Center Code', kind: 'text', sortable: true, width: 160 },
    { key: 'cost_center_name', header: 'Cost Center Name', kind: 'text', sortable: true, width: 280 },
    { key: 'division', header: 'Division', kind: 'text', sortable: true, width: 220 },
    { key: 'description', header: 'Description', kind: 'text', width: 260 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'cost_center_code' },
  input: z
    .object({
      cost_center_code: code('Cost center code'),
      cost_center_name: requiredText('Cost center name', 120),
      division_id: optionalId('Division'),
      description: optText('Description', 500),
    })
    .strict(),
  fields: [
    { key: 'cost_center_code', label: 'Cost Center Code' },
    { key: 'cost_center_name', label: 'Cost Center Name' },
    { key: 'division_id', label: 'Division', kind: 'select', lookup: divisionLookup, help: 'The division that owns the cost center (optional)' },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  unique: [{ key: 'cost_center_code', message: 'Cost center code already exists.', index: 'cost_centers_code_key' }],
  filters: [{ key: 'division_id', label: 'Division', lookup: divisionLookup }],
  active: 'active',
  invalidates: ['divisions'],
  scopes: { view: SETUP_SCOPES.view, create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});

// ---- Programs and projects -------------------------------------------------------------------

export const PROGRAM_KIND_LABELS = { program: 'Program', project: 'Project' } as const;
export interface ProgramRow {
  program_id: number;
  program_code: string;
  program_name: string;
  kind: keyof typeof PROGRAM_KIND_LABELS;
  description: string | null;
  active: boolean;
  updated_at: string;
}
export const programs = resource<ProgramRow>()({
  name: 'programs',
  title: 'Program / Project',
  noun: 'program or project',
  apiPath: '/accounting-setup/programs',
  id: 'program_id',
  label: 'program_code',
  columns: columns<ProgramRow>()([
    { key: 'program_code', header: 'Code', kind: 'text', sortable: true, width: 140 },
    { key: 'program_name', header: 'Name', kind: 'text', sortable: true, width: 300 },
    { key: 'kind', header: 'Kind', kind: 'status', labels: PROGRAM_KIND_LABELS, sortable: true, width: 120 },
    { key: 'description', header: 'Description', kind: 'text', width: 280 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'program_code' },
  input: z
    .object({
      program_code: code('Code'),
      program_name: requiredText('Name', 120),
      kind: z.enum(['program', 'project'], { error: 'Choose program or project.' }),
      description: optText('Description', 500),
    })
    .strict(),
  fields: [
    { key: 'program_code', label: 'Code' },
    { key: 'program_name', label: 'Name' },
    { key: 'kind', label: 'Kind', kind: 'select', options: [{ value: 'program', label: 'Program' }, { value: 'project', label: 'Project' }] },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  unique: [{ key: 'program_code', message: 'Code already exists.', index: 'programs_code_key' }],
  active: 'active',
  scopes: { view: SETUP_SCOPES.view, create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});

// ---- COA tags and their accounts ---------------------------------------------------------------

export interface CoaTagRow {
  tag_id: number;
  tag_code: string;
  tag_name: string;
  description: string | null;
  accounts: number;
  active: boolean;
  updated_at: string;
}
export const coaTags = resource<CoaTagRow>()({
  name: 'coa-tags',
  title: 'COA Tags',
  noun: 'tag',
  module: 'COA Tagging',
  apiPath: '/accounting-setup/coa-tags',
  id: 'tag_id',
  label: 'tag_code',
  columns: columns<CoaTagRow>()([
    { key: 'tag_code', header: 'Tag Code', kind: 'text', sortable: true, width: 200 },
    { key: 'tag_name', header: 'Tag Name', kind: 'text', sortable: true, width: 300 },
    { key: 'description', header: 'Description', kind: 'text', width: 300 },
    { key: 'accounts', header: 'Accounts', kind: 'number', sortable: true, width: 110 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'tag_code' },
  input: z.object({ tag_code: code('Tag code'), tag_name: requiredText('Tag name', 120), description: optText('Description', 500) }).strict(),
  fields: [
    { key: 'tag_code', label: 'Tag Code' },
    { key: 'tag_name', label: 'Tag Name' },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  unique: [{ key: 'tag_code', message: 'Tag code already exists.', index: 'coa_tags_code_key' }],
  active: 'active',
  scopes: { view: 'view_chart_of_accounts', create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});

export interface CoaTagAccountRow {
  tag_account_id: number;
  tag_id: number;
  tag: string;
  account_code: string;
  account_name: string;
  active: boolean;
  updated_at: string;
}
const accountCodeText = text({ error: 'Choose an account from the list.' }).trim().min(1, 'Choose an account from the list.').max(20, 'Choose an account from the list.');
export const coaTagAccounts = resource<CoaTagAccountRow>()({
  name: 'coa-tag-accounts',
  title: 'Tagged Accounts',
  noun: 'tagged account',
  module: 'COA Tagging',
  apiPath: '/accounting-setup/coa-tag-accounts',
  id: 'tag_account_id',
  label: 'account_code',
  columns: columns<CoaTagAccountRow>()([
    { key: 'tag', header: 'Tag', kind: 'text', sortable: true, width: 260 },
    { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 140 },
    { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 320 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'account_code' },
  input: z.object({ tag_id: id({ error: 'Choose a tag from the list.' }), account_code: accountCodeText }).strict(),
  fields: [
    { key: 'tag_id', label: 'Tag', kind: 'select', lookup: { endpoint: tagOptionsEp, value: 'tag_id', label: 'label' } },
    { key: 'account_code', label: 'Account', kind: 'select', lookup: { endpoint: tagAccountOptionsEp, value: 'account_code', label: 'label' } },
  ],
  unique: [{ key: 'account_code', within: ['tag_id'], message: 'The account already has this tag.', index: 'coa_tag_accounts_key' }],
  filters: [{ key: 'tag_id', label: 'Tag', lookup: { endpoint: tagOptionsEp, value: 'tag_id', label: 'label' } }],
  active: 'active',
  invalidates: ['coa-tags'],
  scopes: { view: 'view_chart_of_accounts', create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});

// ---- Accounting code profile -------------------------------------------------------------------

/** The modules whose postings take their default accounts from a profile. */
export const PROFILE_MODULES = {
  SI: 'Sales Invoice',
  CR: 'Collection Receipt',
  SR: 'Sales Return',
  RR: 'Receiving Report',
  PV: 'Payable Voucher',
  CV: 'Check Voucher',
  JV: 'Journal Voucher',
  DM: 'Debit Memo',
  CM: 'Credit Memo',
} as const;
/** The roles an account plays in a module's entry. */
export const PROFILE_ROLES = {
  receivable: 'Receivable',
  sales: 'Sales',
  sales_returns: 'Sales Returns',
  sales_discounts: 'Sales Discounts',
  output_vat: 'Output VAT',
  input_vat: 'Input VAT',
  cost_of_sales: 'Cost of Sales',
  inventory: 'Inventory',
  cash_in_bank: 'Cash in Bank',
  checks_receivable: 'Checks Receivable',
  cwt: 'Creditable Withholding Tax',
  advances: 'Advances from Customers',
  payable: 'Accounts Payable',
  rr_not_invoiced: 'Receiving Reports Not Yet Invoiced',
  ewt_payable: 'Expanded Withholding Tax Payable',
  bank_charges: 'Bank Charges',
} as const;
const optionsOf = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

export interface ProfileRow {
  profile_id: number;
  module_code: keyof typeof PROFILE_MODULES;
  role_code: keyof typeof PROFILE_ROLES;
  account_code: string;
  account_name: string;
  active: boolean;
  updated_at: string;
}
export const accountingCodeProfiles = resource<ProfileRow>()({
  name: 'accounting-code-profiles',
  title: 'Accounting Code Profile',
  noun: 'profile account',
  apiPath: '/accounting-code-profile',
  id: 'profile_id',
  label: 'role_code',
  columns: columns<ProfileRow>()([
    { key: 'module_code', header: 'Module', kind: 'status', labels: PROFILE_MODULES, sortable: true, width: 180 },
    { key: 'role_code', header: 'Account Role', kind: 'status', labels: PROFILE_ROLES, sortable: true, width: 260 },
    { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 140 },
    { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 320 },
    { key: 'active', header: 'Status', kind: 'status', labels: STATUS, sortable: true, width: 110 },
    { key: 'updated_at', header: 'Last Updated', ...iso },
  ]),
  defaultSort: { order_by: 'module_code' },
  input: z
    .object({
      module_code: z.enum(Object.keys(PROFILE_MODULES) as [keyof typeof PROFILE_MODULES], { error: 'Choose the module.' }),
      role_code: z.enum(Object.keys(PROFILE_ROLES) as [keyof typeof PROFILE_ROLES], { error: 'Choose the account role.' }),
      account_code: accountCodeText,
    })
    .strict(),
  fields: [
    { key: 'module_code', label: 'Module', kind: 'select', options: optionsOf(PROFILE_MODULES) },
    { key: 'role_code', label: 'Account Role', kind: 'select', options: optionsOf(PROFILE_ROLES) },
    { key: 'account_code', label: 'Account', kind: 'select', lookup: { endpoint: postableAccountOptionsEp, value: 'account_code', label: 'label' }, help: 'An active account that takes postings' },
  ],
  unique: [{ key: 'role_code', within: ['module_code'], message: 'The module already has an account for this role.', index: 'accounting_code_profiles_key' }],
  active: 'active',
  scopes: { view: 'view_accounting_code_profile', create: SETUP_SCOPES.maintain, update: SETUP_SCOPES.maintain },
});
