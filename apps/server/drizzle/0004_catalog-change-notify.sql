-- Every committed change to what the shop shows of its catalogue (products, their sizes, colours,
-- images and materials, categories) is announced on the rdo_catalog channel, so every server instance
-- clears its short catalogue and page caches, whichever instance or tool made the change. One trigger
-- call per statement, and PostgreSQL delivers identical notifications of one transaction once, so an
-- order that reserves stock on several sizes announces one change; a rolled-back one announces none.
CREATE OR REPLACE FUNCTION publish_catalog_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rdo_catalog', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER product_variants_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER product_colors_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER product_images_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER product_materials_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_materials
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER product_material_mappings_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_material_mappings
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
--> statement-breakpoint
CREATE TRIGGER categories_publish_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION publish_catalog_change();
