import { ACCOUNTS, parentOf } from '../finance/chartOfAccounts';
import { sql, type Db } from '../db/db';

/**
 * The demo's accounting set-up (needs the chart, seeded by seedFinance):
 * the chart's headers and parents, divisions and their cost centers,
 * programs and projects, the COA tags reports select accounts by, and the
 * accounting code profiles of the modules that post. A no-op once any
 * division exists, so an administrator's changes survive a restart.
 */
const DIVISIONS = [
  ['PHARMA', 'Pharmaceuticals Division', 'Ethical and branded generic medicines'],
  ['MEDSUP', 'Medical Supplies Division', 'Hospital and clinic consumables'],
  ['CONSUMER', 'Consumer Health Division', 'Over-the-counter and wellness products'],
  ['CORP', 'Corporate Services', 'Finance, HR, IT and administration'],
] as const;

const COST_CENTERS = [
  ['CC-100', 'Sales - Metro Manila', 'PHARMA'],
  ['CC-110', 'Sales - North Luzon', 'PHARMA'],
  ['CC-120', 'Sales - Visayas', 'PHARMA'],
  ['CC-130', 'Sales - Mindanao', 'PHARMA'],
  ['CC-200', 'Hospital Accounts', 'MEDSUP'],
  ['CC-300', 'Retail and Drugstores', 'CONSUMER'],
  ['CC-400', 'Warehouse - Paranaque', 'CORP'],
  ['CC-410', 'Cold Chain Storage', 'CORP'],
  ['CC-420', 'Logistics and Delivery', 'CORP'],
  ['CC-500', 'Finance and Accounting', 'CORP'],
  ['CC-510', 'Human Resources', 'CORP'],
  ['CC-520', 'Information Technology', 'CORP'],
] as const;

const PROGRAMS = [
  ['PRG-MDCARE', 'MD Care Detailing Program', 'program'],
  ['PRG-LOYAL', 'Drugstore Loyalty Rebates', 'program'],
  ['PRG-VAXDRIVE', 'Community Vaccination Drive', 'program'],
  ['PRJ-WMS', 'Warehouse Management System Roll-out', 'project'],
  ['PRJ-COLD2', 'Second Cold Room Construction', 'project'],
] as const;

/** Tags and the accounts under each: by line item or sub-group of the chart, or by codes. */
const TAGS: { code: string; name: string; where: ReturnType<typeof sql> }[] = [
  { code: 'CASH_IN_BANK', name: 'Cash in Bank', where: sql`account_line_item IN ('Cash in Bank', 'Savings Deposits', 'Payroll Accounts', 'Foreign Currency Deposits')` },
  { code: 'PETTY_CASH', name: 'Petty Cash Funds', where: sql`account_line_item = 'Petty Cash Fund'` },
  { code: 'TRADE_RECEIVABLE', name: 'Trade Receivables', where: sql`account_line_item = 'Trade Receivables'` },
  { code: 'TRADE_PAYABLE', name: 'Trade Payables', where: sql`account_line_item = 'Trade Payables'` },
  { code: 'NON_TRADE_PAYABLE', name: 'Non-Trade Payables', where: sql`account_line_item = 'Non-Trade Payables'` },
  { code: 'ADVANCES_TO_SUPPLIERS', name: 'Advances to Suppliers and Vendors', where: sql`account_line_item = 'Advances to Suppliers'` },
  { code: 'ADVANCES_FROM_CUSTOMERS', name: 'Advances from Customers', where: sql`account_code = '2050'` },
  { code: 'UNIDENTIFIED_DEPOSITS', name: 'Unidentified Deposits', where: sql`account_code = '2055'` },
  { code: 'OUTPUT_VAT', name: 'Output VAT', where: sql`account_code IN ('2100', '2101')` },
  { code: 'INPUT_VAT', name: 'Input VAT', where: sql`account_code IN ('1300', '1301', '1302', '1303')` },
  { code: 'CWT', name: 'Creditable Withholding Tax', where: sql`account_code IN ('1310', '1311')` },
  { code: 'EWT_PAYABLE', name: 'Expanded Withholding Tax Payable', where: sql`account_code IN ('2110', '2112', '2113', '2114', '2115')` },
  { code: 'WTC_PAYABLE', name: 'Withholding Tax on Compensation Payable', where: sql`account_code = '2111'` },
  { code: 'GOVT_CONTRIBUTIONS', name: 'SSS, PhilHealth and Pag-IBIG Payables', where: sql`account_sub_group = 'Government Contributions Payable'` },
  { code: 'ACCRUED_EXPENSES', name: 'Accrued Expenses', where: sql`account_sub_group = 'Accrued Expenses'` },
  { code: 'CAPITALIZED_ASSETS', name: 'Property and Equipment', where: sql`account_sub_group = 'Property and Equipment' AND normal_side = 'D'` },
  { code: 'RR_NOT_INVOICED', name: 'Receiving Reports Not Yet Invoiced', where: sql`account_code = '2031'` },
];

const PROFILES: [string, string, string][] = [
  ['SI', 'receivable', '1100'],
  ['SI', 'sales', '4010'],
  ['SI', 'output_vat', '2100'],
  ['SI', 'cost_of_sales', '5010'],
  ['SI', 'inventory', '1200'],
  ['SR', 'sales_returns', '4020'],
  ['SR', 'receivable', '1100'],
  ['SR', 'output_vat', '2100'],
  ['SR', 'inventory', '1200'],
  ['SR', 'cost_of_sales', '5010'],
  ['CR', 'cash_in_bank', '1020'],
  ['CR', 'checks_receivable', '1120'],
  ['CR', 'cwt', '1310'],
  ['CR', 'receivable', '1100'],
  ['CR', 'advances', '2050'],
  ['RR', 'inventory', '1200'],
  ['RR', 'input_vat', '1300'],
  ['RR', 'rr_not_invoiced', '2031'],
  ['PV', 'payable', '2010'],
  ['PV', 'input_vat', '1300'],
  ['PV', 'ewt_payable', '2110'],
  ['CV', 'payable', '2010'],
  ['CV', 'cash_in_bank', '1020'],
  ['CV', 'bank_charges', '6075'],
];

export async function seedAccountingSetup(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM divisions LIMIT 1`)) return;
  if (!(await db.one(sql`SELECT 1 FROM accounts WHERE account_code = '1000'`))) return;
  const at = sql`TIMESTAMPTZ '2022-12-01 09:00:00+08'`;
  await db.transaction(async (tx) => {
    for (const acc of ACCOUNTS) {
      await tx.run(sql`UPDATE accounts SET is_header = ${acc.header ?? false}, parent_code = ${parentOf(acc.code)}, updated_at = ${at} WHERE account_code = ${acc.code}`);
    }
    for (const [code, name, description] of DIVISIONS) {
      await tx.run(sql`INSERT INTO divisions (division_code, division_name, description, created_at, updated_at) VALUES (${code}, ${name}, ${description}, ${at}, ${at})`);
    }
    for (const [code, name, division] of COST_CENTERS) {
      await tx.run(sql`INSERT INTO cost_centers (cost_center_code, cost_center_name, division_id, created_at, updated_at)
                       SELECT ${code}, ${name}, division_id, ${at}, ${at} FROM divisions WHERE division_code = ${division}`);
    }
    for (const [code, name, kind] of PROGRAMS) {
      await tx.run(sql`INSERT INTO programs (program_code, program_name, kind, created_at, updated_at) VALUES (${code}, ${name}, ${kind}, ${at}, ${at})`);
    }
    for (const t of TAGS) {
      await tx.run(sql`INSERT INTO coa_tags (tag_code, tag_name, created_at, updated_at) VALUES (${t.code}, ${t.name}, ${at}, ${at})`);
      await tx.run(sql`INSERT INTO coa_tag_accounts (tag_id, account_code, created_at, updated_at)
                       SELECT (SELECT tag_id FROM coa_tags WHERE tag_code = ${t.code}), account_code, ${at}, ${at}
                       FROM accounts WHERE NOT is_header AND ${t.where} ORDER BY account_code`);
    }
    for (const [module, role, account] of PROFILES) {
      await tx.run(sql`INSERT INTO accounting_code_profiles (module_code, role_code, account_code, created_at, updated_at) VALUES (${module}, ${role}, ${account}, ${at}, ${at})`);
    }
  });
}
