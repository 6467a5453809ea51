import { z } from 'zod';
import { id, text } from './envelope';
import { endpoint } from './kit';
import type { FunctionTag } from './permissionLabels';
import type { Scope } from './scopes';

export * from './permissionLabels';
export * from './coaPermissions';

/**
 * The permission matrix (spec 002 §2.5 Permission List, §3.12, §4
 * role-function permission, §7.3): modules, their functions (one per scope),
 * which role holds which, granting and revoking one cell at a time. Beyond
 * the spec: one user's effective permissions, and the roles that could both
 * make and check the same document.
 */

/**
 * Reads cached under the roles tag: the roles area (contract/roles.ts,
 * contract/users.ts) invalidates it when a role is added, deleted or assigned,
 * so the matrix columns, a user's effective permissions and the conflicts
 * follow; a grant or revoke invalidates it too.
 */
const ROLES_TAG = 'roles';

export interface PermissionModuleRow {
  module_id: number;
  module: string;
  label: string;
  /** Functions (scopes) of the module; 0 for the COA modules 98 and 99. */
  function_count: number;
}

export interface MatrixRole {
  role_id: number;
  role: string;
  /** The superuser role (SUPERUSER_ROLE_CODE): holds every function, shown ticked and not changeable. */
  is_superuser: boolean;
}

/** §3.12 function permission, per role. */
export interface FunctionPermission {
  function_id: number;
  /** The scope string the app checks. */
  function_name: string;
  function_label: string;
  tag: FunctionTag;
  /** Held by every signed-in user whatever the matrix says (the self group): shown ticked, not changeable. */
  everyone: boolean;
  role_has_permission_in_function: { role_id: number; function_has_permission: 0 | 1 }[];
}

export interface ModulePermissions {
  module: PermissionModuleRow;
  roles: MatrixRole[];
  functions: FunctionPermission[];
}

export const listModulesEp = endpoint<PermissionModuleRow[]>()({ method: 'GET', path: '/modules', tag: 'permission-modules' });

export const modulePermissionsEp = endpoint<ModulePermissions>()({
  method: 'GET',
  path: '/permission/module/:module_id/all-permissions',
  params: z.object({ module_id: id() }).strict(),
  tag: ROLES_TAG,
});

/** §7.3: the body the matrix sends for one cell; permitted_by is always 1 (§9). */
export const permissionCreateBody = z
  .object({
    function_id: id(),
    role_id: id(),
    module_id: id(),
    function_has_permission: z.union([z.literal(0), z.literal(1)], { error: 'Function has permission must be 0 or 1.' }),
    // The words are the contract's (permissionLabels); the ones sent are accepted and not stored.
    label: text().max(200).optional(),
    tag: text().max(50).optional(),
    permitted_by: z.literal(1, { error: 'Permitted by must be 1.' }),
  })
  .strict();
export type PermissionCreateBody = z.input<typeof permissionCreateBody>;

export interface PermissionChange {
  function_id: number;
  role_id: number;
  function_has_permission: 0 | 1;
  /** False when the role already was as asked (nothing written, no revision). */
  changed: boolean;
}

export const createPermissionEp = endpoint<PermissionChange>()({
  method: 'POST',
  path: '/permission/create',
  body: permissionCreateBody,
  invalidates: [ROLES_TAG],
});

export const PERMISSION_MESSAGES = {
  granted: (fn: string, role: string) => `${fn} granted to ${role}.`,
  revoked: (fn: string, role: string) => `${fn} revoked from ${role}.`,
  superuser: 'The Administrator role holds every function; it cannot be changed.',
  everyone: 'Every signed-in user holds this function; it cannot be granted or revoked.',
  notInModule: 'This function does not belong to the chosen module.',
  functionNotFound: 'Function not found.',
  roleNotFound: 'Role not found.',
  moduleNotFound: 'Module not found.',
  userNotFound: 'User not found.',
} as const;

// ---- Effective permissions of one user ---------------------------------------------------------

export interface EffectiveScope {
  scope: string;
  label: string;
  module_id: number | null;
  module_label: string;
  /** The roles that grant it ("Every signed-in user" for the self group, the superuser role for all). */
  granted_by: string[];
}

export interface EffectivePermissions {
  user_id: number;
  username: string;
  name: string;
  roles: string[];
  is_superuser: boolean;
  scopes: EffectiveScope[];
}

export const effectivePermissionsEp = endpoint<EffectivePermissions>()({
  method: 'GET',
  path: '/permission/effective/:user_id',
  params: z.object({ user_id: id() }).strict(),
  tag: ROLES_TAG,
});

/** A user to pick (effective permissions, COA permissions). */
export interface PermissionUserOption {
  user_id: number;
  username: string;
  name: string;
}

export const userOptionsQuery = z
  .object({
    search: text().trim().max(100).optional(),
    /** COA permissions (§5): only users without the Admin (superuser) role. */
    without_superuser: z.enum(['0', '1']).optional(),
  })
  .strict();

export const permissionUserOptionsEp = endpoint<PermissionUserOption[]>()({ method: 'GET', path: '/permission/users', query: userOptionsQuery, tag: 'users' });

// ---- Maker and checker in one person -----------------------------------------------------------

/**
 * The documents with an approval: the scopes that make one (create, edit, submit) and those that
 * check it (approve, decline, sign a level). A user holding one of each, through any of their roles
 * together, can be asked to check what they made: the server refuses them as the document's maker
 * (server/kit/makers.ts), and the conflicts report names them so an administrator can split the duties.
 */
export const MAKER_CHECKER_DOCUMENTS: readonly { document: string; makers: readonly Scope[]; checkers: readonly Scope[] }[] = [
  { document: 'Product', makers: ['add_product', 'add_products', 'update_product'], checkers: ['approve_product'] },
  { document: 'Purchase request', makers: ['can_create_purchase_request', 'can_update_purchase_request'], checkers: ['can_approve_purchase_request', 'can_decline_purchase_request'] },
  { document: 'Purchase order', makers: ['create_purchase_order'], checkers: ['approve_purchase_order'] },
  { document: 'Deal and discount', makers: ['create_deals_and_discounts'], checkers: ['approve_deals_and_discounts'] },
  { document: 'Chart of accounts draft', makers: ['add_chart_of_account', 'update_chart_of_account'], checkers: ['approve_chart_of_account'] },
  { document: 'Credit or debit memo', makers: ['create_memo'], checkers: ['approve_memo'] },
  { document: 'Stock return (SRPF)', makers: ['create_srpf', 'update_srpf'], checkers: ['approve_Srpf', 'decline_Srpf'] },
  { document: 'Treasury request', makers: ['create_collection'], checkers: ['approve_treasury_request', 'decline_treasury_request'] },
  { document: 'Payable voucher', makers: ['create_payable_voucher'], checkers: ['approve_payable_voucher'] },
  { document: 'Journal voucher', makers: ['create_journal_voucher'], checkers: ['approve_journal_voucher'] },
  { document: 'Inventory receipt', makers: ['create_inventory_receipt', 'inspect_inventory_receipt'], checkers: ['approve_inventory_receipt'] },
  { document: 'Inventory adjustment', makers: ['create_inventory_adjustment'], checkers: ['approve_inventory_adjustment'] },
  { document: 'Inventory transfer', makers: ['create_inventory_transfer'], checkers: ['approve_inventory_transfer'] },
  { document: 'Cash advance', makers: ['manage_cash_advance'], checkers: ['override_cash_advance'] },
];

/** One user who can both make and check one document type, with the roles that give each side. */
export interface MakerCheckerConflict {
  user_id: number;
  username: string;
  name: string;
  document: string;
  /** The making functions the user holds ("Write payable vouchers"), and through which roles. */
  maker_labels: string[];
  maker_roles: string[];
  /** The checking functions the user holds, and through which roles. */
  checker_labels: string[];
  checker_roles: string[];
  /** An administrator (the superuser role): holds every function by design. */
  is_superuser: boolean;
}

export const makerCheckerConflictsEp = endpoint<MakerCheckerConflict[]>()({ method: 'GET', path: '/permission/maker-checker-conflicts', tag: ROLES_TAG });
