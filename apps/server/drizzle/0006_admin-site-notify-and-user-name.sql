CREATE INDEX "user_name_idx" ON "user" USING btree ("name","id");--> statement-breakpoint
-- Site settings and images feed the home page: a change clears every instance's caches, like the catalogue's.
CREATE TRIGGER site_settings_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER site_images_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_images
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
