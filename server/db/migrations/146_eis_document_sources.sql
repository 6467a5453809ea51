-- What an EIS document was made from (issue 27): a sales invoice, a credit or debit memo, or the credit memo of a
-- stock return (SRPF) — a credit memo is either of the last two, so the type alone does not say where to read it
-- again from when it is retried.
ALTER TABLE eis_documents ADD COLUMN source text NOT NULL DEFAULT 'invoice' CHECK (source IN ('invoice', 'memo', 'return'));
UPDATE eis_documents SET source = 'memo' WHERE doc_type IN ('CM', 'DM');
ALTER TABLE eis_documents ALTER COLUMN source DROP DEFAULT;

-- The summary list of purchases splits a receiving report into its exempt and VATable goods (issue 27): its lines
-- are read by report.
CREATE INDEX receiving_lines_report ON receiving_lines (rr_id);
