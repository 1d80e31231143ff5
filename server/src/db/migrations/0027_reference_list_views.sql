-- The reference lists of spec 1 §2.2 "registered with no screens" (docs/decisions/0042): read-only views
-- over what exists, declared once, so a list, a filter or a search on them is planned on the base
-- tables and their indexes (simple views are inlined by PostgreSQL; PGlite is PostgreSQL too).
-- orders: the customer orders, which are the packages.
CREATE VIEW "orders" AS
SELECT "id", "reference", "so_number", "name", "customer_id", "customer_name", "customer_reference", "site_id", "site_name",
       "status", "start_date", "end_date", "desired_date", "currency", "is_free", "services_count", "archived_at", "created_at", "updated_at"
FROM "packages";--> statement-breakpoint
-- products: the catalogue, device products and service products in one list. The id is stable and
-- tells the kind: the product's own id times ten, plus 1 for a device product, 2 for a service product.
CREATE VIEW "products" AS
SELECT "id" * 10 + 1 AS "id", 'device'::text AS "kind", "id" AS "product_id", "reference", "name", "brand",
       "category", NULL::text AS "service_type", NULL::numeric(12, 2) AS "price", 'EUR'::text AS "currency",
       "archived_at", "created_at", "updated_at"
FROM "device_products"
UNION ALL
SELECT "id" * 10 + 2, 'service'::text, "id", "reference", "name", NULL::text,
       NULL::text, "service_type", "price", "currency",
       "archived_at", "created_at", "updated_at"
FROM "service_products";--> statement-breakpoint
-- locations: the places equipment stands, which are the sites (customer sites and the stock), with
-- their address and coordinates.
CREATE VIEW "locations" AS
SELECT "id", "name", "customer_id", "customer_name", "is_stock", "street", "number", "zipcode", "city", "country", "address",
       "lat", "lng", "archived_at", "created_at", "updated_at"
FROM "sites";
