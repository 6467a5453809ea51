import { Codes } from '../../contract';
import { SRPF_ATTACHMENT_FIELD, SRPF_SUBMIT_FILES_FIELD, SRPF_MESSAGES as M, attachSrpfEp, srpfAttachmentPath, srpfWorkflow } from '../../contract/srpf';
import { sql } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { conflict, mayTouchDraft, othersDraft, route } from '../kit';
import { isoAt } from '../clock';
import { defineFileRoute, keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { SRPF_READERS, submitRoute } from './srpf.routes';
import { loadSrpf } from './store';
import { attachFiles } from './attachFiles';

/**
 * SRPF attachments through the shared upload mechanism (server/uploads): sent
 * after the return is saved, while its maker may still edit it (on-process,
 * declined or returned), and read back by anyone who may open it. Until
 * srpfUploadRoutes and srpfFileRoutes are listed in server/routes/index.ts
 * (UPLOAD_ROUTES, FILE_ROUTES) a request carries no files and is refused.
 */
export const attachToSrpf = route(attachSrpfEp, {
  scopes: ['create_srpf', 'update_srpf'],
  summary: 'Attach files (multipart field attachments: PDF or images, up to 5 of 10 MB) to an SRPF its maker may still edit',
  handler: async ({ body, deps, user, request }) => {
    const files = uploadsOf(request);
    if (!files.length) return invalid([M.selectFile], { [SRPF_ATTACHMENT_FIELD]: [M.selectFile] });
    const h = await deps.db.one<{ srpf_id: number; status: number; created_by: number }>(sql`
      SELECT srpf_id::int AS srpf_id, status, created_by FROM srpf_headers WHERE srpf_no = ${body.srpf_no}`);
    if (!h) return notFound(M.recordNotFound);
    if (!srpfWorkflow.actions.submit.from.includes(Number(h.status) as 0)) return conflict(`SRPF ${body.srpf_no} can no longer take attachments.`);
    // Attaching changes the return: its maker's alone, unless the user may change others' drafts (and becomes a maker).
    if (!mayTouchDraft(user, h.created_by)) return othersDraft('SRPF', body.srpf_no);
    const at = isoAt(deps.clock.now());
    await deps.db.transaction((tx) => attachFiles(tx, { srpf_id: h.srpf_id, srpf_no: body.srpf_no }, files, user.id, at));
    keepUploads(request);
    return answer(Codes.CREATED, await loadSrpf(deps.db, h.srpf_id));
  },
});

export const srpfUploadRoutes: UploadRoute[] = [
  { route: attachToSrpf, files: { [SRPF_ATTACHMENT_FIELD]: { kind: 'document', label: 'Attachment', multiple: true } } },
  { route: submitRoute, files: { [SRPF_SUBMIT_FILES_FIELD]: { kind: 'document', label: 'Attachment', multiple: true } } },
];

export const srpfAttachmentFile = defineFileRoute({
  url: srpfAttachmentPath(':id'),
  scopes: SRPF_READERS,
  summary: 'An SRPF attachment, streamed to anyone who may open the return',
  find: (db, id) => db.one(sql`SELECT file_name, mime_type AS content_type, stored_path FROM srpf_attachments WHERE attachment_id = ${id}`),
});
