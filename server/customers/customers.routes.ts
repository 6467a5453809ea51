import { Codes } from '../../contract';
import {
  activateCustomerEp,
  createCustomerEp,
  CUSTOMER_DOCUMENTS_DESCRIPTION,
  CUSTOMER_DOCUMENTS_FIELD,
  CUSTOMER_FILE_FIELDS,
  CUSTOMER_FILE_PATH,
  CUSTOMER_MESSAGES,
  deactivateCustomerEp,
  showCustomerEp,
  updateCustomerEp,
  type CustomerFormOutput,
} from '../../contract/customers';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { route } from '../kit';
import { defineFileRoute, keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { readCustomerDetail } from './read';
import { readDocumentsHead, recordUpload } from '../customerDocuments';
import { OTHER_DOC_TYPE } from '../../contract/customerDocuments';
import { invalidReferences } from './references';
import { insertCustomer, setCustomerStatus, updateCustomer } from './write';

/**
 * The customer master's calls (spec 002 §7.1): create (multipart, with the
 * sales-invoice and PO attachments), read, update, activate and deactivate,
 * and the attachments' file route. Every write is validated by the form's
 * schema, then its ids against the reference lists, and is revisioned in
 * the same transaction.
 */
const READERS = ['get_customer', 'update_customer'] as const;

/** The TIN names one establishment (nine digits and its branch code): a second customer with it is refused on the field. */
async function tinTaken(db: Db, tin: string, exceptId: number | null): Promise<string | null> {
  const row = await db.one<{ customer_code: string; customer_name: string }>(sql`
    SELECT customer_code, customer_name FROM customers WHERE tin = ${tin} ${exceptId ? sql`AND customer_id <> ${exceptId}` : sql``} LIMIT 1`);
  return row ? `TIN number is already used by ${row.customer_code} ${row.customer_name}.` : null;
}

/** The checks a valid form still has to pass against the database; null when it may be saved. */
async function refusal(db: Db, v: CustomerFormOutput, exceptId: number | null): Promise<Answer | null> {
  const fields = await invalidReferences(db, v);
  const tin = await tinTaken(db, v.tin_no, exceptId);
  if (tin) fields.tin_no = [tin];
  const messages = Object.values(fields).flat();
  return messages.length ? invalid(messages, fields) : null;
}

const create = route(createCustomerEp, {
  scopes: ['add_customer'],
  summary: 'Create a customer (multipart: the form fields, si_attachment and po_attachment files); the code comes from the C-00000 series',
  handler: async ({ body, deps, user, request }) => {
    const refused = await refusal(deps.db, body, null);
    if (refused) return refused;
    const at = new Date(deps.clock.now()).toISOString();
    const code = await deps.db.transaction((tx) => insertCustomer(tx, body, { userId: user.id, at, files: uploadsOf(request) }));
    keepUploads(request);
    return answer(Codes.CREATED, await readCustomerDetail(deps.db, code));
  },
});

const show = route(showCustomerEp, {
  scopes: READERS,
  summary: 'One customer: every field of its form, the names of its ids, its attachments',
  handler: async ({ params, deps, ok }) => {
    const c = await readCustomerDetail(deps.db, params.customer_code);
    return c ? ok(c) : notFound(CUSTOMER_MESSAGES.notFound);
  },
});

/** Locks the customer's row for the rest of the transaction and reads it. */
async function lockAndRead(tx: Db, code: string) {
  const locked = await tx.one(sql`SELECT 1 AS x FROM customers WHERE customer_code = ${code} FOR UPDATE`);
  return locked ? readCustomerDetail(tx, code) : null;
}

const update = route(updateCustomerEp, {
  scopes: ['update_customer'],
  summary: 'Save the customer view form (multipart when an attachment is replaced); 00004',
  handler: async ({ params, body, deps, user, request }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const outcome = await deps.db.transaction(async (tx) => {
      const before = await lockAndRead(tx, params.customer_code);
      if (!before) return notFound(CUSTOMER_MESSAGES.notFound);
      const refused = await refusal(tx, body, before.customer_id);
      if (refused) return refused;
      const files = uploadsOf(request);
      await updateCustomer(tx, before, body, { userId: user.id, at, files: files.filter((f) => f.field in CUSTOMER_FILE_FIELDS) });
      const documents = files.filter((f) => f.field === CUSTOMER_DOCUMENTS_FIELD);
      const head = documents.length ? await readDocumentsHead(tx, params.customer_code) : undefined;
      for (const file of documents) {
        await recordUpload(tx, head!, { doc_type: OTHER_DOC_TYPE, expiry_date: null, description: CUSTOMER_DOCUMENTS_DESCRIPTION }, file, { userId: user.id, at });
      }
      return null;
    });
    if (outcome) return outcome;
    keepUploads(request);
    return answer(Codes.UPDATED, await readCustomerDetail(deps.db, params.customer_code), 200);
  },
});

const statusRoute = (active: boolean) =>
  route(active ? activateCustomerEp : deactivateCustomerEp, {
    scopes: [active ? 'customer_set_status_active' : 'customer_set_status_deactivate'],
    summary: active ? 'Activate a customer' : 'Deactivate a customer (its books stay; it is shown Inactive)',
    handler: async ({ body, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const outcome = await deps.db.transaction(async (tx) => {
        const before = await lockAndRead(tx, body.customer_code);
        return before ? setCustomerStatus(tx, before, active, { userId: user.id, at }) : null;
      });
      if (outcome === null) return notFound(CUSTOMER_MESSAGES.notFound);
      const message = active ? CUSTOMER_MESSAGES.activated : CUSTOMER_MESSAGES.deactivated;
      return answer(Codes.UPDATED, outcome ? message : `${message.replace('has been', 'is already')}`);
    },
  });

export const customerMasterRoutes: RouteDef[] = [create, show, update, statusRoute(true), statusRoute(false)];

const attachments = Object.fromEntries(Object.entries(CUSTOMER_FILE_FIELDS).map(([field, label]) => [field, { kind: 'document' as const, label }]));
export const customerUploadRoutes: UploadRoute[] = [
  { route: create, files: attachments },
  { route: update, files: { ...attachments, [CUSTOMER_DOCUMENTS_FIELD]: { kind: 'document' as const, label: 'Customer documents', multiple: true } } },
];

export const customerFileRoute = defineFileRoute({
  url: CUSTOMER_FILE_PATH,
  scopes: [...READERS],
  summary: "A customer's stored file (sales-invoice or PO attachment, document), for those who may view customers",
  find: (db, id) => db.one(sql`SELECT file_name, content_type, stored_path FROM customer_files WHERE id = ${id}`),
});
