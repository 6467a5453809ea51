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

export const ACCOUNTS: AccountSeed[] = [
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
