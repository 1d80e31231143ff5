CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" date NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"as_of" date,
	"packages_total" integer DEFAULT 0 NOT NULL,
	"packages_done" integer DEFAULT 0 NOT NULL,
	"data_pools_total" integer DEFAULT 0 NOT NULL,
	"data_pools_done" integer DEFAULT 0 NOT NULL,
	"cursor_package_id" integer DEFAULT 0 NOT NULL,
	"cursor_data_pool_id" integer DEFAULT 0 NOT NULL,
	"invoices_count" integer DEFAULT 0 NOT NULL,
	"total_untaxed" numeric(14, 2) DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_pools" ADD COLUMN "last_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "data_pools" ADD COLUMN "billed_through" date;--> statement-breakpoint
ALTER TABLE "data_pools" ADD COLUMN "usage_billed_through" date;--> statement-breakpoint
ALTER TABLE "package_lines" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "billed_through" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "usage_billed_through" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dunning_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dunning_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_period_key" ON "billing_runs" USING btree ("period");--> statement-breakpoint
CREATE INDEX "billing_runs_status_idx" ON "billing_runs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_dunning_idx" ON "invoices" USING btree ("due_date","id") WHERE "invoices"."status" in ('sent', 'view') and "invoices"."invoice_type" = 'invoice' and "invoices"."archived_at" is null;