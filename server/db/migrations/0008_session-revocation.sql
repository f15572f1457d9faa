-- The session cache (server/auth/session-cache.ts, ADR 0015): every instance keeps resolved sessions for a short
-- while and forgets a member's the moment any of their sessions changes or goes (sign-out, sign-out everywhere,
-- password reset or change, expiry, account deletion) or their name, email or username changes. The payload is the
-- member's id: small, and no secret (the session token never leaves the database).
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('session_revoked', OLD.user_id);
  ELSE
    PERFORM pg_notify('session_revoked', OLD.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_revoked
  AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER user_session_fields_changed
  AFTER UPDATE OF name, email, username ON "user"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION notify_session_revoked();
