import { Readable } from 'node:stream';
import type { AuthUser } from '../auth/users';
import { placeholderPdf } from '../customerDocuments/placeholders';
import { sql, type Db } from '../db/db';
import { storeUpload } from '../uploads/store';
import { saveSrpf } from './save';
import type { SrpfInput } from './store';
import { approveSrpf, declineSrpf, receiveSrpf, returnSrpf, submitSrpf } from './transitions';

/** A pen stroke's worth of PNG: the seeded returns were signed. */
export const DEMO_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const at = (day: string, hour = 2) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * The pull-out slip a submitted return carries (submitting needs one): a real
 * PDF when the server keeps uploads (the demo), else its record alone (the
 * test template, whose servers each get a fresh upload folder).
 */
async function attachSlip(db: Db, srpfId: number, maker: number, at: string, uploadDir?: string): Promise<void> {
  const name = `pull-out-slip-${srpfId}.pdf`;
  const bytes = placeholderPdf('Pull-out slip', [`Stock return ${srpfId}`, 'Demo placeholder: the signed slip would be here.']);
  let stored: { fileName: string; contentType: string; sizeBytes: number; storedName: string | null } = { fileName: name, contentType: 'application/pdf', sizeBytes: bytes.length, storedName: null };
  if (uploadDir) {
    const r = await storeUpload(uploadDir, { fieldname: 'attachments', filename: name, mimetype: 'application/pdf', file: Readable.from(bytes) }, 'document', 'Attachment');
    if (!r.ok) throw new Error(`seedSrpf: slip ${name}: ${r.problem}`);
    stored = r.file;
  }
  await db.run(sql`
    INSERT INTO srpf_attachments (srpf_id, file_name, mime_type, size_bytes, stored_path, uploaded_by, uploaded_at)
    VALUES (${srpfId}, ${stored.fileName}, ${stored.contentType}, ${stored.sizeBytes}, ${stored.storedName}, ${maker}, ${at}::timestamptz)`);
}

/**
 * Demo returns in every status, made by the credit user from a customer's
 * recent invoices through the same code as the screens (so the approved ones
 * posted their credit memos, and one was received back into stock). A no-op
 * once any SRPF exists or when the demo users or invoices are missing.
 */
export async function seedSrpf(db: Db, opts: { uploadDir?: string } = {}): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM srpf_headers LIMIT 1`)) return;
  const users = await db.rows<{ username: string; id: number }>(sql`SELECT username, id FROM users WHERE username IN ('credit', 'approver', 'warehouse')`);
  const idOf = (u: string) => users.find((x) => x.username === u)?.id;
  const [maker, checker, keeper] = [idOf('credit'), idOf('approver'), idOf('warehouse')];
  if (!maker || !checker || !keeper) return;
  const as = (id: number) => ({ id, isSuperuser: false }) as AuthUser;
  // The customer with the most invoice lines in the books' last months, and eight of its lines (one per return).
  const lines = await db.rows<{ customer_id: number; line_id: number; qty: number }>(sql`
    WITH c AS (SELECT si.customer_id FROM sales_invoices si WHERE si.si_date BETWEEN DATE '2026-05-01' AND DATE '2026-11-15'
               GROUP BY si.customer_id ORDER BY COUNT(*) DESC, si.customer_id LIMIT 1)
    SELECT si.customer_id, l.line_id::int AS line_id, l.qty FROM sales_invoices si JOIN c ON c.customer_id = si.customer_id
    JOIN sales_invoice_lines l ON l.si_id = si.si_id
    WHERE si.si_date BETWEEN DATE '2026-05-01' AND DATE '2026-11-15' AND l.qty >= 4
      AND NOT EXISTS (SELECT 1 FROM sales_returns r WHERE r.line_id = l.line_id)
    ORDER BY si.si_date, l.line_id LIMIT 8`);
  if (lines.length < 8) return;
  const reasons = ['Near Expiry', '60-40 Near Expiry', 'Defective Item Received', 'Erroneous Delivery'] as const;
  const make = async (n: number, type: 'SRPF' | 'SRPF-RTS' = 'SRPF'): Promise<number> => {
    const l = lines[n];
    const input: SrpfInput = {
      customer_id: l.customer_id,
      srpf_date: '2026-11-18',
      srpf_type: type,
      remarks: `Demo return ${n + 1}`,
      disposition: 'apply_aging',
      disposition_reference: [],
      lines: [{ transaction_id: l.line_id, quantity: Math.max(1, Math.floor(l.qty / 4)), is_loose: false, reason: reasons[n % reasons.length] }],
    };
    const id = await saveSrpf(db, input, as(maker), at('2026-11-18'), null);
    if (typeof id !== 'number') throw new Error(`seedSrpf: return ${n} refused: ${JSON.stringify(id.result)}`);
    return id;
  };
  const submitted = async (n: number, type?: 'SRPF' | 'SRPF-RTS') => {
    const id = await make(n, type);
    await attachSlip(db, id, maker, at('2026-11-19', 1), opts.uploadDir);
    const res = await submitSrpf(db, as(maker), id, DEMO_SIGNATURE, at('2026-11-19'));
    if (!res.done) throw new Error(`seedSrpf: return ${n} not submitted: ${JSON.stringify(res.answer.result)}`);
    return id;
  };
  await make(0);
  await make(1);
  await submitted(2);
  await submitted(3, 'SRPF-RTS');
  await approveSrpf(db, as(checker), await submitted(4), null, at('2026-11-20'));
  const received = await submitted(5);
  await approveSrpf(db, as(checker), received, null, at('2026-11-20'));
  await receiveSrpf(db, as(keeper), received, null, at('2026-11-21'));
  await declineSrpf(db, as(checker), await submitted(6), 'Batch number does not match the delivery receipt.', at('2026-11-20'));
  await returnSrpf(db, as(checker), await submitted(7), 'Attach the pull-out slip signed by the customer.', at('2026-11-20'));
}
