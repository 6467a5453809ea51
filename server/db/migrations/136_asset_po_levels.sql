-- Asset purchase orders are approved by levels too (issue 24): each level the
-- total needs (po_approval_levels: Officer, Manager above 100,000, Vice President
-- above 500,000, President above 2,000,000) signed by a different person whose
-- authority reaches it, as stock and non-asset orders are. The status stays a
-- word; level_status is the level an order for approval waits at (NULL once it
-- is approved or cancelled), approval_cycle the round its signatures belong to.

ALTER TABLE asset_purchase_orders
  ADD COLUMN level_status   smallint REFERENCES po_approval_levels,
  ADD COLUMN approval_cycle integer NOT NULL DEFAULT 1;

UPDATE asset_purchase_orders SET level_status = 0 WHERE status = 'for_approval';

ALTER TABLE asset_purchase_orders ADD CHECK ((status = 'for_approval') = (level_status IS NOT NULL));

-- The signatures table takes the asset kind.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
           WHERE conrelid = 'po_level_approvals'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%doc_kind%'
  LOOP
    EXECUTE format('ALTER TABLE po_level_approvals DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;
ALTER TABLE po_level_approvals ADD CONSTRAINT po_level_approvals_doc_kind CHECK (doc_kind IN ('stock', 'non_asset', 'asset'));

-- An approved asset order signed before levels: its one approval was the Officer's.
INSERT INTO po_level_approvals (doc_kind, doc_id, cycle, level_status, approved_by, approved_at)
SELECT 'asset', apo_id, 1, 0, checked_by, checked_at FROM asset_purchase_orders WHERE status = 'approved' AND checked_by IS NOT NULL
ON CONFLICT DO NOTHING;
