-- Download links of report exports (server/export). The browser navigates to
-- /api/downloads/<token> without an Authorization header, so the token itself
-- is the capability: only its SHA-256 is stored, it expires, and it works only
-- while the session that asked for the export is alive.
CREATE TABLE export_downloads (
  token_hash   text PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sessions.token_hash of the requesting session. No foreign key on purpose:
  -- pruned sessions must not delete these rows, whose expiry also removes the file.
  session_hash text NOT NULL,
  file_path    text NOT NULL,
  -- what the browser saves it as (Content-Disposition)
  file_name    text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX export_downloads_expires_idx ON export_downloads (expires_at);
