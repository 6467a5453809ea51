-- Product master workflow (spec 001 §2-§4): drafts and submissions, change
-- approvals with their field diff, an audit log of every decision, uploads.
-- Nothing reaches `products` without an approval, except the active switch.

-- The payment terms list of a product (percent_amount, days_remaining "After Delivery").
ALTER TABLE products ADD COLUMN payment_terms jsonb NOT NULL DEFAULT '[]';

-- A product form as saved: a draft (is_submit 0) or a submission for approval
-- (1 from the draft/create form, 2 from the detail page). `payload` holds the
-- proposed values, already normalised by contract/products.ts, including the
-- VAT-exclusive and per-unit amounts computed with the shared function.
CREATE TABLE product_submissions (
  id             serial PRIMARY KEY,
  category       text NOT NULL CHECK (category IN ('CREATED', 'UPDATED')),
  is_submit      smallint NOT NULL CHECK (is_submit IN (0, 1, 2)),
  -- The product being changed (UPDATED), or the product an approved creation made.
  product_id     integer REFERENCES products,
  payload        jsonb NOT NULL,
  -- Set when submitted: the key of a creation approval (APR-000001).
  approval_code  text UNIQUE,
  created_by     integer NOT NULL REFERENCES users (id),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  -- Review of a creation (changes are reviewed on product_updates).
  approved_at    timestamptz,
  declined_at    timestamptz,
  reviewed_by    integer REFERENCES users (id),
  CHECK (approved_at IS NULL OR declined_at IS NULL)
);
CREATE INDEX product_submissions_open ON product_submissions (is_submit, id) WHERE approved_at IS NULL AND declined_at IS NULL;

-- A submitted change of an existing product, waiting for approval or decided.
-- `changes` lists every field whose proposed value differs from the product
-- at submission time: [{ field, old_value, new_value }] as display text.
CREATE TABLE product_updates (
  id                 serial PRIMARY KEY,
  product_update_no  text NOT NULL UNIQUE,
  product_id         integer NOT NULL REFERENCES products,
  submission_id      integer NOT NULL REFERENCES product_submissions,
  changes            jsonb NOT NULL,
  updated_by         integer NOT NULL REFERENCES users (id),
  created_at         timestamptz NOT NULL,
  approved_at        timestamptz,
  declined_at        timestamptz,
  user_reviewer      integer REFERENCES users (id),
  CHECK (approved_at IS NULL OR declined_at IS NULL)
);
-- At most one change waits per product: the detail page shows "Pending Update
-- Approval" instead of Edit, and a second change is refused.
CREATE UNIQUE INDEX product_updates_one_pending ON product_updates (product_id) WHERE approved_at IS NULL AND declined_at IS NULL;
CREATE INDEX product_updates_created ON product_updates (created_at, id);

-- Revision history: every submission, approval, decline and status change, with who and when.
CREATE TABLE product_revisions (
  id                 bigserial PRIMARY KEY,
  product_id         integer REFERENCES products,
  submission_id      integer REFERENCES product_submissions,
  product_update_no  text,
  action             text NOT NULL CHECK (action IN ('SUBMITTED', 'APPROVED', 'DECLINED', 'STATUS_CHANGED')),
  details            jsonb NOT NULL DEFAULT '{}',
  user_id            integer NOT NULL REFERENCES users (id),
  created_at         timestamptz NOT NULL
);
CREATE INDEX product_revisions_product ON product_revisions (product_id, id);

-- Files of a product or a submission (doc_type cpr, small or big), stored on
-- disk under UPLOAD_DIR; only their metadata lives here.
CREATE TABLE product_uploads (
  id             serial PRIMARY KEY,
  submission_id  integer REFERENCES product_submissions,
  product_id     integer REFERENCES products,
  doc_type       text NOT NULL CHECK (doc_type IN ('cpr', 'small', 'big')),
  file_name      text NOT NULL,
  stored_path    text NOT NULL,
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL,
  uploaded_by    integer NOT NULL REFERENCES users (id),
  created_at     timestamptz NOT NULL,
  CHECK (submission_id IS NOT NULL OR product_id IS NOT NULL)
);
CREATE INDEX product_uploads_submission ON product_uploads (submission_id);
CREATE INDEX product_uploads_product ON product_uploads (product_id);
