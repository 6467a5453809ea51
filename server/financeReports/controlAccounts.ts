import { sql, type SQL } from '../db/db';

/*
 * The control accounts each sub-ledger reads. The demo chart
 * (server/finance/chartOfAccounts.ts) keeps these codes and line items; the
 * bank, liability and payable sets are read from the chart's hierarchy, so
 * a bank or payable account added to the chart joins its report by itself.
 */

export const OUTPUT_VAT = '2100';
export const INPUT_VAT = '1300';
export const CWT = '1310';

/** One account, or the set when `code` is blank; a code outside the set gives no rows rather than another account's lines. */
const within = (set: SQL, code: string): SQL => (code ? sql`SELECT account_code FROM accounts WHERE account_code = ${code} AND account_code IN (${set})` : set);

export const oneAccount = (code: string): SQL => sql`VALUES (${code}::text)`;

const CASH_IN_BANK = sql`SELECT account_code FROM accounts WHERE account_line_item = 'Cash in Bank'`;
export const cashInBankAccounts = (code = ''): SQL => within(CASH_IN_BANK, code);

const CURRENT_LIABILITIES = sql`SELECT account_code FROM accounts WHERE account_type = 'Liabilities' AND account_group = 'Current Liabilities'`;
export const currentLiabilityAccounts = (code = ''): SQL => within(CURRENT_LIABILITIES, code);

/**
 * Trade payables: the line item "Trade Payables". Non-trade: every other
 * payable to a supplier or vendor — accounts of the Payables sub-group, or
 * named non-trade, except advances received from customers (a liability to
 * customers, not a payable).
 */
export const TRADE = sql`a.account_line_item = 'Trade Payables'`;
export const NON_TRADE = sql`a.account_type = 'Liabilities' AND a.account_line_item <> 'Trade Payables' AND a.account_line_item <> 'Customer Advances'
  AND (a.account_sub_group = 'Payables' OR a.account_name ILIKE '%non-trade%' OR a.account_line_item ILIKE '%non-trade%')`;
