import { Codes } from '../../contract';
import { CUSTOMER_MESSAGES } from '../../contract/customers';
import {
  createFootprintEp,
  deleteFootprintsEp,
  FOOTPRINT_FILE_FIELDS,
  FOOTPRINT_MESSAGES,
  FOOTPRINT_SIGNATURE_PATH,
  listFootprintsEp,
  showFootprintEp,
} from '../../contract/customerFootprints';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision, route, type FieldChange } from '../kit';
import { defineFileRoute, keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { readFootprint, readFootprints } from './read';

/**
 * Footprint tracing's calls (spec 002 §7.7; the paths are ours): the list by
 * customer, save (multipart with the optional signature), delete of the
 * selected records (soft, all or none), one record for the detail modal, and
 * the signature file. Each write is revisioned in its transaction under the
 * module Customers with the customer's code as the reference.
 */
const MODULE = 'Customers';
const ENTITY = 'customer_footprints';
const NOTE_LABEL = 'Notes/Remarks';

const customerIdOf = async (db: Db, code: string) =>
  (await db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${code}`))?.customer_id;

const list = route(listFootprintsEp, {
  scopes: ['get_customer'],
  summary: "A customer's footprints (date, note, signature), newest first",
  handler: async ({ params, deps, ok }) => {
    const customerId = await customerIdOf(deps.db, params.customer_code);
    return customerId ? ok(await readFootprints(deps.db, customerId)) : notFound(CUSTOMER_MESSAGES.notFound);
  },
});

const create = route(createFootprintEp, {
  scopes: ['create_collection_footprint'],
  summary: 'Save a footprint of a customer (multipart: customer_code, note, optional signature file); 00003',
  handler: async ({ body, deps, user, request }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const signature = uploadsOf(request).find((f) => f.field === 'signature') ?? null;
    const footprintId = await deps.db.transaction(async (tx) => {
      const customerId = await customerIdOf(tx, body.customer_code);
      if (!customerId) return null;
      const row = await tx.one<{ footprint_id: number }>(sql`
        INSERT INTO customer_footprints (customer_id, note, signature_file_name, signature_stored_path, signature_content_type, signature_size_bytes, created_by, created_at)
        VALUES (${customerId}, ${body.note}, ${signature?.fileName ?? null}, ${signature?.storedName ?? null}, ${signature?.contentType ?? null},
                ${signature?.sizeBytes ?? null}, ${user.id}, ${at}::timestamptz)
        RETURNING footprint_id`);
      const id = Number(row!.footprint_id);
      const changes: FieldChange[] = [{ field: 'note', label: NOTE_LABEL, old: null, new: body.note }];
      if (signature) changes.push({ field: 'signature', label: FOOTPRINT_FILE_FIELDS.signature, old: null, new: signature.fileName });
      await recordRevision(tx, { entity: ENTITY, entityId: id, action: 'footprint added', userId: user.id, at, module: MODULE, reference: body.customer_code, changes });
      return id;
    });
    if (footprintId === null) return notFound(CUSTOMER_MESSAGES.notFound);
    keepUploads(request);
    return answer(Codes.CREATED, await readFootprint(deps.db, footprintId));
  },
});

interface Deleting {
  footprint_id: number;
  customer_code: string;
  note: string;
  signature_file_name: string | null;
}

const remove = route(deleteFootprintsEp, {
  scopes: ['delete_customer_footprint'],
  summary: 'Delete the selected footprints (kept for the history, no longer listed); all or none; 00006',
  handler: async ({ body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const ids = body.footprint_ids;
    return deps.db.transaction(async (tx) => {
      // Locked so two people deleting the same rows cannot both record the deletion.
      const rows = await tx.rows<Deleting>(sql`
        SELECT f.footprint_id, c.customer_code, f.note, f.signature_file_name
        FROM customer_footprints f JOIN customers c USING (customer_id)
        WHERE f.footprint_id = ANY(${sqlArray(ids, 'int')}) AND f.deleted_at IS NULL
        ORDER BY f.footprint_id
        FOR UPDATE OF f`);
      const found = new Set(rows.map((r) => Number(r.footprint_id)));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) return notFound(FOOTPRINT_MESSAGES.gone(missing));
      await tx.run(sql`UPDATE customer_footprints SET deleted_at = ${at}::timestamptz, deleted_by = ${user.id} WHERE footprint_id = ANY(${sqlArray(ids, 'int')})`);
      for (const r of rows) {
        const changes: FieldChange[] = [{ field: 'note', label: NOTE_LABEL, old: r.note, new: null }];
        if (r.signature_file_name) changes.push({ field: 'signature', label: FOOTPRINT_FILE_FIELDS.signature, old: r.signature_file_name, new: null });
        await recordRevision(tx, { entity: ENTITY, entityId: Number(r.footprint_id), action: 'footprint deleted', userId: user.id, at, module: MODULE, reference: r.customer_code, changes });
      }
      return answer(Codes.DELETED, FOOTPRINT_MESSAGES.deleted);
    });
  },
});

const show = route(showFootprintEp, {
  // The spec gates the row's view-detail action with this scope (§6).
  scopes: ['edit_customer_footprint'],
  summary: 'One footprint for its detail modal: date, note, signature',
  handler: async ({ params, deps, ok }) => {
    const row = await readFootprint(deps.db, params.footprint_id);
    return row ? ok(row) : notFound(FOOTPRINT_MESSAGES.notFound);
  },
});

export const footprintRoutes: RouteDef[] = [list, create, remove, show];

export const footprintUploadRoutes: UploadRoute[] = [{ route: create, files: { signature: { kind: 'document', label: FOOTPRINT_FILE_FIELDS.signature } } }];

export const footprintSignatureRoute = defineFileRoute({
  url: FOOTPRINT_SIGNATURE_PATH,
  // Whoever may see the list (and the detail modal) may open its signatures.
  scopes: ['get_customer', 'edit_customer_footprint'],
  summary: "A footprint's signature file (not once the footprint is deleted)",
  find: (db, id) =>
    db.one(sql`
      SELECT signature_file_name AS file_name, signature_content_type AS content_type, signature_stored_path AS stored_path
      FROM customer_footprints WHERE footprint_id = ${id} AND deleted_at IS NULL AND signature_stored_path IS NOT NULL`),
});
