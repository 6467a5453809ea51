-- The revision history keeps who acted as they were (issue 24): the actor's name and roles at
-- the moment, and the approver a substitute decided for ("B for A"), inside the hashed record.
-- Renaming a user or changing their roles later changes nothing of what the history shows.
--
-- The insert trigger fills them, so every writer of a revision gets them without a word:
--   actor_name    the user's name then ("Maria Santos"; the username when the name is blank)
--   actor_roles   their roles then, by name, in role order
--   on_behalf_of  the transaction's setting erp.on_behalf_of (set by a delegated decision), else NULL
-- A row written before this migration has them NULL and keeps its hash: revision_content
-- covers the new columns only for rows that carry them (actor_name IS NOT NULL).

ALTER TABLE revisions
  ADD COLUMN actor_name   text,
  ADD COLUMN actor_roles  jsonb,
  ADD COLUMN on_behalf_of text;

CREATE OR REPLACE FUNCTION revision_content(r revisions) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN r.actor_name IS NULL THEN
    jsonb_build_array(
      r.id, r.entity, r.entity_id, r.action, r.user_id,
      to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      r.changes, r.remarks, r.module, r.reference_code)::text
  ELSE
    jsonb_build_array(
      r.id, r.entity, r.entity_id, r.action, r.user_id,
      to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      r.changes, r.remarks, r.module, r.reference_code,
      r.actor_name, r.actor_roles, r.on_behalf_of)::text
  END
$$;

CREATE OR REPLACE FUNCTION revisions_chain_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prev char(64);
BEGIN
  -- Under REPEATABLE READ the previous row read below could be from an older snapshot: refuse rather than fork.
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'revisions are written in READ COMMITTED transactions only';
  END IF;
  -- Who acted, as they are now: kept in the record, so a later rename or role change leaves it as it was.
  SELECT COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username),
         COALESCE((SELECT jsonb_agg(r.role ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::jsonb)
    INTO NEW.actor_name, NEW.actor_roles
  FROM users u WHERE u.id = NEW.user_id;
  NEW.actor_name := COALESCE(NEW.actor_name, 'user ' || NEW.user_id);
  NEW.actor_roles := COALESCE(NEW.actor_roles, '[]'::jsonb);
  NEW.on_behalf_of := NULLIF(current_setting('erp.on_behalf_of', true), '');
  -- One lock key for the whole chain (any constant no other code uses), held until commit.
  PERFORM pg_advisory_xact_lock(7310582049386851699);
  NEW.id := nextval(pg_get_serial_sequence('revisions', 'id'));
  SELECT hash INTO prev FROM revisions ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := COALESCE(prev, repeat('0', 64));
  NEW.hash := revision_hash(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;
