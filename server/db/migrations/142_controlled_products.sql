-- Dangerous drugs and controlled precursors (issue 28, RA 9165 and DDB Board
-- Regulation 1-2014): a flag on the product. Trade in a flagged product needs a
-- valid S-licence of the party it goes to or comes from (trade_licences, kinds
-- S3 to S5-E); none is flagged by the demo data.
ALTER TABLE products ADD COLUMN controlled text CHECK (controlled IN ('dangerous_drug', 'precursor'));
CREATE INDEX products_controlled ON products (product_id) WHERE controlled IS NOT NULL;
