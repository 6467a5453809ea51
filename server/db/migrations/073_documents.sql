-- Document Management System (spec 002 §2.6, §3.13, §7.4): folders nested to any
-- depth, and the documents filed in them with their physical-filing details.
-- The file itself is stored by server/uploads (random name under UPLOAD_DIR);
-- a row keeps its original name, sniffed type and size. Documents are deleted
-- softly (deleted_at): the record of what was filed, and the file, stay.
CREATE TABLE document_folders (
  folder_id   serial PRIMARY KEY,
  folder_name text        NOT NULL,
  parent_id   integer     REFERENCES document_folders (folder_id),
  created_by  integer     REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- A name once within its parent, whatever its case (top level: parent 0).
CREATE UNIQUE INDEX document_folders_name_key ON document_folders (COALESCE(parent_id, 0), lower(folder_name));

CREATE TABLE documents (
  document_id            serial PRIMARY KEY,
  folder_id              integer     NOT NULL REFERENCES document_folders (folder_id),
  file_name              text        NOT NULL,
  file_source            text        NOT NULL,
  physical_filing        text        NOT NULL,
  physically_received_by text        NOT NULL,
  last_released_to       text        NOT NULL,
  latest_activity        text        NOT NULL,
  -- The upload: what the client called it, what the bytes are, where we keep them.
  original_name          text        NOT NULL,
  stored_path            text        NOT NULL,
  content_type           text        NOT NULL,
  size_bytes             integer     NOT NULL,
  uploaded_by            integer     REFERENCES users (id),
  uploaded_at            timestamptz NOT NULL,
  updated_by             integer     REFERENCES users (id),
  updated_at             timestamptz NOT NULL,
  deleted_by             integer     REFERENCES users (id),
  deleted_at             timestamptz
);
CREATE INDEX documents_folder_idx ON documents (folder_id, updated_at) WHERE deleted_at IS NULL;
