import { REGULATORY_MESSAGES as M } from '../../contract/regulatory';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import { refuse, type FieldChange } from '../kit';
import { manilaToday } from '../clock';
import { licenceValidOn, unregisteredOn } from './standing';

/**
 * The gates licences and registrations put on trade (issue 28), one function for every document that
 * moves goods: a product whose CPR expired more than 60 days ago cannot be ordered, received, invoiced
 * or transferred out; a customer whose LTO expired cannot be invoiced or receive stock; a supplier whose
 * LTO expired cannot be ordered from. A holder with no LTO on file is not stopped here (the KYC flags
 * the missing document); the latest active LTO of a holder is the one that counts. A dangerous drug or
 * precursor moves only to or from a holder of an S-licence valid that day (the company's own for a transfer).
 *
 * Whoever holds `override_trade_gates` is let through, and every gate they pass is recorded
 * (trade_gate_overrides, and the document's revision through the returned change), in the caller's
 * transaction: a refused document writes nothing.
 */
export interface TradeParties {
  /** The products traded: a query answering product_id. */
  products?: SQL;
  /** The customer's id, or a query answering it. */
  customerId?: number | SQL | null;
  /** The supplier's (vendor_id), or a query answering it. */
  supplierId?: number | SQL | null;
  /**
   * Who must hold a valid S-licence when a product is a dangerous drug or a precursor: the customer it is
   * sold to, the supplier it is ordered or received from, or the company itself (a transfer between its sites).
   */
  sLicenceHolder?: { customerId: number | SQL } | { supplierId: number | SQL } | 'company';
}

export interface GatedDocument {
  /** The revision-history entity and id. */
  entity: string;
  id: number;
  /** What people call it ("Purchase order") and its number. */
  document: string;
  reference: string;
}

export interface GateActor {
  user: Pick<AuthUser, 'id' | 'isSuperuser' | 'scopes'>;
  /** ISO timestamp of the act. */
  now: string;
  /** The business day the trade happens on, when not the act's (an invoice entered for the day it was issued). */
  day?: string;
}

/** What the gates say of these parties today: one sentence per gate that stops the trade (none: it may go on). */
export async function tradeGateRefusals(db: Db, parties: TradeParties, today: string): Promise<string[]> {
  const reasons: string[] = [];
  if (parties.products) {
    const products = await db.rows<{ product_code: string; product_name: string; cpr_no: string | null; cpr_expiry: string }>(sql`
      SELECT p.product_code, p.product_name, p.cpr_no, p.cpr_expiry::text AS cpr_expiry FROM products p
      WHERE p.product_id IN (${parties.products}) AND ${unregisteredOn(sql`p.cpr_expiry`, today)}
      ORDER BY p.product_code`);
    for (const p of products) reasons.push(M.productUnregistered(p.product_code, p.product_name, p.cpr_no, p.cpr_expiry));
  }
  if (parties.products && parties.sLicenceHolder) {
    const why = await sLicenceRefusal(db, parties.products, parties.sLicenceHolder, today);
    if (why) reasons.push(why);
  }
  if (parties.customerId) {
    const c = await latestLto(db, sql`customer_id`, parties.customerId, sql`SELECT customer_name AS name FROM customers WHERE customer_id = (${parties.customerId})`, today);
    if (c) reasons.push(M.customerLtoExpired(c.name, c.licence_no, c.valid_until));
  }
  if (parties.supplierId) {
    const s = await latestLto(db, sql`vendor_id`, parties.supplierId, sql`SELECT company_name AS name FROM suppliers WHERE vendor_id = (${parties.supplierId})`, today);
    if (s) reasons.push(M.supplierLtoExpired(s.name, s.licence_no, s.valid_until));
  }
  return reasons;
}

/** The reason a controlled product may not move to or from the holder: it holds no S-licence valid that day. */
async function sLicenceRefusal(db: Db, products: SQL, holder: NonNullable<TradeParties['sLicenceHolder']>, today: string): Promise<string | null> {
  const controlled = await db.rows<{ label: string }>(sql`
    SELECT p.product_code || ' ' || p.product_name AS label FROM products p
    WHERE p.product_id IN (${products}) AND p.controlled IS NOT NULL ORDER BY p.product_code`);
  if (!controlled.length) return null;
  const [who, name] =
    holder === 'company'
      ? [sql`l.customer_id IS NULL AND l.vendor_id IS NULL`, sql`SELECT 'The company' AS name`]
      : 'customerId' in holder
        ? [sql`l.customer_id = (${holder.customerId})`, sql`SELECT customer_name AS name FROM customers WHERE customer_id = (${holder.customerId})`]
        : [sql`l.vendor_id = (${holder.supplierId})`, sql`SELECT company_name AS name FROM suppliers WHERE vendor_id = (${holder.supplierId})`];
  const held = await db.one(sql`
    SELECT 1 AS held FROM trade_licences l WHERE l.active AND l.kind LIKE 'S%' AND ${who}
      AND ${licenceValidOn(sql`l.valid_until`, today)} AND (l.valid_from IS NULL OR l.valid_from <= ${today}::date) LIMIT 1`);
  if (held) return null;
  const holderName = (await db.one<{ name: string }>(name))?.name ?? 'The party';
  return M.noSLicence(holderName, controlled.map((c) => c.label).join(', '));
}

/** The holder's latest active LTO when it has expired (valid through its last day), else null. */
function latestLto(db: Db, column: SQL, holderId: number | SQL, holder: SQL, today: string) {
  return db.one<{ name: string; licence_no: string; valid_until: string }>(sql`
    SELECT h.name, l.licence_no, l.valid_until::text AS valid_until
    FROM (${holder}) h,
         LATERAL (SELECT l.licence_no, l.valid_until FROM trade_licences l
                  WHERE l.active AND l.kind = 'LTO' AND l.${column} = (${holderId})
                  ORDER BY l.valid_until DESC LIMIT 1) l
    WHERE l.valid_until < ${today}::date`);
}

/**
 * Passes the gates or refuses (00001 with the reasons, nothing written). With the override scope the
 * trade goes on and each gate passed is recorded; the answer is the change the document's revision records.
 */
export async function passTradeGates(tx: Db, doc: GatedDocument, parties: TradeParties, actor: GateActor): Promise<FieldChange[]> {
  const reasons = await tradeGateRefusals(tx, parties, actor.day ?? manilaToday(Date.parse(actor.now)));
  if (!reasons.length) return [];
  if (!holdsAny(actor.user, ['override_trade_gates'])) refuse(reasons.map((r) => `${doc.document} ${doc.reference}: ${r}`));
  for (const rule of reasons) {
    await tx.run(sql`
      INSERT INTO trade_gate_overrides (entity, entity_id, document, reference, rule, user_id, at)
      VALUES (${doc.entity}, ${doc.id}, ${doc.document}, ${doc.reference}, ${rule}, ${actor.user.id}, ${actor.now}::timestamptz)`);
  }
  return [{ field: 'trade_gate_override', label: 'Licence or Registration Gate Overridden', old: null, new: reasons.join(' ') }];
}
