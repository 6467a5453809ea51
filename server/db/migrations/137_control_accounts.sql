-- Control accounts (issue 25): an account kept by a sub-ledger (receivables,
-- inventory, trade payables, advances, VAT, withholding) takes postings only
-- from the modules keeping it, so each sub-ledger stays equal to its account.
-- kept_by names the sub-ledger (contract/chartOfAccounts.ts SUB_LEDGERS); the
-- demo seed marks its chart from CONTROL_ACCOUNTS, and a chart seeded before
-- this migration is marked here with the same codes.
ALTER TABLE accounts ADD COLUMN kept_by text;
UPDATE accounts a SET kept_by = k.kept_by
FROM (VALUES ('1100', 'receivables'), ('1120', 'checks'), ('1130', 'employeeAdvances'), ('1140', 'supplierAdvances'),
             ('1141', 'supplierAdvances'), ('1142', 'supplierAdvances'), ('1200', 'inventory'), ('1300', 'vat'),
             ('1310', 'withholding'), ('2010', 'payables'), ('2031', 'payables'), ('2050', 'customerAdvances'),
             ('2055', 'deposits'), ('2100', 'vat'), ('2110', 'withholding')) AS k (code, kept_by)
WHERE a.account_code = k.code;
