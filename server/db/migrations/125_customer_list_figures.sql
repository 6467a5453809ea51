-- The Customers Center at 100,000 customers (issue 10): the 12-month
-- receivable figures it sorts by, kept per customer, and an index for its
-- "contains" search over all columns.

-- 1. The figures of server/customers/list.routes.ts (the slow query there,
-- arStatsSql, is their definition; a test compares the two on many days),
-- kept next to the balance (migration 091) for the day figures_as_of:
-- sales and collections of the 12 months to that day, the past-due part of
-- the balance, and the three sort keys made from them. "12 months to today"
-- moves with the day, so each row also keeps figures_until, the first day
-- its figures could differ (a posting leaving the window, a future-dated
-- posting entering it, an open invoice falling due): the row holds for any
-- day in [figures_as_of, figures_until). The list recomputes the rows that do
-- not hold for its day before reading (a few hundred a day, not 100,000);
-- postings and a changed credit term recompute their customers at once, in
-- the same statement. A customer without postings has constant figures
-- (figures_as_of NULL: they hold for every day).
ALTER TABLE customer_balances
  ADD COLUMN sales12 numeric(18, 2),
  ADD COLUMN collected12 numeric(18, 2),
  ADD COLUMN past_due numeric(18, 2),
  ADD COLUMN pay_ratio numeric,
  ADD COLUMN past_due_rate numeric NOT NULL DEFAULT 0,
  ADD COLUMN dso numeric,
  ADD COLUMN figures_as_of date,
  ADD COLUMN figures_until date;

-- Recompute customers `ids` for `day` (NULL: each row's own day, or today in Manila for a row without one).
CREATE FUNCTION customer_ar_figures_refresh(ids integer[], day date) RETURNS void LANGUAGE sql AS $$
  WITH who AS (
    SELECT b.customer_id, c.credit_term_days AS term, COALESCE(day, b.figures_as_of, (now() AT TIME ZONE 'Asia/Manila')::date) AS d
    FROM customer_balances b JOIN customers c ON c.customer_id = b.customer_id
    WHERE b.customer_id = ANY (ids)
  ), tot AS (
    SELECT w.customer_id,
           SUM(r.debit - r.credit) AS outstanding,
           SUM(r.debit) FILTER (WHERE r.transaction = 'SI' AND r.transaction_date > w.d - 365 AND r.transaction_date <= w.d) AS sales12,
           SUM(r.credit) FILTER (WHERE r.transaction = 'CR' AND r.transaction_date > w.d - 365 AND r.transaction_date <= w.d) AS collected12,
           MIN(r.transaction_date + 365) FILTER (WHERE r.transaction IN ('SI', 'CR') AND r.transaction_date > w.d - 365 AND r.transaction_date <= w.d) AS leaves,
           MIN(r.transaction_date) FILTER (WHERE r.transaction_date > w.d) AS arrives
    FROM who w JOIN receivable_entries r ON r.customer_id = w.customer_id
    GROUP BY w.customer_id
  ), inv AS (
    SELECT w.customer_id, w.d, w.term, SUM(r.debit - r.credit) AS open, MIN(r.transaction_date) FILTER (WHERE r.transaction = 'SI') AS invoiced
    FROM who w JOIN receivable_entries r ON r.customer_id = w.customer_id AND r.si_id IS NOT NULL AND r.transaction_date <= w.d
    GROUP BY w.customer_id, w.d, w.term, r.si_id
  ), pd AS (
    SELECT customer_id, SUM(open) FILTER (WHERE invoiced + term < d) AS past_due, MIN(invoiced + term + 1) FILTER (WHERE invoiced + term >= d) AS falls_due
    FROM inv WHERE open > 0
    GROUP BY customer_id
  ), f AS (
    SELECT w.customer_id, w.d, w.term, t.customer_id IS NOT NULL AS posted, t.outstanding, t.sales12, t.collected12, pd.past_due,
           LEAST(t.leaves, t.arrives, pd.falls_due) AS until
    FROM who w LEFT JOIN tot t ON t.customer_id = w.customer_id LEFT JOIN pd ON pd.customer_id = w.customer_id
  )
  UPDATE customer_balances b SET
    sales12 = f.sales12,
    collected12 = f.collected12,
    past_due = f.past_due,
    pay_ratio = CASE WHEN f.sales12 > 0 THEN round(COALESCE(f.collected12, 0) * 100 / f.sales12, 2) END,
    past_due_rate = CASE WHEN f.outstanding > 0 THEN round(COALESCE(f.past_due, 0) * 100 / f.outstanding, 2) ELSE 0 END,
    dso = CASE WHEN f.sales12 > 0 THEN round(COALESCE(f.outstanding, 0) * 365 / f.sales12 - f.term, 2) END,
    figures_as_of = CASE WHEN f.posted THEN f.d END,
    figures_until = f.until
  FROM f WHERE b.customer_id = f.customer_id
$$;

CREATE FUNCTION customer_ar_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT customer_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT customer_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows);
  END IF;
  PERFORM customer_ar_figures_refresh(ids, NULL);
  RETURN NULL;
END $$;

CREATE TRIGGER receivable_entries_figures_insert AFTER INSERT ON receivable_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_ar_figures_follow();
CREATE TRIGGER receivable_entries_figures_update AFTER UPDATE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_ar_figures_follow();
CREATE TRIGGER receivable_entries_figures_delete AFTER DELETE ON receivable_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_ar_figures_follow();

SELECT customer_ar_figures_refresh(ARRAY(SELECT DISTINCT customer_id FROM receivable_entries), NULL);

-- NULLS FIRST: the order the list asks for ascending; read backwards it serves descending (NULLS LAST).
CREATE INDEX customer_balances_pay_ratio ON customer_balances (pay_ratio NULLS FIRST, customer_id);
CREATE INDEX customer_balances_past_due_rate ON customer_balances (past_due_rate NULLS FIRST, customer_id);
CREATE INDEX customer_balances_dso ON customer_balances (dso NULLS FIRST, customer_id);
-- The rows that do not hold for a day: computed for a later day, or past their figures_until.
CREATE INDEX customer_balances_figures_as_of ON customer_balances (figures_as_of) WHERE figures_as_of IS NOT NULL;
CREATE INDEX customer_balances_figures_until ON customer_balances (figures_until) WHERE figures_until IS NOT NULL;

-- 2. The search over all columns (Search Fields, ILIKE '%text%' over ten
-- columns, five of them names read by id): the searched texts of a customer
-- kept in one column with a trigram index (pg_trgm answers ILIKE from it).
-- The kept text only finds the candidates: the list still tests each column
-- on them, so a match across two of its parts never counts. Kept by a
-- trigger as the customer is written, and again for the customers of a name
-- renamed (officer, barangay, tagging, sales person).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE customers ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION customer_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := concat_ws(E'\n', NEW.customer_code, NEW.customer_name, NEW.tin, NEW.billing_bldg_street_address, NEW.billing_district,
    (SELECT ao_name FROM account_officers WHERE ao_id = NEW.ao_id),
    (SELECT barangay FROM ph_barangays WHERE barangay_id = NEW.billing_barangay_id),
    (SELECT tagging FROM customer_taggings WHERE id = NEW.customer_tagging_id),
    (SELECT hosp_user FROM sales_people WHERE unique_id = NEW.kam_name),
    (SELECT hosp_user FROM sales_people WHERE unique_id = NEW.sar));
  RETURN NEW;
END $$;
CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE OF customer_code, customer_name, tin, billing_bldg_street_address, billing_district,
  ao_id, billing_barangay_id, customer_tagging_id, kam_name, sar ON customers FOR EACH ROW EXECUTE FUNCTION customer_search_text();

UPDATE customers c SET search_text = concat_ws(E'\n', c.customer_code, c.customer_name, c.tin, c.billing_bldg_street_address, c.billing_district,
    ao.ao_name, bg.barangay, tg.tagging, kam.hosp_user, sar.hosp_user)
FROM customers x
  LEFT JOIN account_officers ao ON ao.ao_id = x.ao_id
  LEFT JOIN ph_barangays bg ON bg.barangay_id = x.billing_barangay_id
  LEFT JOIN customer_taggings tg ON tg.id = x.customer_tagging_id
  LEFT JOIN sales_people kam ON kam.unique_id = x.kam_name
  LEFT JOIN sales_people sar ON sar.unique_id = x.sar
WHERE x.customer_id = c.customer_id;

-- A renamed name: its customers' texts again (the SET fires customers_search_text).
CREATE FUNCTION customer_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'account_officers' THEN
    UPDATE customers SET ao_id = ao_id WHERE ao_id IN (SELECT n.ao_id FROM new_rows n JOIN old_rows o ON o.ao_id = n.ao_id WHERE n.ao_name IS DISTINCT FROM o.ao_name);
  ELSIF TG_TABLE_NAME = 'ph_barangays' THEN
    UPDATE customers SET billing_barangay_id = billing_barangay_id
    WHERE billing_barangay_id IN (SELECT n.barangay_id FROM new_rows n JOIN old_rows o ON o.barangay_id = n.barangay_id WHERE n.barangay IS DISTINCT FROM o.barangay);
  ELSIF TG_TABLE_NAME = 'customer_taggings' THEN
    UPDATE customers SET customer_tagging_id = customer_tagging_id
    WHERE customer_tagging_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.tagging IS DISTINCT FROM o.tagging);
  ELSE
    UPDATE customers SET kam_name = kam_name
    WHERE kam_name IN (SELECT n.unique_id FROM new_rows n JOIN old_rows o ON o.unique_id = n.unique_id WHERE n.hosp_user IS DISTINCT FROM o.hosp_user)
       OR sar IN (SELECT n.unique_id FROM new_rows n JOIN old_rows o ON o.unique_id = n.unique_id WHERE n.hosp_user IS DISTINCT FROM o.hosp_user);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER account_officers_search_names AFTER UPDATE ON account_officers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_search_names();
CREATE TRIGGER ph_barangays_search_names AFTER UPDATE ON ph_barangays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_search_names();
CREATE TRIGGER customer_taggings_search_names AFTER UPDATE ON customer_taggings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_search_names();
CREATE TRIGGER sales_people_search_names AFTER UPDATE ON sales_people
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_search_names();

CREATE INDEX customers_search_text ON customers USING gin (search_text gin_trgm_ops);

-- The credit term decides what is past due and the DSO (after the search texts above: that UPDATE changes no term).
CREATE FUNCTION customer_ar_figures_terms() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT n.customer_id FROM new_rows n JOIN old_rows o ON o.customer_id = n.customer_id
                         WHERE n.credit_term_days IS DISTINCT FROM o.credit_term_days);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM customer_ar_figures_refresh(ids, NULL);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_ar_figures_terms AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_ar_figures_terms();

-- 3. AR Information's Checks Not Cleared reads a page of invoices' check applications by invoice.
CREATE INDEX collections_invoice ON collections (si_id);

-- 4. How many customers there are, kept: the unfiltered list's total without counting 100,000 rows per page.
CREATE TABLE customer_count (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  n integer NOT NULL
);
INSERT INTO customer_count (n) SELECT COUNT(*) FROM customers;
CREATE FUNCTION customer_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE customer_count SET n = n + (SELECT COUNT(*) FROM new_rows);
  ELSE
    UPDATE customer_count SET n = n - (SELECT COUNT(*) FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_count_follow();
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_count_follow();
