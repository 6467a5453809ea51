-- Asset receipts a payable voucher invoices (issue 13): the voucher form picks
-- a supplier's asset receipts not yet invoiced (like its receiving reports);
-- approving the voucher debits the capital expenditure clearing account (2022)
-- for them and links each receipt to it (asset_receipts.pv_id) in the same
-- transaction. The amount is the receipt's cost, VAT-exclusive, so it is part
-- of the voucher's input VAT base (a receiving report's amount already holds
-- its VAT).
ALTER TABLE payable_voucher_hdr ADD COLUMN asset_receipts_amount numeric(16, 2) NOT NULL DEFAULT 0;

CREATE TABLE payable_voucher_asset_receipts (
  payable_voucher_hdr_id bigint NOT NULL REFERENCES payable_voucher_hdr,
  receipt_id     integer NOT NULL REFERENCES asset_receipts,
  amount         numeric(16, 2) NOT NULL,
  PRIMARY KEY (payable_voucher_hdr_id, receipt_id)
);
CREATE INDEX payable_voucher_asset_receipts_receipt ON payable_voucher_asset_receipts (receipt_id);
