-- A customer return's advance (migration 138) is applied to the customer's later invoices like a receipt's:
-- advance_amount stays what the credit memo left as an advance, advance_left is what is still unapplied
-- (each application is a receivable credit of kind AP whose reference is the credit memo's number).
ALTER TABLE srpf_headers ADD COLUMN advance_left numeric(16, 2) NOT NULL DEFAULT 0;
UPDATE srpf_headers SET advance_left = advance_amount;
ALTER TABLE srpf_headers ADD CONSTRAINT srpf_advance_left_within CHECK (advance_left >= 0 AND advance_left <= advance_amount);
DROP INDEX srpf_headers_advances;
CREATE INDEX srpf_headers_advances ON srpf_headers (customer_id) WHERE advance_left > 0;
