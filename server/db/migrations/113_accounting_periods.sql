-- Period close (issue 13). A month with status 'closed' refuses postings
-- (server/books/post.ts); a month without a row is open. A closed year has
-- its year-end closing entry (journal CLS, 31 December) that moved the
-- income and expense accounts into retained earnings; reopening the year
-- posts that entry's reversal (reversal_je_id) and keeps the row's history.
CREATE TABLE accounting_periods (
  year          integer     NOT NULL,
  month         integer     NOT NULL CHECK (month BETWEEN 1 AND 12),
  status        text        NOT NULL CHECK (status IN ('open', 'closed')),
  closed_by     integer     REFERENCES users (id),
  closed_at     timestamptz,
  reopened_by   integer     REFERENCES users (id),
  reopened_at   timestamptz,
  reopen_reason text,
  PRIMARY KEY (year, month)
);
CREATE INDEX accounting_periods_closed ON accounting_periods (year DESC, month DESC) WHERE status = 'closed';

CREATE TABLE accounting_years (
  year          integer       PRIMARY KEY,
  status        text          NOT NULL CHECK (status IN ('open', 'closed')),
  je_id         bigint        REFERENCES journal_entries (id),
  net_income    numeric(18,2),
  closed_by     integer       REFERENCES users (id),
  closed_at     timestamptz,
  reopened_by   integer       REFERENCES users (id),
  reopened_at   timestamptz,
  reopen_reason text
);

-- The reports that show a year's performance leave the closing entries out
-- (server/journalVouchers/closingSums.ts): found by this small index, never by
-- scanning the books.
CREATE INDEX journal_entries_closing ON journal_entries (transaction_date, id) WHERE module = 'CLS';
