-- No sales invoice ever carries a credit balance (issue 25, defect 4): what a
-- customer is owed beyond an invoice is an advance (2050), never a negative
-- receivable. ar_balance is kept by the statement trigger of migration 130, so
-- a posting that would take an invoice below zero fails with its statement and
-- writes nothing. NOT VALID: books written before this rule keep their rows
-- until a posting touches them.
ALTER TABLE sales_invoices ADD CONSTRAINT sales_invoice_never_in_credit CHECK (ar_balance >= 0) NOT VALID;

-- What a customer return's credit memo could not take off the customer's invoices (or all of it, on
-- Apply to Advances): the customer's advance from that return, beside the receipts' unapplied amounts in
-- the advances sub-ledger (Advances from Customers, 2050).
ALTER TABLE srpf_headers ADD COLUMN advance_amount numeric(16, 2) NOT NULL DEFAULT 0 CHECK (advance_amount >= 0);
CREATE INDEX srpf_headers_advances ON srpf_headers (customer_id) WHERE advance_amount > 0;
