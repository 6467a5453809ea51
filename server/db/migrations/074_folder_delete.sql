-- Folders of the Document Management System can be renamed and deleted. A
-- deleted folder keeps its row (deleted_at), because the deleted documents
-- it once held still name it; its name is free again for a new folder.
ALTER TABLE document_folders
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_by integer REFERENCES users (id);

DROP INDEX document_folders_name_key;
CREATE UNIQUE INDEX document_folders_name_key ON document_folders (COALESCE(parent_id, 0), lower(folder_name)) WHERE deleted_at IS NULL;
