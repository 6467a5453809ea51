-- Per-day totals of the sales documents, so the sales special journal, the
-- vatable sales ledger and the sales per product ledger count a range, find a
-- page's first row and its opening balance from at most a year of day rows plus
-- one day of documents (server/finance/ledgerPaging.ts pageDays), instead of a
-- window over the whole range (measured on 5.1M lines, 2025: 0.5-2.2 s a page).
-- Rebuilt from the documents by refreshSalesDayTotals (server/finance/generate.ts).

-- Per day and transaction type (4 rows a day): invoices and returns of the
-- sales journal, invoices of the vatable ledger. A return counts under the
-- type of its invoice, as the journal shows it.
CREATE TABLE sales_day_totals (
  day                  date NOT NULL,
  transaction_type_id  smallint NOT NULL REFERENCES transaction_types,
  invoice_count        integer NOT NULL,
  return_count         integer NOT NULL,
  invoice_sales        numeric(18, 2) NOT NULL,  -- SUM(total - vat_amount): sales credit
  return_sales         numeric(18, 2) NOT NULL,  -- SUM(amount - vat): sales debit
  PRIMARY KEY (day, transaction_type_id)
);

-- Per day and product: invoice lines of the sales per product ledger.
CREATE TABLE sales_product_day_totals (
  day         date NOT NULL,
  product_id  integer NOT NULL REFERENCES products,
  line_count  integer NOT NULL,
  net         numeric(18, 2) NOT NULL,
  PRIMARY KEY (day, product_id)
);

-- A page reads its days of returns in (date, id) order.
CREATE INDEX sales_returns_date ON sales_returns (return_date, return_id);
