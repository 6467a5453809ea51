-- The revision history as an append-only, tamper-evident trail (spec 002 §2.7, §3.14).
--
-- Each row names its module ('Banks Maintenance', 'Purchase Request', 'Products') and the
-- reference a person searches by (the bank code, PR-000005, APR-000001), and carries
--   prev_hash  the hash of the row before it (64 zeros for the first row)
--   hash       sha256 hex of prev_hash || revision_content(row)
-- so changing, removing or reordering any row breaks every hash after it
-- (server/revisions/chain.ts verifyRevisionChain walks it). The chain order is the id:
-- the insert trigger takes a transaction-level advisory lock, then assigns the id and
-- reads the previous row, so two concurrent writers wait for each other instead of
-- forking the chain (ids assigned by the column default before the lock could
-- commit out of order; the lock makes id order = commit order).
--
-- UPDATE, DELETE and TRUNCATE are refused by triggers: a revision is written once.
-- (A table owner can still disable triggers; the hashes are what reveals that.)

ALTER TABLE revisions
  ADD COLUMN module         text,
  ADD COLUMN reference_code text,
  ADD COLUMN prev_hash      char(64),
  ADD COLUMN hash           char(64);

-- What a row's hash covers: every column a person reads, in a fixed text form
-- (jsonb text is canonical; the time in UTC with microseconds, whatever the session's TimeZone).
CREATE FUNCTION revision_content(r revisions) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    r.id, r.entity, r.entity_id, r.action, r.user_id,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    r.changes, r.remarks, r.module, r.reference_code)::text
$$;

CREATE FUNCTION revision_hash(prev text, r revisions) RETURNS char(64)
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || revision_content(r), 'UTF8')), 'hex')::char(64)
$$;

CREATE FUNCTION revisions_chain_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prev char(64);
BEGIN
  -- Under REPEATABLE READ the previous row read below could be from an older snapshot: refuse rather than fork.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'revisions are written in READ COMMITTED transactions only';
  END IF;
  -- One lock key for the whole chain (any constant no other code uses), held until commit.
  PERFORM pg_advisory_xact_lock(7310582049386851699);
  NEW.id := nextval(pg_get_serial_sequence('revisions', 'id'));
  SELECT hash INTO prev FROM revisions ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := COALESCE(prev, repeat('0', 64));
  NEW.hash := revision_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;

CREATE FUNCTION revisions_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'revisions are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

-- Backfill, before the triggers exist: the module and reference of the kits' rows so far.
UPDATE revisions r SET module = 'Banks Maintenance', reference_code = b.bank_code FROM banks b WHERE r.entity = 'banks' AND b.bank_id = r.entity_id;
UPDATE revisions r SET module = 'Purchase Request', reference_code = p.pr_no FROM purchase_requests p WHERE r.entity = 'purchase_requests' AND p.pr_hdr_id = r.entity_id;
UPDATE revisions r SET module = 'Products', reference_code = s.approval_code FROM product_submissions s WHERE r.entity = 'product_submissions' AND s.id = r.entity_id;
UPDATE revisions r SET module = 'Products', reference_code = u.product_update_no FROM product_updates u WHERE r.entity = 'product_updates' AND u.id = r.entity_id;
UPDATE revisions SET module = initcap(replace(entity, '_', ' ')) WHERE module IS NULL;

-- The products' own trail joins the one history. Decisions made since migration 060 are
-- there already (the workflow kit recorded them): only what is missing is copied.
INSERT INTO revisions (entity, entity_id, action, user_id, at, changes, remarks, module, reference_code)
SELECT m.entity, m.entity_id, m.action, pr.user_id, pr.created_at, m.changes, NULL, 'Products', m.reference_code
FROM product_revisions pr
LEFT JOIN product_submissions s ON s.id = pr.submission_id
LEFT JOIN product_updates u ON u.product_update_no = pr.product_update_no
LEFT JOIN products p ON p.product_id = pr.product_id
CROSS JOIN LATERAL (
  SELECT
    CASE WHEN pr.action = 'STATUS_CHANGED' THEN 'products' WHEN u.id IS NOT NULL THEN 'product_updates' ELSE 'product_submissions' END AS entity,
    CASE WHEN pr.action = 'STATUS_CHANGED' THEN pr.product_id WHEN u.id IS NOT NULL THEN u.id ELSE pr.submission_id END::bigint AS entity_id,
    CASE WHEN pr.action <> 'STATUS_CHANGED' THEN lower(pr.action)
         WHEN pr.details->>'to' = '1' THEN 'activated' ELSE 'deactivated' END AS action,
    CASE WHEN pr.action = 'STATUS_CHANGED' THEN p.product_code ELSE COALESCE(pr.product_update_no, s.approval_code) END AS reference_code,
    CASE WHEN pr.action = 'STATUS_CHANGED'
         THEN jsonb_build_array(jsonb_build_object('field', 'active', 'label', 'Active', 'old', pr.details->'from', 'new', pr.details->'to'))
         ELSE '[]'::jsonb END AS changes
) m
WHERE m.entity_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM revisions r WHERE r.entity = m.entity AND r.entity_id = m.entity_id AND r.action = m.action AND r.at = pr.created_at)
ORDER BY pr.id;

DROP TABLE product_revisions;

-- The chain over every row so far, in id order.
DO $$
DECLARE
  r revisions;
  prev char(64) := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM revisions ORDER BY id LOOP
    r.prev_hash := prev;
    prev := revision_hash(prev, r);
    UPDATE revisions SET prev_hash = r.prev_hash, hash = prev WHERE id = r.id;
  END LOOP;
END
$$;

ALTER TABLE revisions
  ALTER COLUMN module SET NOT NULL,
  ALTER COLUMN prev_hash SET NOT NULL,
  ALTER COLUMN hash SET NOT NULL,
  ADD CONSTRAINT revisions_hash_key UNIQUE (hash);

CREATE TRIGGER revisions_chain BEFORE INSERT ON revisions FOR EACH ROW EXECUTE FUNCTION revisions_chain_insert();
CREATE TRIGGER revisions_append_only BEFORE UPDATE OR DELETE ON revisions FOR EACH ROW EXECUTE FUNCTION revisions_refuse_change();
CREATE TRIGGER revisions_no_truncate BEFORE TRUNCATE ON revisions FOR EACH STATEMENT EXECUTE FUNCTION revisions_refuse_change();

-- The history screen: newest first, by module, by user.
CREATE INDEX revisions_at_id_idx ON revisions (at DESC, id DESC);
CREATE INDEX revisions_module_idx ON revisions (module, at);
CREATE INDEX revisions_user_idx ON revisions (user_id, at);
