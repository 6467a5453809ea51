import { Readable } from 'node:stream';
import { DOC_TYPE_LABELS, DOC_TYPES, hasExpiry, OTHER_DOC_TYPE, requiredDocTypes, type AnyDocType, type DocType } from '../../contract/customerDocuments';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { storeUpload } from '../uploads/store';
import { placeholderPdf, placeholderPng } from './placeholders';
import { addDays } from './read';

/**
 * Demo documents for the demo customers (run after their profiles,
 * server/customers/seed.ts), so the Documents tab and the KYC column show
 * every state from the first start:
 *   - most customers hold every document §5 requires of them, plus a few optional ones;
 *   - C-00012 lacks its business permit, C-00025 its photograph, C-00026 its
 *     license to operate, and C-00027 and C-00028 have no documents at all;
 *   - C-00005's license to operate expired 12 days ago; C-00009's business
 *     permit expires in 18 days.
 * Files are small generated PDFs and PNGs written through the uploads store
 * (sniffed and named as any upload). Dates count from `today` (Asia/Manila),
 * so a fresh demo always shows these states. A no-op once any customer
 * document exists. Resolves to the number of documents written.
 */
const NONE = new Set(['C-00027', 'C-00028']);
const LACKING: Record<string, DocType> = { 'C-00012': 'bus_permit', 'C-00025': 'photo_est', 'C-00026': 'lto' };
const EXPIRED_LTO = 'C-00005';
const EXPIRING_PERMIT = 'C-00009';
const OTHERS: Record<string, string[]> = {
  'C-00001': ['Credit Application Form'],
  'C-00004': ['Board Resolution - Authorized Signatories', "Secretary's Certificate"],
};
const COLOURS: readonly [number, number, number][] = [[196, 64, 52], [52, 120, 196], [64, 160, 96], [220, 170, 40], [140, 90, 170]];

interface SeedCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  customer_type_id: number | null;
  business_type_id: number | null;
}

/** Business permits run to the end of a calendar year: this one's, or the next when this one's end is near. */
function permitEnd(today: string): string {
  const year = Number(today.slice(0, 4));
  const end = `${year}-12-31`;
  return end > addDays(today, 60) ? end : `${year + 1}-12-31`;
}

function expiryOf(c: SeedCustomer, t: DocType, i: number, today: string): string | null {
  if (!hasExpiry(t)) return null;
  if (c.customer_code === EXPIRED_LTO && t === 'lto') return addDays(today, -12);
  if (c.customer_code === EXPIRING_PERMIT && t === 'bus_permit') return addDays(today, 18);
  if (t === 'bus_permit') return permitEnd(today);
  // Licences to operate and PRC IDs run for years: spread over the next one to three.
  return addDays(today, 200 + ((i * 97) % 700));
}

/** The optional documents a demo customer also has: financial statements and the GIS of corporations, an owner's ID of sole proprietors. */
function optionalOf(c: SeedCustomer): DocType[] {
  if (c.business_type_id === 3) return ['BCAF', 'gis'];
  if (c.business_type_id === 1) return ['other_gov_id'];
  return ['BCAF'];
}

function fileOf(c: SeedCustomer, t: AnyDocType, i: number, description: string | null): { bytes: Buffer; name: string; type: string } {
  const slug = c.customer_code.toLowerCase();
  if (t === 'photo_est') return { bytes: placeholderPng(COLOURS[i % COLOURS.length]), name: `${slug}-establishment.png`, type: 'image/png' };
  const title = description ?? DOC_TYPE_LABELS[t];
  const bytes = placeholderPdf(title, [`${c.customer_code} ${c.customer_name}`, 'Demo placeholder: a scanned copy would be here.']);
  return { bytes, name: `${slug}-${(description ?? t).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, type: 'application/pdf' };
}

export async function seedCustomerDocuments(db: Db, opts: { uploadDir: string; today: string }): Promise<number> {
  const done = await db.one(sql`SELECT 1 AS x FROM customer_files WHERE doc_type = ANY(${sqlArray([...DOC_TYPES, OTHER_DOC_TYPE], 'text')}) LIMIT 1`);
  if (done) return 0;
  const customers = await db.rows<SeedCustomer>(sql`
    SELECT customer_id, customer_code, customer_name, customer_type_id, business_type_id FROM customers ORDER BY customer_code`);
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [i, c] of customers.entries()) {
      if (NONE.has(c.customer_code)) continue;
      const fixed = DOC_TYPES.filter((t) => requiredDocTypes(c.customer_type_id, c.business_type_id).includes(t) || optionalOf(c).includes(t)).filter((t) => LACKING[c.customer_code] !== t);
      const docs: { t: AnyDocType; description: string | null }[] = [...fixed.map((t) => ({ t, description: null })), ...(OTHERS[c.customer_code] ?? []).map((d) => ({ t: OTHER_DOC_TYPE, description: d }))];
      for (const [k, d] of docs.entries()) {
        const f = fileOf(c, d.t, i, d.description);
        const stored = await storeUpload(opts.uploadDir, { fieldname: 'file', filename: f.name, mimetype: f.type, file: Readable.from(f.bytes) }, 'document', DOC_TYPE_LABELS[d.t]);
        if (!stored.ok) throw new Error(`Demo document ${f.name}: ${stored.problem}`);
        const s = stored.file;
        // Uploaded over the weeks before today, at 09:00 Manila time.
        const at = `${addDays(opts.today, -(40 + ((i * 7 + k) % 60)))}T09:00:00+08:00`;
        await tx.run(sql`
          INSERT INTO customer_files (customer_id, doc_type, file_name, stored_path, content_type, size_bytes, expiry_date, description, uploaded_by, created_at)
          VALUES (${c.customer_id}, ${d.t}, ${s.fileName}, ${s.storedName}, ${s.contentType}, ${s.sizeBytes},
                  ${d.t === OTHER_DOC_TYPE ? null : expiryOf(c, d.t, i, opts.today)}::date, ${d.description},
                  (SELECT id FROM users WHERE username = 'finance'), ${at}::timestamptz)`);
        written++;
      }
    }
  });
  return written;
}
