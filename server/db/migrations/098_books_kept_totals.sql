-- The books become writable by the application (collections, memos,
-- vouchers, receipts, adjustments), not only by the demo generator:
--
-- 1. The period totals every report starts its balances from are kept by the
--    database itself as postings are written, in the same transaction, so no
--    writer can forget them and a report never disagrees with its lines.
--    Statement-level triggers add each statement's rows in one aggregate, so a
--    bulk load of millions of lines costs one GROUP BY (the generator's load
--    included), and a posting of five lines costs five upserts.
-- 2. Entries posted at run time take ids from a sequence far above the
--    generator's id ranges (which end below 10^8 at the bench scale).
-- 3. Document number series (official receipts, journal entries by module):
--    one row per series and year, advanced under its row lock, so two
--    concurrent postings never take the same number and none is skipped.
-- 4. The receivable sub-ledger takes the kinds collections and memos post:
--    BC (a bounced check puts its application back), AP (an advance applied
--    to an invoice), CM / DM (credit and debit memos).

-- ---- 1. Kept totals -----------------------------------------------------------

CREATE FUNCTION account_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO account_month_totals AS t (account_code, month, debit, credit, line_count)
    SELECT account_code, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (account_code, month) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
    INSERT INTO account_day_totals AS t (account_code, day, debit, credit, line_count)
    SELECT account_code, transaction_date, SUM(debit), SUM(credit), COUNT(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (account_code, day) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO account_month_totals AS t (account_code, month, debit, credit, line_count)
    SELECT account_code, date_trunc('month', transaction_date)::date, -SUM(debit), -SUM(credit), -COUNT(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (account_code, month) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
    INSERT INTO account_day_totals AS t (account_code, day, debit, credit, line_count)
    SELECT account_code, transaction_date, -SUM(debit), -SUM(credit), -COUNT(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (account_code, day) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER journal_lines_totals_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();
CREATE TRIGGER journal_lines_totals_update AFTER UPDATE ON journal_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();
CREATE TRIGGER journal_lines_totals_delete AFTER DELETE ON journal_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();

CREATE FUNCTION product_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_month_totals AS t (product_id, month, quantity, amount, line_count)
    SELECT product_id, date_trunc('month', transaction_date)::date, SUM(quantity), SUM(amount), COUNT(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (product_id, month) DO UPDATE
      SET quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO product_month_totals AS t (product_id, month, quantity, amount, line_count)
    SELECT product_id, date_trunc('month', transaction_date)::date, -SUM(quantity), -SUM(amount), -COUNT(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (product_id, month) DO UPDATE
      SET quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER inventory_movements_totals_insert AFTER INSERT ON inventory_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_add();
CREATE TRIGGER inventory_movements_totals_update AFTER UPDATE ON inventory_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_add();
CREATE TRIGGER inventory_movements_totals_delete AFTER DELETE ON inventory_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_totals_add();

CREATE FUNCTION customer_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_month_totals AS t (customer_id, month, debit, credit, line_count)
    SELECT customer_id, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (customer_id, month) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO customer_month_totals AS t (customer_id, month, debit, credit, line_count)
    SELECT customer_id, date_trunc('month', transaction_date)::date, -SUM(debit), -SUM(credit), -COUNT(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (customer_id, month) DO UPDATE
      SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit, line_count = t.line_count + EXCLUDED.line_count;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER receivable_entries_totals_insert AFTER INSERT ON receivable_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_add();
CREATE TRIGGER receivable_entries_totals_update AFTER UPDATE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_add();
CREATE TRIGGER receivable_entries_totals_delete AFTER DELETE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_add();

-- Whatever was loaded before the triggers existed (a database migrated with
-- its books already generated) is counted once, from scratch.
DELETE FROM account_month_totals;
INSERT INTO account_month_totals (account_code, month, debit, credit, line_count)
SELECT account_code, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*) FROM journal_lines GROUP BY 1, 2;
DELETE FROM account_day_totals;
INSERT INTO account_day_totals (account_code, day, debit, credit, line_count)
SELECT account_code, transaction_date, SUM(debit), SUM(credit), COUNT(*) FROM journal_lines GROUP BY 1, 2;
DELETE FROM product_month_totals;
INSERT INTO product_month_totals (product_id, month, quantity, amount, line_count)
SELECT product_id, date_trunc('month', transaction_date)::date, SUM(quantity), SUM(amount), COUNT(*) FROM inventory_movements GROUP BY 1, 2;
DELETE FROM customer_month_totals;
INSERT INTO customer_month_totals (customer_id, month, debit, credit, line_count)
SELECT customer_id, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*) FROM receivable_entries GROUP BY 1, 2;

-- ---- 2. Entry ids ----------------------------------------------------------------

CREATE SEQUENCE journal_entry_ids START 1000000000;

-- ---- 3. Number series ------------------------------------------------------------

CREATE TABLE document_series (
  series   text NOT NULL,
  year     integer NOT NULL,
  last_no  integer NOT NULL,
  PRIMARY KEY (series, year)
);

-- ---- 4. Receivable kinds ---------------------------------------------------------

ALTER TABLE receivable_entries DROP CONSTRAINT receivable_entries_transaction_check;
ALTER TABLE receivable_entries ADD CONSTRAINT receivable_entries_transaction_check
  CHECK (transaction IN ('SI', 'RET', 'CR', 'BC', 'AP', 'CM', 'DM'));
