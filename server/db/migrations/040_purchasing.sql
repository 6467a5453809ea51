-- Purchasing (spec 001 §2-§4): demand forecasts per product and year, purchase
-- logs, purchase requests with their lines, attachments metadata and payment
-- terms, the minimal purchase orders approvals create, and their trail logs.

-- ---- Forecasts ------------------------------------------------------------------
-- Every save inserts a new row; the one before it loses is_current, so the
-- history ("previous forecast rows") is the non-current rows of a product-year.
CREATE TABLE forecasts (
  forecast_id    bigserial PRIMARY KEY,
  product_id     integer NOT NULL REFERENCES products,
  forecast_year  smallint NOT NULL CHECK (forecast_year BETWEEN 2000 AND 2100),
  january        integer NOT NULL DEFAULT 0 CHECK (january >= 0),
  february       integer NOT NULL DEFAULT 0 CHECK (february >= 0),
  march          integer NOT NULL DEFAULT 0 CHECK (march >= 0),
  april          integer NOT NULL DEFAULT 0 CHECK (april >= 0),
  may            integer NOT NULL DEFAULT 0 CHECK (may >= 0),
  june           integer NOT NULL DEFAULT 0 CHECK (june >= 0),
  july           integer NOT NULL DEFAULT 0 CHECK (july >= 0),
  august         integer NOT NULL DEFAULT 0 CHECK (august >= 0),
  september      integer NOT NULL DEFAULT 0 CHECK (september >= 0),
  october        integer NOT NULL DEFAULT 0 CHECK (october >= 0),
  november       integer NOT NULL DEFAULT 0 CHECK (november >= 0),
  december       integer NOT NULL DEFAULT 0 CHECK (december >= 0),
  forecast_date  date NOT NULL,
  is_current     boolean NOT NULL DEFAULT true,
  created_by     integer REFERENCES users (id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX forecasts_one_current ON forecasts (product_id, forecast_year) WHERE is_current;
CREATE INDEX forecasts_product_year ON forecasts (product_id, forecast_year, forecast_id);

-- ---- Purchase logs ----------------------------------------------------------------
-- Purchases logged by hand. The list (view purchase_log_rows) also shows the
-- generated receipts (receiving_lines), so both kinds read alike; a row's
-- source tells them apart and log_id is unique only within its source.
CREATE TABLE purchase_logs (
  log_id              bigserial PRIMARY KEY,
  product_id          integer NOT NULL REFERENCES products,
  batch               text NOT NULL,
  quantity_ordered    integer NOT NULL CHECK (quantity_ordered >= 0),
  received_quantity   integer NOT NULL CHECK (received_quantity >= 0),
  unit_price          numeric(14, 4) NOT NULL CHECK (unit_price >= 0),
  unit_vat_inclusive  numeric(14, 4) NOT NULL CHECK (unit_vat_inclusive >= 0),
  unit_vat_exclusive  numeric(14, 4) NOT NULL CHECK (unit_vat_exclusive >= 0),
  free_goods          integer NOT NULL DEFAULT 0 CHECK (free_goods >= 0),
  diluted_cost        numeric(14, 4) NOT NULL CHECK (diluted_cost >= 0),
  expiry_date         date NOT NULL,
  manufacturing_date  date NOT NULL,
  log_date            date NOT NULL,
  created_by          integer REFERENCES users (id),
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_logs_product ON purchase_logs (product_id, log_date, log_id);

CREATE VIEW purchase_log_rows AS
  SELECT 'RR'::text AS source, l.rr_line_id AS log_id, l.product_id, r.rr_date AS log_date, r.rr_no, r.po_no,
         b.batch_no AS batch, l.quantity_ordered, l.received_quantity, l.unit_price,
         l.unit_vat_inclusive, l.unit_price AS unit_vat_exclusive, l.free_goods, l.diluted_cost,
         b.expiry_date, b.manufacturing_date
  FROM receiving_lines l
  JOIN receiving_reports r ON r.rr_id = l.rr_id
  JOIN product_batches b ON b.batch_id = l.batch_id
  UNION ALL
  SELECT 'LOG', g.log_id, g.product_id, g.log_date, NULL, NULL, g.batch, g.quantity_ordered, g.received_quantity,
         g.unit_price, g.unit_vat_inclusive, g.unit_vat_exclusive, g.free_goods, g.diluted_cost,
         g.expiry_date, g.manufacturing_date
  FROM purchase_logs g;

-- ---- Purchase requests ------------------------------------------------------------
-- status: 0 For Approval, 1 Approved, 2 Declined (for editing), 3 Cancelled.
-- Transitions are checked in server/purchasing/stateMachine.ts and applied
-- with UPDATE ... WHERE status IN (allowed), so two clicks cannot both win.
CREATE TABLE purchase_requests (
  pr_hdr_id                serial PRIMARY KEY,
  pr_no                    text GENERATED ALWAYS AS ('PR-' || lpad(pr_hdr_id::text, 6, '0')) STORED UNIQUE,
  pr_date                  date NOT NULL,
  supplier_id              integer NOT NULL REFERENCES suppliers (vendor_id),
  department               text,
  estimated_delivery_date  date NOT NULL,
  payment_term             text NOT NULL,
  grand_total              numeric(16, 2) NOT NULL,
  prepared_by              integer NOT NULL REFERENCES users (id),
  generate_type            smallint NOT NULL DEFAULT 2,
  particulars              text,
  term_po                  numeric(5, 2) NOT NULL DEFAULT 0 CHECK (term_po BETWEEN 0 AND 100),
  term_dr                  numeric(5, 2) NOT NULL DEFAULT 0 CHECK (term_dr BETWEEN 0 AND 100),
  term_transit             numeric(5, 2) NOT NULL DEFAULT 0 CHECK (term_transit BETWEEN 0 AND 100),
  status                   smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  approved_by              integer REFERENCES users (id),
  approved_at              timestamptz,
  cancelled_by             integer REFERENCES users (id),
  cancelled_at             timestamptz,
  declined_by              integer REFERENCES users (id),
  declined_at              timestamptz,
  remarks                  text,   -- reason given with the last decline or cancel
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_requests_status ON purchase_requests (status, pr_hdr_id);

CREATE TABLE purchase_request_lines (
  pr_line_id     bigserial PRIMARY KEY,
  pr_hdr_id      integer NOT NULL REFERENCES purchase_requests ON DELETE CASCADE,
  line_no        smallint NOT NULL,
  product_id     integer NOT NULL REFERENCES products,
  requested_qty  integer NOT NULL CHECK (requested_qty > 0),
  unit_price     numeric(14, 2) NOT NULL,   -- products.cost when saved
  total_amount   numeric(16, 2) NOT NULL,   -- requested_qty x unit_price
  lead_time      integer,                   -- days
  payment_term   text NOT NULL DEFAULT '',
  UNIQUE (pr_hdr_id, line_no),
  UNIQUE (pr_hdr_id, product_id)
);
CREATE INDEX purchase_request_lines_product ON purchase_request_lines (product_id);

CREATE TABLE purchase_request_pdc_terms (
  pr_hdr_id        integer NOT NULL REFERENCES purchase_requests ON DELETE CASCADE,
  line_no          smallint NOT NULL,
  product_term_id  integer,
  percentage       numeric(5, 2) NOT NULL CHECK (percentage BETWEEN 0 AND 100),
  days             integer NOT NULL CHECK (days >= 0),
  PRIMARY KEY (pr_hdr_id, line_no)
);

-- Metadata only: the files themselves are not stored by the reference server.
CREATE TABLE purchase_request_attachments (
  attachment_id  bigserial PRIMARY KEY,
  pr_hdr_id      integer NOT NULL REFERENCES purchase_requests ON DELETE CASCADE,
  file_name      text NOT NULL,
  mime_type      text NOT NULL,
  size_bytes     integer NOT NULL CHECK (size_bytes >= 0),
  uploaded_by    integer REFERENCES users (id),
  uploaded_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_request_attachments_pr ON purchase_request_attachments (pr_hdr_id);

-- ---- Purchase orders (minimal) ----------------------------------------------------
-- Approving a purchase request raises its purchase order (one per request).
-- approved_status: 0 Officer Aproval, 1 Approved, 2 Cancelled, 3 Editing,
-- 4 For VP Approval, 5 President Approval, 6 Manager Approval.
CREATE TABLE purchase_orders (
  po_hdr_id        serial PRIMARY KEY,
  po_no            text GENERATED ALWAYS AS ('PO-S' || lpad(po_hdr_id::text, 6, '0')) STORED UNIQUE,
  pr_hdr_id        integer NOT NULL UNIQUE REFERENCES purchase_requests,
  approved_status  smallint NOT NULL DEFAULT 0 CHECK (approved_status BETWEEN 0 AND 6),
  po_date          date NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE po_trail_logs (
  log_trail_id  bigserial PRIMARY KEY,
  po_hdr_id     integer NOT NULL REFERENCES purchase_orders,
  user_id       integer REFERENCES users (id),
  remarks       text NOT NULL,
  date_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX po_trail_logs_po ON po_trail_logs (po_hdr_id, date_time, log_trail_id);
