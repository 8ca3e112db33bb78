-- Sessions end everywhere: a deleted session (sign-out, password change or reset, revocation, user
-- deletion) and a ban are published on the realtime channel, so every instance closes the live event
-- streams that belong to them. NOTIFY is sent at commit, when the row is really gone.
CREATE OR REPLACE FUNCTION publish_session_revoked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rdo_events', json_build_object(
    'userId', OLD.user_id,
    'event', 'session_revoked',
    'data', json_build_object('sessionId', OLD.id)
  )::text);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_publish_revoked AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION publish_session_revoked();
--> statement-breakpoint
-- A ban ends every session of the user, whether or not its rows are deleted.
CREATE OR REPLACE FUNCTION publish_user_banned() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rdo_events', json_build_object(
    'userId', NEW.id,
    'event', 'session_revoked',
    'data', json_build_object('sessionId', NULL)
  )::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_publish_banned AFTER UPDATE OF banned ON "user"
  FOR EACH ROW WHEN (NEW.banned IS TRUE AND OLD.banned IS DISTINCT FROM TRUE)
  EXECUTE FUNCTION publish_user_banned();
