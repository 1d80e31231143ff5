CREATE TABLE "data_pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" integer,
	"country_code" text,
	"vpmn" text,
	"imsi" text,
	"price" numeric(18, 6) NOT NULL,
	"buy_price" numeric(18, 6),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"customer_name" text,
	"created_by_id" integer,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_rerates" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"months_total" integer DEFAULT 0 NOT NULL,
	"months_done" integer DEFAULT 0 NOT NULL,
	"records_updated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_rollups" (
	"grain" text NOT NULL,
	"dimension" text NOT NULL,
	"source" text NOT NULL,
	"period" date NOT NULL,
	"key_id" integer NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"total_price" numeric(18, 6) DEFAULT '0' NOT NULL,
	"total_cost" numeric(18, 6) DEFAULT '0' NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_rollups_pkey" PRIMARY KEY("grain","dimension","source","period","key_id")
);
--> statement-breakpoint
DROP INDEX "usages_sim_idx";--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "pool_id" integer;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "wan_name" text;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "vpmn" text;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "imsi" text;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "total_price" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "total_cost" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "pricing_id" integer;--> statement-breakpoint
ALTER TABLE "usages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written, before the new keys and checks: the controller's rows (source INCONTROL/<WAN>, MB)
-- become source incontrol with the WAN kept apart, in bytes; a SIM counted on two WANs the same day
-- is merged into one record (the new key is one per SIM, day and source).
UPDATE "usages" SET "wan_name" = substr("source", 11), "source" = 'incontrol', "bytes" = round("mb" * 1048576)::bigint WHERE "source" like 'INCONTROL/%';--> statement-breakpoint
UPDATE "usages" SET "source" = lower("source"), "bytes" = round("mb" * 1048576)::bigint WHERE "source" <> 'incontrol' AND lower("source") in ('incontrol', 'telna', 'webbing', 'phenix', 'starlink');--> statement-breakpoint
DELETE FROM "usages" WHERE "source" not in ('incontrol', 'telna', 'webbing', 'phenix', 'starlink');--> statement-breakpoint
UPDATE "usages" u SET "bytes" = d."bytes" FROM (SELECT max("id") AS "id", sum("bytes") AS "bytes" FROM "usages" WHERE "sim_id" is not null GROUP BY "sim_id", "date", "source" HAVING count(*) > 1) d WHERE u."id" = d."id";--> statement-breakpoint
DELETE FROM "usages" a USING "usages" b WHERE a."sim_id" = b."sim_id" AND a."date" = b."date" AND a."source" = b."source" AND a."id" < b."id";--> statement-breakpoint
ALTER TABLE "data_pricings" ADD CONSTRAINT "data_pricings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pricings" ADD CONSTRAINT "data_pricings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_rerates" ADD CONSTRAINT "usage_rerates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_pricings_provider_idx" ON "data_pricings" USING btree ("provider","id");--> statement-breakpoint
CREATE INDEX "data_pricings_customer_idx" ON "data_pricings" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "data_pricings_country_idx" ON "data_pricings" USING btree ("country_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "usages_sim_day_source_key" ON "usages" USING btree ("sim_id","date","source") WHERE "usages"."sim_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usages_wan_day_source_key" ON "usages" USING btree ("device_id","wan_name","date","source") WHERE "usages"."sim_id" is null;--> statement-breakpoint
CREATE INDEX "usages_date_idx" ON "usages" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "usages_source_date_idx" ON "usages" USING btree ("source","date","id");--> statement-breakpoint
ALTER TABLE "usages" DROP COLUMN "mb";--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_source_check" CHECK ("usages"."source" in ('incontrol', 'telna', 'webbing', 'phenix', 'starlink'));--> statement-breakpoint
ALTER TABLE "usages" ADD CONSTRAINT "usages_bytes_check" CHECK ("usages"."bytes" >= 0);--> statement-breakpoint
-- Hand-written: the rollups of the records already there (unrated: no pricing existed before).
INSERT INTO "usage_rollups" ("grain", "dimension", "source", "period", "key_id", "bytes", "records")
SELECT g."grain", d."dimension", u."source", CASE g."grain" WHEN 'day' THEN u."date" ELSE date_trunc('month', u."date")::date END, coalesce(d."key_id", 0), sum(u."bytes"), count(*)
FROM "usages" u
CROSS JOIN (VALUES ('day'), ('month')) g("grain")
CROSS JOIN LATERAL (VALUES ('customer', u."customer_id"), ('site', u."site_id"), ('pool', u."pool_id"), ('device', u."device_id"), ('sim', u."sim_id")) d("dimension", "key_id")
WHERE NOT (g."grain" = 'day' AND d."dimension" = 'sim')
GROUP BY 1, 2, 3, 4, 5;
