import { sql, type Db } from '../db/db';

/*
 * Demo customer product codes (after the books: they need customers and
 * products): three chains and a hospital with the codes their purchase
 * orders use, and the names their DR/SI templates print. Rows whose customer
 * or product is missing are skipped; a no-op once any code exists, or
 * without users (created_by).
 */
type Demo = [customer: string, product: string, code: string, templateName: string | null];

const DEMO: Demo[] = [
  ['C-00001', 'UNI-BIO-500', 'MDQ-100231', 'BIOGESIC 500MG TAB'],
  ['C-00001', 'UNI-NEO-TAB', 'MDQ-100245', 'NEOZEP FORTE TAB'],
  ['C-00001', 'UNI-ALX-500', 'MDQ-100262', null],
  ['C-00001', 'UNI-SOL-500', 'MDQ-100288', 'SOLMUX 500MG CAP'],
  ['C-00001', 'UNI-CEE-500', 'MDQ-100301', 'CEELIN PLUS SYR 120ML'],
  ['C-00002', 'UNI-BIO-500', 'MDC-220114', 'BIOGESIC 500MG TAB'],
  ['C-00002', 'UNI-DIA-2', 'MDC-220187', null],
  ['C-00003', 'UNI-BIO-500', 'WTS-0048812', 'Biogesic Paracetamol 500mg Tablet'],
  ['C-00003', 'UNI-ENE-250', 'WTS-0048830', 'Enervon Multivitamins Tablet'],
  ['C-00003', 'UNI-RIT-AML5', 'WTS-0051207', null],
  ['C-00004', 'PFZ-NOR-5', 'SLMC-PH-0912', 'AMLODIPINE 5MG TAB (NORVASC)'],
  ['C-00004', 'PFZ-LIP-20', 'SLMC-PH-0937', 'ATORVASTATIN 20MG TAB (LIPITOR)'],
  ['C-00004', 'PFZ-ZIT-500', 'SLMC-PH-1044', 'AZITHROMYCIN 500MG TAB (ZITHROMAX)'],
  ['C-00004', 'GSK-AUG-625', 'SLMC-PH-1102', 'CO-AMOXICLAV 625MG TAB (AUGMENTIN)'],
  ['C-00004', 'GSK-VEN-NEB', 'SLMC-PH-1230', null],
];

export async function seedCustomerProductCodes(db: Db): Promise<void> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_product_codes`);
  if ((existing?.n ?? 0) > 0) return;
  const rows = JSON.stringify(DEMO.map(([customer, product, code, name]) => ({ customer, product, code, name })));
  await db.run(sql`
    INSERT INTO customer_product_codes (customer_id, product_id, smpp_product_code, template_product_name, created_at, created_by, updated_at, updated_by)
    SELECT c.customer_id, p.product_id, d.code, d.name, TIMESTAMPTZ '2026-01-05 09:00:00+08', u.id, TIMESTAMPTZ '2026-01-05 09:00:00+08', u.id
    FROM json_to_recordset(${rows}::json) AS d(customer text, product text, code text, name text)
    JOIN customers c ON c.customer_code = d.customer
    JOIN products p ON p.product_code = d.product
    CROSS JOIN (SELECT min(id) AS id FROM users) u
    WHERE u.id IS NOT NULL`);
}
