import { sql, type Db } from '../db/db';

/**
 * Demo footprints: a few visits and check pick-ups on two demo customers,
 * recorded by the finance user (credit and collections). No signature files:
 * the seed writes rows, not files. Runs once (skips when any footprint exists)
 * and quietly does nothing without those customers or that user.
 */
const DEMO: { customer: string; at: string; note: string }[] = [
  { customer: 'C-00001', at: '2026-01-12T02:30:00Z', note: 'Collection visit: picked up 2 dated checks for the November invoices; the purchasing head signed the acknowledgement.' },
  { customer: 'C-00001', at: '2026-02-09T06:15:00Z', note: 'Followed up the unpaid balance of SI-000112; the accounting officer promised payment on the 20th.' },
  { customer: 'C-00001', at: '2026-02-26T01:45:00Z', note: 'Delivered the statement of account; counter copy received by the pharmacist on duty.' },
  { customer: 'C-00004', at: '2026-01-20T03:00:00Z', note: 'Check details verified with the treasury office: PDC for February to be released after the audit.' },
  { customer: 'C-00004', at: '2026-02-17T05:20:00Z', note: 'Site visit with the KAM: new purchasing contact introduced; updated receiving hours noted.' },
];

export async function seedCustomerFootprints(db: Db): Promise<void> {
  const done = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_footprints`);
  if ((done?.n ?? 0) > 0) return;
  for (const f of DEMO) {
    await db.run(sql`
      INSERT INTO customer_footprints (customer_id, note, created_by, created_at)
      SELECT c.customer_id, ${f.note}, (SELECT id FROM users WHERE username = 'finance'), ${f.at}::timestamptz
      FROM customers c WHERE c.customer_code = ${f.customer}`);
  }
}
