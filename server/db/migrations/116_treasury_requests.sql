-- Treasury list of approvals (spec 002 §2.8, §3.15): change requests on collected checks. Credit and
-- collections asks for a check's bank (and branch) or its deposit date to be changed, with a reason;
-- treasury approves (the change is applied to the receipt) or disapproves. Status 0 for approval,
-- 1 approved, 2 disapproved.
ALTER TABLE collection_receipts ADD COLUMN check_branch text;

CREATE TABLE treasury_requests (
  detail_id                     bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  request_no                    text NOT NULL UNIQUE,
  receipt_id                    bigint NOT NULL REFERENCES collection_receipts,
  -- TRADE: a customer's collection receipt; NON_TRADE is kept for the non-trade collections of vendors.
  collection_type               text NOT NULL CHECK (collection_type IN ('TRADE', 'NON_TRADE')),
  reason                        text NOT NULL,
  -- The values when the request was made, and the ones asked for (null: not asked).
  old_bank                      text,
  old_branch                    text,
  old_deposit_date              date,
  new_bank                      text,
  new_branch                    text,
  change_bank_reason            text,
  new_deposit_date              date,
  change_deposited_date_reason  text,
  status                        smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  requested_by                  integer NOT NULL REFERENCES users (id),
  requested_at                  timestamptz NOT NULL,
  approved_by                   integer REFERENCES users (id),
  approved_at                   timestamptz,
  disapproved_by                integer REFERENCES users (id),
  disapproved_at                timestamptz,
  disapprove_reason             text,
  CHECK (new_bank IS NOT NULL OR new_deposit_date IS NOT NULL),
  CHECK ((new_bank IS NULL) = (change_bank_reason IS NULL)),
  CHECK ((new_deposit_date IS NULL) = (change_deposited_date_reason IS NULL))
);
CREATE INDEX treasury_requests_status ON treasury_requests (status, requested_at);
-- One open request per receipt: a second waits until the first is decided.
CREATE UNIQUE INDEX treasury_requests_open ON treasury_requests (receipt_id) WHERE status = 0;
