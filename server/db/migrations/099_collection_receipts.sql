-- Official receipts (contract/collections.ts): the money a customer paid, how
-- (cash, dated check, post-dated check, bank transfer) and where it went,
-- applied to invoices by the rows of `collections` (one per invoice applied,
-- now under their receipt). The generator's collections each get their
-- receipt (seed/documents.ts), so every application has one.
CREATE TABLE collection_receipts (
  receipt_id         bigint PRIMARY KEY,
  receipt_no         text NOT NULL UNIQUE,
  customer_id        integer NOT NULL REFERENCES customers,
  receipt_date       date NOT NULL,
  payment_mode       text NOT NULL CHECK (payment_mode IN ('CASH', 'CHECK', 'PDC', 'TRANSFER')),
  bank_account_id    integer REFERENCES bank_accounts,
  -- The account the money was debited to (the deposit account's, Cash on Hand, or Checks Receivable - Post-dated).
  debit_account      text NOT NULL REFERENCES accounts,
  check_no           text,
  check_bank         text,
  check_date         date,
  amount_received    numeric(16, 2) NOT NULL CHECK (amount_received > 0),
  cwt                numeric(16, 2) NOT NULL DEFAULT 0 CHECK (cwt >= 0),
  -- amount_received + cwt - what is applied: the customer's advance from this receipt (0 once bounced).
  unapplied          numeric(16, 2) NOT NULL DEFAULT 0 CHECK (unapplied >= 0),
  status             text NOT NULL CHECK (status IN ('POSTED', 'PDC', 'DEPOSITED', 'CLEARED', 'BOUNCED')),
  cwt_2307_received  boolean NOT NULL DEFAULT false,
  remarks            text,
  settled_on         date,
  bounce_reason      text,
  je_id              bigint NOT NULL,
  settle_je_id       bigint,
  created_by         integer REFERENCES users (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((payment_mode IN ('CHECK', 'PDC')) = (check_no IS NOT NULL AND check_date IS NOT NULL))
);
CREATE INDEX collection_receipts_customer ON collection_receipts (customer_id, receipt_date);
CREATE INDEX collection_receipts_date ON collection_receipts (receipt_date, receipt_id);
-- The checks on hand and the advances are few among years of receipts: partial indexes find them.
CREATE INDEX collection_receipts_on_hand ON collection_receipts (customer_id, check_date) WHERE status = 'PDC';
CREATE INDEX collection_receipts_advances ON collection_receipts (customer_id, receipt_date) WHERE unapplied > 0;
CREATE SEQUENCE collection_receipt_ids START 1000000000;

-- An application row per invoice; several rows share their receipt's number now.
ALTER TABLE collections ADD COLUMN receipt_id bigint REFERENCES collection_receipts;
ALTER TABLE collections DROP CONSTRAINT collections_cr_number_key;
CREATE INDEX collections_cr_number ON collections (cr_number);
CREATE INDEX collections_receipt ON collections (receipt_id);
CREATE SEQUENCE collection_ids START 1000000000;
