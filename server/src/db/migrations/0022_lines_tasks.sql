CREATE TABLE "data_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"month" date NOT NULL,
	"threshold" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"data_limit" numeric(14, 3) NOT NULL,
	"recipients" text NOT NULL,
	"outbox_id" integer,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sources_total" integer DEFAULT 0 NOT NULL,
	"sources_done" integer DEFAULT 0 NOT NULL,
	"records_written" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_by_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text,
	"site_name" text,
	"package_reference" text,
	"service_reference" text,
	"assigned_to_name" text,
	"sales_order_number" text,
	"customer_id" integer,
	"site_id" integer,
	"package_id" integer,
	"service_id" integer,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"action" text DEFAULT 'OTHER' NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"assigned_to_id" integer,
	"due_date" date,
	"notes" text,
	"last_updated_by" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "data_limit" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "simcards" ADD COLUMN "data_limit_contacts" text;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_syncs" ADD CONSTRAINT "usage_syncs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_suppliers_name_idx" ON "data_suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "data_suppliers_name_trgm" ON "data_suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "usage_alerts_once_idx" ON "usage_alerts" USING btree ("object_type","object_id","month","threshold");--> statement-breakpoint
CREATE INDEX "usage_alerts_customer_idx" ON "usage_alerts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "usage_syncs_one_active_idx" ON "usage_syncs" USING btree ((true)) WHERE "usage_syncs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tasks_customer_idx" ON "tasks" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "tasks_site_idx" ON "tasks" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "tasks_package_idx" ON "tasks" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "tasks_service_idx" ON "tasks" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tasks_priority_idx" ON "tasks" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "tasks_action_idx" ON "tasks" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "tasks_assigned_idx" ON "tasks" USING btree ("assigned_to_id","id");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "tasks_so_trgm" ON "tasks" USING gin ("sales_order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_notes_trgm" ON "tasks" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_live_idx" ON "tasks" USING btree ("id") WHERE "tasks"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "lines_unattached_due_idx" ON "lines" USING btree ("next_action_date") WHERE "lines"."device_id" is null and "lines"."archived_at" is null;--> statement-breakpoint
-- The data suppliers the SIM providers already name (later ones are added by the providers' writes).
INSERT INTO "data_suppliers" ("name") SELECT DISTINCT ON (lower(trim("supplier_name"))) trim("supplier_name") FROM "providers" WHERE coalesce(trim("supplier_name"), '') <> '' ON CONFLICT (lower("name")) DO NOTHING;
