-- Each customer's receivable balance, kept by the database itself as
-- receivable postings are written (spec 002 §2.1 amount_outstanding): the
-- Customers Center sorts and pages 100,000 customers by it, which a sum per
-- customer at read time cannot do fast. Statement-level triggers add each
-- statement's postings per customer in one step (a bulk load of millions of
-- lines costs one aggregate), in the same transaction as the postings, so
-- the balance can never disagree with the sub-ledger (a test proves it).
CREATE TABLE customer_balances (
  customer_id integer PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  outstanding numeric(18, 2) NOT NULL DEFAULT 0
);
CREATE INDEX customer_balances_outstanding ON customer_balances (outstanding, customer_id);

INSERT INTO customer_balances (customer_id, outstanding)
SELECT customer_id, SUM(debit - credit) FROM receivable_entries GROUP BY customer_id;

CREATE FUNCTION customer_balances_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_balances (customer_id, outstanding)
    SELECT customer_id, SUM(debit - credit) FROM new_rows GROUP BY customer_id
    ON CONFLICT (customer_id) DO UPDATE SET outstanding = customer_balances.outstanding + EXCLUDED.outstanding;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO customer_balances (customer_id, outstanding)
    SELECT customer_id, -SUM(debit - credit) FROM old_rows GROUP BY customer_id
    ON CONFLICT (customer_id) DO UPDATE SET outstanding = customer_balances.outstanding + EXCLUDED.outstanding;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER receivable_entries_balance_insert AFTER INSERT ON receivable_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_balances_add();
CREATE TRIGGER receivable_entries_balance_update AFTER UPDATE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_balances_add();
CREATE TRIGGER receivable_entries_balance_delete AFTER DELETE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_balances_add();
