CREATE TABLE "controller_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"ic_id" text NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"family" text,
	"sub_family" text,
	"category" text,
	"managed" boolean DEFAULT true NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"accessory" boolean DEFAULT false NOT NULL,
	"stock_min_level" integer,
	"stock_max_level" integer,
	"ports_count" integer DEFAULT 0 NOT NULL,
	"description" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"name" text,
	"virtual" boolean DEFAULT false NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"is_fusion_hub" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"owner_id" integer,
	"parent_id" integer,
	"site_id" integer,
	"address" text,
	"product_id" integer,
	"supplier" text,
	"buy_sm" text,
	"rent_sold" text,
	"server_id" integer,
	"ic_id" text,
	"ic_name" text,
	"ic_organization_id" text,
	"ic_organization_name" text,
	"ic_group_id" integer,
	"ic_group_name" text,
	"ic_tags" jsonb,
	"ic_notes" text,
	"ic_datas" jsonb,
	"ic_urls" jsonb,
	"ic_status" text,
	"data_limit" integer DEFAULT 10 NOT NULL,
	"data_limit_contacts" text,
	"notes" text,
	"customer_notes" text,
	"has_custom_config" boolean DEFAULT false NOT NULL,
	"prime_expiry_date" date,
	"sf_license_expiry_date" date,
	"last_online" timestamp with time zone,
	"offline_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"online_status" text DEFAULT 'never_online' NOT NULL,
	"ports_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"commitment_date" date,
	"lat" double precision,
	"lng" double precision,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"cidr" integer DEFAULT 32 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"device_id" integer,
	"unmanaged_device_description" text,
	"customer_id" integer,
	"subnet" text,
	"subnet_type" text,
	"subnet_notes" text,
	"gateway" text,
	"firewall" text,
	"vlan_id" integer,
	"last_ping_at" timestamp with time zone,
	"last_ping_result" jsonb,
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
CREATE TABLE "line_providers" (
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
CREATE TABLE "lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_order_number" text,
	"subscription_id" text,
	"provider_id" integer,
	"customer_id" integer,
	"site_id" integer,
	"device_id" integer,
	"package_id" integer,
	"address" text,
	"assigned_to_id" integer,
	"status" text,
	"line_type" text,
	"next_action_date" date,
	"installation_date" date,
	"decommission_date" date,
	"accounting_status" text,
	"ppoe_login" text,
	"ppoe_password" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"installation_notes" text,
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
CREATE TABLE "location_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sim_id" integer,
	"iccid" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"type" text,
	"mcc" text,
	"mnc" text,
	"network_name" text,
	"vpmn" text,
	"country_iso3" text,
	"country_name" text,
	"imsi" text,
	"imsi_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"site_id" integer,
	"reserved" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"rent_sold" text,
	"buy_sm" text,
	"supplier" text,
	"power_supply_serial" text,
	"router_serial" text,
	"account_number" text,
	"account_email" text,
	"order_date" date,
	"installed_date" date,
	"sent_date" date,
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
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"iccid_prefix" text,
	"name" text NOT NULL,
	"api" text,
	"supplier_name" text,
	"carrier_name" text,
	"product_name" text,
	"prefered_apn" text,
	"alternative_apn" text,
	"username" text,
	"password" text,
	"contry_iso" text,
	"country" text,
	"country_code" text,
	"mcc" text,
	"description" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"action" text NOT NULL,
	"customer_id" integer,
	"site_id" integer,
	"device_id" integer,
	"sim_id" integer,
	"line_id" integer,
	"product_item_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"comment" text,
	"user_id" integer,
	"user_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"hostname" text,
	"api_hostname" text,
	"base_url" text,
	"api_base_url" text,
	"version" text,
	"expiration_date" date,
	"api_key" text,
	"api_secret" text,
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
CREATE TABLE "simcards" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'sim' NOT NULL,
	"parent_id" integer,
	"iccid" text NOT NULL,
	"imsi" text,
	"imsi_profile" text,
	"sponsored_imsi" text,
	"pool_id" integer,
	"provider_id" integer,
	"phone_number" text,
	"apn_1" text,
	"apn_2" text,
	"apn_3" text,
	"preferred_mtu" integer,
	"pin" text,
	"username" text,
	"password" text,
	"variant" text,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"source" text,
	"is_manageable" boolean DEFAULT false NOT NULL,
	"customer_id" integer,
	"site_id" integer,
	"device_id" integer,
	"device_port_name" text,
	"ic_device_id" text,
	"subscription_id" integer,
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
CREATE TABLE "simpools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer,
	"notes" text,
	"description" text,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speedtests" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"dir" text,
	"device_serial" text NOT NULL,
	"device_name" text,
	"remote_serial" text,
	"remote_name" text,
	"bandwidth" double precision,
	"bandwidth_unit" text,
	"retransmissions" integer,
	"cwnd" double precision,
	"cwnd_unit" text,
	"device_wan_quality" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"source" text NOT NULL,
	"sim_id" integer,
	"device_id" integer,
	"site_id" integer,
	"customer_id" integer,
	"mb" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wans" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"ic_id" integer,
	"ic_status" text,
	"wan_type" text DEFAULT 'cellular' NOT NULL,
	"status_led" text DEFAULT 'gray' NOT NULL,
	"ip_address" text,
	"cellular_network_type" text,
	"sim_a" jsonb,
	"sim_b" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "controller_organizations" ADD CONSTRAINT "controller_organizations_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ips" ADD CONSTRAINT "ips_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ips" ADD CONSTRAINT "ips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_provider_id_line_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."line_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lines" ADD CONSTRAINT "lines_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_sim_id_simcards_id_fk" FOREIGN KEY ("sim_id") REFERENCES "public"."simcards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simcards" ADD CONSTRAINT "simcards_pool_id_simpools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."simpools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simcards" ADD CONSTRAINT "simcards_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simcards" ADD CONSTRAINT "simcards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simcards" ADD CONSTRAINT "simcards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simcards" ADD CONSTRAINT "simcards_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simpools" ADD CONSTRAINT "simpools_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speedtests" ADD CONSTRAINT "speedtests_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wans" ADD CONSTRAINT "wans_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "controller_org_key" ON "controller_organizations" USING btree ("server_id","ic_id");--> statement-breakpoint
CREATE INDEX "device_products_name_trgm" ON "device_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "device_products_reference_trgm" ON "device_products" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_key" ON "devices" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "devices_serial_trgm" ON "devices" USING gin ("serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_name_trgm" ON "devices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_live_idx" ON "devices" USING btree ("id") WHERE "devices"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "devices_site_idx" ON "devices" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "devices_product_idx" ON "devices" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "devices_server_idx" ON "devices" USING btree ("server_id","ic_group_id");--> statement-breakpoint
CREATE INDEX "devices_online_idx" ON "devices" USING btree ("online_status","id");--> statement-breakpoint
CREATE INDEX "devices_stock_idx" ON "devices" USING btree ("in_stock","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ips_address_key" ON "ips" USING btree ("address");--> statement-breakpoint
CREATE INDEX "ips_address_trgm" ON "ips" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ips_customer_idx" ON "ips" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "ips_device_idx" ON "ips" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "ips_available_idx" ON "ips" USING btree ("available","id");--> statement-breakpoint
CREATE INDEX "lines_customer_idx" ON "lines" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "lines_site_idx" ON "lines" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "lines_device_idx" ON "lines" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "lines_status_idx" ON "lines" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "lines_assigned_idx" ON "lines" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "lines_so_trgm" ON "lines" USING gin ("sales_order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lines_subscription_trgm" ON "lines" USING gin ("subscription_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lines_live_idx" ON "lines" USING btree ("id") WHERE "lines"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "location_updates_sim_idx" ON "location_updates" USING btree ("sim_id","timestamp");--> statement-breakpoint
CREATE INDEX "location_updates_iccid_idx" ON "location_updates" USING btree ("iccid","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "product_items_serial_key" ON "product_items" USING btree ("product_id","serial");--> statement-breakpoint
CREATE INDEX "product_items_serial_trgm" ON "product_items" USING gin ("serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_items_customer_idx" ON "product_items" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "product_items_site_idx" ON "product_items" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "product_items_product_idx" ON "product_items" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_items_stock_idx" ON "product_items" USING btree ("in_stock","id");--> statement-breakpoint
CREATE INDEX "records_object_idx" ON "records" USING btree ("object_type","object_id","id");--> statement-breakpoint
CREATE INDEX "records_open_idx" ON "records" USING btree ("object_type","object_id") WHERE "records"."end_date" is null;--> statement-breakpoint
CREATE INDEX "records_device_idx" ON "records" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "records_sim_idx" ON "records" USING btree ("sim_id","id");--> statement-breakpoint
CREATE INDEX "records_line_idx" ON "records" USING btree ("line_id","id");--> statement-breakpoint
CREATE INDEX "records_customer_idx" ON "records" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "records_site_idx" ON "records" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "records_start_idx" ON "records" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "simcards_iccid_key" ON "simcards" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "simcards_iccid_trgm" ON "simcards" USING gin ("iccid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "simcards_imsi_trgm" ON "simcards" USING gin ("imsi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "simcards_phone_trgm" ON "simcards" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "simcards_live_idx" ON "simcards" USING btree ("id") WHERE "simcards"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "simcards_pool_idx" ON "simcards" USING btree ("pool_id","id");--> statement-breakpoint
CREATE INDEX "simcards_device_idx" ON "simcards" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simcards_device_port_key" ON "simcards" USING btree ("device_id","device_port_name") WHERE "simcards"."device_id" is not null and "simcards"."device_port_name" is not null;--> statement-breakpoint
CREATE INDEX "simcards_provider_idx" ON "simcards" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "simcards_customer_idx" ON "simcards" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "simcards_parent_idx" ON "simcards" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "simcards_status_idx" ON "simcards" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "simcards_type_idx" ON "simcards" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "simpools_customer_idx" ON "simpools" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "simpools_name_trgm" ON "simpools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "speedtests_device_idx" ON "speedtests" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "speedtests_created_idx" ON "speedtests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usages_site_idx" ON "usages" USING btree ("site_id","date");--> statement-breakpoint
CREATE INDEX "usages_device_idx" ON "usages" USING btree ("device_id","date");--> statement-breakpoint
CREATE INDEX "usages_sim_idx" ON "usages" USING btree ("sim_id","date");--> statement-breakpoint
CREATE INDEX "wans_device_idx" ON "wans" USING btree ("device_id");