-- Purchase request attachments are now real files (server/uploads): the
-- random name of the file under UPLOAD_DIR. NULL for rows written before
-- (and the demo data), which carry metadata only and have no download link.
ALTER TABLE purchase_request_attachments ADD COLUMN stored_path text;
