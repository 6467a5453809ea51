import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, resource } from './kit';

/**
 * Roles Management (spec 002 §2.5, §3.12, §5): name and description, how many
 * users hold each, add/edit pages and delete. List, show, create and update
 * come from the resource kit; delete is its own call (DELETE /role/:id): a
 * role still held by users is not deleted, and neither is the superuser role.
 */
export interface RoleRow {
  role_id: number;
  role: string;
  description: string;
  user_count: number;
}

/** §5: both fields required; the spec's single message names neither. */
export const ALL_FIELDS_REQUIRED = 'All fields are required!';

export const roleInput = z
  .object({
    role: text({ error: ALL_FIELDS_REQUIRED }).trim().min(1, ALL_FIELDS_REQUIRED).max(100, 'Role must be at most 100 characters.'),
    description: text({ error: ALL_FIELDS_REQUIRED }).trim().min(1, ALL_FIELDS_REQUIRED).max(500, 'Description must be at most 500 characters.'),
  })
  .strict();
export type RoleInput = z.input<typeof roleInput>;

export const roleColumns = columns<RoleRow>()([
  { key: 'role', header: 'Role', kind: 'text', sortable: true, width: 220 },
  { key: 'description', header: 'Description', kind: 'text', sortable: true, width: 420 },
  { key: 'user_count', header: 'User Count', kind: 'number', sortable: true, width: 130 },
  { key: 'role_id', header: 'Actions', kind: 'text', screenOnly: true, width: 170 },
]);

export const roles = resource<RoleRow>()({
  name: 'roles',
  title: 'Roles Management',
  noun: 'role',
  apiPath: '/role',
  id: 'role_id',
  label: 'role',
  columns: roleColumns,
  defaultSort: { order_by: 'role', direction: 'asc' },
  input: roleInput,
  fields: [
    { key: 'role', label: 'Role' },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  unique: [{ key: 'role', message: 'Role already exists.' }],
  scopes: { view: 'view_roles', create: 'manage_roles', update: 'manage_roles' },
  module: 'Roles Management',
});

/** 00006 with the text to show; refused (00001) while users hold the role. */
export const deleteRoleEp = endpoint<string>()({ method: 'DELETE', path: '/role/:id', params: z.object({ id: id() }), invalidates: ['roles'] });

export const ROLE_MESSAGES = {
  deleted: 'The role has been deleted.',
  heldBy: (n: number) => `This role is held by ${n} ${n === 1 ? 'user' : 'users'}; remove it from them first.`,
  superuser: 'The Administrator role cannot be deleted.',
  notFound: 'Role not found.',
} as const;
