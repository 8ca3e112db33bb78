-- A profile row is created with the default preferences (docs/accounts.md#profiles) in the same
-- transaction as the auth user, and keeps the auth email in sync.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (id, email, full_name) VALUES (NEW.id, NEW.email, NULLIF(NEW.name, ''))
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_create_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_profile_email() RETURNS trigger AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id AND email IS DISTINCT FROM NEW.email;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_sync_profile_email AFTER UPDATE OF email ON "user"
  FOR EACH ROW EXECUTE FUNCTION sync_profile_email();
--> statement-breakpoint
-- Realtime: inserts are published on the rdo_events channel to every server instance (LISTEN).
CREATE OR REPLACE FUNCTION publish_notification() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rdo_events', json_build_object(
    'userId', NEW.user_id,
    'event', 'notification',
    'data', json_build_object('id', NEW.id, 'user_id', NEW.user_id, 'type', NEW.type, 'title', left(NEW.title, 300),
      'message', left(NEW.message, 2000), 'link', NEW.link, 'read', NEW.read, 'data', NEW.data, 'created_at', NEW.created_at)
  )::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_publish AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION publish_notification();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION publish_support_message() RETURNS trigger AS $$
DECLARE owner uuid;
BEGIN
  SELECT user_id INTO owner FROM support_tickets WHERE id = NEW.ticket_id;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('rdo_events', json_build_object(
      'userId', owner,
      'event', 'support_message',
      'data', json_build_object('id', NEW.id, 'ticket_id', NEW.ticket_id, 'message', left(NEW.message, 4000),
        'is_staff', NEW.is_staff, 'created_at', NEW.created_at)
    )::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_messages_publish AFTER INSERT ON support_messages
  FOR EACH ROW EXECUTE FUNCTION publish_support_message();
