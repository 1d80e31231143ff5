CREATE TABLE "starlink_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"terminals_count" integer DEFAULT 0 NOT NULL,
	"service_lines_count" integer DEFAULT 0 NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"region_code" text,
	"current_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"last_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"accumulated_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"data_included" numeric(14, 3),
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"starlink_account" text,
	"starlink_account_id" integer NOT NULL,
	"address_reference_id" text NOT NULL,
	"formatted_address" text,
	"address_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locality" text,
	"postal_code" text,
	"administrative_area" text,
	"administrative_area_code" text,
	"region_code" text,
	"lat" double precision,
	"lng" double precision,
	"metadatas" text,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"terminal_id" text,
	"starlink_terminal_id" integer NOT NULL,
	"code" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'telemetry' NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_service_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"starlink_account" text,
	"starlink_address" text,
	"terminals_count" integer DEFAULT 0 NOT NULL,
	"service_line_number" text NOT NULL,
	"account_number" text NOT NULL,
	"starlink_account_id" integer NOT NULL,
	"starlink_address_id" integer,
	"nickname" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_opted_in" boolean DEFAULT false NOT NULL,
	"is_opted_into_overage" boolean DEFAULT false NOT NULL,
	"can_pause" boolean DEFAULT false NOT NULL,
	"can_resume" boolean DEFAULT false NOT NULL,
	"current_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"last_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"usage_limit" numeric(14, 3),
	"active_recurring_block_data_amount" numeric(14, 3) DEFAULT 0 NOT NULL,
	"active_recurring_block_qty" integer DEFAULT 0 NOT NULL,
	"product_reference_id" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_telemetry" (
	"starlink_terminal_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"downlink_speed" double precision,
	"uplink_speed" double precision,
	"latency" double precision,
	"ping_drop" double precision,
	"obstructed_time" double precision,
	"uptime" integer,
	CONSTRAINT "starlink_telemetry_starlink_terminal_id_ts_pk" PRIMARY KEY("starlink_terminal_id","ts")
);
--> statement-breakpoint
CREATE TABLE "starlink_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_line_number" text,
	"starlink_account" text,
	"customer_name" text,
	"site_name" text,
	"device_name" text,
	"terminal_id" text NOT NULL,
	"kit_serial_number" text,
	"dish_serial_number" text,
	"starlink_account_id" integer NOT NULL,
	"starlink_service_line_id" integer,
	"customer_id" integer,
	"site_id" integer,
	"device_id" integer,
	"ip_address" text,
	"port" integer,
	"lat" double precision,
	"lng" double precision,
	"state" text DEFAULT 'unknown' NOT NULL,
	"last_online" timestamp with time zone,
	"last_alerts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_alerts_count" integer DEFAULT 0 NOT NULL,
	"last_status" jsonb,
	"last_sync_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starlink_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_line_number" text,
	"starlink_service_line_id" integer NOT NULL,
	"date" date NOT NULL,
	"usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "starlink_addresses" ADD CONSTRAINT "starlink_addresses_starlink_account_id_starlink_accounts_id_fk" FOREIGN KEY ("starlink_account_id") REFERENCES "public"."starlink_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_events" ADD CONSTRAINT "starlink_events_starlink_terminal_id_starlink_terminals_id_fk" FOREIGN KEY ("starlink_terminal_id") REFERENCES "public"."starlink_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_service_lines" ADD CONSTRAINT "starlink_service_lines_starlink_account_id_starlink_accounts_id_fk" FOREIGN KEY ("starlink_account_id") REFERENCES "public"."starlink_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_service_lines" ADD CONSTRAINT "starlink_service_lines_starlink_address_id_starlink_addresses_id_fk" FOREIGN KEY ("starlink_address_id") REFERENCES "public"."starlink_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_telemetry" ADD CONSTRAINT "starlink_telemetry_starlink_terminal_id_starlink_terminals_id_fk" FOREIGN KEY ("starlink_terminal_id") REFERENCES "public"."starlink_terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_terminals" ADD CONSTRAINT "starlink_terminals_starlink_account_id_starlink_accounts_id_fk" FOREIGN KEY ("starlink_account_id") REFERENCES "public"."starlink_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_terminals" ADD CONSTRAINT "starlink_terminals_starlink_service_line_id_starlink_service_lines_id_fk" FOREIGN KEY ("starlink_service_line_id") REFERENCES "public"."starlink_service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_terminals" ADD CONSTRAINT "starlink_terminals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_terminals" ADD CONSTRAINT "starlink_terminals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_terminals" ADD CONSTRAINT "starlink_terminals_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starlink_usages" ADD CONSTRAINT "starlink_usages_starlink_service_line_id_starlink_service_lines_id_fk" FOREIGN KEY ("starlink_service_line_id") REFERENCES "public"."starlink_service_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_accounts_number_key" ON "starlink_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "starlink_accounts_name_trgm" ON "starlink_accounts" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_accounts_number_trgm" ON "starlink_accounts" USING gin ("account_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_addresses_reference_key" ON "starlink_addresses" USING btree ("address_reference_id");--> statement-breakpoint
CREATE INDEX "starlink_addresses_account_idx" ON "starlink_addresses" USING btree ("starlink_account_id","id");--> statement-breakpoint
CREATE INDEX "starlink_addresses_formatted_trgm" ON "starlink_addresses" USING gin ("formatted_address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_events_key" ON "starlink_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "starlink_events_terminal_idx" ON "starlink_events" USING btree ("starlink_terminal_id","timestamp");--> statement-breakpoint
CREATE INDEX "starlink_events_code_idx" ON "starlink_events" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "starlink_events_timestamp_idx" ON "starlink_events" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "starlink_events_code_trgm" ON "starlink_events" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_events_terminal_trgm" ON "starlink_events" USING gin ("terminal_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_service_lines_number_key" ON "starlink_service_lines" USING btree ("service_line_number");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_account_idx" ON "starlink_service_lines" USING btree ("starlink_account_id","id");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_address_idx" ON "starlink_service_lines" USING btree ("starlink_address_id","id");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_active_idx" ON "starlink_service_lines" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_opted_in_idx" ON "starlink_service_lines" USING btree ("is_opted_in","id");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_status_idx" ON "starlink_service_lines" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "starlink_service_lines_number_trgm" ON "starlink_service_lines" USING gin ("service_line_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_service_lines_nickname_trgm" ON "starlink_service_lines" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_telemetry_ts_idx" ON "starlink_telemetry" USING btree ("ts");--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_terminals_terminal_id_key" ON "starlink_terminals" USING btree ("terminal_id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_account_idx" ON "starlink_terminals" USING btree ("starlink_account_id","id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_service_line_idx" ON "starlink_terminals" USING btree ("starlink_service_line_id","id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_customer_idx" ON "starlink_terminals" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_site_idx" ON "starlink_terminals" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_device_idx" ON "starlink_terminals" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_state_idx" ON "starlink_terminals" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "starlink_terminals_available_idx" ON "starlink_terminals" USING btree ("id") WHERE "starlink_terminals"."starlink_service_line_id" is null;--> statement-breakpoint
CREATE INDEX "starlink_terminals_live_idx" ON "starlink_terminals" USING btree ("id") WHERE "starlink_terminals"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "starlink_terminals_terminal_id_trgm" ON "starlink_terminals" USING gin ("terminal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_terminals_kit_trgm" ON "starlink_terminals" USING gin ("kit_serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_terminals_dish_trgm" ON "starlink_terminals" USING gin ("dish_serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "starlink_terminals_ip_trgm" ON "starlink_terminals" USING gin ("ip_address" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "starlink_usages_line_date_key" ON "starlink_usages" USING btree ("starlink_service_line_id","date");--> statement-breakpoint
CREATE INDEX "starlink_usages_date_idx" ON "starlink_usages" USING btree ("date","id");