-- Vendors, suppliers and payees as master data (issue 14 "Master data").
-- `suppliers` stays THE vendor table (products, receiving reports, supplier
-- payments and EWT set-ups point at it); it gains the categories a record is
-- in (supplier = sells us stock; vendor = non-trade goods or services;
-- payee = anyone we pay, a government agency or a utility included; a
-- record may be in several), the registered address on the PSGC places, its
-- contacts, payment terms, VAT registration, the ATC code of its expanded
-- withholding and its bank details. Demo values: server/vendors/seed.ts
-- (the demo suppliers are seeded after the migrations).

-- BIR alphanumeric tax codes of expanded withholding (RR 2-98 as amended by
-- RR 11-2018 and RR 7-2019): what a payment to the vendor withholds.
CREATE TABLE atc_codes (
  atc_code    text         PRIMARY KEY CHECK (atc_code ~ '^W[IC][0-9]{3}$'),
  description text         NOT NULL,
  -- Individual (WI..) or corporate/juridical (WC..) payee.
  payee_type  text         NOT NULL CHECK (payee_type IN ('individual', 'corporate')),
  rate        numeric(5,2) NOT NULL CHECK (rate > 0 AND rate < 100),
  active      boolean      NOT NULL DEFAULT true
);
INSERT INTO atc_codes (atc_code, description, payee_type, rate) VALUES
  ('WI010', 'Professional fees (lawyers, CPAs, doctors, consultants), gross receipts not over P3M', 'individual', 5.00),
  ('WI011', 'Professional fees, gross receipts over P3M or VAT-registered', 'individual', 10.00),
  ('WC010', 'Professional fees, gross income not over P720,000', 'corporate', 10.00),
  ('WC011', 'Professional fees, gross income over P720,000', 'corporate', 15.00),
  ('WI100', 'Rentals of real property, equipment and vehicles', 'individual', 5.00),
  ('WC100', 'Rentals of real property, equipment and vehicles', 'corporate', 5.00),
  ('WI120', 'Income payments to contractors (services, security, janitorial, trucking)', 'individual', 2.00),
  ('WC120', 'Income payments to contractors (services, security, janitorial, trucking)', 'corporate', 2.00),
  ('WI158', 'Top withholding agents: purchases of goods from regular suppliers', 'individual', 1.00),
  ('WC158', 'Top withholding agents: purchases of goods from regular suppliers', 'corporate', 1.00),
  ('WI160', 'Top withholding agents: purchases of services from regular suppliers', 'individual', 2.00),
  ('WC160', 'Top withholding agents: purchases of services from regular suppliers', 'corporate', 2.00),
  ('WI640', 'Government payments to suppliers of goods', 'individual', 1.00),
  ('WC640', 'Government payments to suppliers of goods', 'corporate', 1.00);

ALTER TABLE suppliers
  ADD COLUMN is_supplier        boolean      NOT NULL DEFAULT true,
  ADD COLUMN is_vendor          boolean      NOT NULL DEFAULT false,
  ADD COLUMN is_payee           boolean      NOT NULL DEFAULT false,
  ADD COLUMN trade_name         text,
  ADD COLUMN province_id        integer      REFERENCES ph_provinces,
  ADD COLUMN city_id            integer      REFERENCES ph_cities,
  ADD COLUMN zip_code           text         CHECK (zip_code ~ '^[0-9]{4}$'),
  ADD COLUMN contact_person     text,
  ADD COLUMN contact_number     text,
  ADD COLUMN email              text,
  ADD COLUMN payment_terms_days integer      NOT NULL DEFAULT 30 CHECK (payment_terms_days BETWEEN 0 AND 365),
  ADD COLUMN vat_registration   text         NOT NULL DEFAULT 'vat' CHECK (vat_registration IN ('vat', 'non_vat')),
  ADD COLUMN atc_code           text         REFERENCES atc_codes,
  ADD COLUMN bank_id            integer      REFERENCES banks,
  ADD COLUMN bank_account_name  text,
  ADD COLUMN bank_account_no    text,
  ADD COLUMN active             boolean      NOT NULL DEFAULT true,
  ADD COLUMN created_by         integer      REFERENCES users (id),
  ADD COLUMN created_at         timestamptz  NOT NULL DEFAULT now(),
  ADD COLUMN updated_by         integer      REFERENCES users (id),
  ADD COLUMN updated_at         timestamptz  NOT NULL DEFAULT now(),
  ADD CONSTRAINT suppliers_category_check CHECK (is_supplier OR is_vendor OR is_payee),
  ADD CONSTRAINT suppliers_tin_check CHECK (tin ~ '^\d{3}-\d{3}-\d{3}-\d{3}(\d{2})?$'),
  -- A city is of the province named beside it (checked by the form too; this keeps the pair whole).
  ADD CONSTRAINT suppliers_city_needs_province CHECK (city_id IS NULL OR province_id IS NOT NULL),
  ADD CONSTRAINT suppliers_bank_account_check CHECK (bank_account_no IS NULL OR bank_id IS NOT NULL);

-- Codes and TINs are unique whatever their case or spacing (the kit compares lower-cased).
CREATE UNIQUE INDEX suppliers_code_lower_key ON suppliers (lower(vendor_code));
CREATE UNIQUE INDEX suppliers_tin_key ON suppliers (tin) WHERE tin IS NOT NULL;
CREATE INDEX suppliers_name_idx ON suppliers (lower(company_name));

-- `status` (1 active, 0 not) is what the older pickers read; `active` is what
-- the master switches. Each follows the other, whichever a statement sets.
CREATE FUNCTION suppliers_sync_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.active IS NOT DISTINCT FROM OLD.active THEN
    NEW.active := NEW.status = 1;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.active := NEW.active AND NEW.status = 1;
  END IF;
  NEW.status := CASE WHEN NEW.active THEN 1 ELSE 0 END;
  RETURN NEW;
END $$;
CREATE TRIGGER suppliers_sync_status BEFORE INSERT OR UPDATE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION suppliers_sync_status();
UPDATE suppliers SET active = status = 1;
