-- Stock purchase orders raised directly, without a purchase request (issue 14).
--
-- A PO still raised from an approved request keeps its request (one PO per
-- request: the UNIQUE stays, NULLs aside). A direct PO names its supplier and
-- its lines itself, so from now on every PO carries both:
--   purchase_orders.supplier_id        the request's supplier, or the one chosen
--   purchase_request_lines.po_hdr_id   the PO a line is ordered on; a direct PO's
--                                      lines have no request (pr_hdr_id NULL)
-- Keeping the lines in purchase_request_lines lets receipts go on naming the
-- line they receive (inventory_receipt_lines.pr_line_id) for either kind.
-- The triggers fill both for the paths that raise a PO from a request, so those
-- inserts stay as they are.

ALTER TABLE purchase_orders ALTER COLUMN pr_hdr_id DROP NOT NULL;
ALTER TABLE purchase_orders ADD COLUMN supplier_id integer REFERENCES suppliers (vendor_id);
UPDATE purchase_orders po SET supplier_id = pr.supplier_id FROM purchase_requests pr WHERE pr.pr_hdr_id = po.pr_hdr_id;
ALTER TABLE purchase_orders ALTER COLUMN supplier_id SET NOT NULL;
-- A direct PO names who raised it: it is the maker the approver may not be.
ALTER TABLE purchase_orders ADD CONSTRAINT purchase_orders_request_or_maker CHECK (pr_hdr_id IS NOT NULL OR created_by IS NOT NULL);

ALTER TABLE purchase_request_lines ALTER COLUMN pr_hdr_id DROP NOT NULL;
ALTER TABLE purchase_request_lines ADD COLUMN po_hdr_id integer REFERENCES purchase_orders;
UPDATE purchase_request_lines l SET po_hdr_id = po.po_hdr_id FROM purchase_orders po WHERE po.pr_hdr_id = l.pr_hdr_id;
ALTER TABLE purchase_request_lines ADD CONSTRAINT purchase_request_lines_request_or_po CHECK (pr_hdr_id IS NOT NULL OR po_hdr_id IS NOT NULL);
CREATE UNIQUE INDEX purchase_request_lines_po_line ON purchase_request_lines (po_hdr_id, line_no);
CREATE UNIQUE INDEX purchase_request_lines_po_product ON purchase_request_lines (po_hdr_id, product_id);

CREATE FUNCTION purchase_order_from_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.supplier_id IS NULL AND NEW.pr_hdr_id IS NOT NULL THEN
    SELECT supplier_id INTO NEW.supplier_id FROM purchase_requests WHERE pr_hdr_id = NEW.pr_hdr_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER purchase_orders_supplier BEFORE INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION purchase_order_from_request();

CREATE FUNCTION purchase_order_lines_from_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pr_hdr_id IS NOT NULL THEN
    UPDATE purchase_request_lines SET po_hdr_id = NEW.po_hdr_id WHERE pr_hdr_id = NEW.pr_hdr_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER purchase_orders_lines AFTER INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION purchase_order_lines_from_request();

-- ---- The receiving history's purchase orders ------------------------------------------
-- The generated receiving reports name their purchase orders PO-0000001...; the
-- PO seed (server/purchaseOrders/seed.ts) writes those POs under the numbers
-- the reports carry, so the number is kept rather than computed. A new PO
-- still gets PO-S and its id.
ALTER TABLE purchase_orders ALTER COLUMN po_no DROP EXPRESSION;
ALTER TABLE purchase_orders ALTER COLUMN po_no SET NOT NULL;
CREATE FUNCTION purchase_order_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.po_no IS NULL THEN
    NEW.po_no := 'PO-S' || lpad(NEW.po_hdr_id::text, 6, '0');
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER purchase_orders_number BEFORE INSERT ON purchase_orders FOR EACH ROW EXECUTE FUNCTION purchase_order_number();

-- A PO received on receiving reports that no inventory receipt wrote (the
-- history from before the receipts module) has nothing left to receive there.
CREATE FUNCTION po_received_outside_receipts(po_no text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM receiving_reports rr WHERE rr.po_no = $1
                 AND NOT EXISTS (SELECT 1 FROM inventory_receipts ir WHERE ir.rr_id = rr.rr_id))
$$;
CREATE INDEX inventory_receipts_rr ON inventory_receipts (rr_id) WHERE rr_id IS NOT NULL;
