-- A user's signature (spec 002 §3.11 signature, signature_file_path): an image
-- kept by the upload kit (server/uploads), one per user; replacing it removes
-- the old file.
ALTER TABLE users
  ADD COLUMN signature_stored_path  text,
  ADD COLUMN signature_content_type text,
  ADD COLUMN signature_file_name    text;
