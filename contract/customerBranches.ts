import { z } from 'zod';
import { text } from './envelope';
import { endpoint } from './kit';

/**
 * The Branches tab of the customer view (spec 002 §2.4, §3.10, §4 "Branch
 * type", §7.1): a customer is a Main Office or a Branch, with a settings
 * table, and is linked to its main office or to its branches.
 *
 * What the spec leaves open, and how it reads here:
 * - Sales Ordering, Shipping, Billing Address and Billing Account Name are
 *   each a choice "Main Branch or Branch": 1 = the main branch handles it,
 *   0 = each branch does. SOA/Reports is "Main Office or Per Branch", stored
 *   as the spec's two flags soa_main / soa_branch, exactly one of them 1.
 * - "Sales ordering ticked with no branches": a main office choosing
 *   per-branch sales ordering (so = 0) while it has no branches is refused
 *   with the spec's info (the screen shows it and does not apply it).
 * - The create and update calls take the same body (§7.1 lists `soa` on the
 *   update and `billing_account` on the create; the settings table has a
 *   Billing Account Name row and SOA is soa_main/soa_branch, so both take
 *   billing_account and neither takes `soa`).
 * - A type change resets the settings (§4) whatever the update body says,
 *   and removes the customer's links: a Branch that becomes a Main Office
 *   leaves its main office (the spec's rule), and a Main Office that becomes
 *   a Branch lets go of its branches (a branch has no branches of its own).
 */

export const BRANCH_TYPES = ['main_branch', 'branch'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];
export const BRANCH_TYPE_LABELS: Record<BranchType, string> = { main_branch: 'Main Office', branch: 'Branch' };

/** The four "Main Branch or Branch" rows of the settings table, in the spec's order. */
export const BRANCH_SETTINGS = [
  { key: 'so', label: 'Sales Ordering' },
  { key: 'shipping', label: 'Shipping' },
  { key: 'billing', label: 'Billing Address' },
  { key: 'billing_account', label: 'Billing Account Name' },
] as const;
export type BranchSettingKey = (typeof BRANCH_SETTINGS)[number]['key'];
/** The two choices of a setting row (1 / 0), and of the SOA/Reports row (soa_main / soa_branch). */
export const SETTING_CHOICES = { main: 'Main Branch', branch: 'Branch' } as const;
export const SOA_LABEL = 'SOA/Reports';
export const SOA_CHOICES = { soa_main: 'Main Office', soa_branch: 'Per Branch' } as const;

export const BRANCH_MESSAGES = {
  noBranches: 'Customer account has no branches.',
  removeNote: 'Removing Main Office removes the association to all branches.',
  configCreated: 'Branch settings have been saved.',
  configUpdated: 'Branch settings have been updated.',
  configExists: 'This customer already has branch settings; update them instead.',
  configMissing: 'Choose whether this customer is a Main Office or a Branch first.',
  linked: 'The customers have been linked.',
  removed: 'The association has been removed.',
  customerNotFound: 'Customer not found.',
  soaChoice: 'Choose Main Office or Per Branch for SOA/Reports.',
  oneMainOffice: 'A branch has only one main office: choose one.',
  notMainOffice: (code: string) => `${code} is not a Main Office.`,
  notBranch: (code: string) => `${code} is not a Branch.`,
  alreadyLinked: (code: string) => `${code} already belongs to a main office.`,
  isMainOffice: (code: string) => `${code} is a Main Office and cannot be added as a branch.`,
  selfLink: 'A customer cannot be its own main office.',
  unknownCustomers: (codes: string[]) => `Customer not found: ${codes.join(', ')}.`,
  nothingToRemove: (code: string) => `${code} has no association to remove.`,
} as const;

export type BranchSettings = Record<BranchSettingKey | 'soa_main' | 'soa_branch', 0 | 1>;

/** §4: the settings a type starts with (and is reset to when the type changes). */
export function resetSettings(type: BranchType): BranchSettings {
  return { so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: type === 'main_branch' ? 1 : 0, soa_branch: type === 'branch' ? 1 : 0 };
}

// ---- Fields -------------------------------------------------------------------------

const customerCode = (label = 'Customer code') =>
  text({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(40, `${label} is not valid.`);
const branchType = (label: string) => z.enum(BRANCH_TYPES, { error: `${label} must be Main Office (main_branch) or Branch (branch).` });
/**
 * A settings flag: 1 or 0 (also "1"/"0" and true/false, as checkboxes send
 * them); required. `first` only orders the two choices: the schema-driven
 * fuzz samples the first, and soa_main 1 with soa_branch 0 is a valid pair.
 */
const settingFlag = (label: string, one: string, zero: string, first: 0 | 1 = 0) =>
  z.preprocess((v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v), z.union(first === 1 ? [z.literal(1), z.literal(0)] : [z.literal(0), z.literal(1)], { error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be 1 (${one}) or 0 (${zero}).`) }));

const settingsShape = {
  ...(Object.fromEntries(BRANCH_SETTINGS.map((s) => [s.key, settingFlag(s.label, SETTING_CHOICES.main, SETTING_CHOICES.branch)])) as Record<BranchSettingKey, ReturnType<typeof settingFlag>>),
  soa_main: settingFlag(`${SOA_LABEL} ${SOA_CHOICES.soa_main}`, 'yes', 'no', 1),
  soa_branch: settingFlag(`${SOA_LABEL} ${SOA_CHOICES.soa_branch}`, 'yes', 'no'),
};

export const customerCodeInput = z.object({ customer_code: customerCode() }).strict();

/** SOA/Reports is Main Office or Per Branch: exactly one of the two. */
const oneSoaChoice = (v: { soa_main: number; soa_branch: number }, ctx: z.RefinementCtx) => {
  if (v.soa_main + v.soa_branch !== 1) ctx.addIssue({ code: 'custom', path: ['soa_main'], message: BRANCH_MESSAGES.soaChoice });
};

/** The body of the config create and update calls (§7.1). */
export const branchConfigInput = z
  .object({ customer_code: customerCode(), customer_type: branchType('Customer type'), ...settingsShape })
  .strict()
  .superRefine(oneSoaChoice);
export type BranchConfigInput = z.input<typeof branchConfigInput>;

/**
 * The update call's body (spec 002 §7.1: customer_code, customer_type, so, shipping, billing, soa, soa_main,
 * soa_branch): billing_account is not in it, so it is optional and an absent one keeps the saved setting; `soa`
 * is accepted (1 or 0) and carries nothing of its own: the SOA/Reports row is soa_main / soa_branch.
 */
export const branchConfigUpdateInput = z
  .object({
    customer_code: customerCode(),
    customer_type: branchType('Customer type'),
    ...settingsShape,
    billing_account: settingsShape.billing_account.optional(),
    soa: settingFlag(SOA_LABEL, 'yes', 'no').optional(),
  })
  .strict()
  .superRefine(oneSoaChoice);
export type BranchConfigUpdateInput = z.input<typeof branchConfigUpdateInput>;

export const linkedCustomersInput = z.object({ customer_code: customerCode(), branch_type: branchType('Branch type') }).strict();

/** The pickers' lists (payload not shown in the spec): the customer whose tab asks (left out of the list) and what was typed. */
export const branchCandidatesInput = z
  .object({
    customer_code: customerCode(),
    search: z.preprocess((v) => (v === null ? undefined : v), text({ error: 'Search must be text.' }).trim().max(100, 'Search must be at most 100 characters.').optional()),
  })
  .strict();

export const storeBranchesInput = z
  .object({
    /** The type of the customer whose tab links: a Main Office adds branches, a Branch picks its main office (and sends itself as the one branch). */
    branch_type: branchType('Branch type'),
    main_customer_code: customerCode('Main office'),
    customer_branches: z
      .array(customerCode('Branch'), { error: 'Branches must be a list of customer codes.' })
      .min(1, 'Choose a customer to add.')
      .max(50, 'Add at most 50 branches at a time.'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.branch_type === 'branch' && v.customer_branches.length !== 1) ctx.addIssue({ code: 'custom', path: ['customer_branches'], message: BRANCH_MESSAGES.oneMainOffice });
  });
export type StoreBranchesInput = z.input<typeof storeBranchesInput>;

/** Removes the links of a customer: all of a Main Office's (§2.4's note), or a Branch's one. */
export const removeBranchesInput = z.object({ customer_code: customerCode(), customer_type: branchType('Customer type') }).strict();

// ---- Answers ------------------------------------------------------------------------

export interface BranchConfig extends BranchSettings {
  customer_code: string;
  customer_type: BranchType;
  updated_at: string;
}

/** A customer linked to the one whose tab shows it. */
export interface LinkedCustomer {
  customer_code: string;
  customer_name: string;
  /** What the linked customer is to the one asking: its Main Office or one of its Branches. */
  relation: (typeof BRANCH_TYPE_LABELS)[BranchType];
  relation_type: BranchType;
  main_customer_code: string;
  branch_customer_code: string;
}

export interface BranchCandidate {
  customer_code: string;
  customer_name: string;
}

// ---- The calls (§7.1) ---------------------------------------------------------------

export const BRANCHES_TAG = 'customer-branches';
/** Reads need either customer scope; writes need update_customer (§6). */
export const BRANCH_READ_SCOPES = ['get_customer', 'update_customer'] as const;
export const BRANCH_WRITE_SCOPES = ['update_customer'] as const;

/** The customer's branch settings; null before a type is chosen. */
export const showBranchConfigEp = endpoint<BranchConfig | null>()({ method: 'POST', path: '/customers/branches/config/show', body: customerCodeInput, tag: BRANCHES_TAG });
export const createBranchConfigEp = endpoint<BranchConfig>()({ method: 'POST', path: '/customers/branches/config', body: branchConfigInput, form: true, invalidates: [BRANCHES_TAG] });
export const updateBranchConfigEp = endpoint<BranchConfig>()({ method: 'POST', path: '/customers/branches/config/update', body: branchConfigUpdateInput, form: true, invalidates: [BRANCHES_TAG] });
export const linkedCustomersEp = endpoint<LinkedCustomer[]>()({ method: 'POST', path: '/customer/branches', body: linkedCustomersInput, tag: BRANCHES_TAG });
/** Main offices a branch may belong to (active customers typed Main Office), up to 50 by code. */
export const mainOfficesEp = endpoint<BranchCandidate[]>()({ method: 'POST', path: '/customers/branches/main', body: branchCandidatesInput, tag: BRANCHES_TAG });
/** Customers a main office may add as branches: active, linked to nobody, not typed Main Office; up to 50 by code. */
export const unassociatedCustomersEp = endpoint<BranchCandidate[]>()({ method: 'POST', path: '/customers/branches/unassociate', body: branchCandidatesInput, tag: BRANCHES_TAG });
export const storeBranchesEp = endpoint<LinkedCustomer[]>()({ method: 'POST', path: '/customer/branches/store', body: storeBranchesInput, form: true, invalidates: [BRANCHES_TAG] });
export const removeBranchesEp = endpoint<string>()({ method: 'DELETE', path: '/customers/branches/remove', body: removeBranchesInput, invalidates: [BRANCHES_TAG] });

/** Revision labels of the settings (the history names fields in words). */
export const BRANCH_FIELD_LABELS: Readonly<Record<string, string>> = {
  customer_type: 'Customer Type',
  ...Object.fromEntries(BRANCH_SETTINGS.map((s) => [s.key, s.label])),
  soa_main: `${SOA_LABEL}: ${SOA_CHOICES.soa_main}`,
  soa_branch: `${SOA_LABEL}: ${SOA_CHOICES.soa_branch}`,
};
