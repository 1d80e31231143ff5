CREATE TABLE "data_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text,
	"billing_company_name" text,
	"services_count" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'cellular' NOT NULL,
	"product_id" integer,
	"starlink_account_id" integer,
	"reference" text,
	"name" text,
	"so_number" text,
	"customer_reference" text,
	"customer_id" integer,
	"invoicing_address_id" integer NOT NULL,
	"billing_company_id" integer DEFAULT 1 NOT NULL,
	"data_included" numeric(14, 3) NOT NULL,
	"data_price" numeric(12, 2) NOT NULL,
	"data_extra_price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"default_vat_code" text,
	"data_limit_contacts" text,
	"start_date" date,
	"end_date" date,
	"current_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"extra_usage" numeric(14, 3) DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_reference" text,
	"customer_name" text,
	"site_name" text,
	"device_product_name" text,
	"package_id" integer NOT NULL,
	"customer_id" integer,
	"service_id" integer,
	"device_product_id" integer,
	"price" numeric(12, 2),
	"qty" integer DEFAULT 1 NOT NULL,
	"is_invoiced" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipping_tracking_code" text,
	"shipping_tracking_url" text,
	"shipping_date" date,
	"delivery_date" date,
	"shipping_address" text,
	"shipping_contact" text,
	"site_id" integer,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text,
	"site_name" text,
	"billing_company_name" text,
	"invoicing_address_name" text,
	"services_count" integer DEFAULT 0 NOT NULL,
	"services_done_count" integer DEFAULT 0 NOT NULL,
	"package_lines_count" integer DEFAULT 0 NOT NULL,
	"package_lines_done_count" integer DEFAULT 0 NOT NULL,
	"services_by_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active_services_by_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference" text,
	"so_number" text,
	"name" text,
	"description" text,
	"customer_id" integer NOT NULL,
	"customer_reference" text,
	"site_id" integer,
	"invoicing_address_id" integer NOT NULL,
	"billing_company_id" integer DEFAULT 1 NOT NULL,
	"invoicing_delivery_method" text DEFAULT 'email' NOT NULL,
	"invoice_regroupment_reference" text,
	"default_vat_code" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"data_pool_id" integer,
	"starlink_data_pool_id" integer,
	"start_date" date,
	"end_date" date,
	"notes" text,
	"shipping_address" text,
	"shipping_contact" text,
	"desired_date" date,
	"support_url" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"services_count" integer DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"vendor_reference" text,
	"service_type" text NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2),
	"data_included" numeric(14, 3),
	"extra_price" numeric(12, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
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
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text,
	"site_name" text,
	"package_reference" text,
	"package" jsonb,
	"product_name" text,
	"data_pool_reference" text,
	"device_name" text,
	"device_serial" text,
	"line_subscription_id" text,
	"ip_address" text,
	"device_product_name" text,
	"assignee_name" text,
	"reference" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"type" text NOT NULL,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"name" text,
	"package_id" integer,
	"customer_id" integer,
	"product_id" integer,
	"customer_reference" text,
	"invoice_reference" text,
	"last_invoice_id" integer,
	"assignee_id" integer,
	"site_id" integer,
	"device_id" integer,
	"line_id" integer,
	"data_pool_id" integer,
	"ip_id" integer,
	"starlink_terminal_id" integer,
	"starlink_service_line_id" integer,
	"package_line_id" integer,
	"serial" text,
	"price" numeric(12, 2),
	"list_price" numeric(12, 2),
	"line_price" numeric(12, 2),
	"data_included" numeric(14, 3),
	"next_data_included" numeric(14, 3),
	"data_prepaid" numeric(14, 3),
	"data_extra_price" numeric(12, 2),
	"current_usage" numeric(14, 3),
	"last_usage" numeric(14, 3),
	"usage_limit" numeric(14, 3),
	"data_limit" numeric(14, 3),
	"data_limit_contacts" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_code" text,
	"start_date" date,
	"end_date" date,
	"early_end_date" date,
	"end_reason" text,
	"notes" text,
	"shipping_tracking_code" text,
	"shipping_tracking_url" text,
	"shipping_date" date,
	"delivery_date" date,
	"sold" boolean DEFAULT false NOT NULL,
	"device_product_id" integer,
	"device_product_price" numeric(12, 2),
	"starlink_is_opted_into_overage" boolean DEFAULT false NOT NULL,
	"service_line_product_reference_id" text,
	"top_up_blocks_count" integer DEFAULT 0 NOT NULL,
	"top_up_blocks_total_data" numeric(14, 3) DEFAULT 0 NOT NULL,
	"top_up_blocks_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_pools" ADD CONSTRAINT "data_pools_product_id_service_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."service_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pools" ADD CONSTRAINT "data_pools_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pools" ADD CONSTRAINT "data_pools_invoicing_address_id_addresses_id_fk" FOREIGN KEY ("invoicing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_pools" ADD CONSTRAINT "data_pools_billing_company_id_companies_id_fk" FOREIGN KEY ("billing_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_device_product_id_device_products_id_fk" FOREIGN KEY ("device_product_id") REFERENCES "public"."device_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_lines" ADD CONSTRAINT "package_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_invoicing_address_id_addresses_id_fk" FOREIGN KEY ("invoicing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_billing_company_id_companies_id_fk" FOREIGN KEY ("billing_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_data_pool_id_data_pools_id_fk" FOREIGN KEY ("data_pool_id") REFERENCES "public"."data_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_starlink_data_pool_id_data_pools_id_fk" FOREIGN KEY ("starlink_data_pool_id") REFERENCES "public"."data_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_product_id_service_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."service_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_line_id_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_data_pool_id_data_pools_id_fk" FOREIGN KEY ("data_pool_id") REFERENCES "public"."data_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_ip_id_ips_id_fk" FOREIGN KEY ("ip_id") REFERENCES "public"."ips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_device_product_id_device_products_id_fk" FOREIGN KEY ("device_product_id") REFERENCES "public"."device_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_pools_reference_trgm" ON "data_pools" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_pools_name_trgm" ON "data_pools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_pools_so_number_trgm" ON "data_pools" USING gin ("so_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_pools_customer_reference_trgm" ON "data_pools" USING gin ("customer_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "data_pools_customer_idx" ON "data_pools" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "data_pools_billing_company_idx" ON "data_pools" USING btree ("billing_company_id","id");--> statement-breakpoint
CREATE INDEX "data_pools_type_idx" ON "data_pools" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "data_pools_starlink_account_idx" ON "data_pools" USING btree ("starlink_account_id","id");--> statement-breakpoint
CREATE INDEX "data_pools_address_idx" ON "data_pools" USING btree ("invoicing_address_id");--> statement-breakpoint
CREATE INDEX "data_pools_live_idx" ON "data_pools" USING btree ("id") WHERE "data_pools"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "package_lines_notes_trgm" ON "package_lines" USING gin ("notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "package_lines_tracking_code_trgm" ON "package_lines" USING gin ("shipping_tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "package_lines_package_idx" ON "package_lines" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "package_lines_customer_idx" ON "package_lines" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "package_lines_site_idx" ON "package_lines" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "package_lines_product_idx" ON "package_lines" USING btree ("device_product_id","id");--> statement-breakpoint
CREATE INDEX "package_lines_status_idx" ON "package_lines" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "package_lines_service_idx" ON "package_lines" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "package_lines_tracking_code_idx" ON "package_lines" USING btree ("shipping_tracking_code");--> statement-breakpoint
CREATE INDEX "package_lines_not_invoiced_idx" ON "package_lines" USING btree ("id") WHERE not "package_lines"."is_invoiced" and "package_lines"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "package_lines_queue_idx" ON "package_lines" USING btree ("status","id") WHERE "package_lines"."status" in ('provisioning', 'provisioned', 'shipped') and "package_lines"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "package_lines_live_idx" ON "package_lines" USING btree ("id") WHERE "package_lines"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "packages_reference_trgm" ON "packages" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_so_number_trgm" ON "packages" USING gin ("so_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_name_trgm" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_customer_reference_trgm" ON "packages" USING gin ("customer_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_customer_idx" ON "packages" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "packages_site_idx" ON "packages" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "packages_status_idx" ON "packages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "packages_address_idx" ON "packages" USING btree ("invoicing_address_id");--> statement-breakpoint
CREATE INDEX "packages_billing_company_idx" ON "packages" USING btree ("billing_company_id");--> statement-breakpoint
CREATE INDEX "packages_data_pool_idx" ON "packages" USING btree ("data_pool_id");--> statement-breakpoint
CREATE INDEX "packages_starlink_data_pool_idx" ON "packages" USING btree ("starlink_data_pool_id");--> statement-breakpoint
CREATE INDEX "packages_live_idx" ON "packages" USING btree ("id") WHERE "packages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "service_products_reference_trgm" ON "service_products" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_products_name_trgm" ON "service_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_products_vendor_reference_trgm" ON "service_products" USING gin ("vendor_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_products_type_idx" ON "service_products" USING btree ("service_type","id");--> statement-breakpoint
CREATE INDEX "service_products_frequency_idx" ON "service_products" USING btree ("frequency","id");--> statement-breakpoint
CREATE INDEX "service_products_live_idx" ON "service_products" USING btree ("id") WHERE "service_products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "services_reference_trgm" ON "services" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_name_trgm" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_serial_trgm" ON "services" USING gin ("serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_customer_reference_trgm" ON "services" USING gin ("customer_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_tracking_code_trgm" ON "services" USING gin ("shipping_tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_package_idx" ON "services" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "services_customer_idx" ON "services" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "services_frequency_idx" ON "services" USING btree ("frequency","id");--> statement-breakpoint
CREATE INDEX "services_assignee_idx" ON "services" USING btree ("assignee_id","id");--> statement-breakpoint
CREATE INDEX "services_product_idx" ON "services" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "services_data_pool_idx" ON "services" USING btree ("data_pool_id");--> statement-breakpoint
CREATE INDEX "services_device_idx" ON "services" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "services_device_product_idx" ON "services" USING btree ("device_product_id");--> statement-breakpoint
CREATE INDEX "services_line_idx" ON "services" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "services_ip_idx" ON "services" USING btree ("ip_id");--> statement-breakpoint
CREATE INDEX "services_site_idx" ON "services" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "services_tracking_code_idx" ON "services" USING btree ("shipping_tracking_code");--> statement-breakpoint
CREATE INDEX "services_start_date_idx" ON "services" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "services_queue_idx" ON "services" USING btree ("status","id") WHERE "services"."status" in ('PROVISIONING', 'PROVISIONED', 'SHIPPED') and "services"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "services_not_invoiced_idx" ON "services" USING btree ("id") WHERE "services"."last_invoice_id" is null and "services"."start_date" is not null and "services"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "services_live_idx" ON "services" USING btree ("id") WHERE "services"."archived_at" is null;