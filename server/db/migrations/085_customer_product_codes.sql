-- Customer product codes (spec 001 §2 "Customer product code maintenance",
-- §3 "Customer product mapping"): what each customer calls our products, and
-- the product name its DR/SI templates print instead of ours.
--
-- One code per customer and product (the pair is what a cell edit and an
-- import row name). A customer's code also names one product only: its
-- purchase orders are matched by that code. That second rule is DEFERRABLE so
-- an import may swap two codes within its transaction; it is checked at
-- commit. (ON CONFLICT needs the first one immediate: it is the upsert's key.)
CREATE TABLE customer_product_codes (
  id                    serial PRIMARY KEY,
  customer_id           integer NOT NULL REFERENCES customers,
  product_id            integer NOT NULL REFERENCES products,
  smpp_product_code     text NOT NULL CHECK (btrim(smpp_product_code) <> '' AND length(smpp_product_code) <= 50),
  template_product_name text CHECK (length(template_product_name) <= 200),
  created_at            timestamptz NOT NULL,
  created_by            integer NOT NULL REFERENCES users,
  updated_at            timestamptz NOT NULL,
  updated_by            integer NOT NULL REFERENCES users,
  CONSTRAINT customer_product_codes_pair UNIQUE (customer_id, product_id),
  CONSTRAINT customer_product_codes_code UNIQUE (customer_id, smpp_product_code) DEFERRABLE INITIALLY IMMEDIATE
);

-- "Which customers map this product" (and the foreign key's own checks).
CREATE INDEX customer_product_codes_product ON customer_product_codes (product_id);
