-- Purchase orders (issue 14, "Purchasing and payables"): approval levels by
-- amount, who approved each level, editing a returned PO, non-asset purchase
-- orders (services and supplies), and payable management read from the
-- receipts and vouchers themselves (views, no copies).

-- ---- Approval levels ---------------------------------------------------------------
-- The levels a PO needs are decided by its total (VAT as on the lines):
--   Officer Aproval (0)   always
--   Manager Approval (6)  total above    100,000.00
--   For VP Approval (4)   total above    500,000.00
--   President Approval (5) total above 2,000,000.00
-- Approving a level moves the PO to the next level it needs, or to Approved
-- (1) after the last one. The thresholds are rows, so finance can change them
-- without a release; a PO already past a level is not re-judged.
CREATE TABLE po_approval_levels (
  level_status  smallint PRIMARY KEY CHECK (level_status IN (0, 4, 5, 6)),
  rank          smallint NOT NULL UNIQUE,
  label         text NOT NULL,
  above_amount  numeric(16, 2) CHECK (above_amount >= 0)   -- NULL: every PO needs the level
);
INSERT INTO po_approval_levels (level_status, rank, label, above_amount) VALUES
  (0, 1, 'Officer', NULL),
  (6, 2, 'Manager', 100000),
  (4, 3, 'Vice President', 500000),
  (5, 4, 'President', 2000000);

-- The status after approving `current` for a document of `total`: the next level it needs, else Approved (1).
CREATE FUNCTION po_next_status(current smallint, total numeric) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT l.level_status FROM po_approval_levels l
    WHERE l.rank > (SELECT c.rank FROM po_approval_levels c WHERE c.level_status = current)
      AND (l.above_amount IS NULL OR total > l.above_amount)
    ORDER BY l.rank LIMIT 1), 1)::smallint
$$;

-- Who approved which level, per approval round: returning a PO to editing
-- starts a new round (approval_cycle + 1), so earlier signatures stay on record.
CREATE TABLE po_level_approvals (
  doc_kind      text NOT NULL CHECK (doc_kind IN ('stock', 'non_asset')),
  doc_id        integer NOT NULL,
  cycle         integer NOT NULL,
  level_status  smallint NOT NULL REFERENCES po_approval_levels,
  approved_by   integer NOT NULL REFERENCES users (id),
  approved_at   timestamptz NOT NULL,
  PRIMARY KEY (doc_kind, doc_id, cycle, level_status)
);

-- ---- Stock purchase orders (purchase_orders of migration 040) ---------------------
-- created_by: who raised it by hand (NULL when approving the purchase request
-- raised it); edited_by: who last edited and resubmitted it. Neither, nor the
-- request's maker, may approve it (maker <> checker).
ALTER TABLE purchase_orders
  ADD COLUMN created_by     integer REFERENCES users (id),
  ADD COLUMN edited_by      integer REFERENCES users (id),
  ADD COLUMN approval_cycle integer NOT NULL DEFAULT 1,
  ADD COLUMN delivery_date  date,
  ADD COLUMN instructions   text,
  ADD COLUMN remarks        text,          -- the reason given with the last return or cancel
  ADD COLUMN cancelled_by   integer REFERENCES users (id),
  ADD COLUMN cancelled_at   timestamptz,
  ADD COLUMN updated_at     timestamptz;
CREATE INDEX purchase_orders_status ON purchase_orders (approved_status, po_hdr_id);

-- ---- Non-asset purchase orders (services, supplies) -------------------------------
-- Status codes are the stock PO's: 3 Editing (a draft or a returned one),
-- 0 / 6 / 4 / 5 the approval levels, 1 Approved, 2 Cancelled.
CREATE TABLE non_asset_purchase_orders (
  na_po_id        serial PRIMARY KEY,
  na_po_no        text NOT NULL UNIQUE,
  po_type         text NOT NULL CHECK (po_type IN ('services', 'supplies')),
  supplier_id     integer NOT NULL REFERENCES suppliers (vendor_id),
  po_date         date NOT NULL,
  delivery_date   date,
  particulars     text,
  status          smallint NOT NULL DEFAULT 3 CHECK (status BETWEEN 0 AND 6),
  total_amount    numeric(16, 2) NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
  approval_cycle  integer NOT NULL DEFAULT 1,
  remarks         text,
  created_by      integer NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL,
  updated_by      integer NOT NULL REFERENCES users (id),
  updated_at      timestamptz NOT NULL,
  submitted_by    integer REFERENCES users (id),
  submitted_at    timestamptz,
  cancelled_by    integer REFERENCES users (id),
  cancelled_at    timestamptz
);
CREATE INDEX non_asset_purchase_orders_status ON non_asset_purchase_orders (status, na_po_id);

CREATE TABLE non_asset_po_lines (
  line_id         bigserial PRIMARY KEY,
  na_po_id        integer NOT NULL REFERENCES non_asset_purchase_orders ON DELETE CASCADE,
  line_no         smallint NOT NULL,
  description     text NOT NULL,
  quantity        numeric(14, 2) NOT NULL CHECK (quantity > 0),
  unit            text NOT NULL DEFAULT '',
  unit_price      numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  amount          numeric(16, 2) NOT NULL,   -- quantity x unit_price, kept by the server
  account_code    text NOT NULL REFERENCES accounts (account_code),
  cost_center_id  integer REFERENCES cost_centers,
  UNIQUE (na_po_id, line_no)
);

CREATE TABLE non_asset_po_trail (
  log_trail_id  bigserial PRIMARY KEY,
  na_po_id      integer NOT NULL REFERENCES non_asset_purchase_orders,
  user_id       integer REFERENCES users (id),
  remarks       text NOT NULL,
  date_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX non_asset_po_trail_po ON non_asset_po_trail (na_po_id, date_time, log_trail_id);

-- ---- Payable management -----------------------------------------------------------
-- One row per receiving report, with where its payable stands:
--   received_not_invoiced  no voucher lists it and nothing paid it
--   invoiced               a payable voucher lists it (draft, for approval or returned)
--   vouchered              that voucher is approved (posted) and waits for its check
--   paid                   the voucher's check is released, or a supplier payment cleared it
-- A cancelled voucher does not count; with two vouchers the approved one wins.
CREATE VIEW receipt_payables AS
  SELECT r.rr_id, r.rr_no, r.rr_date, r.po_no, po.po_hdr_id, r.supplier_id,
         r.net, r.vat, (r.net + r.vat)::numeric(16, 2) AS received_amount,
         pv.payable_voucher_hdr_id, pv.pv_no, pv.pv_date, pv.status AS pv_status, pv.invoice_no, pv.invoiced_amount,
         COALESCE(cv.cv_no, sp.cv_number) AS cv_no, cv.cv_id,
         COALESCE(CASE WHEN cv.status = 'released' THEN cv.release_date END, sp.payment_date) AS paid_date,
         CASE WHEN cv.status = 'released' THEN pv.invoiced_amount ELSE sp.amount END AS paid_amount,
         CASE WHEN sp.payment_id IS NOT NULL OR cv.status = 'released' THEN 'paid'
              WHEN pv.status = 'approved' THEN 'vouchered'
              WHEN pv.payable_voucher_hdr_id IS NOT NULL THEN 'invoiced'
              ELSE 'received_not_invoiced' END AS payable_status
  FROM receiving_reports r
  LEFT JOIN purchase_orders po ON po.po_no = r.po_no
  LEFT JOIN LATERAL (
    SELECT h.payable_voucher_hdr_id, h.pv_no, h.pv_date, h.status, h.invoice_no, h.paid_cv_id, x.amount AS invoiced_amount
    FROM payable_voucher_receipts x JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = x.payable_voucher_hdr_id
    WHERE x.rr_id = r.rr_id AND h.status <> 'cancelled'
    ORDER BY (h.status = 'approved') DESC, h.payable_voucher_hdr_id DESC LIMIT 1) pv ON true
  LEFT JOIN check_vouchers cv ON cv.cv_id = pv.paid_cv_id
  LEFT JOIN LATERAL (
    SELECT p.payment_id, p.cv_number, p.payment_date, p.amount FROM supplier_payments p
    WHERE p.rr_id = r.rr_id ORDER BY p.payment_date, p.payment_id LIMIT 1) sp ON true;

-- The view reads a receipt's payments and its purchase order by these.
CREATE INDEX supplier_payments_rr_for_payables ON supplier_payments (rr_id);
CREATE INDEX receiving_reports_po_no_for_payables ON receiving_reports (po_no);
