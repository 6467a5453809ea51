import { footprintSignatureUrl, type FootprintRow } from '../../contract/customerFootprints';
import { isoTime, sql, type Db, type SQL } from '../db/db';

/**
 * Reading footprints as the tab shows them: live ones only (a soft-deleted
 * footprint is kept for the history, never shown), with the customer's code,
 * the recorder's name and the signature's read path.
 */
interface Stored {
  footprint_id: number;
  customer_code: string;
  created_at: unknown;
  note: string;
  signature_file_name: string | null;
  created_by: string | null;
}

const SELECT = sql`
  SELECT f.footprint_id, c.customer_code, f.created_at, f.note, f.signature_file_name,
         NULLIF(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS created_by
  FROM customer_footprints f
  JOIN customers c USING (customer_id)
  LEFT JOIN users u ON u.id = f.created_by`;

const rowOf = (r: Stored): FootprintRow => ({
  footprint_id: Number(r.footprint_id),
  customer_code: r.customer_code,
  date_created: isoTime(r.created_at),
  note: r.note,
  get_signature: r.signature_file_name ? { processed_path: footprintSignatureUrl(Number(r.footprint_id)), file_name: r.signature_file_name } : null,
  created_by: r.created_by,
});

async function select(db: Db, where: SQL): Promise<FootprintRow[]> {
  const rows = await db.rows<Stored>(sql`${SELECT} WHERE f.deleted_at IS NULL AND ${where} ORDER BY f.created_at DESC, f.footprint_id DESC`);
  return rows.map(rowOf);
}

/** A customer's footprints, newest first. */
export const readFootprints = (db: Db, customerId: number) => select(db, sql`f.customer_id = ${customerId}`);

/** One live footprint, or undefined (never recorded, or deleted). */
export const readFootprint = async (db: Db, footprintId: number) => (await select(db, sql`f.footprint_id = ${footprintId}`))[0];
