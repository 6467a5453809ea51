-- Issue 30: each server instance keeps the signed-in users it has just checked for a few seconds, so a request costs
-- no query to authenticate. What could make such a copy wrong is told to every instance at once through NOTIFY on
-- channel erp_auth: a session changed or removed (its token hash), and any change of users, roles, their grants or
-- the permissions ('*': forget everyone). A notice goes out when the change commits, and not if it rolls back.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('erp_auth', OLD.token_hash);
      RETURN OLD;
    END IF;
    -- Any change of the row: revoked, expiry moved, last use or last write written (at most once a minute per
    -- session for the last use, once per write for the last write: the instances then read that session again).
    PERFORM pg_notify('erp_auth', NEW.token_hash);
    RETURN NEW;
  END IF;
  PERFORM pg_notify('erp_auth', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER users_auth_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON permissions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
