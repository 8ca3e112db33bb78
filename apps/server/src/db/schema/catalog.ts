import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { FULFILMENT_PROVIDERS, PRODUCT_GENDERS, type SizeGuideRow } from '@rdo/contracts'
import { communityDesigns } from './community.ts'
import { partnerDesigns } from './partners.ts'

export const productGender = pgEnum('product_gender', PRODUCT_GENDERS)

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // For variant-less products; for products with variants the services keep it = sum of variant stock.
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    active: boolean('active').notNull().default(true),
    weightGrams: integer('weight_grams').notNull().default(200),
    imageUrl: text('image_url'),
    careInstructions: text('care_instructions'),
    fitDescription: text('fit_description'),
    gender: productGender('gender').notNull().default('unisex'),
    featured: boolean('featured').notNull().default(false),
    sizeGuide: jsonb('size_guide').$type<SizeGuideRow[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    externalId: text('external_id'),
    externalSource: text('external_source'),
    externalShopId: text('external_shop_id'),
    // A partner store product: the approved partner design it prints and its type (tshirt, hoodie, hat).
    // Kept out of the shop's own catalogue lists; bought through the same cart and checkout.
    partnerDesignId: uuid('partner_design_id').references((): AnyPgColumn => partnerDesigns.id, {
      onDelete: 'set null',
    }),
    partnerProductType: text('partner_product_type'),
    // A community design put into production: the design this product prints (one product per design).
    communityDesignId: uuid('community_design_id').references((): AnyPgColumn => communityDesigns.id, {
      onDelete: 'set null',
    }),
    /** Who makes and ships it: 'printify' (linked in printify_variant_links) or 'manual' (shop stock). */
    fulfilmentProvider: text('fulfilment_provider', { enum: FULFILMENT_PROVIDERS })
      .notNull()
      .default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_cents_check', sql`${t.priceCents} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('products_weight_grams_check', sql`${t.weightGrams} >= 0`),
    check('products_fulfilment_provider_check', sql`${t.fulfilmentProvider} in ('manual', 'printify')`),
    // One product on sale per partner design and type; a product a Printify production replaced stays
    // archived beside it.
    uniqueIndex('products_partner_design_type_idx')
      .on(t.partnerDesignId, t.partnerProductType)
      .where(sql`${t.partnerDesignId} is not null and ${t.active}`),
    uniqueIndex('products_community_design_idx')
      .on(t.communityDesignId)
      .where(sql`${t.communityDesignId} is not null`),
    unique('products_external_unique').on(t.externalSource, t.externalId),
    index('products_active_created_idx').on(t.active, t.createdAt.desc().nullsFirst()),
    index('products_category_active_created_idx').on(t.categoryId, t.active, t.createdAt.desc().nullsFirst()),
    index('products_featured_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.featured} = true and ${t.active} = true`),
    index('products_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || coalesce(${t.description}, '')) gin_trgm_ops`,
    ),
  ],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    // Measurements in cm, as shown in the size guide (e.g. '86-91').
    chest: text('chest'),
    length: text('length'),
    sleeve: text('sleeve'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    unique('product_variants_product_size_unique').on(t.productId, t.size),
  ],
)

export const productColors = pgTable(
  'product_colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_colors_color_code_check', sql`${t.colorCode} ~ '^#[0-9A-Fa-f]{6}$'`),
    index('product_colors_product_idx').on(t.productId, t.sortOrder),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    altText: text('alt_text'),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    // null means the image is shared by all colours
    colorId: uuid('color_id').references(() => productColors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.displayOrder)],
)

export const productMaterials = pgTable('product_materials', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const productMaterialMappings = pgTable(
  'product_material_mappings',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    materialId: uuid('material_id')
      .notNull()
      .references(() => productMaterials.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_material_mappings_pk', columns: [t.productId, t.materialId] }),
    check('product_material_mappings_percentage_check', sql`${t.percentage} between 0 and 100`),
    index('product_material_mappings_material_idx').on(t.materialId),
  ],
)
