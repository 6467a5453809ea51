-- Who carried an invoice's goods (issue 28: the S-Register names the carrier of
-- each outgoing movement of a dangerous drug). Blank: the customer's delivery
-- service provider of its shipping details.
ALTER TABLE sales_invoices ADD COLUMN courier_id integer REFERENCES couriers;
