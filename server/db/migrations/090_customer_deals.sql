-- Deals and discounts (spec 002 §2.4 Products & Discounts tab, §3.8; the
-- deal screens of spec 000 §2.5): deal batches drafted, submitted for
-- approval and approved or declined (contract/customerDeals.ts dealWorkflow),
-- and the customers' discounts an approved batch becomes.

-- §2.4: a new discount row's SRP is the product's special price when above
-- zero, else its unit price (selling_price, per box). The product master had
-- no special price: 0 means none.
ALTER TABLE products ADD COLUMN special_price numeric(14, 2) NOT NULL DEFAULT 0 CHECK (special_price >= 0);

-- One deal: its kind, validity, status and the who/when of each step.
-- Status: 0 draft, 3 for approval, 1 approved, 2 declined.
CREATE TABLE customer_discount_batches (
  customer_discount_batch_hdr_id serial PRIMARY KEY,
  batch_no        text GENERATED ALWAYS AS ('DD-' || lpad(customer_discount_batch_hdr_id::text, 6, '0')) STORED UNIQUE,
  kind            text NOT NULL CHECK (kind IN ('regular', 'promotional')),
  title           text NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 120),
  valid_from      date NOT NULL,
  -- A regular deal may be open-ended; a promotional one ends.
  valid_to        date CHECK (valid_to >= valid_from),
  remarks         text CHECK (length(remarks) <= 500),
  status          smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  created_by      integer NOT NULL REFERENCES users,
  created_at      timestamptz NOT NULL,
  updated_by      integer NOT NULL REFERENCES users,
  updated_at      timestamptz NOT NULL,
  submitted_by    integer REFERENCES users,
  submitted_at    timestamptz,
  approved_by     integer REFERENCES users,
  approved_at     timestamptz,
  declined_by     integer REFERENCES users,
  declined_at     timestamptz,
  decline_reason  text,
  CHECK (kind = 'regular' OR valid_to IS NOT NULL)
);
-- The lists: one kind (or the approval queue) by status, newest first.
CREATE INDEX customer_discount_batches_kind ON customer_discount_batches (kind, status, customer_discount_batch_hdr_id);
CREATE INDEX customer_discount_batches_status ON customer_discount_batches (status, customer_discount_batch_hdr_id);

CREATE TABLE customer_discount_batch_customers (
  customer_discount_batch_hdr_id integer NOT NULL REFERENCES customer_discount_batches ON DELETE CASCADE,
  customer_id                    integer NOT NULL REFERENCES customers,
  PRIMARY KEY (customer_discount_batch_hdr_id, customer_id)
);
CREATE INDEX customer_discount_batch_customers_customer ON customer_discount_batch_customers (customer_id);

-- The products of a deal, in the order the form lists them.
CREATE TABLE customer_discount_batch_lines (
  customer_discount_batch_dtl_id serial PRIMARY KEY,
  customer_discount_batch_hdr_id integer NOT NULL REFERENCES customer_discount_batches ON DELETE CASCADE,
  line_no   integer NOT NULL,
  product_id integer NOT NULL REFERENCES products,
  srp       numeric(14, 2) NOT NULL CHECK (srp >= 0),
  moq       integer NOT NULL CHECK (moq >= 0),
  free      integer NOT NULL CHECK (free >= 0),
  discount  numeric(5, 2) NOT NULL CHECK (discount BETWEEN 0 AND 100),
  rebate    numeric(5, 2) NOT NULL CHECK (rebate BETWEEN 0 AND 100),
  UNIQUE (customer_discount_batch_hdr_id, product_id),
  UNIQUE (customer_discount_batch_hdr_id, line_no)
);

-- §3.8 customer discount: a customer's terms for one product. Written by an
-- approved deal (which it then names, with the deal's end) or on the
-- Products & Discounts tab (which clears the deal: the row is now the tab's).
CREATE TABLE customer_discounts (
  customer_discount_id           serial PRIMARY KEY,
  customer_id                    integer NOT NULL REFERENCES customers,
  product_id                     integer NOT NULL REFERENCES products,
  srp                            numeric(14, 2) NOT NULL CHECK (srp >= 0),
  moq                            integer NOT NULL CHECK (moq >= 0),
  free                           integer NOT NULL CHECK (free >= 0),
  discount                       numeric(5, 2) NOT NULL CHECK (discount BETWEEN 0 AND 100),
  rebate                         numeric(5, 2) NOT NULL CHECK (rebate BETWEEN 0 AND 100),
  customer_discount_batch_hdr_id integer REFERENCES customer_discount_batches,
  valid_from                     date,
  valid_to                       date,
  created_by                     integer NOT NULL REFERENCES users,
  created_at                     timestamptz NOT NULL,
  updated_by                     integer NOT NULL REFERENCES users,
  updated_at                     timestamptz NOT NULL,
  CONSTRAINT customer_discounts_pair UNIQUE (customer_id, product_id)
);
CREATE INDEX customer_discounts_product ON customer_discounts (product_id);
CREATE INDEX customer_discounts_batch ON customer_discounts (customer_discount_batch_hdr_id) WHERE customer_discount_batch_hdr_id IS NOT NULL;
