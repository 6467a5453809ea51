import { Codes } from '../../contract';
import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MESSAGES,
  removeOtherDocumentEp,
  saveDocumentExpiryEp,
  showCustomerDocumentsEp,
  uploadCustomerDocumentEp,
} from '../../contract/customerDocuments';
import { CUSTOMER_MESSAGES } from '../../contract/customers';
import type { Deps } from '../deps';
import type { Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { route } from '../kit';
import { manilaToday } from '../clock';
import { keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { readCustomerDocuments, readDocumentsHead, type DocumentsHead } from './read';
import { recordExpiry, recordOtherRemoved, recordUpload, type DocumentWriteContext } from './write';

/**
 * The Documents tab's calls (spec 002 §2.4, §3.7, §5). The spec shows no
 * paths for them; ours sit beside the customer's: GET and POST (multipart)
 * /customer/documents/{code}, PUT .../expiry, DELETE .../others/{id}. The
 * files are served by the customer file route (/customer/files/{id},
 * server/customers). Every write answers the documents as they now stand.
 */
const READERS = ['get_customer', 'update_customer'] as const;
const WRITERS = ['update_customer'] as const;

const show = route(showCustomerDocumentsEp, {
  scopes: READERS,
  summary: "A customer's documents: the nine fixed ones with what §5 requires of its type, the others, and the KYC state as of today",
  handler: async ({ params, deps, ok }) => {
    const docs = await readCustomerDocuments(deps.db, params.customer_code, manilaToday(deps.clock.now()));
    return docs ? ok(docs) : notFound(CUSTOMER_MESSAGES.notFound);
  },
});

/**
 * Runs `write` with the customer's row locked, then answers `code` with the
 * documents; `write` answers a refusal, or null when it wrote.
 */
async function writeThen(deps: Deps, customerCode: string, userId: number, code: string, write: (tx: Db, head: DocumentsHead, ctx: DocumentWriteContext) => Promise<Answer | null>): Promise<Answer> {
  const at = new Date(deps.clock.now()).toISOString();
  const refused = await deps.db.transaction(async (tx) => {
    const head = await readDocumentsHead(tx, customerCode, true);
    return head ? write(tx, head, { userId, at }) : notFound(CUSTOMER_MESSAGES.notFound);
  });
  return refused ?? answer(code, await readCustomerDocuments(deps.db, customerCode, manilaToday(deps.clock.now())));
}

const upload = route(uploadCustomerDocumentEp, {
  scopes: WRITERS,
  summary: "Upload a customer's document (multipart: doc_type, expiry_date for licences and permits, description for others, and the file: PDF or picture)",
  handler: async ({ params, body, deps, user, request }) => {
    const file = uploadsOf(request).find((f) => f.field === DOCUMENT_FILE_FIELD);
    // A JSON body carries no file (a multipart one without it is refused before the handler).
    if (!file) return invalid([DOCUMENT_MESSAGES.fileRequired], { [DOCUMENT_FILE_FIELD]: [DOCUMENT_MESSAGES.fileRequired] });
    const res = await writeThen(deps, params.customer_code, user.id, Codes.UPDATED, async (tx, head, ctx) => {
      await recordUpload(tx, head, body, file, ctx);
      return null;
    });
    if (res.code === Codes.UPDATED) keepUploads(request);
    return res;
  },
});

const expiry = route(saveDocumentExpiryEp, {
  scopes: WRITERS,
  summary: 'Correct the expiry date of the current licence or permit (PRC ID, license to operate, business permit) without a new file',
  handler: async ({ params, body, deps, user }) =>
    writeThen(deps, params.customer_code, user.id, Codes.UPDATED, async (tx, head, ctx) => ((await recordExpiry(tx, head, body, ctx)) ? null : notFound(DOCUMENT_MESSAGES.notOnFile))),
});

const removeOther = route(removeOtherDocumentEp, {
  scopes: WRITERS,
  summary: 'Remove one of the other documents of a customer (its file stays in the history)',
  handler: async ({ params, deps, user }) =>
    writeThen(deps, params.customer_code, user.id, Codes.DELETED, async (tx, head, ctx) =>
      (await recordOtherRemoved(tx, head, params.customer_doc_id, ctx)) ? null : notFound(DOCUMENT_MESSAGES.notOnFile),
    ),
});

export const documentRoutes: RouteDef[] = [show, upload, expiry, removeOther];

export const documentUploadRoutes: UploadRoute[] = [
  { route: upload, files: { [DOCUMENT_FILE_FIELD]: { kind: 'document', label: 'Document file', required: DOCUMENT_MESSAGES.fileRequired } } },
];
