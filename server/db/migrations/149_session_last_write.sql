-- Issue 30: when a session last wrote, so its reports read the primary until the replica has replayed that write
-- (read-your-writes with a streaming replica). Written only when a replica is configured.
ALTER TABLE sessions ADD COLUMN last_write_at timestamptz;
