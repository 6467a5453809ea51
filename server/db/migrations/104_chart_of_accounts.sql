-- Chart of accounts maintenance (issue 13): every account gets a numeric id
-- (the screens' URL and the revision history's entity id), its place under a
-- header, whether it takes postings, and its active / deleted state. Changes
-- are proposed as drafts and applied by someone else's approval.

ALTER TABLE accounts
  ADD COLUMN account_id  serial UNIQUE,
  ADD COLUMN is_header   boolean     NOT NULL DEFAULT false,
  ADD COLUMN parent_code text        REFERENCES accounts (account_code),
  ADD COLUMN description text,
  ADD COLUMN active      boolean     NOT NULL DEFAULT true,
  -- Soft delete: only an account that never took a posting; it then leaves every list.
  ADD COLUMN deleted_at  timestamptz,
  ADD COLUMN deleted_by  integer     REFERENCES users (id),
  ADD COLUMN updated_by  integer     REFERENCES users (id),
  ADD COLUMN updated_at  timestamptz NOT NULL DEFAULT now();
CREATE INDEX accounts_parent ON accounts (parent_code);

-- A proposed new account or change of one. Status 0 draft, 1 for approval,
-- 2 approved (applied to accounts), 3 rejected (the maker may edit and submit again).
CREATE TABLE account_drafts (
  draft_id              serial PRIMARY KEY,
  draft_no              text GENERATED ALWAYS AS ('COA-' || lpad(draft_id::text, 6, '0')) STORED,
  kind                  text        NOT NULL CHECK (kind IN ('new', 'change')),
  account_code          text        NOT NULL,
  account_name          text        NOT NULL,
  account_type          text        NOT NULL CHECK (account_type IN ('Assets', 'Liabilities', 'Equity', 'Income', 'Expenses')),
  account_group         text        NOT NULL,
  account_sub_group     text        NOT NULL,
  account_line_item     text        NOT NULL,
  account_sub_line_item text,
  normal_side           char(1)     NOT NULL CHECK (normal_side IN ('D', 'C')),
  is_header             boolean     NOT NULL DEFAULT false,
  parent_code           text,
  description           text,
  active                boolean     NOT NULL DEFAULT true,
  status                smallint    NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  remarks               text,
  reject_reason         text,
  -- What the approval changed, in words (an applied draft no longer differs from its account).
  applied_changes       text,
  created_by            integer     NOT NULL REFERENCES users (id),
  created_at            timestamptz NOT NULL,
  updated_by            integer     NOT NULL REFERENCES users (id),
  updated_at            timestamptz NOT NULL,
  submitted_by          integer     REFERENCES users (id),
  submitted_at          timestamptz,
  approved_by           integer     REFERENCES users (id),
  approved_at           timestamptz,
  rejected_by           integer     REFERENCES users (id),
  rejected_at           timestamptz
);
-- One open proposal per account code: two pending changes of one account (or two new accounts with one code) cannot both be approved.
CREATE UNIQUE INDEX account_drafts_open ON account_drafts (account_code) WHERE status IN (0, 1);
CREATE INDEX account_drafts_status ON account_drafts (status, draft_id);
CREATE INDEX account_drafts_code ON account_drafts (account_code, draft_id);

-- The accounting set-up that vouchers carry (resource kit tables: id, code, name, active, who and when).
CREATE TABLE divisions (
  division_id   serial PRIMARY KEY,
  division_code text        NOT NULL,
  division_name text        NOT NULL,
  description   text,
  active        boolean     NOT NULL DEFAULT true,
  created_by    integer     REFERENCES users (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    integer     REFERENCES users (id),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX divisions_code_key ON divisions (lower(division_code));

CREATE TABLE cost_centers (
  cost_center_id   serial PRIMARY KEY,
  cost_center_code text        NOT NULL,
  cost_center_name text        NOT NULL,
  division_id      integer     REFERENCES divisions (division_id),
  description      text,
  active           boolean     NOT NULL DEFAULT true,
  created_by       integer     REFERENCES users (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_by       integer     REFERENCES users (id),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cost_centers_code_key ON cost_centers (lower(cost_center_code));
CREATE INDEX cost_centers_division ON cost_centers (division_id);

CREATE TABLE programs (
  program_id   serial PRIMARY KEY,
  program_code text        NOT NULL,
  program_name text        NOT NULL,
  kind         text        NOT NULL DEFAULT 'program' CHECK (kind IN ('program', 'project')),
  description  text,
  active       boolean     NOT NULL DEFAULT true,
  created_by   integer     REFERENCES users (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   integer     REFERENCES users (id),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX programs_code_key ON programs (lower(program_code));

-- COA tagging: a classification the reports select accounts by (trade payables, cash in bank, EWT payable by type, VAT).
CREATE TABLE coa_tags (
  tag_id      serial PRIMARY KEY,
  tag_code    text        NOT NULL,
  tag_name    text        NOT NULL,
  description text,
  active      boolean     NOT NULL DEFAULT true,
  created_by  integer     REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  integer     REFERENCES users (id),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coa_tags_code_key ON coa_tags (lower(tag_code));

CREATE TABLE coa_tag_accounts (
  tag_account_id serial PRIMARY KEY,
  tag_id         integer     NOT NULL REFERENCES coa_tags (tag_id),
  account_code   text        NOT NULL REFERENCES accounts (account_code),
  active         boolean     NOT NULL DEFAULT true,
  created_by     integer     REFERENCES users (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_by     integer     REFERENCES users (id),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coa_tag_accounts_key ON coa_tag_accounts (tag_id, lower(account_code));
CREATE INDEX coa_tag_accounts_account ON coa_tag_accounts (account_code);

-- Accounting code profile: a module's default account per role (SI receivable 1100, CR cash in bank 1020, ...).
CREATE TABLE accounting_code_profiles (
  profile_id   serial PRIMARY KEY,
  module_code  text        NOT NULL,
  role_code    text        NOT NULL,
  account_code text        NOT NULL REFERENCES accounts (account_code),
  active       boolean     NOT NULL DEFAULT true,
  created_by   integer     REFERENCES users (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_by   integer     REFERENCES users (id),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounting_code_profiles_key ON accounting_code_profiles (lower(module_code), lower(role_code));
