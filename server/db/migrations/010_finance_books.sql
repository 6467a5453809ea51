-- The books every finance report is derived from: chart of accounts, journal
-- entries and their lines, and per-account monthly totals that let a report
-- start from a balance without summing years of lines.

CREATE TABLE accounts (
  account_code          text PRIMARY KEY,
  account_name          text NOT NULL,
  account_type          text NOT NULL CHECK (account_type IN ('Assets', 'Liabilities', 'Equity', 'Income', 'Expenses')),
  account_fs_group      text NOT NULL CHECK (account_fs_group IN ('Balance Sheet', 'Income Statement')),
  account_group         text NOT NULL,
  account_sub_group     text NOT NULL,
  account_line_item     text NOT NULL,
  account_sub_line_item text,
  normal_side           char(1) NOT NULL CHECK (normal_side IN ('D', 'C'))
);
CREATE INDEX accounts_sub_group ON accounts (account_sub_group);

CREATE TABLE journal_entries (
  id               bigint PRIMARY KEY,
  journal_entry    text NOT NULL UNIQUE,
  transaction_date date NOT NULL,
  module           text NOT NULL,
  reference        text NOT NULL,
  payee            text,
  md               text,
  particulars      text,
  remarks          text,
  details          text,
  program          text,
  cost_center      text,
  bank_date        date,
  accounting_code  text
);

CREATE TABLE journal_lines (
  id               bigserial PRIMARY KEY,
  je_id            bigint NOT NULL REFERENCES journal_entries (id),
  account_code     text NOT NULL REFERENCES accounts (account_code),
  -- Copied from the entry so one index serves every ledger query.
  transaction_date date NOT NULL,
  debit            numeric(16, 2) NOT NULL DEFAULT 0 CHECK (debit >= 0),
  credit           numeric(16, 2) NOT NULL DEFAULT 0 CHECK (credit >= 0)
);
CREATE INDEX journal_lines_ledger ON journal_lines (account_code, transaction_date, id) INCLUDE (debit, credit);
CREATE INDEX journal_lines_entry ON journal_lines (je_id);

CREATE TABLE account_month_totals (
  account_code text NOT NULL REFERENCES accounts (account_code),
  month        date NOT NULL,
  debit        numeric(18, 2) NOT NULL,
  credit       numeric(18, 2) NOT NULL,
  line_count   integer NOT NULL,
  PRIMARY KEY (account_code, month)
);
