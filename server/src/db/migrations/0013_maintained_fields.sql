CREATE TABLE "maintained_fields" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"drop_sql" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sites_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contacts_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_manager_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "presale_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "device_products" ADD COLUMN "devices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_products" ADD COLUMN "devices_stock_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_products" ADD COLUMN "product_items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_products" ADD COLUMN "product_items_stock_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ic_server_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "product" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "wans" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "sim_cards_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lines_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ips" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "ips" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "ips" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "line_providers" ADD COLUMN "lines_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "provider_name" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "lines" ADD COLUMN "assigned_to_name" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "product" jsonb;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "simcards_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "target_device" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "provider_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "provider_api" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "supplier_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "device_serial" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "device_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "pool_name" text;--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "parent_iccid" text;--> statement-breakpoint
ALTER TABLE "simpools" ADD COLUMN "cards_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simpools" ADD COLUMN "customer_name" text;