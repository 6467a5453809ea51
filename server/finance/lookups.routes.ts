import { accountCodeListEp, searchAccountsEp, searchSubGroupsEp, type AccountOption, type SubGroupOption } from '../../contract/finance';
import { sql } from '../db/db';
import { route } from '../kit';
import { likePattern } from '../kit/like';

/** Pickers of the finance report filters (spec 000 §7 lookups). */
const FINANCE_REPORTS = ['get_general_ledger', 'get_trial_balance', 'get_income_statement', 'get_ewt_payable_report', 'get_ewt_all'] as const;


export const accountList = route(searchAccountsEp, {
  scopes: [...FINANCE_REPORTS],
  summary: 'Accounts matching a keyword (code or name)',
  handler: async ({ query, deps, ok }) =>
    ok(
      await deps.db.rows<AccountOption>(sql`
        SELECT account_code, account_name FROM accounts
        WHERE ${query.keyword ? sql`account_code ILIKE ${likePattern(query.keyword)} OR account_name ILIKE ${likePattern(query.keyword)}` : sql`true`}
        ORDER BY account_code LIMIT 100`),
    ),
});

export const subGroupList = route(searchSubGroupsEp, {
  scopes: [...FINANCE_REPORTS],
  summary: 'Account sub-groups matching a keyword',
  handler: async ({ query, deps, ok }) =>
    ok(
      await deps.db.rows<SubGroupOption>(sql`
        SELECT DISTINCT account_sub_group AS sub_group, account_sub_group AS name FROM accounts
        WHERE ${query.keyword ? sql`account_sub_group ILIKE ${likePattern(query.keyword)}` : sql`true`}
        ORDER BY 1 LIMIT 100`),
    ),
});

export const accountCodeList = route(accountCodeListEp, {
  scopes: [...FINANCE_REPORTS],
  summary: 'Every account, for the income statement account range',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<AccountOption>(sql`SELECT account_code, account_name FROM accounts ORDER BY account_code`)),
});

export const lookupRoutes = [accountList, subGroupList, accountCodeList];
