CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"type" text DEFAULT 'custom' NOT NULL,
	"product_name" text,
	"product_reference" text,
	"package_reference" text,
	"reference" text,
	"customer_reference" text,
	"description" text,
	"qty" numeric(12, 3) DEFAULT 1 NOT NULL,
	"unit_price" numeric(14, 4) DEFAULT 0 NOT NULL,
	"vat_code" text,
	"tax_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"prefix" integer NOT NULL,
	"year" integer NOT NULL,
	"invoice_type" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_prefix_year_invoice_type_pk" PRIMARY KEY("prefix","year","invoice_type")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text,
	"billing_company_name" text,
	"invoicing_address_name" text,
	"package_reference" text,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"invoice_type" text DEFAULT 'invoice' NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	"package_id" integer,
	"data_pool_id" integer,
	"billing_company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"invoicing_address_id" integer NOT NULL,
	"reversed_invoice_id" integer,
	"invoiced_at" date,
	"due_date" date,
	"purchase_order" text,
	"forced_so_number" text,
	"so_numbers" text,
	"terms" text,
	"notes" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"bank_iban" text,
	"bank_bic" text,
	"structured_reference" text,
	"total_untaxed" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_tax" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"odoo_id" integer,
	"odoo_name" text,
	"accounting_status" text,
	"accounting_error" text,
	"accounting_pushed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"archived_reason" text,
	"archived_notes" text,
	"archived_date" date,
	"decommission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_data_pool_id_data_pools_id_fk" FOREIGN KEY ("data_pool_id") REFERENCES "public"."data_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_company_id_companies_id_fk" FOREIGN KEY ("billing_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoicing_address_id_addresses_id_fk" FOREIGN KEY ("invoicing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reversed_invoice_id_invoices_id_fk" FOREIGN KEY ("reversed_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_type_idx" ON "invoice_lines" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_vat_code_idx" ON "invoice_lines" USING btree ("vat_code","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_product_name_trgm" ON "invoice_lines" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_lines_description_trgm" ON "invoice_lines" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_lines_reference_trgm" ON "invoice_lines" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_lines_live_idx" ON "invoice_lines" USING btree ("id") WHERE "invoice_lines"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reversed_invoice_key" ON "invoices" USING btree ("reversed_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_structured_reference_trgm" ON "invoices" USING gin ("structured_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_purchase_order_trgm" ON "invoices" USING gin ("purchase_order" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer_name_trgm" ON "invoices" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_type_idx" ON "invoices" USING btree ("invoice_type","id");--> statement-breakpoint
CREATE INDEX "invoices_source_idx" ON "invoices" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "invoices_accounting_status_idx" ON "invoices" USING btree ("accounting_status","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("billing_company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_address_idx" ON "invoices" USING btree ("invoicing_address_id","id");--> statement-breakpoint
CREATE INDEX "invoices_package_idx" ON "invoices" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "invoices_data_pool_idx" ON "invoices" USING btree ("data_pool_id","id");--> statement-breakpoint
CREATE INDEX "invoices_invoiced_at_idx" ON "invoices" USING btree ("invoiced_at","id");--> statement-breakpoint
CREATE INDEX "invoices_live_idx" ON "invoices" USING btree ("id") WHERE "invoices"."archived_at" is null;