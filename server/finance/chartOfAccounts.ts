/**
 * Demo chart of accounts: type > group > sub-group > line item > account.
 * Codes are referenced by the generator; the hierarchy drives the trial
 * balance columns and the income statement breakdown.
 */
export interface AccountSeed {
  code: string;
  name: string;
  type: 'Assets' | 'Liabilities' | 'Equity' | 'Income' | 'Expenses';
  group: string;
  subGroup: string;
  lineItem: string;
  normal: 'D' | 'C';
  /** A header of the hierarchy: groups the accounts below it, never takes postings. */
  header?: boolean;
}

const a = (code: string, name: string, type: AccountSeed['type'], group: string, subGroup: string, lineItem: string, normal: 'D' | 'C'): AccountSeed => ({
  code,
  name,
  type,
  group,
  subGroup,
  lineItem,
  normal,
});

const CORE: AccountSeed[] = [
  a('1010', 'Cash on Hand', 'Assets', 'Current Assets', 'Cash and Cash Equivalents', 'Cash on Hand', 'D'),
  a('1020', 'Cash in Bank - BDO', 'Assets', 'Current Assets', 'Cash and Cash Equivalents', 'Cash in Bank', 'D'),
  a('1030', 'Cash in Bank - Metrobank', 'Assets', 'Current Assets', 'Cash and Cash Equivalents', 'Cash in Bank', 'D'),
  a('1100', 'Accounts Receivable - Trade', 'Assets', 'Current Assets', 'Receivables', 'Trade Receivables', 'D'),
  // Post-dated checks received: held here from the collection until they clear (to cash in bank) or bounce (back to the receivable).
  a('1120', 'Checks Receivable - Post-dated', 'Assets', 'Current Assets', 'Receivables', 'Checks Receivable', 'D'),
  a('1200', 'Merchandise Inventory', 'Assets', 'Current Assets', 'Inventories', 'Merchandise Inventory', 'D'),
  a('1300', 'Input VAT', 'Assets', 'Current Assets', 'Other Current Assets', 'Taxes', 'D'),
  a('1310', 'Creditable Withholding Tax', 'Assets', 'Current Assets', 'Other Current Assets', 'Taxes', 'D'),
  a('2010', 'Accounts Payable - Trade', 'Liabilities', 'Current Liabilities', 'Payables', 'Trade Payables', 'C'),
  // The unapplied part of a collection until it is applied to an invoice.
  a('2050', 'Advances from Customers', 'Liabilities', 'Current Liabilities', 'Payables', 'Customer Advances', 'C'),
  a('2100', 'Output VAT', 'Liabilities', 'Current Liabilities', 'Taxes Payable', 'VAT Payable', 'C'),
  a('2110', 'Expanded Withholding Tax Payable', 'Liabilities', 'Current Liabilities', 'Taxes Payable', 'Withholding Taxes Payable', 'C'),
  a('3010', 'Capital Stock', 'Equity', 'Equity', 'Capital', 'Paid-in Capital', 'C'),
  a('4010', 'Sales - Pharmaceuticals', 'Income', 'Revenue', 'Sales', 'Gross Sales', 'C'),
  a('4020', 'Sales Returns and Allowances', 'Income', 'Revenue', 'Sales', 'Sales Deductions', 'C'),
  a('5010', 'Cost of Sales', 'Expenses', 'Cost of Sales', 'Cost of Goods Sold', 'Cost of Sales', 'D'),
  a('6010', 'Salaries and Wages', 'Expenses', 'Operating Expenses', 'Personnel Costs', 'Salaries', 'D'),
  a('6020', 'Rent Expense', 'Expenses', 'Operating Expenses', 'Occupancy Costs', 'Rent', 'D'),
  a('6030', 'Utilities Expense', 'Expenses', 'Operating Expenses', 'Occupancy Costs', 'Utilities', 'D'),
  a('6040', 'Freight and Delivery', 'Expenses', 'Operating Expenses', 'Distribution Costs', 'Freight', 'D'),
  a('6050', 'Inventory Losses', 'Expenses', 'Operating Expenses', 'Distribution Costs', 'Inventory Shrinkage', 'D'),
];

/**
 * A header account: a node of the hierarchy that groups the accounts below it
 * (by code range) and never takes postings.
 */
const h = (code: string, name: string, type: AccountSeed['type'], normal: 'D' | 'C'): AccountSeed => ({ ...a(code, name, type, name, name, name, normal), header: true });

/* The rest of a Philippine pharmaceutical distributor's chart: new codes only, so the generator and the reports keep theirs. */
const CA = (code: string, name: string, subGroup: string, lineItem: string, normal: 'D' | 'C' = 'D') => a(code, name, 'Assets', 'Current Assets', subGroup, lineItem, normal);
const NCA = (code: string, name: string, subGroup: string, lineItem: string, normal: 'D' | 'C' = 'D') => a(code, name, 'Assets', 'Non-Current Assets', subGroup, lineItem, normal);
const CL = (code: string, name: string, subGroup: string, lineItem: string) => a(code, name, 'Liabilities', 'Current Liabilities', subGroup, lineItem, 'C');
const NCL = (code: string, name: string, subGroup: string, lineItem: string) => a(code, name, 'Liabilities', 'Non-Current Liabilities', subGroup, lineItem, 'C');
const EQ = (code: string, name: string, subGroup: string, lineItem: string, normal: 'D' | 'C' = 'C') => a(code, name, 'Equity', 'Equity', subGroup, lineItem, normal);
const REV = (code: string, name: string, group: string, subGroup: string, lineItem: string, normal: 'D' | 'C' = 'C') => a(code, name, 'Income', group, subGroup, lineItem, normal);
const COS = (code: string, name: string, lineItem: string, normal: 'D' | 'C' = 'D') => a(code, name, 'Expenses', 'Cost of Sales', 'Cost of Goods Sold', lineItem, normal);
const OPEX = (code: string, name: string, subGroup: string, lineItem: string) => a(code, name, 'Expenses', 'Operating Expenses', subGroup, lineItem, 'D');
const OTHX = (code: string, name: string, group: string, subGroup: string, lineItem: string) => a(code, name, 'Expenses', group, subGroup, lineItem, 'D');

const CASH = 'Cash and Cash Equivalents';
const REC = 'Receivables';
const INV = 'Inventories';
const OCA = 'Other Current Assets';
const PPE = 'Property and Equipment';

const HEADERS: AccountSeed[] = [
  h('1000', 'Current Assets', 'Assets', 'D'),
  h('1500', 'Non-Current Assets', 'Assets', 'D'),
  h('2000', 'Current Liabilities', 'Liabilities', 'C'),
  h('2500', 'Non-Current Liabilities', 'Liabilities', 'C'),
  h('3000', 'Equity', 'Equity', 'C'),
  h('4000', 'Revenue', 'Income', 'C'),
  h('5000', 'Cost of Sales', 'Expenses', 'D'),
  h('6000', 'Operating Expenses', 'Expenses', 'D'),
  h('7000', 'Other Income', 'Income', 'C'),
  h('8000', 'Other Expenses and Income Tax', 'Expenses', 'D'),
];

/** Property and equipment with its accumulated depreciation right after it (a contra account, credit side). */
const asset = (code: string, name: string, lineItem: string): AccountSeed[] => [
  NCA(code, name, PPE, lineItem),
  NCA(String(Number(code) + 1), `Accumulated Depreciation - ${name}`, PPE, lineItem, 'C'),
];

const MORE: AccountSeed[] = [
  CA('1011', 'Petty Cash Fund - Head Office', CASH, 'Petty Cash Fund'),
  CA('1012', 'Petty Cash Fund - Warehouse', CASH, 'Petty Cash Fund'),
  CA('1013', 'Petty Cash Fund - Field Sales', CASH, 'Petty Cash Fund'),
  CA('1014', 'Revolving Fund - Logistics', CASH, 'Petty Cash Fund'),
  CA('1015', 'Undeposited Collections', CASH, 'Cash on Hand'),
  // Savings, payroll, dollar and time deposits keep their own line items: line item "Cash in Bank" is the checking accounts the bank accounts module ties to.
  CA('1040', 'Savings Account - BPI', CASH, 'Savings Deposits'),
  CA('1041', 'Savings Account - Security Bank', CASH, 'Savings Deposits'),
  CA('1042', 'Savings Account - China Bank', CASH, 'Savings Deposits'),
  CA('1050', 'Payroll Account - Landbank', CASH, 'Payroll Accounts'),
  CA('1051', 'Payroll Account - Metrobank', CASH, 'Payroll Accounts'),
  CA('1060', 'Dollar Account - BPI', CASH, 'Foreign Currency Deposits'),
  CA('1070', 'Time Deposit - UnionBank', CASH, 'Time Deposits'),
  CA('1071', 'Time Deposit - Metrobank', CASH, 'Time Deposits'),
  CA('1101', 'Accounts Receivable - Hospitals', REC, 'Trade Receivables'),
  CA('1102', 'Accounts Receivable - Drugstore Chains', REC, 'Trade Receivables'),
  CA('1103', 'Accounts Receivable - Government Agencies', REC, 'Trade Receivables'),
  CA('1104', 'Accounts Receivable - Sub-distributors', REC, 'Trade Receivables'),
  CA('1110', 'Allowance for Doubtful Accounts - Trade', REC, 'Allowance for Doubtful Accounts', 'C'),
  CA('1121', 'Returned Checks Receivable', REC, 'Checks Receivable'),
  CA('1130', 'Advances to Employees', REC, 'Non-Trade Receivables'),
  CA('1131', 'Advances to Officers', REC, 'Non-Trade Receivables'),
  CA('1132', 'Loans Receivable - Employees', REC, 'Non-Trade Receivables'),
  CA('1133', 'Claims Receivable from Suppliers', REC, 'Non-Trade Receivables'),
  CA('1134', 'Rebates Receivable from Suppliers', REC, 'Non-Trade Receivables'),
  CA('1135', 'Insurance Claims Receivable', REC, 'Non-Trade Receivables'),
  CA('1136', 'Other Receivables', REC, 'Non-Trade Receivables'),
  CA('1139', 'Allowance for Doubtful Accounts - Non-Trade', REC, 'Allowance for Doubtful Accounts', 'C'),
  CA('1140', 'Advances to Suppliers - Trade', REC, 'Advances to Suppliers'),
  CA('1141', 'Advances to Suppliers - Non-Trade', REC, 'Advances to Suppliers'),
  CA('1142', 'Advances to Vendors', REC, 'Advances to Suppliers'),
  CA('1210', 'Inventory - Medical Supplies', INV, 'Merchandise Inventory'),
  CA('1220', 'Inventory - Vaccines and Biologicals', INV, 'Merchandise Inventory'),
  CA('1230', 'Inventory - Consumer Health Products', INV, 'Merchandise Inventory'),
  CA('1240', 'Inventory - Goods in Transit', INV, 'Goods in Transit'),
  CA('1250', 'Inventory - Free Goods and Samples', INV, 'Free Goods and Samples'),
  CA('1260', 'Inventory - Near-Expiry and Quarantined', INV, 'Quarantined Inventory'),
  CA('1270', 'Inventory - Damaged and Expired for Disposal', INV, 'Quarantined Inventory'),
  CA('1290', 'Allowance for Inventory Obsolescence', INV, 'Allowance for Inventory Losses', 'C'),
  CA('1301', 'Deferred Input VAT - Capital Goods', OCA, 'Taxes'),
  CA('1302', 'Deferred Input VAT - Unpaid Services', OCA, 'Taxes'),
  CA('1303', 'Input VAT - Importation', OCA, 'Taxes'),
  CA('1311', 'Excess Creditable Withholding Tax - Prior Years', OCA, 'Taxes'),
  CA('1320', 'Prepaid Income Tax', OCA, 'Prepaid Taxes'),
  CA('1321', 'Prepaid Business Taxes and Permits', OCA, 'Prepaid Taxes'),
  CA('1322', 'Creditable Withholding VAT', OCA, 'Prepaid Taxes'),
  CA('1330', 'Prepaid Rent', OCA, 'Prepayments'),
  CA('1331', 'Prepaid Insurance', OCA, 'Prepayments'),
  CA('1332', 'Prepaid Software Subscriptions', OCA, 'Prepayments'),
  CA('1333', 'Prepaid Advertising', OCA, 'Prepayments'),
  CA('1340', 'Office Supplies on Hand', OCA, 'Supplies'),
  CA('1341', 'Warehouse and Packaging Supplies on Hand', OCA, 'Supplies'),
  CA('1350', 'Refundable Deposits - Current', OCA, 'Deposits'),
  NCA('1510', 'Land', PPE, 'Land'),
  ...asset('1520', 'Building', 'Building'),
  ...asset('1530', 'Leasehold Improvements', 'Leasehold Improvements'),
  ...asset('1540', 'Warehouse Equipment', 'Warehouse Equipment'),
  ...asset('1550', 'Cold Storage Equipment', 'Cold Storage Equipment'),
  ...asset('1560', 'Delivery Vehicles', 'Transportation Equipment'),
  ...asset('1570', 'Office Furniture and Fixtures', 'Furniture and Fixtures'),
  ...asset('1580', 'Computer Equipment', 'Computer Equipment'),
  NCA('1590', 'Construction in Progress', PPE, 'Construction in Progress'),
  NCA('1600', 'Right-of-Use Assets - Warehouse', 'Right-of-Use Assets', 'Right-of-Use Assets'),
  NCA('1601', 'Accumulated Depreciation - Right-of-Use Assets', 'Right-of-Use Assets', 'Right-of-Use Assets', 'C'),
  NCA('1610', 'Computer Software', 'Intangible Assets', 'Software'),
  NCA('1611', 'Accumulated Amortization - Computer Software', 'Intangible Assets', 'Software', 'C'),
  NCA('1620', 'Security Deposits', 'Other Non-Current Assets', 'Deposits'),
  NCA('1630', 'Deferred Tax Assets', 'Other Non-Current Assets', 'Deferred Taxes'),
  NCA('1640', 'Other Non-Current Assets', 'Other Non-Current Assets', 'Others'),
  CL('2011', 'Accounts Payable - Trade - Importations', 'Payables', 'Trade Payables'),
  CL('2020', 'Accounts Payable - Non-Trade', 'Payables', 'Non-Trade Payables'),
  CL('2021', 'Accounts Payable - Contractors and Service Providers', 'Payables', 'Non-Trade Payables'),
  CL('2022', 'Accounts Payable - Capital Expenditures', 'Payables', 'Non-Trade Payables'),
  CL('2030', 'Payable to Employees', 'Payables', 'Non-Trade Payables'),
  CL('2031', 'Receiving Reports Not Yet Invoiced', 'Payables', 'Trade Payables'),
  CL('2040', 'Loans Payable - Short Term', 'Borrowings', 'Bank Loans'),
  CL('2055', 'Unidentified Deposits', 'Payables', 'Customer Advances'),
  CL('2060', 'Accrued Salaries and Wages', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2061', 'Accrued Utilities', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2062', 'Accrued Rent', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2063', 'Accrued Interest', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2064', 'Accrued Professional Fees', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2065', 'Accrued Trucking and Freight', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2066', 'Accrued 13th Month Pay', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2067', 'Accrued Other Expenses', 'Accrued Expenses', 'Accrued Expenses'),
  CL('2070', 'Income Tax Payable', 'Taxes Payable', 'Income Tax Payable'),
  CL('2101', 'Deferred Output VAT', 'Taxes Payable', 'VAT Payable'),
  CL('2102', 'VAT Payable', 'Taxes Payable', 'VAT Payable'),
  CL('2111', 'Withholding Tax Payable - Compensation', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2112', 'Withholding Tax Payable - Expanded - Goods (WC158)', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2113', 'Withholding Tax Payable - Expanded - Services (WC160)', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2114', 'Withholding Tax Payable - Expanded - Rentals (WC100)', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2115', 'Withholding Tax Payable - Expanded - Professional Fees (WC010)', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2116', 'Withholding Tax Payable - Final', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2117', 'Withholding VAT Payable', 'Taxes Payable', 'Withholding Taxes Payable'),
  CL('2120', 'SSS Premiums Payable', 'Government Contributions Payable', 'SSS'),
  CL('2121', 'SSS Loans Payable', 'Government Contributions Payable', 'SSS'),
  CL('2122', 'PhilHealth Premiums Payable', 'Government Contributions Payable', 'PhilHealth'),
  CL('2123', 'Pag-IBIG Contributions Payable', 'Government Contributions Payable', 'Pag-IBIG'),
  CL('2124', 'Pag-IBIG Loans Payable', 'Government Contributions Payable', 'Pag-IBIG'),
  CL('2130', 'Unearned Revenue', 'Other Current Liabilities', 'Deferred Revenue'),
  CL('2140', 'Lease Liabilities - Current', 'Borrowings', 'Lease Liabilities'),
  CL('2150', 'Dividends Payable', 'Other Current Liabilities', 'Dividends Payable'),
  NCL('2510', 'Loans Payable - Long Term', 'Borrowings', 'Bank Loans'),
  NCL('2520', 'Lease Liabilities - Non-Current', 'Borrowings', 'Lease Liabilities'),
  NCL('2530', 'Retirement Benefit Obligation', 'Employee Benefits', 'Retirement Benefits'),
  NCL('2540', 'Deferred Tax Liabilities', 'Deferred Taxes', 'Deferred Tax Liabilities'),
  EQ('3020', 'Additional Paid-in Capital', 'Capital', 'Paid-in Capital'),
  EQ('3030', 'Subscriptions Receivable', 'Capital', 'Paid-in Capital', 'D'),
  EQ('3040', 'Retained Earnings - Unappropriated', 'Retained Earnings', 'Retained Earnings'),
  EQ('3041', 'Retained Earnings - Appropriated', 'Retained Earnings', 'Retained Earnings'),
  EQ('3050', 'Dividends Declared', 'Retained Earnings', 'Dividends', 'D'),
  EQ('3060', 'Remeasurement Gains (Losses) on Retirement Benefits', 'Other Comprehensive Income', 'Remeasurements'),
  EQ('3090', 'Income Summary', 'Retained Earnings', 'Income Summary'),
  REV('4011', 'Sales - Hospitals', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4012', 'Sales - Drugstore Chains', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4013', 'Sales - Independent Drugstores', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4014', 'Sales - Government', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4015', 'Sales - Clinics and Institutions', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4016', 'Sales - Sub-distributors', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4017', 'Sales - Online Channel', 'Revenue', 'Sales', 'Gross Sales'),
  REV('4021', 'Sales Discounts', 'Revenue', 'Sales', 'Sales Deductions', 'D'),
  REV('4022', 'Volume Rebates to Customers', 'Revenue', 'Sales', 'Sales Deductions', 'D'),
  REV('4030', 'Logistics Service Income', 'Revenue', 'Service Income', 'Service Income'),
  REV('7010', 'Interest Income', 'Other Income', 'Finance Income', 'Interest Income'),
  REV('7020', 'Foreign Exchange Gain', 'Other Income', 'Other Gains', 'Foreign Exchange'),
  REV('7030', 'Gain on Sale of Property and Equipment', 'Other Income', 'Other Gains', 'Disposals'),
  REV('7040', 'Supplier Rebates and Incentives', 'Other Income', 'Other Gains', 'Rebates'),
  REV('7050', 'Miscellaneous Income', 'Other Income', 'Other Gains', 'Miscellaneous'),
  COS('5020', 'Freight-in', 'Freight-in'),
  COS('5030', 'Purchase Discounts', 'Purchase Deductions', 'C'),
  COS('5040', 'Purchase Returns and Allowances', 'Purchase Deductions', 'C'),
  COS('5050', 'Inventory Write-down - Expired Stocks', 'Inventory Write-downs'),
  COS('5060', 'Customs Duties and Brokerage', 'Importation Costs'),
  COS('5070', 'Cold Chain Handling', 'Cold Chain Handling'),
  OPEX('6011', 'Overtime Pay', 'Personnel Costs', 'Salaries'),
  OPEX('6012', '13th Month Pay', 'Personnel Costs', 'Salaries'),
  OPEX('6013', 'SSS Contributions - Employer Share', 'Personnel Costs', 'Government Contributions'),
  OPEX('6014', 'PhilHealth Contributions - Employer Share', 'Personnel Costs', 'Government Contributions'),
  OPEX('6015', 'Pag-IBIG Contributions - Employer Share', 'Personnel Costs', 'Government Contributions'),
  OPEX('6016', 'HMO and Medical Benefits', 'Personnel Costs', 'Employee Benefits'),
  OPEX('6017', 'Retirement Benefit Expense', 'Personnel Costs', 'Employee Benefits'),
  OPEX('6018', 'Training and Seminars', 'Personnel Costs', 'Employee Benefits'),
  OPEX('6019', 'Meal and Transportation Allowances', 'Personnel Costs', 'Employee Benefits'),
  OPEX('6021', 'Repairs and Maintenance - Building', 'Occupancy Costs', 'Repairs and Maintenance'),
  OPEX('6022', 'Security Services', 'Occupancy Costs', 'Outside Services'),
  OPEX('6023', 'Janitorial Services', 'Occupancy Costs', 'Outside Services'),
  OPEX('6031', 'Telephone and Internet', 'Occupancy Costs', 'Communication'),
  OPEX('6041', 'Trucking and Courier Services', 'Distribution Costs', 'Freight'),
  OPEX('6042', 'Fuel and Oil', 'Distribution Costs', 'Vehicle Costs'),
  OPEX('6043', 'Repairs and Maintenance - Vehicles', 'Distribution Costs', 'Vehicle Costs'),
  OPEX('6044', 'Warehouse Supplies', 'Distribution Costs', 'Warehousing'),
  OPEX('6045', 'Cold Chain Packaging', 'Distribution Costs', 'Warehousing'),
  OPEX('6060', 'Sales Commissions', 'Selling Expenses', 'Commissions'),
  OPEX('6061', 'Advertising and Promotions', 'Selling Expenses', 'Promotions'),
  OPEX('6062', 'Product Samples and Giveaways', 'Selling Expenses', 'Promotions'),
  OPEX('6063', 'Medical Detailing and MD Programs', 'Selling Expenses', 'Promotions'),
  OPEX('6064', 'Representation and Entertainment', 'Selling Expenses', 'Representation'),
  OPEX('6065', 'Travel and Transportation - Sales', 'Selling Expenses', 'Travel'),
  OPEX('6070', 'Professional Fees - Legal', 'General and Administrative', 'Professional Fees'),
  OPEX('6071', 'Professional Fees - Audit and Tax', 'General and Administrative', 'Professional Fees'),
  OPEX('6072', 'Office Supplies Expense', 'General and Administrative', 'Supplies'),
  OPEX('6073', 'Insurance Expense', 'General and Administrative', 'Insurance'),
  OPEX('6074', 'Taxes and Licenses', 'General and Administrative', 'Taxes and Licenses'),
  OPEX('6075', 'Bank Charges', 'General and Administrative', 'Bank Charges'),
  OPEX('6076', 'Postage and Courier', 'General and Administrative', 'Communication'),
  OPEX('6077', 'Membership Dues and Subscriptions', 'General and Administrative', 'Dues and Subscriptions'),
  OPEX('6078', 'Software Licenses and IT Services', 'General and Administrative', 'IT Costs'),
  OPEX('6079', 'Printing and Stationery', 'General and Administrative', 'Supplies'),
  OPEX('6080', 'Depreciation - Building', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6081', 'Depreciation - Leasehold Improvements', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6082', 'Depreciation - Warehouse Equipment', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6083', 'Depreciation - Cold Storage Equipment', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6084', 'Depreciation - Delivery Vehicles', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6085', 'Depreciation - Office Furniture and Fixtures', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6086', 'Depreciation - Computer Equipment', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6087', 'Depreciation - Right-of-Use Assets', 'Depreciation and Amortization', 'Depreciation'),
  OPEX('6088', 'Amortization - Computer Software', 'Depreciation and Amortization', 'Amortization'),
  OPEX('6090', 'Bad Debts Expense', 'Other Operating Expenses', 'Provisions'),
  OPEX('6091', 'FDA and Regulatory Fees', 'Other Operating Expenses', 'Regulatory Fees'),
  OPEX('6092', 'Donations and Contributions', 'Other Operating Expenses', 'Donations'),
  OPEX('6099', 'Miscellaneous Expense', 'Other Operating Expenses', 'Miscellaneous'),
  OTHX('8010', 'Interest Expense', 'Other Expenses', 'Finance Costs', 'Interest Expense'),
  OTHX('8011', 'Interest Expense - Lease Liabilities', 'Other Expenses', 'Finance Costs', 'Interest Expense'),
  OTHX('8020', 'Foreign Exchange Loss', 'Other Expenses', 'Other Losses', 'Foreign Exchange'),
  OTHX('8030', 'Loss on Disposal of Property and Equipment', 'Other Expenses', 'Other Losses', 'Disposals'),
  OTHX('8031', 'Penalties and Surcharges', 'Other Expenses', 'Other Losses', 'Penalties'),
  OTHX('8040', 'Provision for Income Tax - Current', 'Income Tax Expense', 'Income Tax', 'Current Tax'),
  OTHX('8041', 'Provision for Income Tax - Deferred', 'Income Tax Expense', 'Income Tax', 'Deferred Tax'),
];

/** Every account of the demo chart, headers included, in code order. */
export const ACCOUNTS: AccountSeed[] = [...CORE, ...HEADERS, ...MORE].sort((x, y) => x.code.localeCompare(y.code));

/** The header (takes no postings) an account sits under: the nearest header code at or below its own, in the same first digit. */
export function parentOf(code: string): string | null {
  if (HEADERS.some((x) => x.code === code)) return null;
  const heads = HEADERS.map((x) => x.code).filter((c) => c[0] === code[0] && c < code);
  return heads.length ? heads[heads.length - 1] : null;
}
