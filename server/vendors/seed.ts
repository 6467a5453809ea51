import { sql, type Db } from '../db/db';

/**
 * Demo vendors and employees (need the books' suppliers, the banks and the
 * PSGC places, all seeded after the migrations). The eight trade suppliers
 * get their registered addresses, contacts, terms and the 1% goods ATC of a
 * top withholding agent; beside them the company's non-trade vendors
 * (utilities, a law firm, security, the warehouse lessor) and its payees
 * (BIR, SSS, PhilHealth, Pag-IBIG). Then 25 employees, the 8 demo users
 * among them, each with a payroll record. A no-op once done or before the
 * suppliers exist.
 */
type Party = [code: string, name: string, trade: string | null, cats: string, tin: string | null, street: string, cityId: number, zip: string,
  person: string | null, phone: string | null, email: string | null, terms: number, lead: number, vat: 'vat' | 'non_vat', atc: string | null,
  bank: string | null, account: string | null, active: boolean];

// cats: s = supplier, v = vendor, p = payee
const PARTIES: Party[] = [
  ['V-0001', 'United Laboratories, Inc.', 'Unilab', 's', '000-135-477-000', '66 United St., Brgy. Highway Hills', 80500, '1550', 'Ma. Teresa Lim', '(02) 8858-1000', 'trade@unilab.demo.invalid', 30, 14, 'vat', 'WC158', 'BDO', '0011-2233-4401', true],
  ['V-0002', 'Pfizer Philippines, Inc.', 'Pfizer', 's', '000-166-890-000', '23/F Three World Square, 22 Upper McKinley Rd., Fort Bonifacio', 81500, '1634', 'Jonathan Uy', '(02) 8789-8000', 'orders@pfizer.demo.invalid', 60, 45, 'vat', 'WC158', 'CBC', '1100-2200-3302', true],
  ['V-0003', 'GlaxoSmithKline Philippines', 'GSK', 's', '000-124-211-000', '2266 Chino Roces Ave. Extension, Bonifacio Global City', 81500, '1634', 'Karen Dizon', '(02) 8892-0761', 'ph.trade@gsk.demo.invalid', 60, 60, 'vat', 'WC158', 'BPI', '3081-0456-77', true],
  ['V-0004', 'Sanofi-Aventis Philippines', 'Sanofi', 's', '000-174-935-000', '7/F Ayala Tower One, Ayala Ave.', 80300, '1226', 'Marc Velasco', '(02) 8859-5555', 'orders@sanofi.demo.invalid', 45, 45, 'vat', 'WC158', 'MBTC', '007-3-00712345-6', true],
  ['V-0005', 'Pascual Laboratories, Inc.', 'PascualLab', 's', '000-292-814-000', 'Pascual Bldg., 2 Ortigas Ave., Brgy. San Antonio', 81200, '1605', 'Grace Pascual', '(02) 8631-8051', 'sales@pascual.demo.invalid', 30, 21, 'vat', 'WC158', 'BDO', '0011-2233-4405', true],
  ['V-0006', 'Natrapharm, Inc.', 'Natrapharm', 's', '000-396-222-000', '5 Sampaguita St., Brgy. San Dionisio', 81000, '1700', 'Allan Ramos', '(02) 8829-2811', 'orders@natrapharm.demo.invalid', 45, 30, 'vat', 'WC158', 'UBP', '0012-3456-7006', true],
  ['V-0007', 'Interphil Laboratories', 'Interphil', 's', '000-301-518-000', 'Canlubang Industrial Estate, Brgy. Pittland', 3404, '4025', 'Rosario Bernardo', '(049) 549-1200', 'trade@interphil.demo.invalid', 30, 30, 'vat', 'WC158', 'LBP', '1781-0234-56', true],
  ['V-0008', 'AstraZeneca Pharmaceuticals (Phils.)', 'AstraZeneca', 's', '000-204-447-000', '8/F Ayala North Exchange, 6796 Ayala Ave.', 80300, '1226', 'Paul Santiago', '(02) 8976-1000', 'orders@astrazeneca.demo.invalid', 60, 60, 'vat', 'WC158', 'RCBC', '7-590-12345-8', true],
  ['V-0009', 'Manila Electric Company', 'Meralco', 'vp', '000-101-528-000', 'Lopez Bldg., Meralco Center, Ortigas Ave., Brgy. Ugong', 81200, '1605', 'Business Center', '16211', 'corporate@meralco.demo.invalid', 10, 0, 'vat', 'WC160', 'BDO', '0050-1016-2211', true],
  ['V-0010', 'Manila Water Company, Inc.', 'Manila Water', 'vp', '005-038-428-000', 'MWSS Administration Bldg., 489 Katipunan Rd., Balara', 81300, '1105', 'Business Area Office', '1627', 'billing@manilawater.demo.invalid', 15, 0, 'vat', 'WC160', 'BPI', '3081-9900-12', true],
  ['V-0011', 'PLDT Inc.', 'PLDT', 'vp', '000-488-793-000', 'Ramon Cojuangco Bldg., Makati Ave.', 80300, '1200', 'Enterprise Accounts', '(02) 8888-0171', 'enterprise@pldt.demo.invalid', 15, 0, 'vat', 'WC160', 'MBTC', '007-3-00755001-2', true],
  ['V-0012', 'Santos Reyes & Tan Law Offices', null, 'vp', '204-556-781-000', '12/F Tower 6789, Ayala Ave.', 80300, '1226', 'Atty. Carmela Tan', '(02) 8815-4410', 'billing@srt-law.demo.invalid', 30, 0, 'vat', 'WC011', 'BPI', '3081-4455-66', true],
  ['V-0013', 'Guardian Shield Security Agency, Inc.', 'Guardian Shield', 'v', '008-771-245-000', '45 Kamuning Rd., Brgy. Kamuning', 81300, '1103', 'Felix Navarro', '(02) 8920-3344', 'ops@guardianshield.demo.invalid', 30, 0, 'vat', 'WC120', 'SECB', '0000-1234-5678', true],
  ['V-0014', 'Bagumbayan Realty Corporation', null, 'vp', '009-332-118-000', '24 Mercury Ave., Brgy. Bagumbayan', 81300, '1110', 'Lourdes Chan', '(02) 8911-7700', 'leasing@bagumbayan.demo.invalid', 5, 0, 'vat', 'WC100', 'BDO', '0050-7788-9900', true],
  ['V-0015', 'Elena M. Cruz, RPh', null, 'v', '301-445-902-000', 'Unit 5B, 1122 Remedios St., Malate', 80600, '1004', 'Elena M. Cruz', '0917 555 0142', 'elena.cruz@demo.invalid', 15, 0, 'non_vat', 'WI010', 'BPI', '4459-0011-22', true],
  ['V-0016', 'Mercury Office Supplies Trading', null, 'v', '412-009-337-000', '88 Evangelista St., Quiapo', 80600, '1001', 'Henry Go', '(02) 8733-2211', 'sales@mercuryoffice.demo.invalid', 30, 0, 'non_vat', 'WI158', null, null, false],
  ['V-0017', 'Bureau of Internal Revenue', 'BIR', 'p', null, 'BIR National Office Bldg., Agham Rd., Diliman', 81300, '1100', null, '(02) 8538-3200', null, 0, 0, 'non_vat', null, null, null, true],
  ['V-0018', 'Social Security System', 'SSS', 'p', null, 'SSS Bldg., East Ave., Diliman', 81300, '1100', null, '1455', null, 0, 0, 'non_vat', null, null, null, true],
  ['V-0019', 'Philippine Health Insurance Corporation', 'PhilHealth', 'p', null, 'Citystate Centre, 709 Shaw Blvd.', 81200, '1603', null, '(02) 8662-2588', null, 0, 0, 'non_vat', null, null, null, true],
  ['V-0020', 'Home Development Mutual Fund', 'Pag-IBIG Fund', 'p', null, 'Petron MegaPlaza Bldg., 358 Sen. Gil J. Puyat Ave.', 80300, '1209', null, '(02) 8724-4244', null, 0, 0, 'non_vat', null, null, null, true],
];

type Person = [no: string, last: string, first: string, middle: string | null, dept: string, position: string, hired: string,
  status: 'regular' | 'probationary' | 'contractual' | 'resigned', basis: 'monthly' | 'daily', rate: string, allowance: string, bank: string | null, tax: 'regular' | 'mwe' | 'exempt'];

const PEOPLE: Person[] = [
  ['EMP-0001', 'Reyes', 'Jose', 'Manalo', 'Information Technology', 'System Administrator', '2019-02-04', 'regular', 'monthly', '68000.00', '3000.00', 'BDO', 'regular'],
  ['EMP-0002', 'Santos', 'Maria', 'Lopez', 'Finance and Accounting', 'Finance Manager', '2018-06-18', 'regular', 'monthly', '95000.00', '5000.00', 'BDO', 'regular'],
  ['EMP-0003', 'Bautista', 'Antonio', 'Cruz', 'Operations', 'Operations Manager', '2017-09-01', 'regular', 'monthly', '98000.00', '5000.00', 'BDO', 'regular'],
  ['EMP-0004', 'Villanueva', 'Cristina', 'Ramos', 'Purchasing', 'Purchasing Officer', '2020-01-13', 'regular', 'monthly', '45000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0005', 'Dela Cruz', 'Ramon', 'Garcia', 'Warehouse', 'Warehouse Supervisor', '2019-11-04', 'regular', 'monthly', '38000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0006', 'Mendoza', 'Liza', 'Torres', 'Sales', 'Sales Representative', '2023-03-06', 'regular', 'monthly', '28000.00', '4000.00', 'BDO', 'regular'],
  ['EMP-0007', 'Garcia', 'Paolo', 'Dizon', 'Finance and Accounting', 'Senior Accountant', '2021-07-19', 'regular', 'monthly', '52000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0008', 'Aquino', 'Roberto', 'Lim', 'Credit and Collections', 'Former Credit Analyst', '2018-04-02', 'resigned', 'monthly', '35000.00', '0.00', 'BDO', 'regular'],
  ['EMP-0009', 'Castillo', 'Andrea', 'Perez', 'Human Resources', 'HR Officer', '2020-08-03', 'regular', 'monthly', '40000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0010', 'Navarro', 'Jerome', null, 'Finance and Accounting', 'Accounts Payable Clerk', '2022-02-14', 'regular', 'monthly', '24000.00', '1500.00', 'BDO', 'regular'],
  ['EMP-0011', 'Flores', 'Kristine', 'Abad', 'Finance and Accounting', 'Accounting Clerk', '2025-09-01', 'probationary', 'monthly', '21000.00', '1000.00', 'BDO', 'exempt'],
  ['EMP-0012', 'Domingo', 'Mark Anthony', 'Salazar', 'Credit and Collections', 'Credit Analyst', '2021-05-10', 'regular', 'monthly', '32000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0013', 'Pascual', 'Rhea', 'Mercado', 'Credit and Collections', 'Collector', '2022-10-03', 'regular', 'monthly', '22000.00', '3000.00', 'BDO', 'exempt'],
  ['EMP-0014', 'Aguilar', 'Dennis', 'Soriano', 'Treasury', 'Treasury Officer', '2019-03-18', 'regular', 'monthly', '50000.00', '2000.00', 'MBTC', 'regular'],
  ['EMP-0015', 'Ocampo', 'Janine', null, 'Treasury', 'Treasury Assistant', '2024-01-08', 'regular', 'monthly', '23000.00', '1000.00', 'MBTC', 'exempt'],
  ['EMP-0016', 'Gonzales', 'Carlo', 'Villar', 'Purchasing', 'Purchasing Assistant', '2023-06-05', 'regular', 'monthly', '24000.00', '1000.00', 'BDO', 'regular'],
  ['EMP-0017', 'Rivera', 'Joy', 'Santiago', 'Warehouse', 'Inventory Controller', '2020-11-16', 'regular', 'monthly', '30000.00', '1500.00', 'BDO', 'regular'],
  ['EMP-0018', 'Tolentino', 'Arnel', null, 'Warehouse', 'Inventory Clerk', '2023-02-20', 'regular', 'daily', '695.00', '0.00', 'BDO', 'mwe'],
  ['EMP-0019', 'Magbanua', 'Ricky', 'Laurel', 'Warehouse', 'Warehouse Staff', '2024-05-13', 'regular', 'daily', '695.00', '0.00', 'BDO', 'mwe'],
  ['EMP-0020', 'Estrada', 'Noel', null, 'Warehouse', 'Warehouse Staff', '2025-08-18', 'probationary', 'daily', '695.00', '0.00', null, 'mwe'],
  ['EMP-0021', 'Manalastas', 'Jun', 'Perez', 'Logistics', 'Delivery Driver', '2021-09-06', 'regular', 'daily', '750.00', '1500.00', 'BDO', 'mwe'],
  ['EMP-0022', 'Cabrera', 'Efren', null, 'Logistics', 'Delivery Driver', '2025-11-03', 'contractual', 'daily', '695.00', '1500.00', null, 'mwe'],
  ['EMP-0023', 'Lacson', 'Bea', 'Ferrer', 'Sales', 'Sales Coordinator', '2022-04-18', 'regular', 'monthly', '26000.00', '2500.00', 'BDO', 'regular'],
  ['EMP-0024', 'Santiago', 'Patricia', 'Lao', 'Operations', 'Pharmacist', '2020-03-02', 'regular', 'monthly', '36000.00', '2000.00', 'BDO', 'regular'],
  ['EMP-0025', 'Yap', 'Vincent', null, 'Sales', 'Sales Representative', '2026-01-05', 'contractual', 'monthly', '25000.00', '4000.00', null, 'regular'],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Government numbers of the n-th employee, distinct and in their formats. */
const numbers = (n: number) => ({
  tin: `${pad(200 + n * 7, 3)}-${pad(310 + n * 13, 3)}-${pad(450 + n * 11, 3)}-000`,
  sss: `${pad(33 + (n % 4), 2)}-${pad(1_402_350 + n * 4_117, 7)}-${n % 10}`,
  philhealth: `${pad(1 + (n % 9), 2)}-${pad(25_010_330 + n * 70_311, 9)}-${(n * 3) % 10}`,
  pagibig: `1211-${pad(4_000 + n * 173, 4)}-${pad(7_700 + n * 29, 4)}`,
});

export async function seedVendorsAndEmployees(db: Db): Promise<void> {
  if (!(await db.one(sql`SELECT 1 FROM suppliers WHERE vendor_code = 'V-0001'`))) return;
  if (!(await db.one(sql`SELECT 1 FROM ph_cities WHERE city_id = 80500`))) return;
  if (await db.one(sql`SELECT 1 FROM employees LIMIT 1`)) return;
  const at = sql`TIMESTAMPTZ '2023-01-09 09:00:00+08'`;
  await db.transaction(async (tx) => {
    for (const [code, name, trade, cats, tin, street, cityId, zip, person, phone, email, terms, lead, vat, atc, bank, account, active] of PARTIES) {
      const values = sql`${name}, ${trade}, ${cats.includes('s')}, ${cats.includes('v')}, ${cats.includes('p')}, ${tin}, ${street},
        (SELECT province_id FROM ph_cities WHERE city_id = ${cityId}), ${cityId}, ${zip}, ${person}, ${phone}, ${email}, ${terms}, ${lead}, ${vat}, ${atc},
        (SELECT bank_id FROM banks WHERE bank_code = ${bank}), ${account ? name : null}, ${account}, ${active}`;
      const exists = await tx.one(sql`SELECT 1 FROM suppliers WHERE vendor_code = ${code}`);
      await tx.run(
        exists
          ? sql`UPDATE suppliers SET (company_name, trade_name, is_supplier, is_vendor, is_payee, tin, address, province_id, city_id, zip_code,
                contact_person, contact_number, email, payment_terms_days, lead_time_days, vat_registration, atc_code, bank_id, bank_account_name,
                bank_account_no, active, created_at, updated_at) = (${values}, ${at}, ${at}) WHERE vendor_code = ${code}`
          : sql`INSERT INTO suppliers (company_name, trade_name, is_supplier, is_vendor, is_payee, tin, address, province_id, city_id, zip_code,
                contact_person, contact_number, email, payment_terms_days, lead_time_days, vat_registration, atc_code, bank_id, bank_account_name,
                bank_account_no, active, created_at, updated_at, vendor_code) VALUES (${values}, ${at}, ${at}, ${code})`,
      );
    }
    for (const [i, [no, last, first, middle, dept, position, hired, status, basis, rate, allowance, bank, tax]] of PEOPLE.entries()) {
      const n = numbers(i + 1);
      const row = await tx.one<{ id: number }>(sql`
        INSERT INTO employees (employee_no, last_name, first_name, middle_name, department_id, job_id, date_hired, tin, sss_no, philhealth_no, pagibig_no,
                               employment_status, active, created_at, updated_at)
        VALUES (${no}, ${last}, ${first}, ${middle}, (SELECT department_id FROM departments WHERE department_name = ${dept}),
                (SELECT job_id FROM job_titles WHERE job_name = ${position}), ${hired}::date, ${n.tin}, ${n.sss}, ${n.philhealth}, ${n.pagibig},
                ${status}, ${status !== 'resigned'}, ${at}, ${at})
        RETURNING employee_id AS id`);
      await tx.run(sql`
        INSERT INTO employee_payroll (employee_id, pay_basis, basic_rate, allowance, bank_id, bank_account_no, tax_status, active, created_at, updated_at)
        VALUES (${row!.id}, ${basis}, ${rate}::numeric, ${allowance}::numeric, (SELECT bank_id FROM banks WHERE bank_code = ${bank}),
                ${bank ? `00${pad(4_410_000 + (i + 1) * 37, 8)}` : null}, ${tax}, ${status !== 'resigned'}, ${at}, ${at})`);
    }
  });
}
