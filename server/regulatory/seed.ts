import { sql, type Db } from '../db/db';
import { addDays } from '../clock';

/**
 * Demo licences (issue 28), relative to `today` so a fresh demo always shows every state:
 *   - the company's LTO (a wholesaler's, valid over a year) and its S-5D licence, expiring in 75 days (an alert);
 *   - an LTO for every customer that is not a physician, of the type its customer type implies, valid two to four
 *     years (the books run to the end of the year: their invoices fall inside); C-00005's expired 12 days ago (as its KYC document says: it can be neither invoiced nor supplied),
 *     C-00009's expires in 45 days;
 *   - an S-3 licence with a local permit for the hospitals and drugstores C-00001 to C-00008 (C-00003's expired);
 *   - an LTO for every supplier (an importer's), one of them expiring in 30 days.
 * A no-op once any licence exists. Resolves to the number written.
 */
export async function seedLicences(db: Db, today: string): Promise<number> {
  if (await db.one(sql`SELECT 1 FROM trade_licences LIMIT 1`)) return 0;
  const year = Number(today.slice(0, 4));
  let n = 0;
  await db.transaction(async (tx) => {
    await tx.run(sql`
      INSERT INTO trade_licences (kind, licence_no, licence_type, permit_no, valid_from, valid_until, created_at, updated_at) VALUES
        ('LTO', ${`CDRR-NCR-DW-${year - 3}-04711`}, 'Drug Distributor (Wholesaler)', NULL, ${addDays(today, -800)}::date, ${addDays(today, 430)}::date, now(), now()),
        ('S5-D', ${`PDEA-S5D-NCR-${year - 1}-0187`}, 'Dangerous drugs: distributor', ${`MNL-LP-${year - 1}-0931`}, ${addDays(today, -290)}::date, ${addDays(today, 75)}::date, now(), now())`);
    n += 2;
    const customers = await tx.rows<{ customer_id: number; customer_code: string; customer_type_id: number | null }>(sql`
      SELECT customer_id, customer_code, customer_type_id FROM customers WHERE customer_type_id IS DISTINCT FROM 4 ORDER BY customer_id`);
    for (const [i, c] of customers.entries()) {
      const until = c.customer_code === 'C-00005' ? addDays(today, -12) : c.customer_code === 'C-00009' ? addDays(today, 45) : addDays(today, 700 + ((i * 97) % 700));
      const type = c.customer_type_id === 2 || c.customer_type_id === 5 ? 'Hospital Pharmacy' : 'Drugstore';
      const code = c.customer_code.replace('C-', '');
      await tx.run(sql`
        INSERT INTO trade_licences (customer_id, kind, licence_no, licence_type, valid_from, valid_until, created_at, updated_at)
        VALUES (${c.customer_id}, 'LTO', ${`CDRR-RIII-${type === 'Drugstore' ? 'DS' : 'HP'}-${year - 2}-${code}`}, ${type}, ${addDays(today, -(300 + i * 7))}::date, ${until}::date, now(), now())`);
      n++;
      if (c.customer_code <= 'C-00008') {
        const sUntil = c.customer_code === 'C-00003' ? addDays(today, -40) : addDays(today, 400 + i * 20);
        await tx.run(sql`
          INSERT INTO trade_licences (customer_id, kind, licence_no, licence_type, permit_no, valid_from, valid_until, created_at, updated_at)
          VALUES (${c.customer_id}, 'S3', ${`PDEA-S3-${year - 1}-${code}`}, ${type}, ${`LP-${year - 1}-${code}`}, ${addDays(today, -(200 + i * 5))}::date, ${sUntil}::date, now(), now())`);
        n++;
      }
    }
    const suppliers = await tx.rows<{ vendor_id: number }>(sql`SELECT vendor_id FROM suppliers ORDER BY vendor_id`);
    for (const [i, s] of suppliers.entries()) {
      const until = i === 1 ? addDays(today, 30) : addDays(today, 700 + ((i * 131) % 600));
      await tx.run(sql`
        INSERT INTO trade_licences (vendor_id, kind, licence_no, licence_type, valid_from, valid_until, created_at, updated_at)
        VALUES (${s.vendor_id}, 'LTO', ${`CDRR-NCR-DI-${year - 2}-${String(s.vendor_id).padStart(5, '0')}`}, 'Drug Distributor (Importer)', ${addDays(today, -(400 + i * 11))}::date, ${until}::date, now(), now())`);
      n++;
    }
  });
  return n;
}
