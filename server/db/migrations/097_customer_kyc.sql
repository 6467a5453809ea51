-- What a customer's KYC state is made of, kept by the database as documents
-- and customers are written (the Customers Center filters and sorts 100,000
-- customers by it; judging each customer's documents at read time took a
-- second). The state itself depends on the day (expired, expiring within 30
-- days), so what is stored is what does not: whether a required document has
-- no current file, and the earliest expiry among the required documents'
-- current files. server/customerDocuments/kyc.ts turns them into the state
-- for a given day.
--
-- The documents a customer must have (spec 002 §5; contract DOC_REQUIREMENTS,
-- which server/customerDocuments/kyc.test.ts proves this function agrees with
-- for every customer type and business type): a physician (type 4) the PRC
-- ID, front and back; any other customer its certificate of registration,
-- licence to operate and photograph, and a business permit unless a sole
-- proprietorship (business type 1).
CREATE FUNCTION customer_required_doc_types(customer_type_id integer, business_type_id integer) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN customer_type_id = 4 THEN ARRAY['PRCID_front', 'PRCID_back']
    WHEN business_type_id IS DISTINCT FROM 1 THEN ARRAY['cert_reg', 'lto', 'photo_est', 'bus_permit']
    ELSE ARRAY['cert_reg', 'lto', 'photo_est'] END
$$;

CREATE TABLE customer_kyc (
  customer_id     integer PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  missing         boolean NOT NULL,
  earliest_expiry date
);
CREATE INDEX customer_kyc_state ON customer_kyc (missing, earliest_expiry, customer_id);

-- Recomputes the customers named, from their current files.
CREATE FUNCTION customer_kyc_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_kyc (customer_id, missing, earliest_expiry)
  SELECT c.customer_id, bool_or(f.id IS NULL), min(f.expiry_date)
  FROM customers c
  CROSS JOIN LATERAL unnest(customer_required_doc_types(c.customer_type_id, c.business_type_id)) AS r(doc_type)
  LEFT JOIN LATERAL (
    SELECT cf.id, cf.expiry_date FROM customer_files cf
    WHERE cf.customer_id = c.customer_id AND cf.doc_type = r.doc_type AND cf.replaced_at IS NULL
    ORDER BY cf.id DESC LIMIT 1) f ON true
  WHERE c.customer_id = ANY(ids)
  GROUP BY c.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET missing = EXCLUDED.missing, earliest_expiry = EXCLUDED.earliest_expiry
$$;

SELECT customer_kyc_refresh(array_agg(customer_id)) FROM customers;

CREATE FUNCTION customer_files_kyc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_kyc_refresh(ARRAY(SELECT DISTINCT customer_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM customer_kyc_refresh(ARRAY(SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows));
  ELSE
    PERFORM customer_kyc_refresh(ARRAY(SELECT DISTINCT customer_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customer_files_kyc_insert AFTER INSERT ON customer_files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_files_kyc();
CREATE TRIGGER customer_files_kyc_update AFTER UPDATE ON customer_files
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_files_kyc();
CREATE TRIGGER customer_files_kyc_delete AFTER DELETE ON customer_files
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_files_kyc();

-- A new customer, or one whose type or business type changed, is judged again.
CREATE FUNCTION customers_kyc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM customer_kyc_refresh(ARRAY(SELECT customer_id FROM new_rows));
  ELSE
    PERFORM customer_kyc_refresh(ARRAY(
      SELECT n.customer_id FROM new_rows n JOIN old_rows o ON o.customer_id = n.customer_id
      WHERE n.customer_type_id IS DISTINCT FROM o.customer_type_id OR n.business_type_id IS DISTINCT FROM o.business_type_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_kyc_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_kyc();
CREATE TRIGGER customers_kyc_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_kyc();
