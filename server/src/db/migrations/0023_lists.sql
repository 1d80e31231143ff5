CREATE TABLE "list_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" jsonb,
	"columns" jsonb,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_role" text;--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_views_user_idx" ON "list_views" USING btree ("user_id","resource","id");--> statement-breakpoint
CREATE INDEX "list_views_shared_idx" ON "list_views" USING btree ("resource","id") WHERE "list_views"."shared" and "list_views"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_name_key" ON "list_views" USING btree ("user_id","resource","name") WHERE "list_views"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "devices_customer_name_idx" ON "devices" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "devices_site_name_idx" ON "devices" USING btree ("site_name","id");--> statement-breakpoint
CREATE INDEX "devices_product_name_idx" ON "devices" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "devices_server_name_idx" ON "devices" USING btree ("ic_server_name","id");--> statement-breakpoint
CREATE INDEX "devices_organization_name_idx" ON "devices" USING btree ("ic_organization_name","id");--> statement-breakpoint
CREATE INDEX "devices_sim_cards_count_idx" ON "devices" USING btree ("sim_cards_count","id");--> statement-breakpoint
CREATE INDEX "devices_reserved_sort_idx" ON "devices" USING btree ("reserved","id");--> statement-breakpoint
CREATE INDEX "devices_is_new_sort_idx" ON "devices" USING btree ("is_new","id");--> statement-breakpoint
CREATE INDEX "simcards_provider_name_idx" ON "simcards" USING btree ("provider_name","id");--> statement-breakpoint
CREATE INDEX "simcards_customer_name_idx" ON "simcards" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "simcards_device_serial_idx" ON "simcards" USING btree ("device_serial","id");