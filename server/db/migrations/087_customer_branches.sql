-- Branches of a customer (spec 002 §2.4 Branches tab, §3.10, §4 "Branch type").
-- A customer is a Main Office or a Branch, with its settings; a branch
-- belongs to at most one main office. The database holds the rules, so two
-- requests racing cannot break them:
--   - one link row per branch (its primary key): at most one main office;
--   - each end of a link references its customer's config together with the
--     type it must have, so a link always joins a Branch to a Main Office, and
--     a type cannot change while links still name it (they go first).

CREATE TABLE customer_branch_configs (
  customer_id     integer     PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  customer_type   text        NOT NULL CHECK (customer_type IN ('main_branch', 'branch')),
  -- Each setting: true = the main branch handles it, false = each branch does.
  so              boolean     NOT NULL,
  shipping        boolean     NOT NULL,
  billing         boolean     NOT NULL,
  billing_account boolean     NOT NULL,
  -- SOA/Reports: at the Main Office or Per Branch, one of the two.
  soa_main        boolean     NOT NULL,
  soa_branch      boolean     NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK (soa_main <> soa_branch),
  UNIQUE (customer_id, customer_type)
);

CREATE TABLE customer_branch_links (
  branch_customer_id integer     PRIMARY KEY,
  branch_type        text        NOT NULL DEFAULT 'branch' CHECK (branch_type = 'branch'),
  main_customer_id   integer     NOT NULL,
  main_type          text        NOT NULL DEFAULT 'main_branch' CHECK (main_type = 'main_branch'),
  created_by         integer     REFERENCES users (id),
  created_at         timestamptz NOT NULL,
  FOREIGN KEY (branch_customer_id, branch_type) REFERENCES customer_branch_configs (customer_id, customer_type) ON DELETE CASCADE,
  FOREIGN KEY (main_customer_id, main_type) REFERENCES customer_branch_configs (customer_id, customer_type) ON DELETE CASCADE
);
CREATE INDEX customer_branch_links_main ON customer_branch_links (main_customer_id);
