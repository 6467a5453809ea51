-- The finance sub-ledgers (server/financeReports) find the document behind a
-- journal entry by the entry's id, and the transaction listing reads entries
-- in date order: without these, each looked-up line scanned a document table
-- and each listing page sorted the range's entries.
CREATE INDEX IF NOT EXISTS sales_invoices_entry ON sales_invoices (je_id);
CREATE INDEX IF NOT EXISTS sales_returns_entry ON sales_returns (je_id);
CREATE INDEX IF NOT EXISTS receiving_reports_entry ON receiving_reports (je_id);
CREATE INDEX IF NOT EXISTS collections_entry ON collections (je_id);
CREATE INDEX IF NOT EXISTS supplier_payments_entry ON supplier_payments (je_id);
CREATE INDEX IF NOT EXISTS supplier_payments_receipt ON supplier_payments (rr_id, payment_date);
CREATE INDEX IF NOT EXISTS journal_entries_date ON journal_entries (transaction_date, id);
