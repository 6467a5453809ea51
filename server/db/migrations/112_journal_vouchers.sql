-- Journal vouchers (issue 13): written as drafts, submitted, approved by
-- someone else; the approval posts one balanced entry (journal JV) and keeps
-- its id here. Status 0 draft, 1 for approval, 2 approved, 3 returned to the
-- maker, 4 cancelled. An approved voucher is corrected by a reversing voucher
-- (reverses_jv_id), never edited.
CREATE TABLE journal_vouchers (
  jv_id          serial PRIMARY KEY,
  jv_no          text          NOT NULL UNIQUE,
  jv_date        date          NOT NULL,
  particulars    text          NOT NULL,
  reference      text,
  status         smallint      NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  total_debit    numeric(16,2) NOT NULL DEFAULT 0,
  total_credit   numeric(16,2) NOT NULL DEFAULT 0,
  reverses_jv_id integer       REFERENCES journal_vouchers (jv_id),
  je_id          bigint        REFERENCES journal_entries (id),
  return_reason  text,
  created_by     integer       NOT NULL REFERENCES users (id),
  created_at     timestamptz   NOT NULL,
  updated_by     integer       NOT NULL REFERENCES users (id),
  updated_at     timestamptz   NOT NULL,
  submitted_by   integer       REFERENCES users (id),
  submitted_at   timestamptz,
  approved_by    integer       REFERENCES users (id),
  approved_at    timestamptz,
  returned_by    integer       REFERENCES users (id),
  returned_at    timestamptz,
  cancelled_by   integer       REFERENCES users (id),
  cancelled_at   timestamptz
);
CREATE INDEX journal_vouchers_status ON journal_vouchers (status, jv_date DESC, jv_id);
CREATE INDEX journal_vouchers_date ON journal_vouchers (jv_date DESC, jv_id);
-- One live reversal per voucher: a cancelled one does not count.
CREATE UNIQUE INDEX journal_vouchers_one_reversal ON journal_vouchers (reverses_jv_id) WHERE reverses_jv_id IS NOT NULL AND status <> 4;

CREATE TABLE journal_voucher_lines (
  line_id        serial PRIMARY KEY,
  jv_id          integer       NOT NULL REFERENCES journal_vouchers (jv_id) ON DELETE CASCADE,
  line_no        integer       NOT NULL,
  account_code   text          NOT NULL REFERENCES accounts (account_code),
  cost_center_id integer       REFERENCES cost_centers (cost_center_id),
  program_id     integer       REFERENCES programs (program_id),
  division_id    integer       REFERENCES divisions (division_id),
  description    text,
  debit          numeric(16,2) NOT NULL DEFAULT 0,
  credit         numeric(16,2) NOT NULL DEFAULT 0,
  -- Never both, never negative, never an empty line.
  CHECK (debit >= 0 AND credit >= 0 AND (debit = 0 OR credit = 0) AND debit + credit > 0),
  UNIQUE (jv_id, line_no)
);
CREATE INDEX journal_voucher_lines_account ON journal_voucher_lines (account_code);
