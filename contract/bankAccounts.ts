import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, resource } from './kit';
import { optId, optText, requiredText } from './kit/formFields';

/**
 * A bank's branches and the company's accounts with it
 * (/banks-maintenance/branches/:id, /banks-maintenance/accounts/:id; 000
 * §2.5, issue 14). Both lists are scoped to one bank (its id in the route,
 * the `bank_id` filter); each account ties to a cash-in-bank account of the
 * chart (line item "Cash in Bank"), at most one active bank account per
 * chart account.
 */
const phone = optText('Contact number', 40).refine(
  (v) => v === null || /^[0-9+()\-.\s]{7,40}$/.test(v),
  'Contact number may only have digits, spaces, +, -, . and parentheses (at least 7).',
);

// ---- Branches ------------------------------------------------------------------------------------

export interface BankBranchRow {
  branch_id: number;
  bank_id: number;
  branch_code: string;
  branch_name: string;
  address: string | null;
  contact_person: string | null;
  contact_number: string | null;
  /** The company's active accounts kept at the branch. */
  accounts: number;
  active: boolean;
  updated_at: string;
}

export const bankBranchInput = z
  .object({
    bank_id: id({ error: 'Please choose a bank.' }),
    branch_code: requiredText('Branch code', 20).transform((v) => v.toUpperCase()),
    branch_name: requiredText('Branch name', 120),
    address: optText('Address', 255),
    contact_person: optText('Contact person', 120),
    contact_number: phone,
  })
  .strict();
export type BankBranchInput = z.input<typeof bankBranchInput>;

export const bankBranchColumns = columns<BankBranchRow>()([
  { key: 'branch_code', header: 'Branch Code', kind: 'text', sortable: true, width: 140 },
  { key: 'branch_name', header: 'Branch Name', kind: 'text', sortable: true, width: 240 },
  { key: 'address', header: 'Address', kind: 'text', width: 320 },
  { key: 'contact_person', header: 'Contact Person', kind: 'text', sortable: true, width: 170 },
  { key: 'contact_number', header: 'Contact Number', kind: 'text', width: 150 },
  { key: 'accounts', header: 'Accounts', kind: 'number', sortable: true, width: 110 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const bankBranches = resource<BankBranchRow>()({
  name: 'bank_branches',
  title: 'Bank Branches',
  noun: 'branch',
  apiPath: '/bank-branches',
  id: 'branch_id',
  label: 'branch_code',
  columns: bankBranchColumns,
  defaultSort: { order_by: 'branch_code', direction: 'asc' },
  input: bankBranchInput,
  fields: [
    { key: 'branch_code', label: 'Branch Code' },
    { key: 'branch_name', label: 'Branch Name' },
    { key: 'address', label: 'Address', kind: 'textarea' },
    { key: 'contact_person', label: 'Contact Person' },
    { key: 'contact_number', label: 'Contact Number' },
  ],
  unique: [{ key: 'branch_code', within: ['bank_id'], message: 'Branch code already exists at this bank.', index: 'bank_branches_code_key' }],
  filters: [{ key: 'bank_id', label: 'Bank' }],
  active: 'active',
  scopes: { view: 'view_banks', create: 'add_bank', update: 'update_bank' },
  // The accounts' branch choices.
  invalidates: ['bank_accounts'],
});

// ---- Accounts ------------------------------------------------------------------------------------

export interface BankAccountRow {
  bank_account_id: number;
  bank_id: number;
  branch_id: number | null;
  branch_name: string | null;
  account_number: string;
  account_name: string;
  account_type: 'current' | 'savings';
  currency: 'PHP' | 'USD';
  account_code: string;
  /** "1020 — Cash in Bank - BDO". */
  chart_account: string;
  active: boolean;
  updated_at: string;
}

export const ACCOUNT_TYPES = [
  { value: 'current', label: 'Current (checking)' },
  { value: 'savings', label: 'Savings' },
] as const;
export const CURRENCIES = [
  { value: 'PHP', label: 'PHP — Philippine peso' },
  { value: 'USD', label: 'USD — US dollar' },
] as const;

export interface BranchChoice { branch_id: number; label: string }
export interface CashInBankChoice { account_code: string; label: string }

export const bankBranchOptionsEp = endpoint<BranchChoice[]>()({
  method: 'GET',
  path: '/bank-lookups/branches',
  query: z.object({ bank_id: id({ error: 'Please choose a bank.' }) }).strict(),
  tag: 'bank_branches',
});
/** The chart's cash-in-bank accounts (spec §7.9 names GET /coa/list/cash-in-bank/dropdown; ours sits with the banks' scopes). */
export const cashInBankOptionsEp = endpoint<CashInBankChoice[]>()({ method: 'GET', path: '/bank-lookups/cash-in-bank', tag: 'bank_accounts' });

export const bankAccountInput = z
  .object({
    bank_id: id({ error: 'Please choose a bank.' }),
    branch_id: optId('Branch'),
    // Philippine banks number accounts with 10 to 16 digits, often grouped by dashes or spaces.
    account_number: requiredText('Account number', 30).refine(
      (v) => /^[0-9][0-9 -]*[0-9]$/.test(v) && /^(\D*\d){10,20}\D*$/.test(v),
      'Account number must have 10 to 20 digits (spaces and dashes may group them).',
    ),
    account_name: requiredText('Account name', 120),
    account_type: z.enum(['current', 'savings'], { error: 'Please choose current or savings.' }),
    currency: z.enum(['PHP', 'USD'], { error: 'Please choose PHP or USD.' }),
    account_code: text({ error: 'Please choose the chart account.' }).trim().min(1, 'Please choose the chart account.').max(20, 'Please choose the chart account.'),
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const bankAccountColumns = columns<BankAccountRow>()([
  { key: 'account_number', header: 'Account Number', kind: 'text', sortable: true, width: 170 },
  { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 260 },
  { key: 'account_type', header: 'Type', kind: 'status', labels: { current: 'Current', savings: 'Savings' }, sortable: true, width: 110 },
  { key: 'currency', header: 'Currency', kind: 'text', sortable: true, width: 100 },
  { key: 'branch_name', header: 'Branch', kind: 'text', sortable: true, width: 200 },
  { key: 'chart_account', header: 'Chart Account', kind: 'text', sortable: true, width: 260 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const bankAccounts = resource<BankAccountRow>()({
  name: 'bank_accounts',
  title: 'Bank Accounts',
  noun: 'bank account',
  apiPath: '/bank-accounts',
  id: 'bank_account_id',
  label: 'account_number',
  columns: bankAccountColumns,
  defaultSort: { order_by: 'account_number', direction: 'asc' },
  input: bankAccountInput,
  fields: [
    { key: 'account_number', label: 'Account Number' },
    { key: 'account_name', label: 'Account Name', help: 'As the bank prints it on statements' },
    { key: 'account_type', label: 'Account Type', kind: 'select', options: ACCOUNT_TYPES },
    { key: 'currency', label: 'Currency', kind: 'select', options: CURRENCIES },
    { key: 'branch_id', label: 'Branch', kind: 'select', lookup: { endpoint: bankBranchOptionsEp, value: 'branch_id', label: 'label', dependsOn: 'bank_id' } },
    {
      key: 'account_code',
      label: 'Chart Account',
      kind: 'select',
      lookup: { endpoint: cashInBankOptionsEp, value: 'account_code', label: 'label' },
      help: 'The cash-in-bank account its deposits and checks post to',
    },
  ],
  unique: [
    { key: 'account_number', within: ['bank_id'], message: 'Account number already exists at this bank.', index: 'bank_accounts_number_key' },
    { key: 'account_code', activeOnly: true, message: 'This chart account is already tied to another active bank account.', index: 'bank_accounts_chart_key' },
  ],
  filters: [{ key: 'bank_id', label: 'Bank' }],
  active: 'active',
  scopes: { view: 'view_banks', create: 'add_bank', update: 'update_bank' },
  // The branches' account counts.
  invalidates: ['bank_branches'],
});
