import { Codes } from '../../contract';
import { removeSignatureEp, SIGNATURE_FIELD, SIGNATURE_LABEL, SIGNATURE_MESSAGES, uploadSignatureEp, USER_PATHS } from '../../contract/users';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, route } from '../kit';
import { defineFileRoute, keepUploads, removeStored, uploadsOf, type UploadRoute } from '../uploads';
import { readUserDetail } from './userSql';

/**
 * A user's signature image (spec 002 §2.5 Add/Edit User, §3.11): its own
 * call after the form is saved, so the user form stays JSON. One per user:
 * a new image replaces the old, whose file is removed once the change is
 * committed. Read back by whoever may open the user list.
 */
const EDITORS = ['add_user', 'update_user'] as const;

const lockUser = (tx: Db, id: number) =>
  tx.one<{ username: string; signature_stored_path: string | null; signature_file_name: string | null }>(sql`
    SELECT username, signature_stored_path, signature_file_name FROM users WHERE id = ${id} FOR UPDATE`);

export const uploadSignature = route(uploadSignatureEp, {
  scopes: [...EDITORS],
  summary: "Add or replace a user's signature (multipart field signature: a PNG, JPEG or WebP image up to 10 MB, checked by its bytes)",
  handler: async ({ params, deps, user, request }) => {
    const file = uploadsOf(request).find((f) => f.field === SIGNATURE_FIELD);
    if (!file) return invalid([SIGNATURE_MESSAGES.required], { [SIGNATURE_FIELD]: [SIGNATURE_MESSAGES.required] });
    const at = new Date(deps.clock.now()).toISOString();
    const replaced = await deps.db.transaction(async (tx) => {
      const before = await lockUser(tx, params.id);
      if (!before) return null;
      await tx.run(sql`
        UPDATE users SET signature_stored_path = ${file.storedName}, signature_content_type = ${file.contentType}, signature_file_name = ${file.fileName}
        WHERE id = ${params.id}`);
      await recordRevision(tx, {
        entity: 'users',
        entityId: params.id,
        action: 'signature changed',
        userId: user.id,
        at,
        module: 'User Management',
        reference: before.username,
        changes: [{ field: 'signature', label: SIGNATURE_LABEL, old: before.signature_file_name, new: file.fileName }],
      });
      return { old: before.signature_stored_path };
    });
    if (!replaced) return notFound(SIGNATURE_MESSAGES.userNotFound);
    keepUploads(request);
    if (replaced.old) await removeStored(deps.config.uploadDir, [replaced.old]);
    return answer(Codes.UPDATED, await readUserDetail(deps.db, params.id));
  },
});

export const removeSignature = route(removeSignatureEp, {
  scopes: ['update_user'],
  summary: "Remove a user's signature (the file too)",
  handler: async ({ params, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const outcome = await deps.db.transaction(async (tx) => {
      const before = await lockUser(tx, params.id);
      if (!before) return 'gone' as const;
      if (!before.signature_stored_path) return 'none' as const;
      await tx.run(sql`UPDATE users SET signature_stored_path = NULL, signature_content_type = NULL, signature_file_name = NULL WHERE id = ${params.id}`);
      await recordRevision(tx, {
        entity: 'users',
        entityId: params.id,
        action: 'signature removed',
        userId: user.id,
        at,
        module: 'User Management',
        reference: before.username,
        changes: [{ field: 'signature', label: SIGNATURE_LABEL, old: before.signature_file_name, new: null }],
      });
      return before.signature_stored_path;
    });
    if (outcome === 'gone') return notFound(SIGNATURE_MESSAGES.userNotFound);
    if (outcome === 'none') return invalid([SIGNATURE_MESSAGES.none]);
    await removeStored(deps.config.uploadDir, [outcome]);
    return answer(Codes.UPDATED, await readUserDetail(deps.db, params.id));
  },
});

export const signatureRoutes = [uploadSignature, removeSignature];

export const signatureUploadRoutes: UploadRoute[] = [{ route: uploadSignature, files: { [SIGNATURE_FIELD]: { kind: 'image', label: SIGNATURE_LABEL, required: SIGNATURE_MESSAGES.required } } }];

export const signatureFileRoute = defineFileRoute({
  url: USER_PATHS.signature(':id'),
  scopes: ['get_all_users', 'update_user'],
  summary: "A user's signature image, for those who may open the user list or edit users",
  find: (db, id) =>
    db.one(sql`SELECT signature_file_name AS file_name, signature_content_type AS content_type, signature_stored_path AS stored_path FROM users WHERE id = ${id} AND signature_stored_path IS NOT NULL`),
});
