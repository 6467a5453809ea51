import { sql } from '../../db/db';
import { DEMO_PASSWORD } from '../../seed/demoData';
import { PDF } from '../../uploads/testFiles';
import type { Fixture, Shape } from '../shape';

/** Samples of spec 002 §7.2-7.5 (own password, roles and permissions, documents, revision history). */
const userId = (f: Fixture, username: string) => f.one(sql`SELECT id FROM users WHERE username = ${username}`);
const roleId = (f: Fixture, role: string) => f.one(sql`SELECT id FROM roles WHERE role = ${role}`);
const folderId = (f: Fixture) => f.one(sql`SELECT MIN(folder_id) FROM document_folders`);

export const ACCESS_SAMPLES: Readonly<Record<string, Shape>> = {
  'PUT /users/change-password': {
    code: '00000', status: 'verified',
    as: 'warehouse',
    sample: async (f) => ({ body: { user_id: await userId(f, 'warehouse'), current_password: DEMO_PASSWORD, new_password: 'Malunggay#Leaf77', confirm_new_password: 'Malunggay#Leaf77' } }),
  },
  'GET /user/{id}/role': { status: 'verified', sample: async (f) => ({ params: { id: await userId(f, 'finance') } }) },
  'DELETE /user/role/delete': {
    code: '00006', status: 'verified',
    sample: async (f) => {
      const assigned = await f.call('admin', 'POST', '/user/role/assign', { user_id: await userId(f, 'viewer'), role_id: await roleId(f, 'Warehouse') });
      return { body: { userRoleId: assigned.result.user_role_id } };
    },
  },
  'GET /modules': { status: 'verified', sample: () => ({}) },
  'GET /permission/module/{id}/all-permissions': { status: 'verified', sample: async (f) => ({ params: { module_id: await f.one(sql`SELECT MIN(module_id) FROM permissions`) } }) },
  'GET /role': { status: 'verified', sample: () => ({}) },
  'POST /permission/create': {
    status: 'verified',
    note: 'function_id, role_id, module_id, function_has_permission, label, tag, permitted_by (value 1); label and tag are read and not kept (the permission has its own).',
    sample: async (f) => {
      const fn = await f.one<{ id: number; module_id: number }>(sql`SELECT json_build_object('id', id, 'module_id', module_id) FROM permissions WHERE scope = 'view_banks'`);
      return { body: { function_id: fn.id, role_id: await roleId(f, 'Finance'), module_id: fn.module_id, function_has_permission: 1, label: 'View Banks', tag: 'view', permitted_by: 1 } };
    },
  },
  'GET /file-system/custom/file-explorer': { status: 'verified', sample: () => ({}) },
  'GET /file-system/folder/{id}/documents': { status: 'verified', sample: async (f) => ({ params: { id: await folderId(f) } }) },
  'GET /file-system/folder/path/{id}': { status: 'verified', sample: async (f) => ({ params: { id: await folderId(f) } }) },
  'POST /file-system/folder/create': { status: 'verified', sample: async (f) => ({ body: { folder_name: 'Conformance Folder', parent_id: await folderId(f) } }) },
  'POST /file-system/document/create': {
    status: 'verified',
    note: 'Multipart: folder_id, file_name, file_source, physical_filing, physically_received_by, last_released_to, latest_activity and the attachment.',
    sample: async (f) => ({
      multipart: {
        fields: {
          folder_id: String(await folderId(f)),
          file_name: 'Conformance contract',
          file_source: 'Supplier',
          physical_filing: 'Cabinet 1',
          physically_received_by: 'Records',
          last_released_to: 'Finance',
          latest_activity: 'Filed',
        },
        files: { attachment: { fileName: 'contract.pdf', type: 'application/pdf', bytes: PDF } },
      },
    }),
  },
  'PUT /file-system/document/move/folder': {
    status: 'verified',
    sample: async (f) => ({
      body: { document_id: await f.one(sql`SELECT MAX(document_id) FROM documents`), folder_id: await f.one(sql`SELECT MAX(folder_id) FROM document_folders`) },
    }),
  },
  'GET /revision/history': {
    status: 'verified',
    answer: ['revision_history_id', 'activity', 'user_id', 'date_time', 'reference_code', 'module_name', 'remarks'],
    sample: () => ({ query: { page: '0', page_size: '10', order_by: 'date_time', direction: 'desc', revision_history_id: '' } }),
  },
};
