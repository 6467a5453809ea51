-- The Documents and SI Template sections of the customer view (spec 002
-- §2.4, §3.7, §3.9). Documents live in customer_files (084) by doc_type:
-- the nine fixed types (one current file each; a replaced or removed file
-- keeps its row with replaced_at set, so the history can still name it) and
-- any number of "others", each with the description this adds.
ALTER TABLE customer_files
  ADD COLUMN description text CHECK (length(description) <= 200),
  ADD CONSTRAINT customer_files_other_described CHECK (doc_type <> 'others' OR description IS NOT NULL);

-- Printed SI settings: the two lists the spec names without their options
-- (contract/customerDocuments.ts SI_QUANTITY_OPTIONS, SI_DISPLAY_VAT_OPTIONS).
ALTER TABLE customer_si_templates
  ADD CONSTRAINT customer_si_templates_quantity CHECK (quantity IN ('as_ordered', 'in_pieces', 'both')),
  ADD CONSTRAINT customer_si_templates_display_vat CHECK (display_vat IN ('inclusive', 'exclusive', 'none'));
