-- The inventory reports (issue 12; spec 001 §2, §3, §7 "Inventory report"):
-- summary per batch and pallet, by warehouse, and the movement balances,
-- for any date range over millions of movements.
--
-- stock_month_totals keeps, per batch, pallet and month, the quantities in
-- and out (separately: the report shows beginning in/out and period in/out),
-- the amount and the quantity still pending (a transfer's IN waiting to be
-- received). A report reads whole months from here and only the movements
-- of the partial months at its edges, like product_month_totals does for the
-- sub-ledger. pallet_id 0 stands for a movement without a pallet (a primary
-- key cannot hold NULL).

CREATE TABLE stock_month_totals (
  batch_id    integer       NOT NULL,
  pallet_id   integer       NOT NULL,
  month       date          NOT NULL,
  product_id  integer       NOT NULL,
  qty_in      bigint        NOT NULL,
  qty_out     bigint        NOT NULL,
  amount      numeric(18,2) NOT NULL,
  pending     bigint        NOT NULL,
  line_count  integer       NOT NULL,
  PRIMARY KEY (batch_id, pallet_id, month)
);
CREATE INDEX stock_month_totals_month ON stock_month_totals (month);
CREATE INDEX stock_month_totals_product ON stock_month_totals (product_id, month);

CREATE FUNCTION stock_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_month_totals AS t (batch_id, pallet_id, month, product_id, qty_in, qty_out, amount, pending, line_count)
    SELECT batch_id, COALESCE(pallet_id, 0), date_trunc('month', transaction_date)::date, MIN(product_id),
           COALESCE(SUM(quantity) FILTER (WHERE movement_type = 'IN'), 0), COALESCE(-SUM(quantity) FILTER (WHERE movement_type = 'OUT'), 0),
           SUM(amount), COALESCE(SUM(quantity) FILTER (WHERE status = 0), 0), COUNT(*)
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (batch_id, pallet_id, month) DO UPDATE
      SET qty_in = t.qty_in + EXCLUDED.qty_in, qty_out = t.qty_out + EXCLUDED.qty_out, amount = t.amount + EXCLUDED.amount,
          pending = t.pending + EXCLUDED.pending, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO stock_month_totals AS t (batch_id, pallet_id, month, product_id, qty_in, qty_out, amount, pending, line_count)
    SELECT batch_id, COALESCE(pallet_id, 0), date_trunc('month', transaction_date)::date, MIN(product_id),
           -COALESCE(SUM(quantity) FILTER (WHERE movement_type = 'IN'), 0), -COALESCE(-SUM(quantity) FILTER (WHERE movement_type = 'OUT'), 0),
           -SUM(amount), -COALESCE(SUM(quantity) FILTER (WHERE status = 0), 0), -COUNT(*)
    FROM old_rows GROUP BY 1, 2, 3
    ON CONFLICT (batch_id, pallet_id, month) DO UPDATE
      SET qty_in = t.qty_in + EXCLUDED.qty_in, qty_out = t.qty_out + EXCLUDED.qty_out, amount = t.amount + EXCLUDED.amount,
          pending = t.pending + EXCLUDED.pending, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER inventory_movements_stock_insert AFTER INSERT ON inventory_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_add();
CREATE TRIGGER inventory_movements_stock_update AFTER UPDATE ON inventory_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_add();
CREATE TRIGGER inventory_movements_stock_delete AFTER DELETE ON inventory_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_add();

-- Movements written before this migration, counted once.
INSERT INTO stock_month_totals (batch_id, pallet_id, month, product_id, qty_in, qty_out, amount, pending, line_count)
SELECT batch_id, COALESCE(pallet_id, 0), date_trunc('month', transaction_date)::date, MIN(product_id),
       COALESCE(SUM(quantity) FILTER (WHERE movement_type = 'IN'), 0), COALESCE(-SUM(quantity) FILTER (WHERE movement_type = 'OUT'), 0),
       SUM(amount), COALESCE(SUM(quantity) FILTER (WHERE status = 0), 0), COUNT(*)
FROM inventory_movements GROUP BY 1, 2, 3;

-- The partial months at a report's edges, for all products at once; and the movement list by date.
CREATE INDEX inventory_movements_date ON inventory_movements (transaction_date, movement_id);
-- The transaction log finds who wrote a movement's source document through its revisions.
CREATE INDEX revisions_reference_idx ON revisions (reference_code, id) WHERE reference_code IS NOT NULL;

-- The report generator: each user's saved choice of columns and filters.
CREATE TABLE inventory_report_choices (
  user_id     integer     PRIMARY KEY REFERENCES users (id),
  choice      jsonb       NOT NULL,
  updated_at  timestamptz NOT NULL
);
