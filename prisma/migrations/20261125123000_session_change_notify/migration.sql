-- Every server process keeps the sessions it resolved recently (server/auth/session-cache.ts).
-- A change to a session, or to the user fields a session carries, tells every process at
-- commit, on the channel session_changed with the user's id, whoever made it.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changed', OLD.id);
  ELSE
    PERFORM pg_notify('session_changed', OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER users_notify_session_changed AFTER UPDATE OF role, email, first_name, last_name, display_name, email_verified_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
