-- Every customer has its balance row (0 until its first posting), so the
-- Customers Center sorts by amount outstanding with an inner join read from
-- one index instead of a left join that sorts all customers. A new customer
-- gets its row in the statement that creates it. NULLS FIRST is the order the
-- paged list asks for (ascending), and read backwards it serves descending.
INSERT INTO customer_balances (customer_id, outstanding) SELECT customer_id, 0 FROM customers ON CONFLICT DO NOTHING;

CREATE FUNCTION customer_balances_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_balances (customer_id, outstanding) SELECT customer_id, 0 FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_balance_row AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_balances_open();

DROP INDEX customer_balances_outstanding;
CREATE INDEX customer_balances_outstanding ON customer_balances (outstanding NULLS FIRST, customer_id);
