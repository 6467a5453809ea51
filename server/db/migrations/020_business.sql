-- The business behind the books: master data (suppliers, customers, products
-- and their batches) and the documents every journal entry is posted from
-- (receiving reports, sales invoices, returns, collections, supplier payments
-- with withheld tax, inventory movements). Sub-ledgers read these tables; the
-- general ledger reads journal_lines; both come from the same documents, so
-- their balances agree (server/finance/*.test.ts prove it).

-- ---- Master data --------------------------------------------------------------

CREATE TABLE suppliers (
  vendor_id       serial PRIMARY KEY,
  vendor_code     text NOT NULL UNIQUE,
  company_name    text NOT NULL,
  tin             text,
  address         text,
  lead_time_days  integer NOT NULL DEFAULT 30,
  status          smallint NOT NULL DEFAULT 1
);

CREATE TABLE customer_regular_nonregular (
  customer_regular_nonregular_id smallint PRIMARY KEY,
  description                    text NOT NULL
);

CREATE TABLE customers (
  customer_id                    serial PRIMARY KEY,
  customer_code                  text NOT NULL UNIQUE,
  customer_name                  text NOT NULL,
  customer_type                  text NOT NULL,  -- Drugstore, Hospital, Clinic, Government
  channel                        text NOT NULL,  -- Retail, Institutional, Government
  segment                        text NOT NULL,  -- Chain, Independent, Private Hospital, ...
  customer_regular_nonregular_id smallint NOT NULL REFERENCES customer_regular_nonregular,
  credit_term_days               integer NOT NULL,
  credit_limit                   numeric(16, 2) NOT NULL,
  tin                            text,
  city                           text,
  -- SO approval flags (spec 000 §4): po_based plus at most one of red, green, follow_assessment.
  ca_flag                        text[] NOT NULL DEFAULT '{follow_assessment}'
);

CREATE TABLE product_segments (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE product_sub_segments (id serial PRIMARY KEY, segment_id integer NOT NULL REFERENCES product_segments, name text NOT NULL);
CREATE TABLE product_groups (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE product_sub_groups (id serial PRIMARY KEY, group_id integer NOT NULL REFERENCES product_groups, name text NOT NULL);
CREATE TABLE product_units (unit_id serial PRIMARY KEY, unit_name text NOT NULL UNIQUE);
CREATE TABLE product_packaging (id serial PRIMARY KEY, name text NOT NULL UNIQUE);

CREATE TABLE products (
  product_id              serial PRIMARY KEY,
  product_code            varchar(100) NOT NULL UNIQUE,
  product_code_old        text,
  product_name            text NOT NULL,
  generic_name            text NOT NULL,          -- shown as brand name
  manufacturer            text,
  supplier_id             integer NOT NULL REFERENCES suppliers (vendor_id),
  product_segment_id      integer REFERENCES product_segments,
  product_sub_segment_id  integer REFERENCES product_sub_segments,
  product_group_id        integer REFERENCES product_groups,
  product_sub_group_id    integer REFERENCES product_sub_groups,
  inventory_id            integer NOT NULL DEFAULT 1,
  packaging               integer REFERENCES product_packaging,
  specify_others          text,
  packaging_description   text,
  unit_id                 integer REFERENCES product_units,
  qty_per_pack            integer NOT NULL CHECK (qty_per_pack > 0),
  stock_level             integer NOT NULL DEFAULT 20000,
  shelf_life              integer,                -- months
  quantity                integer NOT NULL DEFAULT 1 CHECK (quantity > 0),  -- minimum order quantity (MOQ)
  safety_stock_level      integer,
  forecast                integer,
  supplier_lead_time      integer,                -- days
  active                  smallint NOT NULL DEFAULT 1,
  vat_exemption           smallint NOT NULL DEFAULT 0,
  -- Per box; *_vat is the VAT-exclusive amount, *_unit per piece (per box / qty_per_pack).
  cost                    numeric(14, 2) NOT NULL DEFAULT 0,
  cost_vat                numeric(14, 2) NOT NULL DEFAULT 0,
  cost_unit               numeric(14, 4) NOT NULL DEFAULT 0,
  cost_unit_vat           numeric(14, 4) NOT NULL DEFAULT 0,
  selling_price           numeric(14, 2) NOT NULL DEFAULT 0,
  selling_price_vat       numeric(14, 2) NOT NULL DEFAULT 0,
  selling_price_unit      numeric(14, 4) NOT NULL DEFAULT 0,
  selling_price_unit_vat  numeric(14, 4) NOT NULL DEFAULT 0,
  cpr_no                  text,
  cpr_expiry              date,
  min_temperature         numeric(5, 1),
  max_temperature         numeric(5, 1),
  temperature             numeric(5, 1),
  humidity                numeric(5, 1),
  storage_requirement     text,
  small_size              numeric(8, 2),
  big_size                numeric(8, 2),
  weight_net              numeric(10, 2),
  weight_gross            numeric(10, 2),
  percent_down_payment    numeric(5, 2) NOT NULL DEFAULT 0,
  percent_intransit       numeric(5, 2) NOT NULL DEFAULT 0,
  percent_upon_delivery   numeric(5, 2) NOT NULL DEFAULT 0,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_supplier ON products (supplier_id);

CREATE TABLE product_batches (
  batch_id            serial PRIMARY KEY,
  product_id          integer NOT NULL REFERENCES products,
  batch_no            text NOT NULL,
  manufacturing_date  date,
  expiry_date         date NOT NULL,
  UNIQUE (product_id, batch_no)
);

CREATE TABLE transaction_types (id smallint PRIMARY KEY, type text NOT NULL UNIQUE);

-- ---- Documents ------------------------------------------------------------------

CREATE TABLE receiving_reports (
  rr_id        bigint PRIMARY KEY,
  rr_no        text NOT NULL UNIQUE,
  po_no        text NOT NULL,
  supplier_id  integer NOT NULL REFERENCES suppliers (vendor_id),
  rr_date      date NOT NULL,
  net          numeric(16, 2) NOT NULL,   -- VAT-exclusive
  vat          numeric(16, 2) NOT NULL,
  je_id        bigint NOT NULL
);
CREATE INDEX receiving_reports_date ON receiving_reports (rr_date);

CREATE TABLE receiving_lines (
  rr_line_id          bigserial PRIMARY KEY,
  rr_id               bigint NOT NULL REFERENCES receiving_reports,
  product_id          integer NOT NULL REFERENCES products,
  batch_id            integer NOT NULL REFERENCES product_batches,
  quantity_ordered    integer NOT NULL,
  received_quantity   integer NOT NULL,
  free_goods          integer NOT NULL DEFAULT 0,
  unit_price          numeric(14, 4) NOT NULL,  -- VAT-exclusive cost per box
  unit_vat_inclusive  numeric(14, 4) NOT NULL,
  diluted_cost        numeric(14, 4) NOT NULL,
  amount              numeric(16, 2) NOT NULL   -- VAT-exclusive
);
CREATE INDEX receiving_lines_product ON receiving_lines (product_id, rr_line_id);

CREATE TABLE sales_invoices (
  si_id                bigint PRIMARY KEY,
  dr_number            text NOT NULL UNIQUE,
  si_number            text NOT NULL UNIQUE,   -- printed SI number
  digital_si           text NOT NULL UNIQUE,
  so_number            text NOT NULL,
  si_date              date NOT NULL,
  received_date        date NOT NULL,          -- customer received the goods
  customer_id          integer NOT NULL REFERENCES customers,
  transaction_type_id  smallint NOT NULL REFERENCES transaction_types,
  is_promotional       smallint NOT NULL DEFAULT 0,
  booked_by            text NOT NULL,
  gross                numeric(16, 2) NOT NULL,  -- list price x qty, VAT-inclusive
  discount             numeric(16, 2) NOT NULL,
  total                numeric(16, 2) NOT NULL,  -- gross - discount = receivable
  vatable_sales        numeric(16, 2) NOT NULL,  -- VAT-exclusive sales of VAT-able lines
  vat_amount           numeric(16, 2) NOT NULL,
  zero_rated           numeric(16, 2) NOT NULL DEFAULT 0,
  vat_exempt           numeric(16, 2) NOT NULL,
  cost                 numeric(16, 2) NOT NULL,
  je_id                bigint NOT NULL
);
CREATE INDEX sales_invoices_date ON sales_invoices (si_date, si_id);
CREATE INDEX sales_invoices_customer ON sales_invoices (customer_id, si_date, si_id);

CREATE TABLE sales_invoice_lines (
  line_id      bigserial PRIMARY KEY,
  si_id        bigint NOT NULL REFERENCES sales_invoices,
  product_id   integer NOT NULL REFERENCES products,
  batch_id     integer NOT NULL REFERENCES product_batches,
  qty          integer NOT NULL CHECK (qty > 0),
  fg           integer NOT NULL DEFAULT 0,      -- free goods
  price        numeric(14, 2) NOT NULL,         -- VAT-inclusive price per box
  dsc          numeric(5, 2) NOT NULL DEFAULT 0, -- discount, percent
  gross        numeric(16, 2) NOT NULL,         -- qty x price
  net          numeric(16, 2) NOT NULL,         -- gross less discount
  cost_amount  numeric(16, 2) NOT NULL
);
CREATE INDEX sales_invoice_lines_invoice ON sales_invoice_lines (si_id);
CREATE INDEX sales_invoice_lines_product ON sales_invoice_lines (product_id, si_id);

CREATE TABLE sales_returns (
  return_id   bigint PRIMARY KEY,
  return_no   text NOT NULL UNIQUE,
  si_id       bigint NOT NULL REFERENCES sales_invoices,
  line_id     bigint NOT NULL REFERENCES sales_invoice_lines,
  return_date date NOT NULL,
  qty         integer NOT NULL,
  amount      numeric(16, 2) NOT NULL,   -- VAT-inclusive credit to the receivable
  vat         numeric(16, 2) NOT NULL,
  cost        numeric(16, 2) NOT NULL,
  je_id       bigint NOT NULL
);

CREATE TABLE collections (
  collection_id    bigint PRIMARY KEY,
  cr_number        text NOT NULL UNIQUE,
  customer_id      integer NOT NULL REFERENCES customers,
  si_id            bigint NOT NULL REFERENCES sales_invoices,
  collection_date  date NOT NULL,
  amount           numeric(16, 2) NOT NULL,   -- receivable cleared
  cwt              numeric(16, 2) NOT NULL,   -- creditable withholding tax kept by the customer
  je_id            bigint NOT NULL
);
CREATE INDEX collections_customer ON collections (customer_id, collection_date);

-- Receivable sub-ledger postings: one row per document that moves a customer's
-- receivable (invoice debit, return and collection credits).
CREATE TABLE receivable_entries (
  id                bigserial PRIMARY KEY,
  customer_id       integer NOT NULL REFERENCES customers,
  transaction_date  date NOT NULL,
  transaction       text NOT NULL CHECK (transaction IN ('SI', 'RET', 'CR')),
  reference         text NOT NULL,
  si_id             bigint NOT NULL REFERENCES sales_invoices,
  particulars       text NOT NULL,
  debit             numeric(16, 2) NOT NULL DEFAULT 0,
  credit            numeric(16, 2) NOT NULL DEFAULT 0,
  je_id             bigint NOT NULL
);
CREATE INDEX receivable_entries_customer ON receivable_entries (customer_id, transaction_date, id) INCLUDE (debit, credit);
CREATE INDEX receivable_entries_date ON receivable_entries (transaction_date, id);
CREATE INDEX receivable_entries_invoice ON receivable_entries (si_id);

CREATE TABLE promises_to_pay (
  ptp_id        bigserial PRIMARY KEY,
  customer_id   integer NOT NULL REFERENCES customers,
  si_id         bigint NOT NULL REFERENCES sales_invoices,
  promised_on   date NOT NULL,   -- when the promise was made
  promise_date  date NOT NULL,   -- when the customer promised to pay
  amount        numeric(16, 2) NOT NULL,
  kept          boolean NOT NULL
);
CREATE INDEX promises_to_pay_customer ON promises_to_pay (customer_id, promised_on);

-- Supplier payments withhold expanded withholding tax (EWT): a set-up credits
-- EWT Payable; the monthly remittance to the BIR reverses it.
CREATE TABLE supplier_payments (
  payment_id    bigint PRIMARY KEY,
  cv_number     text NOT NULL UNIQUE,
  rr_id         bigint NOT NULL REFERENCES receiving_reports,
  supplier_id   integer NOT NULL REFERENCES suppliers (vendor_id),
  payment_date  date NOT NULL,
  amount        numeric(16, 2) NOT NULL,   -- payable cleared
  ewt           numeric(16, 2) NOT NULL,
  je_id         bigint NOT NULL
);

CREATE TABLE ewt_setups (
  ewt_id              bigint PRIMARY KEY,
  supplier_id         integer NOT NULL REFERENCES suppliers (vendor_id),
  setup_date          date NOT NULL,
  setup_reference     text NOT NULL,
  amount              numeric(16, 2) NOT NULL,
  particulars         text NOT NULL,
  reversal_date       date,
  reversal_reference  text,
  setup_je_id         bigint NOT NULL,
  reversal_je_id      bigint
);
CREATE INDEX ewt_setups_date ON ewt_setups (setup_date, ewt_id);

-- Inventory sub-ledger postings. quantity and amount are signed (+ in, - out);
-- amount = quantity x cost_unit, so their sum is the Merchandise Inventory balance.
CREATE TABLE inventory_movements (
  movement_id       bigserial PRIMARY KEY,
  product_id        integer NOT NULL REFERENCES products,
  batch_id          integer NOT NULL REFERENCES product_batches,
  transaction_date  date NOT NULL,
  movement_type     text NOT NULL CHECK (movement_type IN ('IN', 'OUT')),
  module            text NOT NULL CHECK (module IN ('BEG', 'RR', 'SO', 'RET', 'IT', 'IA')),
  source_document   text NOT NULL,
  quantity          integer NOT NULL,
  cost_unit         numeric(14, 4) NOT NULL,
  diluted_cost      numeric(14, 4) NOT NULL,
  amount            numeric(16, 2) NOT NULL,
  supplier_id       integer REFERENCES suppliers (vendor_id),
  floor             text NOT NULL,
  pallet_code       text NOT NULL,
  particulars       text,
  remarks           text,
  status            smallint NOT NULL DEFAULT 1,   -- 0 pending, 1 posted
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_movements_product ON inventory_movements (product_id, transaction_date, movement_id) INCLUDE (quantity, amount);
CREATE INDEX inventory_movements_batch ON inventory_movements (batch_id, transaction_date, movement_id);

-- Per product and month, so a sub-ledger page starts from a balance without
-- summing years of movements (like account_month_totals for the ledger).
CREATE TABLE product_month_totals (
  product_id  integer NOT NULL REFERENCES products,
  month       date NOT NULL,
  quantity    bigint NOT NULL,
  amount      numeric(18, 2) NOT NULL,
  line_count  integer NOT NULL,
  PRIMARY KEY (product_id, month)
);

CREATE TABLE customer_month_totals (
  customer_id  integer NOT NULL REFERENCES customers,
  month        date NOT NULL,
  debit        numeric(18, 2) NOT NULL,
  credit       numeric(18, 2) NOT NULL,
  line_count   integer NOT NULL,
  PRIMARY KEY (customer_id, month)
);
