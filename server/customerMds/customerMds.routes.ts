import { Codes } from '../../contract';
import {
  customerMdsEp,
  MD_MESSAGES,
  MD_READ_SCOPES,
  MD_WRITE_SCOPES,
  softDeleteCustomerMdEp,
  storeCustomerMdEp,
  type AttachedMd,
} from '../../contract/customerMds';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { recordRevision, route } from '../kit';

/**
 * Associate MDs (spec 002 §2.4, §3.6, §4, §7.1): a customer's attached MDs,
 * associating one from the MD directory, and removing one (a soft delete).
 * An MD is attached to a customer once at a time: checked first for the
 * message, and held by the partial unique index of migration 088 when two
 * requests race.
 */
const MODULE = 'Customers';

const ATTACHED_SELECT = sql`
  SELECT m.customer_md_id, d.md_code,
         json_build_object('first_name', d.first_name, 'last_name', d.last_name, 'contact_no', d.contact_no, 'email', d.email,
           'contact_person_name', d.contact_person_name, 'contact_person_contact_no', d.contact_person_contact_no, 'address', d.address) AS md_profile,
         d.contact_person_email, d.building_street, d.barangay, d.city, d.province, d.zip_code, d.lba_code, d.lba_name, d.district, m.approval_code
  FROM customer_mds m JOIN md_directory d ON d.md_code = m.md_code`;

export const attachedOf = (db: Db, customerId: number) =>
  db.rows<AttachedMd>(sql`${ATTACHED_SELECT} WHERE m.customer_id = ${customerId} AND m.removed_at IS NULL ORDER BY m.customer_md_id`);

const customerByCode = (db: Db, code: string, lock = false) =>
  db.one<{ customer_id: number; customer_code: string }>(sql`SELECT customer_id, customer_code FROM customers WHERE customer_code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`);

const list = route(customerMdsEp, {
  scopes: MD_READ_SCOPES,
  summary: "A customer's associate MDs with their profiles and clinic addresses",
  handler: async ({ params, deps, ok }) => {
    const customer = await customerByCode(deps.db, params.customer_code);
    return customer ? ok(await attachedOf(deps.db, customer.customer_id)) : notFound(MD_MESSAGES.customerNotFound);
  },
});

const mdRefused = (message: string) => invalid([message], { md_code: [message] });

const store = route(storeCustomerMdEp, {
  scopes: MD_WRITE_SCOPES,
  summary: 'Associate an MD of the directory with a customer; 00003 with the attached MD',
  handler: async ({ body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    try {
      const outcome = await deps.db.transaction(async (tx): Promise<Answer | number> => {
        const customer = await customerByCode(tx, body.customer_code, true);
        if (!customer) return notFound(MD_MESSAGES.customerNotFound);
        const md = await tx.one<{ md_code: string }>(sql`SELECT md_code FROM md_directory WHERE lower(md_code) = lower(${body.md_code})`);
        if (!md) return mdRefused(MD_MESSAGES.mdNotFound);
        const attached = await tx.one(sql`SELECT 1 AS x FROM customer_mds WHERE customer_id = ${customer.customer_id} AND md_code = ${md.md_code} AND removed_at IS NULL`);
        if (attached) return mdRefused(MD_MESSAGES.alreadyAttached);
        const row = await tx.one<{ customer_md_id: number }>(sql`
          INSERT INTO customer_mds (customer_id, md_code, approval_code, created_by, created_at)
          VALUES (${customer.customer_id}, ${md.md_code}, ${body.approval_code ?? null}, ${user.id}, ${at}::timestamptz)
          RETURNING customer_md_id`);
        await recordRevision(tx, {
          entity: 'customer_mds',
          entityId: row!.customer_md_id,
          action: 'created',
          userId: user.id,
          at,
          module: MODULE,
          reference: customer.customer_code,
          remarks: `Associate MD ${md.md_code}`,
          changes: [{ field: 'md_code', label: 'Associate MD', old: null, new: md.md_code }],
        });
        return row!.customer_md_id;
      });
      if (typeof outcome !== 'number') return outcome;
      const saved = await deps.db.one<AttachedMd>(sql`${ATTACHED_SELECT} WHERE m.customer_md_id = ${outcome}`);
      return answer(Codes.CREATED, saved);
    } catch (err) {
      if (isUniqueViolation(err)) return mdRefused(MD_MESSAGES.alreadyAttached);
      throw err;
    }
  },
});

const softDelete = route(softDeleteCustomerMdEp, {
  scopes: MD_WRITE_SCOPES,
  summary: "Remove an associate MD from its customer (kept as removed, for the history); 00006",
  handler: async ({ body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    return deps.db.transaction(async (tx) => {
      const row = await tx.one<{ md_code: string; customer_code: string }>(sql`
        UPDATE customer_mds m SET removed_at = ${at}::timestamptz, removed_by = ${user.id}
        FROM customers c
        WHERE m.customer_md_id = ${body.customer_md_id} AND m.removed_at IS NULL AND c.customer_id = m.customer_id
        RETURNING m.md_code, c.customer_code`);
      if (!row) return notFound(MD_MESSAGES.notFound);
      await recordRevision(tx, {
        entity: 'customer_mds',
        entityId: body.customer_md_id,
        action: 'deleted',
        userId: user.id,
        at,
        module: MODULE,
        reference: row.customer_code,
        remarks: `Associate MD ${row.md_code} removed`,
        changes: [{ field: 'md_code', label: 'Associate MD', old: row.md_code, new: null }],
      });
      return answer(Codes.DELETED, MD_MESSAGES.removed);
    });
  },
});

export const customerMdRoutes = [list, store, softDelete];
