-- A customer's returns are reached from its invoices (AR Information, Stock
-- Returns): without this index each page scanned every return.
CREATE INDEX IF NOT EXISTS sales_returns_invoice ON sales_returns (si_id, return_date);
