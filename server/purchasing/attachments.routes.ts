import { Codes } from '../../contract';
import { transitionRefusal } from '../../contract/kit';
import { attachToPurchaseRequestEp, PR_ATTACHMENT_FIELD, PR_ATTACHMENT_LABEL, PR_NO_FILES, PURCHASING_PATHS, type PrStatus } from '../../contract/purchasing';
import { route } from '../kit';
import { prWorkflow } from '../../contract/purchaseRequestQueue';
import { sql } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { defineFileRoute, keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { isoAt } from '../clock';
import { addStoredAttachments, loadPr } from './prStore';
import { PR_ANY, PR_EDITORS } from './scopes';

/**
 * Purchase request attachments as files (spec 001 §3 "attachments (files)"),
 * through the shared upload mechanism: sent after the request is saved, while
 * it may still be updated, and read back by anyone who may open the request.
 */

export const attachToPurchaseRequest = route(attachToPurchaseRequestEp, {
  scopes: PR_EDITORS,
  summary: 'Attach files (multipart field attachments: PDF or images, up to 5 of 10 MB) to a purchase request that may still be updated',
  handler: async ({ params, deps, user, request }) => {
    const files = uploadsOf(request);
    if (!files.length) return invalid([PR_NO_FILES]);
    const pr = await deps.db.one<{ status: number; pr_no: string }>(sql`SELECT status, pr_no FROM purchase_requests WHERE pr_hdr_id = ${params.pr_hdr_id}`);
    if (!pr) return notFound('Purchase request not found.');
    const refusal = transitionRefusal(prWorkflow, 'update', Number(pr.status) as PrStatus, pr.pr_no);
    if (refusal) return answer(Codes.CONFLICT, [refusal], 409);
    await deps.db.transaction((tx) => addStoredAttachments(tx, params.pr_hdr_id, user.id, files, isoAt(deps.clock.now())));
    keepUploads(request);
    return answer(Codes.CREATED, await loadPr(deps.db, params.pr_hdr_id));
  },
});

export const prAttachmentUploads: UploadRoute[] = [
  { route: attachToPurchaseRequest, files: { [PR_ATTACHMENT_FIELD]: { kind: 'document', label: PR_ATTACHMENT_LABEL, multiple: true } } },
];

export const prAttachmentFile = defineFileRoute({
  url: PURCHASING_PATHS.prAttachmentFile(':id'),
  scopes: PR_ANY,
  summary: 'A purchase request attachment, streamed to anyone who may open the request',
  find: (db, id) =>
    db.one(sql`SELECT file_name, mime_type AS content_type, stored_path FROM purchase_request_attachments WHERE attachment_id = ${id}`),
});
